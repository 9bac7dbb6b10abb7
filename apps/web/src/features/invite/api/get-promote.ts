import { useQuery } from '@tanstack/react-query';
import { promoteSchema } from '@lootbay/shared/schemas/invite';
import { apiCall } from '../../../lib/api-client';
import { inviteKeys } from '../../../lib/query-keys/invite-keys';

/** The member's invite code and link, invitees per tier, level and promotion amount. */
export function usePromote() {
  return useQuery({
    queryKey: inviteKeys.promote,
    queryFn: ({ signal }) => apiCall('/mybox/user/promote', {}, promoteSchema, { signal }),
  });
}
