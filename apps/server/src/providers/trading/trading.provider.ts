import type { Trx } from '../../db/unit-of-work';

/** Why a market order ended without delivery. */
export type MarketCancelReason = 'out_of_stock' | 'seller_cancelled' | 'offer_expired' | 'buyer_cancelled';

/** Where a market order stands, as the market reports it. */
export type MarketOrderState =
  /** Looking for a seller at the price (the quote is being sent). */
  | { readonly state: 'quoting' }
  /** No seller has stock now; the market is filling it and will quote again. */
  | { readonly state: 'restocking' }
  /** A seller took the order and must ship. */
  | { readonly state: 'awaiting_seller'; readonly shipping: 'automatic' | 'manual' }
  /** The seller's Steam trade offer is out; the buyer must accept it before `expiresAt`. */
  | { readonly state: 'offer_sent'; readonly offerId: string; readonly expiresAt: number }
  | { readonly state: 'delivered'; readonly offerId: string; readonly at: number }
  | { readonly state: 'cancelled'; readonly reason: MarketCancelReason; readonly at: number };

export interface MarketOrder {
  /** Our key for the order (the retrieval's id): placing it again answers the same order. */
  readonly purchaseId: string;
  /** The item's market hash name, e.g. `AK-47 | Redline (Field-Tested)`. */
  readonly itemName: string;
  /** The most the site pays for it, hundredths of a coin. */
  readonly maxPrice: number;
  /** Where the seller sends the trade offer. */
  readonly tradeUrl: string;
}

/**
 * A market that buys an item from one of its sellers and has it sent to a player's Steam account
 * through a trade offer. Every call is a network call: never made inside a database transaction.
 * Orders are keyed by our purchase id, so a call repeated after a lost answer changes nothing.
 */
export interface TradingProvider {
  readonly name: string;
  /** Places the order (or answers the one already placed under this id); an order cancelled before it was placed stays cancelled. */
  placeOrder(order: MarketOrder): Promise<MarketOrderState>;
  /** Where an order stands; null when the market has never heard of it. */
  orderState(purchaseId: string): Promise<MarketOrderState | null>;
  /** Cancels an order that no seller has shipped yet; answers the state after, which says whether it was too late. */
  cancelOrder(purchaseId: string): Promise<MarketOrderState>;
  /**
   * A member's erasure: blanks the trade link of those of these orders that have ended, in the
   * caller's transaction. Only a market whose book is in our database (the sandbox) has it; a real
   * market's records are its own.
   */
  forgetTradeLinksIn?(trx: Trx, purchaseIds: readonly string[]): Promise<void>;
}

/** The market did not answer (timeout, outage): the call may be tried again later. */
export class MarketUnavailableError extends Error {
  override name = 'MarketUnavailableError';
}
