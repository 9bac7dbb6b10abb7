import { sql } from 'kysely';
import { AppError } from '@lootbay/shared/errors';
import type { Trx } from '../../db/unit-of-work';
import type { AccountContext } from './account.context';
import { bindInviterOnce, findUserById, findUserByInviteCode } from './users.repository';

/** Invitation chains are short; a longer walk means bad data, and binding is refused rather than loop. */
const MAX_CHAIN = 64;

/**
 * Every binding of an inviter takes this PostgreSQL advisory lock for its transaction: the chain
 * check and the write are one step, so two members binding each other's codes at once cannot both
 * pass the check. (SQLite runs one transaction at a time already.) Bindings are rare: once per
 * account.
 */
const INVITE_LOCK = 0x4c42_1e71;

export function createInviteCodes(ctx: AccountContext) {
  /** Refuses an inviter whose chain leads back to the caller's owner: the invitations must stay a tree. */
  async function assertNoCycle(trx: Trx, ownerId: string, inviterId: string | null): Promise<void> {
    for (let step = 0, next = inviterId; next !== null; step += 1) {
      if (step >= MAX_CHAIN) throw new AppError('INVITE_CYCLE');
      const link = await findUserById(trx, next);
      if (!link) return;
      if (link.owner_id === ownerId) throw new AppError('INVITE_CYCLE');
      next = link.inviter_id;
    }
  }

  return {
    /** Binds the inviter once: not one of the caller's own accounts, and not anyone the caller (directly or further down) invited. */
    async bindInviter(userId: string, inviteCode: string): Promise<void> {
      await ctx.transaction(async (trx) => {
        if (ctx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${INVITE_LOCK})`.execute(trx);
        const user = await findUserById(trx, userId);
        if (!user) throw new AppError('TOKEN_EXPIRED');
        if (user.inviter_id !== null) throw new AppError('INVITER_ALREADY_BOUND');
        const inviter = await findUserByInviteCode(trx, inviteCode);
        if (!inviter) throw new AppError('INVITE_CODE_INVALID');
        if (inviter.owner_id === user.owner_id) throw new AppError('INVITE_CODE_OWN');
        await assertNoCycle(trx, user.owner_id, inviter.inviter_id);
        if (!(await bindInviterOnce(trx, user.id, inviter.id, ctx.now()))) throw new AppError('INVITER_ALREADY_BOUND');
      });
    },
  };
}
