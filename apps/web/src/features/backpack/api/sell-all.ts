import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellAnswerSchema } from '@lootbay/shared/schemas/backpack';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Sells every item in the backpack that is not favourited. */
export function sellAll() {
  return apiCall('/member/discountAll', {}, sellAnswerSchema);
}

export function useSellAll() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sellAll, onSettled: () => refreshMemberHoldings(client) });
}
