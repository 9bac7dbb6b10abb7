import { useQuery } from '@tanstack/react-query';
import { promoteSchema } from '@lootbay/shared/schemas/invite';
import { apiCall } from '../../../lib/api-client';

/** The member's invite code and link, invitees per tier, level and promotion amount. */
export function usePromote() {
  return useQuery({
    queryKey: ['invite', 'promote'],
    queryFn: ({ signal }) => apiCall('/mybox/user/promote', {}, promoteSchema, { signal }),
  });
}
