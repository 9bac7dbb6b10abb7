import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberUserSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { apiCall } from '../../../lib/api-client';
import { currentSession } from '../../../lib/session';

/**
 * `/member/info`. The key is the one the header's account menu reads, so the personal centre and
 * the header share one cached user and an edit here shows there at once.
 */
export function memberQuery(token: string) {
  return queryOptions({
    queryKey: ['account', 'member-info', token],
    queryFn: ({ signal }) => apiCall('/member/info', {}, memberUserSchema, { signal }),
    staleTime: 30_000,
  });
}

export function useMember(token: string | null) {
  return useQuery({ ...memberQuery(token ?? ''), enabled: token !== null });
}

/** Every profile call answers the updated user: it replaces the cached one. */
export function useStoreMember() {
  const client = useQueryClient();
  return (user: MemberUser) => {
    const { token } = currentSession();
    if (token) client.setQueryData(memberQuery(token).queryKey, user);
  };
}
