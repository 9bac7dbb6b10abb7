import { queryOptions } from '@tanstack/react-query';
import { payInfoSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';

const POLL_MS = 2_000;

/** `/api/h5/payInfo`: an order as the phone's payment page shows it, polled while it awaits payment. */
export function payInfoQuery(orderNo: string, polling: boolean) {
  return queryOptions({
    queryKey: ['recharge', 'payInfo', orderNo],
    queryFn: ({ signal }) => apiCall('/api/h5/payInfo', { orderNo }, payInfoSchema, { signal }),
    refetchInterval: (query) => (polling && query.state.data?.status === 'awaiting' ? POLL_MS : false),
  });
}

