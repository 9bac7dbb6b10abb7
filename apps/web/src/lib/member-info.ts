import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { useSessionToken } from './use-session-token';
import { accountKeys } from './query-keys/account-keys';

export function memberInfoQuery(token: string) {
  return queryOptions({
    queryKey: accountKeys.memberInfo(token),
    queryFn: ({ signal }) => apiCall('/member/info', {}, () => import('@lootbay/shared/schemas/account').then((module) => module.memberUserSchema), { signal }),
    staleTime: 30_000,
  });
}

/** The signed-in user as the server has it now (nickname, avatar and, with the wallet, balances). */
export function useMemberInfo() {
  const token = useSessionToken();
  return useQuery({ ...memberInfoQuery(token ?? ''), enabled: token !== null });
}
