import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rechargeAwardAnswerSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Claims a reached tier's award, once this site day; a refusal shows the server's message. */
export function claimRechargeAward(tier: number) {
  return apiCall('/activity/recharge/award', { tier }, rechargeAwardAnswerSchema);
}

export function useClaimRechargeAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRechargeAward,
    onSettled: () => refreshMemberHoldings(client),
  });
}
