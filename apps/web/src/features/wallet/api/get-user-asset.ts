import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { walletKeys } from '../../../lib/query-keys/wallet-keys';

export function userAssetQuery(token: string) {
  return queryOptions({
    queryKey: walletKeys.userAsset(token),
    queryFn: ({ signal }) => apiCall('/member/userAsset', {}, () => import('@lootbay/shared/schemas/wallet').then((module) => module.memberAssetSchema), { signal }),
    staleTime: 60_000,
  });
}

/** The member's balances in every currency (hundredths) and site level; kept current by the socket's `wallet_balance`. */
export function useUserAsset() {
  const token = useSessionToken();
  return useQuery({ ...userAssetQuery(token ?? ''), enabled: token !== null });
}
