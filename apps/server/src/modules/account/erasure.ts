import { unitOf, type Trx } from '../../db/unit-of-work';
import type { AccountContext } from './account.context';
import { deleteAvatarsOf } from './avatars.repository';
import type { Nicknames } from './nicknames';
import { deleteRealName } from './real-names.repository';
import { sha256Hex } from './secrets';
import type { Sessions } from './sessions';
import { anonymiseUser, listAccountsOfOwner } from './users.repository';

/** The name an erased account shows in histories: neutral, the same on every instance, not the person's. */
export function erasedNickname(userId: string): string {
  return `#${sha256Hex(userId).slice(0, 8)}`;
}

/**
 * Erasure of a person's personal data after their closure (docs/decisions/0060): every account of
 * the owner keeps its id, so the ledger's balanced history and item records stand, but loses its
 * phone, password, avatar, trade link and name; the real-name record goes, and every session ends.
 */
export function createErasure(ctx: AccountContext, sessions: Sessions, nicknames: Nicknames) {
  return {
    /** Inside the caller's transaction; erasing twice changes nothing more. Answers the erased accounts' ids. */
    async erase(trx: Trx, ownerId: string): Promise<string[]> {
      const now = ctx.now();
      const accounts = await listAccountsOfOwner(trx, ownerId);
      const ids = accounts.map((account) => account.id);
      for (const id of ids) await anonymiseUser(trx, id, erasedNickname(id), now);
      await deleteAvatarsOf(trx, ids);
      await deleteRealName(trx, ownerId);
      await sessions.forgetAll(trx, ids);
      unitOf(trx).afterCommit(() => ids.forEach(nicknames.forget));
      return ids;
    },
  };
}
