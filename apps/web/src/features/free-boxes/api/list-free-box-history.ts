import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { openRecordPageSchema } from '@lootbay/shared/schemas/boxes';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { freeBoxesKeys } from '../../../lib/query-keys/free-boxes-keys';

/** The member's free box opens, newest first. */
export function freeBoxHistoryQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: freeBoxesKeys.history(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/activity/recharge/getFreeBoxHistory', { page, size }, openRecordPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFreeBoxHistory(token: string | null, page: number, size: number) {
  return useQuery({ ...freeBoxHistoryQuery(token ?? '', page, size, currentLocale()), enabled: token !== null });
}
