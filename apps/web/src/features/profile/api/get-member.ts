import { useQueryClient } from '@tanstack/react-query';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { currentSession } from '../../../lib/session';
import { memberInfoQuery } from '../../../lib/member-info';

/** Every profile call answers the updated user: it replaces the cached one, which the header and the personal centre share. */
export function useStoreMember() {
  const client = useQueryClient();
  return (user: MemberUser) => {
    const { token } = currentSession();
    if (token) client.setQueryData(memberInfoQuery(token).queryKey, user);
  };
}

/** After a call that changed the user without answering it: the cached one is read again. */
export function useRefreshMember() {
  const client = useQueryClient();
  return () => {
    const { token } = currentSession();
    if (token) void client.invalidateQueries({ queryKey: memberInfoQuery(token).queryKey });
  };
}
