import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { passwordSchema } from '@lootbay/shared/schemas/account';
import type { Member } from '../../http/session';
import type { AccountContext } from './account.context';
import type { UserRow } from './account.table';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { LoginKey } from './rsa-key';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Sessions } from './sessions';
import type { SendCodeAnswer, SmsCodes } from './sms-codes';
import { findUserById, updateUser } from './users.repository';

export interface PasswordChange {
  readonly password: string;
  readonly encrypted?: boolean | undefined;
  readonly oldPassword?: string | undefined;
  readonly code?: string | undefined;
}

export function createSecurity(ctx: AccountContext, parts: { sessions: Sessions; smsCodes: SmsCodes; loginKey: LoginKey }) {
  const { sessions, smsCodes, loginKey } = parts;

  async function user(userId: string): Promise<UserRow> {
    const row = await findUserById(ctx.db, userId);
    if (!row) throw new AppError('TOKEN_EXPIRED');
    return row;
  }

  /** The phone that proves a change: the account's own, or its owner's for a sub-account without one. */
  async function securityMobile(row: UserRow): Promise<string> {
    const mobile = row.mobile ?? (row.owner_id !== row.id ? (await findUserById(ctx.db, row.owner_id))?.mobile : null);
    if (!mobile) throw new AppError('MOBILE_REQUIRED');
    return mobile;
  }

  const plain = (value: string, encrypted: boolean | undefined) => (encrypted ? loginKey.decrypt(value) : Promise.resolve(value));

  return {
    async sendPasswordCode(userId: string, ip: string, locale: Locale): Promise<SendCodeAnswer> {
      return smsCodes.send(await securityMobile(await user(userId)), 'password', ip, locale);
    },

    /** Sets or changes the password, proved by the current password or an SMS code; other sessions end. */
    async changePassword(member: Member, change: PasswordChange): Promise<void> {
      const password = await plain(change.password, change.encrypted);
      if (!passwordSchema.safeParse(password).success) throw new AppError('PASSWORD_LENGTH');
      if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
      const row = await user(member.userId);
      if (change.oldPassword !== undefined) {
        if (row.password_hash === null) throw new AppError('PASSWORD_NOT_SET');
        if (!(await verifyPassword(await plain(change.oldPassword, change.encrypted), row.password_hash, ctx.limits.passwordLogN))) throw new AppError('PASSWORD_OLD_WRONG');
      } else if (change.code !== undefined) {
        await smsCodes.verify(await securityMobile(row), 'password', change.code);
      } else {
        throw new AppError('PASSWORD_PROOF_REQUIRED');
      }
      const passwordHash = await hashPassword(password, ctx.limits.passwordLogN);
      await ctx.transaction(async (trx) => {
        await updateUser(trx, row.id, { password_hash: passwordHash }, ctx.now());
        await sessions.endOthers(trx, row.id, member.sessionId);
      });
    },

    /** Binds or changes the phone; the code sent to the new number proves it is the caller's. */
    async bindMobile(userId: string, mobile: string, code: string): Promise<void> {
      const row = await user(userId);
      if (row.mobile === mobile) throw new AppError('MOBILE_UNCHANGED');
      await smsCodes.verify(mobile, 'bind', code);
      try {
        await updateUser(ctx.db, row.id, { mobile }, ctx.now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('MOBILE_TAKEN');
        throw error;
      }
    },
  };
}

export type Security = ReturnType<typeof createSecurity>;
