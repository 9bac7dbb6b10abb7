import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawRedGiftAnswerSchema } from '@lootbay/shared/schemas/red-packets';
import { apiCall } from '../../../lib/api-client';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Claims one packet of a red packet code: the coins won, hundredths. A refusal is shown in the dialog. */
export function drawRedGift(code: string) {
  return apiCall('/member/drawRedGift', { code }, drawRedGiftAnswerSchema, { quiet: true });
}

export function useDrawRedGift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: drawRedGift,
    onSuccess: () => refreshMemberHoldings(client),
  });
}
