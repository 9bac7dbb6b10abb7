import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';

/** `/member/info`, under the key the header's account menu reads, so every part shares one cached user. */
export function memberQuery(token: string) {
  return queryOptions({
    queryKey: ['account', 'member-info', token],
    queryFn: ({ signal }) => apiCall('/member/info', {}, () => import('@lootbay/shared/schemas/account').then((module) => module.memberUserSchema), { signal }),
    staleTime: 30_000,
  });
}

export function useMember() {
  const token = useSessionToken();
  return useQuery({ ...memberQuery(token ?? ''), enabled: token !== null });
}
