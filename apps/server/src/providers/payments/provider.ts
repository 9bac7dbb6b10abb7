/** A payment the provider reports: one event per outcome of one order. */
export interface PaymentEvent {
  /** The provider's id of this event; the same on every replay of it. */
  readonly eventId: string;
  readonly orderNo: string;
  /** Hundredths the provider says it collected. */
  readonly amount: number;
  readonly status: 'paid' | 'failed';
}

/** Where the player pays: a computer's browser, or a phone's (H5). */
export type CheckoutChannel = 'web' | 'h5';

export type CallbackVerdict =
  | { readonly ok: true; readonly event: PaymentEvent }
  | { readonly ok: false; readonly refusal: 'signature' | 'stale' | 'malformed'; readonly orderNo: string | null };

export interface CallbackInput {
  /** The body exactly as received: the signature covers these bytes. */
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Epoch ms. */
  readonly now: number;
}

/**
 * A payment service. The server never calls it inside a database transaction: the order is
 * committed first, then the checkout is created, and the provider's signed callback settles it.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Where the player pays this order: a page for a computer (`web`), or the phone checkout a phone browser is sent to (`h5`). */
  checkoutUrl(order: { readonly orderNo: string; readonly amount: number; readonly payType: string; readonly channel: CheckoutChannel }): Promise<string>;
  /** Checks a callback's signature and freshness, then reads its event. */
  verifyCallback(input: CallbackInput): CallbackVerdict;
}
