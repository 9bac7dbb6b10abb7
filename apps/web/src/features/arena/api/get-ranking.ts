import { queryOptions, useQuery } from '@tanstack/react-query';
import { arenaRankingSchema, type ARENA_RANK_DAYS } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

export type RankDay = (typeof ARENA_RANK_DAYS)[number];

/** The day's top players by the value they won in battles, with what each rank pays. */
export function rankingQuery(day: RankDay) {
  return queryOptions({
    queryKey: arenaKeys.ranking(day),
    queryFn: ({ signal }) => apiCall('/visitor/ornamentRanking', { day }, arenaRankingSchema, { signal }),
  });
}

export function useRanking(day: RankDay) {
  return useQuery(rankingQuery(day));
}
