import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeySchema } from '@lootbay/shared/schemas/fairness';
import { apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** The member's seed pair in play: user seed, public hash, round count, and the last revealed pair. */
export function userKeyQuery(token: string) {
  return queryOptions({
    queryKey: fairnessKeys.userKey(token),
    queryFn: ({ signal }) => apiCall('/member/userKey', {}, userKeySchema, { signal }),
  });
}

export function useUserKey(token: string | null) {
  return useQuery({ ...userKeyQuery(token ?? ''), enabled: token !== null });
}
