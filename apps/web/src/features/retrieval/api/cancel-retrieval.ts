import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retrievalSchema } from '@lootbay/shared/schemas/retrieval';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';
import { retrievalKeys } from '../../../lib/query-keys/retrieval-keys';

/** Cancels a retrieval no seller has shipped: the item comes back to the backpack. */
export function cancelRetrieval(id: string) {
  return apiCall('/member/closeUserOrnaStateTaskBack', { id }, retrievalSchema);
}

export function useCancelRetrieval() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelRetrieval, onSettled: () => refreshMemberHoldings(client, [retrievalKeys.all]) });
}
