import { queryOptions, useQuery } from '@tanstack/react-query';
import { percentOddsSchema } from '@lootbay/shared/schemas/percentage';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** The odds table one percentage play rolled against: its own, made from its stake, target and chance. */
export function percentOddsQuery(playId: string) {
  return queryOptions({
    queryKey: fairnessKeys.percentOdds(playId),
    queryFn: ({ signal }) => apiCall('/visitor/percentOdds', { id: playId }, percentOddsSchema, { signal }),
    // A play's odds never change.
    staleTime: Infinity,
  });
}

export function usePercentOdds(playId: string | null) {
  return useQuery({ ...percentOddsQuery(playId ?? ''), enabled: playId !== null });
}
