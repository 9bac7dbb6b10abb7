import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { liveDropsKeys } from '../../../lib/query-keys/live-drops-keys';

export const RECENT_DROPS_SIZE = 20;

/** The newest drops on the site: the ticker's first screen before the socket adds more. */
export function recentDropsQuery(locale: string) {
  return queryOptions({
    queryKey: liveDropsKeys.recent(locale),
    queryFn: ({ signal }) => apiCall('/visitor/newBoxReceiveInfo', { size: RECENT_DROPS_SIZE }, () => import('@lootbay/shared/schemas/boxes').then((module) => module.openRecordListSchema), { signal, quiet: true }),
    staleTime: 60_000,
  });
}

export function useRecentDrops() {
  return useQuery(recentDropsQuery(currentLocale()));
}
