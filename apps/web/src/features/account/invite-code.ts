import { INVITE_CODE_PATTERN } from '@lootbay/shared/invite-code';
import { readText, removeKey, STORAGE_KEYS, writeText } from '../../lib/storage';

/**
 * An invite link opens the site with `?inviteCode=…`: the code is kept on the device until the
 * visitor registers, however they wander the site first, and then goes with the registration.
 */
export function rememberInviteCode(): void {
  // Read as the account rules read it (`inviteCodeSchema`), without building their schemas as the app starts.
  const code = new URLSearchParams(window.location.search).get('inviteCode')?.trim().toUpperCase();
  if (code && INVITE_CODE_PATTERN.test(code)) writeText(STORAGE_KEYS.inviteCode, code);
}

export function pendingInviteCode(): string | null {
  return readText(STORAGE_KEYS.inviteCode);
}

export function forgetInviteCode(): void {
  removeKey(STORAGE_KEYS.inviteCode);
}
