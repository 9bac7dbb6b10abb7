import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { arenaPageSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The battles the member won, newest first. */
export function victoriesQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: arenaKeys.myVictories(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/member/arenaVictoryHistory', { page, size }, arenaPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVictories(token: string | null, page: number, size: number, enabled = true) {
  return useQuery({ ...victoriesQuery(token ?? '', page, size, currentLocale()), enabled: token !== null && enabled });
}
