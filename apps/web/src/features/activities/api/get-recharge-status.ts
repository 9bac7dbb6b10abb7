import { queryOptions, useQuery } from '@tanstack/react-query';
import { rechargeActivitySchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { activityKeys } from '../../../lib/query-keys/activity-keys';

/** Coins the member recharged this site day and each award tier's claim state. */
export function rechargeStatusQuery(token: string) {
  return queryOptions({
    queryKey: activityKeys.recharge(token),
    queryFn: ({ signal }) => apiCall('/activity/recharge/rechargeStatus', {}, rechargeActivitySchema, { signal }),
  });
}

export function useRechargeStatus(token: string | null) {
  return useQuery({ ...rechargeStatusQuery(token ?? ''), enabled: token !== null });
}
