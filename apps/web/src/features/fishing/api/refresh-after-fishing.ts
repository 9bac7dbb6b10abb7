import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { FISHING_SCOPE } from './fishing-call';

/** What fishing changes: the session, the bag, the history, the backpack, balances and the seed pair's round; never the catalogue or the spots. */
function changedByFishing(query: Query): boolean {
  const [scope, part] = query.queryKey;
  return scope !== 'boxes' && scope !== 'live-drops' && !(scope === FISHING_SCOPE && part === 'places');
}

export function useRefreshAfterFishing(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ predicate: changedByFishing }), [client]);
}
