import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellAnswerSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Sells (decomposes) items for their price in coins; a favourited item is refused by the server. */
export function sellItems(ids: readonly string[]) {
  return apiCall('/member/discount', { ids }, sellAnswerSchema);
}

export function useSellItems() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sellItems, onSettled: () => refreshMemberHoldings(client) });
}
