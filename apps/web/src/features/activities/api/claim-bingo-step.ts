import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bingoRewardSchema } from '@lootbay/shared/schemas/activity';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

export interface ClaimStepRequest {
  readonly id: string;
  readonly step: number;
  /** One per click: the retries of that click reuse it, so the reward is rolled once. */
  readonly requestId: string;
}

/** Claims a reached pay step's reward: one free roll of its free box's odds, the item to the backpack. */
export function claimBingoStep(request: ClaimStepRequest) {
  return apiCall('/mybox/activity/open', { ...request }, bingoRewardSchema, { quiet: true });
}

export function useClaimBingoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ClaimStepRequest) => withPlayRetries(() => claimBingoStep(request)),
    onSettled: () => refreshMemberHoldings(client),
  });
}
