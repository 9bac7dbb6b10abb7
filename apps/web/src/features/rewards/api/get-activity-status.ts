import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { rewardsKeys } from '../../../lib/query-keys/rewards-keys';

/** The member's task states and how many rewards wait to be claimed; the call is also today's sign-in. */
export function activityStatusQuery(token: string) {
  return queryOptions({
    queryKey: rewardsKeys.status(token),
    queryFn: ({ signal }) => apiCall('/web/user/activity/status', {}, () => import('@lootbay/shared/schemas/rewards').then((module) => module.activityStatusSchema), { signal, quiet: true }),
    staleTime: 60_000,
  });
}

export function useActivityStatus(token: string | null) {
  return useQuery({ ...activityStatusQuery(token ?? ''), enabled: token !== null });
}
