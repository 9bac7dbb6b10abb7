import { inviteCodeSchema } from '@lootbay/shared/schemas/account';
import { readText, removeKey, STORAGE_KEYS, writeText } from '../../lib/storage';

/**
 * An invite link opens the site with `?inviteCode=…`: the code is kept on the device until the
 * visitor registers, however they wander the site first, and then goes with the registration.
 */
export function rememberInviteCode(): void {
  const given = new URLSearchParams(window.location.search).get('inviteCode');
  const code = given === null ? null : inviteCodeSchema.safeParse(given);
  if (code?.success) writeText(STORAGE_KEYS.inviteCode, code.data);
}

export function pendingInviteCode(): string | null {
  return readText(STORAGE_KEYS.inviteCode);
}

export function forgetInviteCode(): void {
  removeKey(STORAGE_KEYS.inviteCode);
}
