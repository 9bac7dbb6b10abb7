/**
 * Values by key kept in memory for a while: what is fresh comes from memory, the rest is loaded in
 * one call and kept. For data that changes rarely and may be shown a little stale (names, pictures).
 * A key already being loaded is not loaded again: its callers share the one load (an open's
 * answer and its announcement in three languages ask for the same new item at once).
 */
export function ttlCache<V>(ttlMs: number, clock: () => number) {
  const entries = new Map<string, { readonly value: V; readonly until: number }>();
  const loading = new Map<string, Promise<ReadonlyMap<string, V>>>();
  return {
    async many(keys: readonly string[], load: (missing: string[]) => Promise<readonly (readonly [string, V])[]>): Promise<Map<string, V>> {
      const now = clock();
      const found = new Map<string, V>();
      const pending = new Map<string, Promise<ReadonlyMap<string, V>>>();
      const missing: string[] = [];
      for (const key of new Set(keys)) {
        const entry = entries.get(key);
        const inFlight = loading.get(key);
        if (entry && entry.until > now) found.set(key, entry.value);
        else if (inFlight) pending.set(key, inFlight);
        else missing.push(key);
      }
      if (missing.length > 0) {
        const loaded = load(missing).then((pairs) => {
          for (const [key, value] of pairs) entries.set(key, { value, until: now + ttlMs });
          return new Map(pairs);
        });
        for (const key of missing) {
          loading.set(key, loaded);
          pending.set(key, loaded);
        }
        const settled = () => missing.forEach((key) => loading.get(key) === loaded && loading.delete(key));
        loaded.then(settled, settled);
      }
      for (const [key, loaded] of pending) {
        const value = (await loaded).get(key);
        if (value !== undefined) found.set(key, value);
      }
      return found;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}
