import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { percentHistorySchema } from '@lootbay/shared/schemas/percentage';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { percentageKeys } from '../../../lib/query-keys/percentage-keys';

/** The member's percentage plays, newest first. */
export function percentPlaysQuery(token: string, page: number, size: number, locale: string) {
  return queryOptions({
    queryKey: percentageKeys.plays(token, page, size, locale),
    queryFn: ({ signal }) => apiCall('/mybox/box/box_open_list', { page, size }, percentHistorySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePercentPlays(token: string | null, page: number, size: number) {
  return useQuery({ ...percentPlaysQuery(token ?? '', page, size, currentLocale()), enabled: token !== null });
}
