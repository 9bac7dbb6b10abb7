import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { currentSession } from '../../../lib/session';
import { memberInfoQuery } from '../../account/api/get-member-info';

/** `/member/info` under the header's key: the personal centre and the header share one cached user. */
export function useMember(token: string | null) {
  return useQuery({ ...memberInfoQuery(token ?? ''), enabled: token !== null });
}

/** Every profile call answers the updated user: it replaces the cached one, and the header shows it at once. */
export function useStoreMember() {
  const client = useQueryClient();
  return (user: MemberUser) => {
    const { token } = currentSession();
    if (token) client.setQueryData(memberInfoQuery(token).queryKey, user);
  };
}
