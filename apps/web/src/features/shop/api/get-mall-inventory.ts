import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mallInventoryPageSchema } from '@lootbay/shared/schemas/shop';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { shopKeys } from '../../../lib/query-keys/shop-keys';

export interface MallFilter {
  readonly page: number;
  readonly size: number;
  readonly weaponType?: string;
  readonly rarity?: string;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly name?: string;
  readonly order: 'asc' | 'desc';
}

/** The mall's items in stock, filtered and sorted by price. */
export function mallQuery(filter: MallFilter, locale: string) {
  return queryOptions({
    queryKey: shopKeys.mall(filter, locale),
    queryFn: ({ signal }) => apiCall('/visitor/mallInventory', { ...filter, sort: 'price' }, mallInventoryPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMall(filter: MallFilter) {
  return useQuery(mallQuery(filter, currentLocale()));
}
