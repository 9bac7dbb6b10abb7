import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { forgeHistorySchema } from '@lootbay/shared/schemas/forge';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { forgeKeys } from '../../../lib/query-keys/forge-keys';

/** The member's forges, newest first. */
export function forgesQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: forgeKeys.history(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/member/compoundHistory', { page, size }, forgeHistorySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useForges(token: string | null, page: number, size: number) {
  return useQuery({ ...forgesQuery(token ?? '', page, size, currentLocale()), enabled: token !== null });
}
