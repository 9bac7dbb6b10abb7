import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { responsibleKeys } from '../../../lib/query-keys/responsible-keys';

/**
 * `/member/responsible/session`: the plays since the device's session began and their net result,
 * asked when the reality check falls due (`dueAt`), once per check.
 */
export function usePlaySession(since: number, dueAt: number | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: responsibleKeys.session(token, since, dueAt),
    queryFn: ({ signal }) => apiCall('/member/responsible/session', { since }, () => import('@lootbay/shared/schemas/responsible').then((module) => module.playSessionSchema), { signal }),
    enabled: dueAt !== null && token !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
