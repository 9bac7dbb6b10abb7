import { queryOptions, useQuery } from '@tanstack/react-query';
import { topDropsSchema } from '@lootbay/shared/schemas/statistics';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { statisticsKeys } from '../../../lib/query-keys/statistics-keys';

export const TOP_DROPS_SHOWN = 10;

/** The most valuable drops of the last 7 days. */
export function topDropsQuery(locale: string) {
  return queryOptions({
    queryKey: statisticsKeys.topDrops(locale),
    queryFn: ({ signal }) => apiCall('/visitor/listHose', { size: TOP_DROPS_SHOWN }, topDropsSchema, { signal }),
    staleTime: 30_000,
  });
}

export function useTopDrops() {
  return useQuery(topDropsQuery(currentLocale()));
}
