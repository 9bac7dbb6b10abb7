import { ttlCache } from '../../ttl-cache';
import type { AccountContext } from './account.context';
import { findNicknames } from './users.repository';

/** Names shown in histories and live tickers may lag an edit made on another instance by this much. */
const NICKNAME_CACHE_MS = 60_000;

/**
 * Members' public names, kept in memory: every drop on the live ticker shows its opener's name,
 * and a name changes at most once per 10 days.
 */
export function createNicknames(ctx: AccountContext) {
  const names = ttlCache<string>(NICKNAME_CACHE_MS, ctx.now);
  return {
    /** Names by user id; unknown ids are left out. */
    lookup: (userIds: readonly string[]): Promise<Map<string, string>> =>
      names.many(userIds, async (missing) => (await findNicknames(ctx.db, missing)).map((row) => [row.id, row.nickname] as const)),

    /** A member changed their name: this instance shows the new one at once. */
    forget: (userId: string): void => names.forget(userId),
  };
}

export type Nicknames = ReturnType<typeof createNicknames>;
