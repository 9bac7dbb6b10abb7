import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backpackItemSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';
import { backpackKeys } from '../../../lib/query-keys/backpack-keys';

/** Favourites an item (1) or takes the favourite off (0). */
export function collectItem({ id, collect }: { readonly id: string; readonly collect: 0 | 1 }) {
  return apiCall('/member/collectOrnament', { id, collect }, backpackItemSchema);
}

export function useCollectItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: collectItem, onSuccess: () => void client.invalidateQueries({ queryKey: backpackKeys.all }) });
}
