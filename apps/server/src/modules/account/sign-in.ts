import { AppError } from '@lootbay/shared/errors';
import type { AccountContext, ClientInfo } from './account.context';
import type { UserRow } from './account.table';
import { clearCounter, readCounter, takeFromCounter } from './abuse-counters.repository';
import type { Captchas } from './captcha';
import { createAccount } from './new-accounts';
import { verifyPassword } from './passwords';
import type { LoginKey } from './rsa-key';
import { isUniqueViolation } from './secrets';
import type { Sessions } from './sessions';
import type { SmsCodes } from './sms-codes';
import { findUserByInviteCode, findUserByLogin, findUserByMobile } from './users.repository';

export interface SmsSignIn {
  readonly mobile: string;
  readonly code: string;
  readonly inviteCode?: string | undefined;
}

export interface PasswordSignIn {
  readonly account: string;
  readonly password: string;
  readonly encrypted?: boolean | undefined;
  readonly captchaId?: string | undefined;
  readonly captchaCode?: string | undefined;
}

export interface SignedIn {
  readonly token: string;
  readonly userId: string;
}

// Failures are counted without a cap; the captcha threshold reads them.
const UNCAPPED = 2_147_483_647;

export function createSignIn(ctx: AccountContext, parts: { sessions: Sessions; smsCodes: SmsCodes; captchas: Captchas; loginKey: LoginKey }) {
  const { sessions, smsCodes, captchas, loginKey } = parts;
  const { limits } = ctx;

  async function startSession(user: UserRow, client: ClientInfo): Promise<SignedIn> {
    if (user.disabled === 1) throw new AppError('ACCOUNT_DISABLED');
    return { token: await sessions.start(user.id, client), userId: user.id };
  }

  return {
    /** Phone and code; the first sign-in of a new number creates its account. */
    async withCode(input: SmsSignIn, client: ClientInfo): Promise<SignedIn> {
      const inviter = input.inviteCode ? await findUserByInviteCode(ctx.db, input.inviteCode) : undefined;
      if (input.inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');
      await smsCodes.verify(input.mobile, 'login', input.code);
      let user = await findUserByMobile(ctx.db, input.mobile);
      if (!user) {
        try {
          user = await createAccount(ctx.db, { mobile: input.mobile, inviterId: inviter?.id }, ctx.now());
        } catch (error) {
          // Another request registered this number a moment ago: sign in to that account.
          user = isUniqueViolation(error) ? await findUserByMobile(ctx.db, input.mobile) : undefined;
          if (!user) throw error;
        }
      }
      return startSession(user, client);
    },

    /**
     * Account (login name or phone) and password. The answer to a failure is the same whether or
     * not the account exists, and costs the same time; after repeated failures for one account
     * name or from one address, a picture captcha is required first.
     */
    async withPassword(input: PasswordSignIn, client: ClientInfo): Promise<SignedIn> {
      const now = ctx.now();
      const accountKey = `login-fail:account:${input.account.toLowerCase()}`;
      const ipKey = `login-fail:ip:${client.ip}`;
      const [byAccount, byIp] = await Promise.all([readCounter(ctx.db, accountKey, now), readCounter(ctx.db, ipKey, now)]);
      if (byAccount >= limits.loginFailuresPerAccount || byIp >= limits.loginFailuresPerIp) {
        await captchas.check(input.captchaId, input.captchaCode);
      }
      const password = input.encrypted ? await loginKey.decrypt(input.password) : input.password;
      const user = await findUserByLogin(ctx.db, input.account);
      const matches = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !matches) {
        const [accountFailures, ipFailures] = await Promise.all([
          takeFromCounter(ctx.db, accountKey, UNCAPPED, limits.loginFailureWindowMs, now),
          takeFromCounter(ctx.db, ipKey, UNCAPPED, limits.loginFailureWindowMs, now),
        ]);
        const captchaRequired = (accountFailures ?? 0) >= limits.loginFailuresPerAccount || (ipFailures ?? 0) >= limits.loginFailuresPerIp;
        throw new AppError('LOGIN_FAILED', { captchaRequired });
      }
      await clearCounter(ctx.db, accountKey);
      return startSession(user, client);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
