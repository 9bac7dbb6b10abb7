import type { WebPayType } from '@lootbay/shared/pay-types';

/** The payment services a web checkout goes through; the sandbox stands in for them outside production. */
export type PaymentProviderName = 'alipay' | 'wechat' | 'stripe' | 'sandbox';

/** Where the player pays: a computer's browser, or a phone's (H5). */
export type CheckoutChannel = 'web' | 'h5';

/** What the provider is asked to collect for one of our orders. */
export interface CheckoutRequest {
  /** Our order number: the provider's merchant order id (`out_trade_no`, `client_reference_id`). */
  readonly orderNo: string;
  /** Hundredths of a yuan (fen). */
  readonly amount: number;
  readonly payType: WebPayType;
  readonly channel: CheckoutChannel;
  /** What the player buys, for the provider's page and statement: the same for every checkout of the order. */
  readonly subject: string;
  /** The player's address (WeChat Pay H5 needs `payer_client_ip`). */
  readonly clientIp: string;
  /** This site's origin (`https://lootbay.example`), for the notify and return addresses. */
  readonly origin: string;
  /** When our order times out, epoch ms: the checkout should close then too. */
  readonly expiresAt: number;
  /**
   * Payments of this order the provider reported declined so far: a checkout whose payment
   * failed for good (a Stripe Checkout Session) cannot be paid again, so the next one is new.
   */
  readonly declined: number;
}

export interface Checkout {
  /** Where the player's browser goes; for a WeChat Native order the `weixin://` code to show as a QR code. */
  readonly payUrl: string;
  /** Set when `payUrl` is meant to be scanned with a phone rather than opened (WeChat Native). */
  readonly scan?: boolean;
  /** The provider's id of this checkout when reconciliation needs it later (a Stripe Checkout Session id). */
  readonly reference?: string;
}

/**
 * What a provider reports about an order. `eventId` keys it: a replay carries the same id, and a
 * paid order's id is the provider's payment id (Alipay `trade_no`, WeChat `transaction_id`,
 * Stripe PaymentIntent id), the same whether it came by notification or by query.
 */
export type PaymentEvent =
  | { readonly kind: 'paid'; readonly eventId: string; readonly orderNo: string; /** hundredths of a yuan collected */ readonly amount: number }
  /** A declined attempt: the order may still be paid. */
  | { readonly kind: 'failed'; readonly eventId: string; readonly orderNo: string; readonly amount: number }
  /**
   * Money given back to the payer (a refund) or held by the payer's bank (a dispute, a chargeback).
   * `amount`, hundredths of a yuan: the total given back on the order so far when `cumulative`
   * (Alipay `refund_fee`, Stripe `amount_refunded`), else this event's own part (a WeChat refund).
   */
  | {
      readonly kind: 'reversed';
      readonly eventId: string;
      /** Our order, when the notification names it; else it is found by `paymentId`. */
      readonly orderNo: string | null;
      /** The provider's payment id: the `eventId` of the order's `paid` event. */
      readonly paymentId: string;
      readonly amount: number;
      readonly cumulative: boolean;
      readonly reason: 'refund' | 'dispute';
    };

export type NotificationRefusal = 'signature' | 'stale' | 'malformed';

export type NotificationVerdict =
  /** A genuine notification; `event` null when it reports nothing we act on (it is still acknowledged). */
  | { readonly ok: true; readonly event: PaymentEvent | null }
  | { readonly ok: false; readonly refusal: NotificationRefusal; readonly orderNo: string | null };

export interface NotificationInput {
  /** The request's path and query string, as received. */
  readonly url: string;
  /** The body exactly as received: the signature covers these bytes. */
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Epoch ms. */
  readonly now: number;
}

/** What a notification accepted did to its order; `ignored` when it reports nothing we act on. */
export type NotificationEffect = 'credited' | 'duplicate' | 'failed_payment' | 'reversed' | 'ignored';

/** How our handling of a notification ended, for the answer in the provider's own protocol. */
export type NotificationOutcome =
  | { readonly accepted: true; readonly effect: NotificationEffect; readonly orderNo: string | null; readonly code: number; readonly message: string }
  /**
   * `mismatch`: signed, but not about an order of ours as we know it; `error`: ours, try again
   * later. `code` and `message` are the envelope's (the error catalogue's), in the caller's language.
   */
  | { readonly accepted: false; readonly refusal: NotificationRefusal | 'mismatch' | 'error'; readonly code: number; readonly message: string };

/** The HTTP answer a notification gets. */
export interface NotificationReply {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** Where an order stands when the provider is asked (reconciliation). */
export type PaymentQuery =
  | { readonly state: 'paid'; readonly event: Extract<PaymentEvent, { kind: 'paid' }> }
  /** Not paid, and it may still be (or the provider has not heard of it yet). */
  | { readonly state: 'open' }
  /** Closed unpaid at the provider: it will never be paid. */
  | { readonly state: 'closed' };

/** The provider did not answer, or answered that it cannot serve now: the call may be tried again later. */
export class PaymentUnavailableError extends Error {
  override name = 'PaymentUnavailableError';
}

/** The configured provider of this name, if any. */
export function providerNamed(providers: readonly PaymentProvider[], name: string): PaymentProvider | undefined {
  return providers.find((provider) => provider.name === name);
}

/**
 * A payment service. The server never calls it inside a database transaction: the order is
 * committed first, then the checkout is created, and the provider's signed notification (or, when
 * that never comes, a query) settles it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The pay types it serves. */
  readonly payTypes: readonly WebPayType[];
  /** The path its notifications are posted to (registered without the `auth_key` check). */
  readonly notifyPath: string;
  /** Creates (or finds again, for the same order and channel) the checkout. Throws PaymentUnavailableError when the provider is down or refuses. */
  checkout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks a notification's signature and freshness, then reads its event. */
  verifyNotification(input: NotificationInput): NotificationVerdict | Promise<NotificationVerdict>;
  /** The answer to a notification, as the provider's protocol wants it. */
  reply(outcome: NotificationOutcome): NotificationReply;
  /** Asks the provider where an order stands. Throws PaymentUnavailableError when it does not answer. */
  query(order: { readonly orderNo: string; readonly amount: number; readonly reference: string | null }): Promise<PaymentQuery>;
}
