import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rechargeAwardAnswerSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';

/** The catalogue and the live drops did not change; the award moved the balances and the tiers. */
const UNCHANGED = new Set(['boxes', 'live-drops']);

/** Claims a reached tier's award, once this site day; a refusal shows the server's message. */
export function claimRechargeAward(tier: number) {
  return apiCall('/activity/recharge/award', { tier }, rechargeAwardAnswerSchema);
}

export function useClaimRechargeAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRechargeAward,
    onSettled: () => void client.invalidateQueries({ predicate: (query) => !UNCHANGED.has(String(query.queryKey[0])) }),
  });
}
