import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxDetailSchema } from '@lootbay/shared/schemas/catalog';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { fishingKeys } from '../../../lib/query-keys/fishing-keys';

/** A spot's pool: the catalogue box with its published odds, the version in force unless one is named. */
export function poolQuery(boxId: string, locale: string) {
  return queryOptions({
    queryKey: fishingKeys.pool(boxId, locale),
    queryFn: ({ signal }) => apiCall('/visitor/getBoxInfo', { id: boxId }, boxDetailSchema, { signal }),
    staleTime: 60_000,
  });
}

export function usePool(boxId: string | null) {
  return useQuery({ ...poolQuery(boxId ?? '', currentLocale()), enabled: boxId !== null });
}
