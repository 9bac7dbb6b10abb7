import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCode } from '../../../lib/error-codes';
import { openBoxAnswerSchema } from '@lootbay/shared/schemas/boxes';
import { ApiError, apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { boxesKeys } from '../../../lib/query-keys/boxes-keys';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';

/** Refusals that mean the box on screen is out of date: its odds or its price changed. */
const OFFER_CHANGED = new Set<number>([errorCode('BOX_ODDS_CHANGED'), errorCode('BOX_PRICE_CHANGED')]);

export interface OpenBoxRequest {
  readonly id: string;
  readonly num: number;
  /** Cover a coin shortfall with jade: the wallet's offer was accepted. */
  readonly useJade?: boolean;
  /** One per click: the retries of that click reuse it, so the server charges once. */
  readonly requestId: string;
  /** The odds version and unit price the player sees: the server refuses to open at others. */
  readonly oddsVersion: number;
  readonly price: number;
}

/** Pays for and opens 1 to 5 of a box, once; errors are left to the caller (a low balance opens its offer). */
export function openBox({ id, num, useJade, requestId, oddsVersion, price }: OpenBoxRequest) {
  return apiCall('/member/openBox', { id, num, requestId, oddsVersion, price, ...(useJade ? { useJade } : {}) }, openBoxAnswerSchema, { quiet: true });
}

export function useOpenBox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenBoxRequest) => withPlayRetries(() => openBox(request)),
    onSuccess: () => refreshMemberHoldings(client),
    // The player must see the new odds or price before opening again.
    onError: (error) => {
      if (error instanceof ApiError && OFFER_CHANGED.has(error.code)) void client.invalidateQueries({ queryKey: boxesKeys.all });
    },
  });
}
