import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { arenaPageSchema } from '@lootbay/shared/schemas/arena';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { arenaKeys } from '../../../lib/query-keys/arena-keys';

/** The battles the member sat in, newest first. */
export function myBattlesQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: arenaKeys.myBattles(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/member/arena/mine', { page, size }, arenaPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyBattles(token: string | null, page: number, size: number, enabled = true) {
  return useQuery({ ...myBattlesQuery(token ?? '', page, size, currentLocale()), enabled: token !== null && enabled });
}
