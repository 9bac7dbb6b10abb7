import { queryOptions, useQuery } from '@tanstack/react-query';
import { prayOddsSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** The odds table one daily wish was drawn against: the wished item on the winning points, nothing on the rest. */
export function prayOddsQuery(drawId: string) {
  return queryOptions({
    queryKey: fairnessKeys.prayOdds(drawId),
    queryFn: ({ signal }) => apiCall('/visitor/prayOdds', { id: drawId }, prayOddsSchema, { signal }),
    // A draw's odds never change.
    staleTime: Infinity,
  });
}

export function usePrayOdds(drawId: string | null) {
  return useQuery({ ...prayOddsQuery(drawId ?? ''), enabled: drawId !== null });
}
