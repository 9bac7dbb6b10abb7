import { useMutation } from '@tanstack/react-query';
import { goldConvertAnswerSchema } from '@lootbay/shared/schemas/wallet';
import { apiCall } from '../../../lib/api-client';

/** `/member/goldConvert`: jade into ingots, 1 : 1, irreversibly; the request id makes a retry convert once. A refusal shows beside the amount. */
export function goldConvert(amount: number, requestId: string) {
  return apiCall('/member/goldConvert', { amount, requestId }, goldConvertAnswerSchema, { quiet: true });
}

export function useGoldConvert() {
  return useMutation({ mutationFn: ({ amount, requestId }: { amount: number; requestId: string }) => goldConvert(amount, requestId) });
}
