import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardTasksSchema } from '@lootbay/shared/schemas/rewards';
import { apiCall } from '../../../lib/api-client';
import { rewardsKeys } from '../../../lib/query-keys/rewards-keys';

/** The reward tasks; a member's with their progress and claim state (a visitor's token is ''). */
export function rewardTasksQuery(token: string) {
  return queryOptions({
    queryKey: rewardsKeys.tasks(token),
    queryFn: ({ signal }) => apiCall('/visitor/activity', {}, rewardTasksSchema, { signal }),
  });
}

export function useRewardTasks(token: string | null) {
  return useQuery(rewardTasksQuery(token ?? ''));
}
