import { h5PayAnswerSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';

/**
 * `/api/pay/redirect/h5pay`: the provider's phone checkout of one of the member's awaiting orders,
 * for a new order placed on a phone or to resume one until it expires.
 */
export function phoneCheckout(orderNo: string) {
  return apiCall('/api/pay/redirect/h5pay', { orderNo }, h5PayAnswerSchema);
}
