import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryPageSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';

export interface InventoryFilter {
  readonly page: number;
  readonly size: number;
  readonly status?: number;
  readonly sourceType?: number;
  readonly collected?: number;
  readonly sort: 'time' | 'price';
  readonly order: 'asc' | 'desc';
}

/** The backpack: items filtered, sorted and paged, with the value of everything the filter matches. */
export function inventoryQuery(filter: InventoryFilter, locale: string) {
  return queryOptions({
    queryKey: backpackKeys.inventory(filter, locale),
    queryFn: ({ signal }) => apiCall('/member/getMyInventory', { ...filter }, inventoryPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInventory(filter: InventoryFilter, enabled: boolean) {
  return useQuery({ ...inventoryQuery(filter, currentLocale()), enabled });
}
