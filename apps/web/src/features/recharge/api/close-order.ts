import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payInfoSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { rechargeKeys } from '../../../lib/query-keys/recharge-keys';

/** `/member/closeRechargeOrder`: gives up an order awaiting payment (a payment arriving late is still credited). */
export function closeOrder(orderNo: string) {
  return apiCall('/member/closeRechargeOrder', { orderNo }, payInfoSchema);
}

export function useCloseOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeOrder, onSettled: () => void client.invalidateQueries({ queryKey: rechargeKeys.all }) });
}
