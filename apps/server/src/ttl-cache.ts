/**
 * Values by key kept in memory for a while: what is fresh comes from memory, the rest is loaded in
 * one call and kept. For data that changes rarely and may be shown a little stale (names, pictures).
 */
export function ttlCache<V>(ttlMs: number, clock: () => number) {
  const entries = new Map<string, { readonly value: V; readonly until: number }>();
  return {
    async many(keys: readonly string[], load: (missing: string[]) => Promise<readonly (readonly [string, V])[]>): Promise<Map<string, V>> {
      const now = clock();
      const found = new Map<string, V>();
      const missing: string[] = [];
      for (const key of new Set(keys)) {
        const entry = entries.get(key);
        if (entry && entry.until > now) found.set(key, entry.value);
        else missing.push(key);
      }
      if (missing.length > 0) {
        for (const [key, value] of await load(missing)) {
          entries.set(key, { value, until: now + ttlMs });
          found.set(key, value);
        }
      }
      return found;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}
