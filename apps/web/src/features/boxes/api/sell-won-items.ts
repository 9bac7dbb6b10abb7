import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellAnswerSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';

/** Balances and the backpack changed; the catalogue and the live drops did not. */
const UNCHANGED = new Set(['boxes', 'live-drops']);

/** Sells (decomposes) items just won, crediting their price in coins. */
export function sellWonItems(ids: readonly string[]) {
  return apiCall('/member/discount', { ids }, sellAnswerSchema);
}

export function useSellWonItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellWonItems,
    onSuccess: () => void client.invalidateQueries({ predicate: (query) => !UNCHANGED.has(String(query.queryKey[0])) }),
  });
}
