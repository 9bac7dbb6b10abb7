import { AppError } from '@lootbay/shared/errors';
import type { AccountContext } from './account.context';
import { bindInviterOnce, findUserById, findUserByInviteCode } from './users.repository';

/** Invitation chains are short; a longer walk means bad data, and binding is refused rather than loop. */
const MAX_CHAIN = 64;

export function createInviteCodes(ctx: AccountContext) {
  return {
    /** Binds the inviter once: not one of the caller's own accounts, and not anyone the caller (directly or further down) invited. */
    async bindInviter(userId: string, inviteCode: string): Promise<void> {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new AppError('TOKEN_EXPIRED');
      if (user.inviter_id !== null) throw new AppError('INVITER_ALREADY_BOUND');
      const inviter = await findUserByInviteCode(ctx.db, inviteCode);
      if (!inviter) throw new AppError('INVITE_CODE_INVALID');
      if (inviter.owner_id === user.owner_id) throw new AppError('INVITE_CODE_OWN');
      let link = inviter;
      for (let step = 0; link.inviter_id !== null; step += 1) {
        if (step >= MAX_CHAIN) throw new AppError('INVITE_CYCLE');
        const next = await findUserById(ctx.db, link.inviter_id);
        if (!next) break;
        if (next.owner_id === user.owner_id) throw new AppError('INVITE_CYCLE');
        link = next;
      }
      if (!(await bindInviterOnce(ctx.db, user.id, inviter.id, ctx.now()))) throw new AppError('INVITER_ALREADY_BOUND');
    },
  };
}
