import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { statisticsKeys } from '../../../lib/query-keys/statistics-keys';

/** The site's counters: players, boxes opened, battles fought, value dropped (a few seconds old at most). */
export function siteCountersQuery() {
  return queryOptions({
    queryKey: statisticsKeys.counters,
    queryFn: ({ signal }) => apiCall('/visitor/index/count', {}, () => import('@lootbay/shared/schemas/statistics').then((module) => module.siteCountersSchema), { signal, quiet: true }),
    staleTime: 5_000,
  });
}

export function useSiteCounters() {
  return useQuery(siteCountersQuery());
}
