import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codePayAnswerSchema } from '@lootbay/shared/schemas/recharge';
import { apiCall } from '../../../lib/api-client';
import { refreshBalances } from '../../../lib/query-keys/member-holdings';

/** `/member/codePay`: redeems a code once per person (an owner and its sub-accounts are one); the server's refusal is shown as it words it. */
export function redeemCode(code: string) {
  return apiCall('/member/codePay', { code }, codePayAnswerSchema);
}

export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemCode(code),
    onSuccess: () => refreshBalances(client),
  });
}
