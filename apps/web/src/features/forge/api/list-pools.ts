import { queryOptions, useQuery } from '@tanstack/react-query';
import { forgePoolsSchema } from '@lootbay/shared/schemas/forge';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { forgeKeys } from '../../../lib/query-keys/forge-keys';

/** The forge's pools: bands of input value, each with its published odds version and return. */
export function forgePoolsQuery(locale: string) {
  return queryOptions({
    queryKey: forgeKeys.pools(locale),
    queryFn: ({ signal }) => apiCall('/visitor/forgePools', {}, forgePoolsSchema, { signal }),
    staleTime: 60_000,
  });
}

export function useForgePools() {
  return useQuery(forgePoolsQuery(currentLocale()));
}
