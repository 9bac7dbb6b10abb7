import { queryOptions } from '@tanstack/react-query';
import { rechargeOrderSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';

const POLL_MS = 2_000;

/** `/member/searchRechargeStatus`: one order and its status; polled while it awaits payment. */
export function rechargeStatusQuery(orderNo: string, polling: boolean) {
  return queryOptions({
    queryKey: ['recharge', 'status', orderNo],
    queryFn: ({ signal }) => apiCall('/member/searchRechargeStatus', { orderNo }, rechargeOrderSchema, { signal }),
    refetchInterval: (query) => (polling && query.state.data?.status !== 'success' && query.state.data?.status !== 'timeout' ? POLL_MS : false),
  });
}

