import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { rechargeListSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { rechargeKeys } from '../../../lib/query-keys/recharge-keys';

const PAGE_SIZE = 10;

export function rechargeListQuery(token: string) {
  return infiniteQueryOptions({
    queryKey: rechargeKeys.list(token),
    queryFn: ({ pageParam, signal }) => apiCall('/member/getUserRechargeList', { page: pageParam, size: PAGE_SIZE }, rechargeListSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

/** The member's recharge orders, newest first, a page at a time. */
export function useRechargeList() {
  const token = useSessionToken();
  return useInfiniteQuery({ ...rechargeListQuery(token ?? ''), enabled: token !== null });
}
