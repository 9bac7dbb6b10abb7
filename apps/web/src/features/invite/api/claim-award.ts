import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteAwardSchema } from '@lootbay/shared/schemas/invite';
import { apiCall } from '../../../lib/api-client';

/** Only the promotion amount and the balances change; the catalogue and live drops stay. */
const UNCHANGED = new Set(['boxes', 'live-drops']);

/** Claims the settled promotion amount into the coin balance. */
export function claimInviteAward() {
  return apiCall('/invite/award', {}, inviteAwardSchema);
}

export function useClaimInviteAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimInviteAward,
    onSettled: () => void client.invalidateQueries({ predicate: (query) => !UNCHANGED.has(String(query.queryKey[0])) }),
  });
}
