import type { Envelope } from '@lootbay/shared/schemas/common';

/** How a helper reaches the server: a signed catalogue call (null when no answer came) and the sandbox SMS outbox. */
export interface FamilyCaller {
  call<T>(path: string, body: Record<string, unknown>, token?: string): Promise<Envelope<T> | null>;
  latestSms(mobile: string): Promise<string>;
}

/** One account of a family, with a session of its own. */
export interface FamilyAccount {
  readonly userId: string;
  readonly token: string;
}

const FAMILY_PASSWORD = 'Family-Pass-2026';

function data<T>(envelope: Envelope<T> | null, what: string): T {
  if (!envelope || envelope.code !== 100) throw new Error(`${what} failed: ${envelope ? `${envelope.code} ${envelope.msg}` : 'no answer'}`);
  return envelope.data;
}

/**
 * An owner and `subAccounts` new sub-accounts, all signed in at once, as one person holds them on
 * several devices: switching ends only the session that switched, so the owner sets a password,
 * then signs in again with it before each switch. The owner's own session comes last.
 */
export async function signInFamily(caller: FamilyCaller, owner: { token: string; mobile: string }, subAccounts: number): Promise<FamilyAccount[]> {
  data(await caller.call('/member/sendUpdatePassWordCode', {}, owner.token), 'password code');
  const code = await caller.latestSms(owner.mobile);
  data(await caller.call('/member/updatePassword', { password: FAMILY_PASSWORD, code }, owner.token), 'set password');
  const signIn = async () => data(await caller.call<{ token: string; user: { userId: string } }>('/login', { account: owner.mobile, password: FAMILY_PASSWORD }), 'password sign-in');

  const family: FamilyAccount[] = [];
  for (let index = 0; index < subAccounts; index += 1) {
    const session = await signIn();
    const created = data(await caller.call<{ created: { userId: string } }>('/app/user/create-sub-account', {}, session.token), 'create sub-account');
    const switched = data(await caller.call<{ tokenValue: string }>('/changeAccount', { id: created.created.userId }, session.token), 'switch account');
    family.push({ userId: created.created.userId, token: switched.tokenValue });
  }
  const ownerSession = await signIn();
  return [...family, { userId: ownerSession.user.userId, token: ownerSession.token }];
}
