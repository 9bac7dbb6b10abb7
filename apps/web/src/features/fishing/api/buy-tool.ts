import { useMutation } from '@tanstack/react-query';
import { fishPurchaseSchema } from '@lootbay/shared/schemas/fishing';
import { apiCall } from '../../../lib/api-client';
import { withPlayRetries } from '../../../lib/play-retries';

export interface BuyRequest {
  readonly id: string;
  readonly num: number;
  /** The unit price on screen: a changed price is refused rather than charged. */
  readonly price: number;
  /** One per click: its retries reuse it, so the purchase is charged once. */
  readonly requestId: string;
}

/** Buys bait packs or a rod with coins; refusals are the caller's (a low balance offers the recharge centre). */
export function buyTool(request: BuyRequest) {
  return apiCall('/activity/fish/mallBuyFishTool', { ...request }, fishPurchaseSchema, { quiet: true });
}

export function useBuyTool() {
  return useMutation({ mutationFn: (request: BuyRequest) => withPlayRetries(() => buyTool(request)) });
}
