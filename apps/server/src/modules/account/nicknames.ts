import type { AccountContext } from './account.context';
import { findNicknames } from './users.repository';

/** Names shown in histories and live tickers may lag an edit made on another instance by this much. */
const NICKNAME_CACHE_MS = 60_000;

/**
 * Members' public names, kept in memory: every drop on the live ticker shows its opener's name,
 * and a name changes at most once per 10 days.
 */
export function createNicknames(ctx: AccountContext) {
  const cache = new Map<string, { readonly name: string; readonly until: number }>();
  return {
    /** Names by user id; unknown ids are left out. */
    async lookup(userIds: readonly string[]): Promise<Map<string, string>> {
      const now = ctx.now();
      const names = new Map<string, string>();
      const missing: string[] = [];
      for (const id of new Set(userIds)) {
        const cached = cache.get(id);
        if (cached && cached.until > now) names.set(id, cached.name);
        else missing.push(id);
      }
      for (const row of await findNicknames(ctx.db, missing)) {
        cache.set(row.id, { name: row.nickname, until: now + NICKNAME_CACHE_MS });
        names.set(row.id, row.nickname);
      }
      return names;
    },

    /** A member changed their name: this instance shows the new one at once. */
    forget(userId: string): void {
      cache.delete(userId);
    },
  };
}

export type Nicknames = ReturnType<typeof createNicknames>;
