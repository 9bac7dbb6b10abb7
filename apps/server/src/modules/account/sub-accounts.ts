import type { AccountSummary } from '@lootbay/shared/schemas/account';
import { AppError } from '@lootbay/shared/errors';
import type { Member } from '../../http/session';
import type { AccountContext, ClientInfo } from './account.context';
import { summary } from './member-view';
import { createAccount } from './new-accounts';
import type { Sessions } from './sessions';
import { findUserById, findUserByIdForUpdate, listAccountsOfOwner } from './users.repository';

export function createSubAccounts(ctx: AccountContext, sessions: Sessions) {
  return {
    /** A new account of the caller's owner; the owner row is locked so the cap holds under racing requests. */
    async create(userId: string, nickname: string | undefined): Promise<{ created: AccountSummary; accounts: AccountSummary[] }> {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new AppError('TOKEN_EXPIRED');
      return ctx.transaction(async (trx) => {
        const owner = await findUserByIdForUpdate(trx, user.owner_id, ctx.dialect === 'postgres');
        if (!owner) throw new AppError('TOKEN_EXPIRED');
        const existing = await listAccountsOfOwner(trx, owner.id);
        if (existing.length - 1 >= ctx.limits.subAccountsPerOwner) throw new AppError('SUB_ACCOUNT_LIMIT');
        const created = await createAccount(trx, { ownerId: owner.id, nickname }, ctx.now());
        return { created: summary(created), accounts: [...existing, created].map(summary) };
      });
    },

    /** Switches to another account of the same owner: a new session there, and this one ends. */
    async change(member: Member, targetId: string, client: ClientInfo): Promise<{ token: string; userId: string }> {
      const [user, target] = await Promise.all([findUserById(ctx.db, member.userId), findUserById(ctx.db, targetId)]);
      if (!user || !target || target.owner_id !== user.owner_id) throw new AppError('ACCOUNT_NOT_YOURS');
      if (target.disabled === 1) throw new AppError('ACCOUNT_DISABLED');
      const token = await sessions.start(target.id, client);
      await sessions.end(member.sessionId);
      return { token, userId: target.id };
    },
  };
}

export type SubAccounts = ReturnType<typeof createSubAccounts>;
