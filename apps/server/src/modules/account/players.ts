import { AppError } from '@lootbay/shared/errors';
import type { PlayerProfile, PlayerSummary } from '@lootbay/shared/schemas/console-players';
import type { Trx } from '../../db/unit-of-work';
import type { AccountContext } from './account.context';
import type { UserRow } from './account.table';
import { maskRealName } from './member-view';
import { searchPlayers, setDisabled } from './players.repository';
import { findRealName } from './real-names.repository';
import type { Sessions } from './sessions';
import { listLiveSessionsOf } from './sessions.repository';
import { findUserById, findUserByIdForUpdate, listAccountsOfOwner } from './users.repository';

/** What the account module knows of a player for the console; balances and the rest come from their own modules. */
export type PlayerRecord = Omit<PlayerSummary, 'coin'>;
export type PlayerFile = Omit<PlayerProfile, 'balances' | 'level' | 'lastFreeze'>;

function record(user: UserRow, ownerBarred: number, verifiedAt: number | string | null): PlayerRecord {
  return {
    userId: user.id,
    account: user.account,
    nickname: user.nickname,
    avatar: user.avatar_url,
    mobile: user.mobile,
    inviteCode: user.invite_code,
    ownerId: user.owner_id,
    isSubAccount: user.owner_id !== user.id,
    createdAt: Number(user.created_at),
    frozen: user.disabled === 1,
    barred: ownerBarred === 1,
    realNameVerified: verifiedAt !== null,
  };
}

/** Players as operators see and change them: search, profile, freezing and ending sessions. */
export function createPlayers(ctx: AccountContext, sessions: Sessions) {
  return {
    async search(text: string | undefined, page: number, size: number): Promise<{ list: PlayerRecord[]; total: number }> {
      const { list: rows, total } = await searchPlayers(ctx.db, text, page, size);
      return { list: rows.map((row) => record(row, row.owner_barred, row.verified_at)), total };
    },

    /** Refuses an id no account has: every console screen of one player starts with it. */
    async assertExists(userId: string): Promise<void> {
      if (!(await findUserById(ctx.db, userId))) throw new AppError('CONSOLE_PLAYER_NOT_FOUND');
    },

    /** Everything the account module holds of a player, the id number never in full; undefined for no such player. */
    async profile(userId: string): Promise<PlayerFile | undefined> {
      const user = await findUserById(ctx.db, userId);
      if (!user) return undefined;
      const [owner, realName, accounts, inviter, live] = await Promise.all([
        user.owner_id === user.id ? user : findUserById(ctx.db, user.owner_id),
        findRealName(ctx.db, user.owner_id),
        listAccountsOfOwner(ctx.db, user.owner_id),
        user.inviter_id === null ? undefined : findUserById(ctx.db, user.inviter_id),
        listLiveSessionsOf(ctx.db, user.id, ctx.now()),
      ]);
      return {
        ...record(user, owner?.barred ?? 0, realName?.verified_at ?? null),
        tradeUrl: user.trade_url,
        hasPassword: user.password_hash !== null,
        inviter: inviter ? { userId: inviter.id, nickname: inviter.nickname } : null,
        realName: {
          verified: realName !== undefined,
          name: realName ? maskRealName(realName.real_name) : null,
          idNumber: realName?.id_number_masked ?? null,
          verifiedAt: realName ? Number(realName.verified_at) : null,
        },
        sessions: live.map((session) => ({
          id: session.id,
          createdAt: Number(session.created_at),
          expiresAt: Number(session.expires_at),
          renewedAt: Number(session.renewed_at),
          ip: session.ip,
          userAgent: session.user_agent,
        })),
        accounts: accounts.map((account) => ({ userId: account.id, account: account.account, nickname: account.nickname, isSubAccount: account.owner_id !== account.id, frozen: account.disabled === 1 })),
      };
    },

    /**
     * Freezes (no sign-in, no play or payment, every session ended) or unfreezes an account, in
     * the caller's transaction; answers whether it was frozen before and the sessions ended.
     */
    async setFrozenIn(trx: Trx, userId: string, frozen: boolean): Promise<{ wasFrozen: boolean; ended: string[] }> {
      const user = await findUserByIdForUpdate(trx, userId, ctx.dialect === 'postgres');
      if (!user) throw new Error(`no account ${userId} to freeze`);
      await setDisabled(trx, userId, frozen, ctx.now());
      const ended = frozen ? await sessions.endLiveIn(trx, userId) : [];
      return { wasFrozen: user.disabled === 1, ended };
    },

    /** Ends one live session of a player, or all of them, in the caller's transaction; their sockets close after the commit. */
    endSessionsIn: (trx: Trx, userId: string, sessionId?: string): Promise<string[]> => sessions.endLiveIn(trx, userId, sessionId),
  };
}

export type Players = ReturnType<typeof createPlayers>;
