import { privacyMemberFieldsSchema, type PrivacyMemberFields } from '@lootbay/shared/schemas/privacy';

const NOTHING: PrivacyMemberFields = { termsToAccept: null, closure: null };

/** What `/member/info` says of terms to accept and of a closure (fields the privacy module adds). */
export function memberPrivacy(member: Record<string, unknown>): PrivacyMemberFields {
  const parsed = privacyMemberFieldsSchema.safeParse(member);
  return parsed.success ? parsed.data : NOTHING;
}
