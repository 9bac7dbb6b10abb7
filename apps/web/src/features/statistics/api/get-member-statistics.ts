import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberStatisticsSchema } from '@lootbay/shared/schemas/statistics';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { statisticsKeys } from '../../../lib/query-keys/statistics-keys';

/** The member's own opens, spending, winnings, best drop and last 30 days. */
export function memberStatisticsQuery(token: string, locale: string) {
  return queryOptions({
    queryKey: statisticsKeys.mine(token, locale),
    queryFn: ({ signal }) => apiCall('/mybox/statistical/info', {}, memberStatisticsSchema, { signal }),
  });
}

export function useMemberStatistics(token: string | null) {
  return useQuery({ ...memberStatisticsQuery(token ?? '', currentLocale()), enabled: token !== null });
}
