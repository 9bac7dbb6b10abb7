import { useMutation } from '@tanstack/react-query';
import { h5PayAnswerSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { currentPlatform } from '../../../lib/platform';

/**
 * `/api/pay/redirect/h5pay`: the provider's checkout of one of the member's awaiting orders (the
 * phone's on a phone, the computer's elsewhere), for a new order placed on a phone or to resume one
 * until it expires.
 */
export function phoneCheckout(orderNo: string) {
  return apiCall('/api/pay/redirect/h5pay', { orderNo, channel: currentPlatform() === 'h5' ? 'h5' : 'web' }, h5PayAnswerSchema);
}

/**
 * Sends the browser to the checkout of an awaiting order, to pay it (again); a checkout that is a
 * code to scan (WeChat Pay on a computer) goes to `onScan`, which shows it.
 */
export function useResumeOrder(orderNo: string, onScan: (qrCode: string) => void) {
  return useMutation({
    mutationFn: () => phoneCheckout(orderNo),
    onSuccess: (checkout) => (checkout.qrCode ? onScan(checkout.qrCode) : window.location.assign(checkout.payUrl)),
  });
}
