import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { AccountContext, ClientInfo } from './account.context';
import type { UserRow } from './account.table';
import type { Captchas } from './captcha';
import { createAccount } from './new-accounts';
import { createPasswordAttempts } from './password-attempts';
import { verifyPassword } from './passwords';
import type { LoginKey } from './rsa-key';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Sessions } from './sessions';
import type { SmsCodes } from './sms-codes';
import { findUserByInviteCode, findUserByLogin, findUserByMobile } from './users.repository';

export interface SmsSignIn {
  readonly mobile: string;
  readonly code: string;
  readonly inviteCode?: string | undefined;
  /** The caller's language, for the name of an account this sign-in creates. */
  readonly locale?: Locale | undefined;
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

export function createSignIn(ctx: AccountContext, parts: { sessions: Sessions; smsCodes: SmsCodes; captchas: Captchas; loginKey: LoginKey }) {
  const { sessions, smsCodes, loginKey } = parts;
  const attempts = createPasswordAttempts(ctx, parts.captchas);

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
          user = await createAccount(ctx.db, { mobile: input.mobile, inviterId: inviter?.id, locale: input.locale }, ctx.now());
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
     * not the account exists, and costs the same time; past a number of failures for one account
     * or from one address, a captcha is required first (see password-attempts.ts).
     */
    async withPassword(input: PasswordSignIn, client: ClientInfo): Promise<SignedIn> {
      const password = input.encrypted ? await loginKey.decrypt(input.password) : input.password;
      const user = await findUserByLogin(ctx.db, input.account);
      // One count per account, whichever of its names is typed; an unknown name is counted as itself.
      const accountKey = user ? `login-fail:user:${user.id}` : `login-fail:account:${input.account.toLowerCase()}`;
      const attempt = await attempts.begin(accountKey, client.ip, input);
      const matches = await verifyPassword(password, user?.password_hash ?? null, ctx.limits.passwordLogN);
      if (!user || !matches) throw new AppError('LOGIN_FAILED', { captchaRequired: attempt.nextNeedsCaptcha });
      await attempt.succeeded();
      return startSession(user, client);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
