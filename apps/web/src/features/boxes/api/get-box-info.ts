import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxDetailSchema } from '@lootbay/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { boxesKeys } from '../../../lib/query-keys/boxes-keys';

/** A box with its odds table: every item with its roll point range and probability. */
export function boxInfoQuery(id: string, locale: string) {
  return queryOptions({
    queryKey: boxesKeys.info(id, locale),
    queryFn: ({ signal }) => apiCall('/visitor/getBoxInfo', { id }, boxDetailSchema, { signal }),
    staleTime: 60_000,
  });
}

export function useBoxInfo(id: string) {
  return useQuery({ ...boxInfoQuery(id, currentLocale()), enabled: id !== '' });
}
