import { queryOptions, useQuery } from '@tanstack/react-query';
import { bingoRankingSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** The members furthest on a board this week, by paid opens. */
export function bingoRankingQuery(id: string) {
  return queryOptions({
    queryKey: activityKeys.ranking(id),
    queryFn: ({ signal }) => apiCall('/mybox/activity/bingo/ranking', { id }, bingoRankingSchema, { signal }),
    staleTime: 60_000,
  });
}

export function useBingoRanking(id: string | null) {
  return useQuery({ ...bingoRankingQuery(id ?? ''), enabled: id !== null });
}
