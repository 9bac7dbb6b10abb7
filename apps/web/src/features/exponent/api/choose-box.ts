import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExponentDirection } from '@lootbay/shared/fairness/exponent';
import { exponentPurchaseSchema } from '@lootbay/shared/schemas/exponent';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { exponentKeys } from '../../../lib/query-keys/exponent-keys';

export interface ChoiceRequest {
  readonly boxId: string;
  readonly direction: ExponentDirection;
  /** The round the member saw: a purchase landing in the next one is refused. */
  readonly issue: string;
  /** One per click: the retries of that click reuse it, so it is paid once. */
  readonly requestId: string;
}

/** Buys rise or fall for a weapon box in the round in play, once; refusals are the caller's to show. */
export function chooseBox(request: ChoiceRequest) {
  return apiCall('/exponential/choiceBox', { ...request }, exponentPurchaseSchema, { quiet: true });
}

export function useChooseBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ChoiceRequest) => withPlayRetries(() => chooseBox(request)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: exponentKeys.currents });
      void client.invalidateQueries({ queryKey: exponentKeys.allBuyers });
      void client.invalidateQueries({ queryKey: exponentKeys.histories });
    },
  });
}
