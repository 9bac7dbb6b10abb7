import { apiCall } from './api-client';
import { randomHex } from './random-hex';
import { currentSession } from './session';

/** Loaded with the first call (see `ResponseSchema`). */
const userKeySchema = () => import('@lootbay/shared/schemas/fairness').then((module) => module.userKeySchema);

/**
 * A user seed made in this browser: 128 random bits as 32 hex digits (within USER_SEED_PATTERN).
 * The server commits to its secret before it sees this seed, so it cannot pick one to suit it.
 */
export function makeDeviceSeed(): string {
  return randomHex(16);
}

/** One check per session at a time: a sign-in and a refused open must not send two seeds. */
const running = new Map<string, Promise<boolean>>();

/**
 * Makes sure the signed-in member's seed pair has a user seed. A pair starts without one and the
 * server refuses every roll until this device sends its own; the server never makes it up.
 * Answers whether a seed was sent now.
 */
export function ensureDeviceSeed(): Promise<boolean> {
  const { token } = currentSession();
  if (!token) return Promise.resolve(false);
  const pending = running.get(token);
  if (pending) return pending;
  const check = (async () => {
    const key = await apiCall('/member/userKey', {}, userKeySchema, { quiet: true });
    if (key.userSeed !== '') return false;
    await apiCall('/member/updateUserSeed', { userSeed: makeDeviceSeed() }, userKeySchema, { quiet: true });
    return true;
  })().finally(() => running.delete(token));
  running.set(token, check);
  return check;
}

/**
 * Sends a new seed made now, after a game's commitment was shown and before the member's seat in
 * it is taken (a battle's seats take their members' seeds when the last one fills): the server's
 * secret was fixed before this seed existed.
 */
export async function sendFreshSeed(): Promise<void> {
  await apiCall('/member/updateUserSeed', { userSeed: makeDeviceSeed() }, userKeySchema, { quiet: true });
}
