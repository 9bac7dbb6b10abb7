import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mallBuyAnswerSchema } from '@lootbay/shared/schemas/shop';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';
import { refreshMemberHoldings } from '../../../lib/query-keys/member-holdings';
import { shopKeys } from '../../../lib/query-keys/shop-keys';

export interface MallBuyRequest {
  readonly id: string;
  readonly num: number;
  /** The unit price on screen: a changed price is refused rather than charged. */
  readonly price: number;
  readonly useJade?: boolean;
  /** One per click: its retries reuse it, so the purchase is charged once. */
  readonly requestId: string;
}

/** Buys mall items into the backpack; refusals are the caller's (a low balance offers the recharge centre or jade). */
export function mallBuy(request: MallBuyRequest) {
  return apiCall('/member/mallBuy', { ...request }, mallBuyAnswerSchema, { quiet: true });
}

export function useMallBuy() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (request: MallBuyRequest) => withPlayRetries(() => mallBuy(request)), onSettled: () => refreshMemberHoldings(client, [shopKeys.all]) });
}
