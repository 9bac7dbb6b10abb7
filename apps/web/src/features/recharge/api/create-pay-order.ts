import { useMutation } from '@tanstack/react-query';
import { onPayUrlAnswerSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';

/** What is bought: a package, or a custom amount in hundredths (manual recharge). */
export type RechargeChoice = { readonly packageId: string } | { readonly amount: number };

/** `/pay-member/on_pay_url`: records an awaiting order and answers its number and the checkout address. */
export function createPayOrder(choice: RechargeChoice, payType: string) {
  // Refusals (real name required, limits) are shown by the form itself.
  return apiCall('/pay-member/on_pay_url', { ...choice, payType }, onPayUrlAnswerSchema, { quiet: true });
}

export function useCreatePayOrder() {
  return useMutation({ mutationFn: ({ choice, payType }: { choice: RechargeChoice; payType: string }) => createPayOrder(choice, payType) });
}
