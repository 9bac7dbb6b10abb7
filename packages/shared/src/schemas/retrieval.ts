import { z } from 'zod';
import { RETRIEVAL_MAX_ITEMS, RETRIEVAL_TIMINGS } from '../constants';
import { ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

/** A retrieval's sell status (spec point 4): where the market order stands. */
export const SELL_STATUS = {
  /** Waiting to send the quote: the market looks for a seller at the item's price. */
  awaitingQuote: 0,
  /** A seller took the quote; waiting for them to ship. */
  awaitingSeller: 1,
  /** The trade offer is in the player's Steam; waiting for them to accept it. */
  awaitingBuyer: 3,
  complete: 10,
  cancelled: 11,
} as const;
export type SellStatus = (typeof SELL_STATUS)[keyof typeof SELL_STATUS];

/** A retrieval's shipping status (spec point 4), beside its sell status. */
export const SHIPPING_STATUS = {
  /** Sending the quote to the market. */
  sendingQuote: 60,
  /** Sending the quote again once the market's stock is filled (the spec's "10, sending quote"). */
  resendingQuote: 10,
  /** Queued for delivery: a seller has it. */
  queued: 50,
  /** The quote was sent: the trade offer is out. */
  quoteSent: 21,
} as const;
export type ShippingStatus = (typeof SHIPPING_STATUS)[keyof typeof SHIPPING_STATUS];

/**
 * How a retrieval ended: delivered (the item is in the player's Steam), or refunded to the backpack
 * for one of the other reasons (`inventory_private`: Steam said the trade link's inventory is not
 * public when the retrieval's first step asked, before any market order).
 */
export const RETRIEVAL_OUTCOMES = ['delivered', 'player_cancelled', 'out_of_stock', 'seller_cancelled', 'offer_expired', 'inventory_private'] as const;
export type RetrievalOutcome = (typeof RETRIEVAL_OUTCOMES)[number];

/** What a sandbox retrieval can be settled with at once in development (`POST /dev/market/<id>/<outcome>`). */
export const DEV_MARKET_OUTCOMES = ['deliver', 'cancel', 'out-of-stock'] as const;
export type DevMarketOutcome = (typeof DEV_MARKET_OUTCOMES)[number];

export function isFinished(sellStatus: number): boolean {
  return sellStatus === SELL_STATUS.complete || sellStatus === SELL_STATUS.cancelled;
}

/** The player may cancel while no trade offer is out: the quote is being sent, or a seller has not shipped. */
export function isCancellable(sellStatus: number): boolean {
  return sellStatus === SELL_STATUS.awaitingQuote || sellStatus === SELL_STATUS.awaitingSeller;
}

/**
 * How long the step a retrieval waits for may take, from when its state began (spec point 9):
 * the quote 5 min–16 h; filling the stock 1–8 h; shipping 5 min–24 h (5–20 min when automatic,
 * up to 8 h by hand, 24 h at the latest); the player's acceptance within the offer's 12 h.
 */
export function expectedWait(sellStatus: number, shippingStatus: number): { readonly min: number; readonly max: number } | null {
  if (sellStatus === SELL_STATUS.awaitingQuote) return shippingStatus === SHIPPING_STATUS.resendingQuote ? RETRIEVAL_TIMINGS.stockFill : RETRIEVAL_TIMINGS.quote;
  if (sellStatus === SELL_STATUS.awaitingSeller) return { min: RETRIEVAL_TIMINGS.automaticShipping.min, max: RETRIEVAL_TIMINGS.shipWithin };
  if (sellStatus === SELL_STATUS.awaitingBuyer) return { min: 0, max: RETRIEVAL_TIMINGS.offerAcceptWithin };
  return null;
}

const itemId = z.string().min(1).max(64);

/** `/member/takeBack`: retrieve backpack items to the bound Steam account, one retrieval per item, all or none. */
export const takeBackBody = callBody({
  ids: z.array(itemId).min(1).max(RETRIEVAL_MAX_ITEMS),
  /** The client's key: a retried take-back with the same key answers the first retrievals. */
  requestId: requestIdSchema.optional(),
});

export const retrievalSchema = z.object({
  id: z.string(),
  /** The backpack item being retrieved. */
  itemId: z.string(),
  sellStatus: z.int(),
  shippingStatus: z.int(),
  /** How it ended; null while under way. */
  outcome: z.enum(RETRIEVAL_OUTCOMES).nullable(),
  /** The item's value, hundredths of a coin. */
  price: z.int(),
  ornament: ornamentSchema,
  /** The Steam trade offer the seller sent, once sent. */
  tradeOfferId: z.string().nullable(),
  /** When the trade offer is taken back unless accepted, epoch ms. */
  offerExpiresAt: z.int().nullable(),
  createdAt: z.int(),
  /** When the current state began, epoch ms. */
  stateSince: z.int(),
  finishedAt: z.int().nullable(),
  /** When the step it waits for is expected, epoch ms; null once finished. */
  expected: z.object({ from: z.int(), to: z.int() }).nullable(),
  /** Still cancellable by the player (no trade offer out yet). */
  cancellable: z.boolean(),
  /** Queued for over 7 days: cancelling is advised. */
  adviseCancel: z.boolean(),
});
export type Retrieval = z.infer<typeof retrievalSchema>;

export const takeBackAnswerSchema = z.object({ list: z.array(retrievalSchema) });

/** `/member/takeBack/list`: the member's retrievals, newest first; `open` only those under way, `finished` only those over. */
export const retrievalListBody = callBody({
  ...pageRequestShape,
  state: z.enum(['open', 'finished']).optional(),
});
export const retrievalPageSchema = pageOf(retrievalSchema);

/** `/member/closeUserOrnaStateTaskBack`: cancel a retrieval that has not shipped; the item comes back to the backpack. */
export const closeTakeBackBody = callBody({ id: z.string().min(1).max(64) });
