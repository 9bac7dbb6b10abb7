import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Currency } from '@lootbay/shared/constants';
import { blotterPageSchema } from '@lootbay/shared/schemas/wallet';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { walletKeys } from '../../../lib/query-keys/wallet-keys';

const PAGE_SIZE = 20;

export function userBlotterQuery(token: string, currency: Currency | null) {
  return infiniteQueryOptions({
    queryKey: walletKeys.blotter(token, currency ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      apiCall('/member/getUserBlotter', { page: pageParam, size: PAGE_SIZE, ...(currency ? { currency } : {}) }, blotterPageSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

/** The member's account records (every ledger change of their balances), newest first, optionally of one currency. */
export function useUserBlotter(currency: Currency | null) {
  const token = useSessionToken();
  return useInfiniteQuery({ ...userBlotterQuery(token ?? '', currency), enabled: token !== null });
}
