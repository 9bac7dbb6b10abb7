import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { arenaPageSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The battles the member opened to watch, newest first. */
export function watchedBattlesQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: arenaKeys.watched(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/member/arena/watch/list', { page, size }, arenaPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWatchedBattles(token: string | null, page: number, size: number, enabled = true) {
  return useQuery({ ...watchedBattlesQuery(token ?? '', page, size, currentLocale()), enabled: token !== null && enabled });
}
