import { queryOptions, useQuery } from '@tanstack/react-query';
import { bagInfoSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';

/** Backpack totals: items held and their value, favourites, counts by status. */
export function bagInfoQuery() {
  return queryOptions({
    queryKey: backpackKeys.info,
    queryFn: ({ signal }) => apiCall('/mybox/user/bag/info', {}, bagInfoSchema, { signal }),
  });
}

export function useBagInfo(enabled: boolean) {
  return useQuery({ ...bagInfoQuery(), enabled });
}
