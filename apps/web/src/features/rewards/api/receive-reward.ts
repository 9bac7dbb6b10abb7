import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardTaskId } from '@lootbay/shared/reward-tasks';
import { receiveRewardAnswerSchema } from '@lootbay/shared/schemas/rewards';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Claims a completed task's reward, once this period; a refusal shows the server's message. */
export function receiveReward(id: RewardTaskId) {
  return apiCall('/member/receiveReward', { id }, receiveRewardAnswerSchema);
}

export function useReceiveReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: receiveReward,
    onSettled: () => refreshMemberHoldings(client),
  });
}
