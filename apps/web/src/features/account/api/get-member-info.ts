import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../hooks/use-session';
import { accountKeys } from '../../../lib/query-keys/account-keys';

export function memberInfoQuery(token: string) {
  return queryOptions({
    queryKey: accountKeys.memberInfo(token),
    queryFn: ({ signal }) => apiCall('/member/info', {}, () => import('@lootbay/shared/schemas/account').then((module) => module.memberUserSchema), { signal }),
    staleTime: 30_000,
  });
}

/** The signed-in user as the server has it now (nickname, avatar and, with the wallet, balances). */
export function useMemberInfo() {
  const { token } = useSession();
  return useQuery({ ...memberInfoQuery(token ?? ''), enabled: token !== null });
}
