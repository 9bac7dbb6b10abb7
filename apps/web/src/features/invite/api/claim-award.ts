import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteAwardSchema } from '@lootbay/shared/schemas/invite';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Claims the settled promotion amount into the coin balance. */
export function claimInviteAward() {
  return apiCall('/invite/award', {}, inviteAwardSchema);
}

export function useClaimInviteAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimInviteAward,
    onSettled: () => refreshMemberHoldings(client),
  });
}
