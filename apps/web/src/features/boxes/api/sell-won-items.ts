import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellAnswerSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Sells (decomposes) items just won, crediting their price in coins. */
export function sellWonItems(ids: readonly string[]) {
  return apiCall('/member/discount', { ids }, sellAnswerSchema);
}

export function useSellWonItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellWonItems,
    onSuccess: () => refreshMemberHoldings(client),
  });
}
