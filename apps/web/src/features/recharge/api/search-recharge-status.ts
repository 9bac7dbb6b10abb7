import { queryOptions } from '@tanstack/react-query';
import { payInfoSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { rechargeKeys } from '../../../lib/query-keys/recharge-keys';

const POLL_MS = 2_000;

/**
 * `/member/searchRechargeStatus`: one order as the member sees it (status, deadline, still
 * payable, last failed payment); polled while it awaits payment, so the provider's answer shows
 * within seconds.
 */
export function rechargeStatusQuery(orderNo: string, polling: boolean) {
  return queryOptions({
    queryKey: rechargeKeys.status(orderNo),
    queryFn: ({ signal }) => apiCall('/member/searchRechargeStatus', { orderNo }, payInfoSchema, { signal }),
    refetchInterval: (query) => (polling && query.state.data?.status === 'awaiting' ? POLL_MS : false),
  });
}
