import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyRankingSchema, type DAILY_RANKING_DAYS } from '@lootbay/shared/schemas/statistics';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { statisticsKeys } from '../../../lib/query-keys/statistics-keys';

export type RankingDay = (typeof DAILY_RANKING_DAYS)[number];

/** A site day's biggest spenders and best drops. */
export function dailyRankingQuery(day: RankingDay, locale: string) {
  return queryOptions({
    queryKey: statisticsKeys.ranking(day, locale),
    queryFn: ({ signal }) => apiCall('/visitor/statistical/ranking', { day }, dailyRankingSchema, { signal }),
    staleTime: 30_000,
  });
}

export function useDailyRanking(day: RankingDay) {
  return useQuery(dailyRankingQuery(day, currentLocale()));
}
