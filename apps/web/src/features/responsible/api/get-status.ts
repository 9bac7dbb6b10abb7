import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { responsibleKeys } from '../../../lib/query-keys/responsible-keys';

export function statusQuery(token: string) {
  return queryOptions({
    queryKey: responsibleKeys.status(token),
    queryFn: ({ signal }) => apiCall('/member/responsible/status', {}, () => import('@lootbay/shared/schemas/responsible').then((module) => module.responsibleStatusSchema), { signal }),
    staleTime: 30_000,
  });
}

/** `/member/responsible/status`: the member's limits with what each period used, the break in force and the reality check interval. */
export function useResponsibleStatus() {
  const token = useSessionToken();
  return useQuery({ ...statusQuery(token ?? ''), enabled: token !== null });
}
