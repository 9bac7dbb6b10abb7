import { queryOptions, useQuery } from '@tanstack/react-query';
import { arenaMyRankingSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import type { RankDay } from './get-ranking';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The member's own place in the day's ranking. */
export function myRankingQuery(token: string, day: RankDay) {
  return queryOptions({
    queryKey: arenaKeys.myRanking(token, day),
    queryFn: ({ signal }) => apiCall('/member/arena/my-ranking', { day }, arenaMyRankingSchema, { signal }),
  });
}

export function useMyRanking(token: string | null, day: RankDay) {
  return useQuery({ ...myRankingQuery(token ?? '', day), enabled: token !== null });
}
