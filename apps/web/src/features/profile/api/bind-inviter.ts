import { useMutation } from '@tanstack/react-query';
import { memberUserSchema } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { useStoreMember } from './get-member';

/** Binds the inviter by their invite code, once. */
export function bindInviter(inviteCode: string) {
  return apiCall('/member/modifyOtherInviteCode', { inviteCode }, memberUserSchema, { quiet: true });
}

export function useBindInviter() {
  const store = useStoreMember();
  return useMutation({ mutationFn: bindInviter, onSuccess: store });
}
