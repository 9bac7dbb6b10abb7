import { queryOptions, useQuery } from '@tanstack/react-query';
import { rechargeActivitySchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';

/** Coins the member recharged this site day and each award tier's claim state. */
export function rechargeStatusQuery(token: string) {
  return queryOptions({
    queryKey: ['activity', 'recharge', token],
    queryFn: ({ signal }) => apiCall('/activity/recharge/rechargeStatus', {}, rechargeActivitySchema, { signal }),
  });
}

export function useRechargeStatus(token: string | null) {
  return useQuery({ ...rechargeStatusQuery(token ?? ''), enabled: token !== null });
}
