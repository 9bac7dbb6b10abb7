import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { openRecordPageSchema } from '@lootbay/shared/schemas/boxes';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** A member's opens, newest first. */
export function myOpensQuery(userId: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: fairnessKeys.opens(userId, page, size, locale),
    queryFn: ({ signal }) => apiCall('/visitor/listUserBoxHistory', { userId, page, size }, openRecordPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyOpens(userId: string | null, page: number, size: number) {
  return useQuery({ ...myOpensQuery(userId ?? '', page, size, currentLocale()), enabled: userId !== null });
}
