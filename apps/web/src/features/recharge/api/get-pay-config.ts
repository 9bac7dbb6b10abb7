import { queryOptions, useQuery } from '@tanstack/react-query';
import { payConfigSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { rechargeKeys } from '../../../lib/query-keys/recharge-keys';

/** `POST /api/api/payConfig`: the recharge packages, each with its bonus. */
export const payConfigQuery = queryOptions({
  queryKey: rechargeKeys.payConfig,
  queryFn: ({ signal }) => apiCall('/api/payConfig', {}, payConfigSchema, { signal }),
  staleTime: 5 * 60_000,
});

export function usePayConfig() {
  return useQuery(payConfigQuery);
}
