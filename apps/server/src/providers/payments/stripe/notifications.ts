import Stripe from 'stripe';
import { z } from 'zod';
import type { NotificationInput, NotificationRefusal, NotificationVerdict, PaymentEvent } from '../provider';
import { orderShare, type StripeMoney } from './currency';

/** How old a signed notification may be: Stripe's own default tolerance, five minutes (https://docs.stripe.com/webhooks#replay-attacks). */
export const STRIPE_TOLERANCE_SECONDS = 300;

const ORDER_NO = 'order_no';
const ORDER_AMOUNT = 'order_amount';
const CHARGED_AMOUNT = 'charged_amount';

/**
 * What a checkout writes on its session and its PaymentIntent (whose charges carry it on), so that
 * a notification names our order and what it was charged.
 */
export function orderMetadata(order: { readonly orderNo: string; readonly fen: number; readonly chargedMinor: number }): Record<string, string> {
  return { [ORDER_NO]: order.orderNo, [ORDER_AMOUNT]: String(order.fen), [CHARGED_AMOUNT]: String(order.chargedMinor) };
}

const positiveInteger = /^[1-9]\d{0,14}$/;

function recordedOrder(metadata: Readonly<Record<string, string>> | null | undefined): { fen: number; chargedMinor: number } | null {
  const fen = metadata?.[ORDER_AMOUNT];
  const charged = metadata?.[CHARGED_AMOUNT];
  return fen && charged && positiveInteger.test(fen) && positiveInteger.test(charged) ? { fen: Number(fen), chargedMinor: Number(charged) } : null;
}

const metadataSchema = z.record(z.string(), z.string()).nullish();
/** An id, or the object itself when a caller expanded it. */
const reference = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((object) => object.id)]).nullish();

const sessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string(),
  payment_intent: reference,
  amount_total: z.int().nonnegative().nullish(),
  currency: z.string().nullish(),
  metadata: metadataSchema,
});
type Session = z.infer<typeof sessionSchema>;

const chargeSchema = z.object({
  id: z.string().min(1),
  amount: z.int().nonnegative(),
  amount_refunded: z.int().nonnegative(),
  currency: z.string(),
  payment_intent: reference,
  metadata: metadataSchema,
});

const disputeSchema = z.object({
  id: z.string().min(1),
  amount: z.int().nonnegative(),
  currency: z.string(),
  payment_intent: reference,
});

type Reading<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };
const unreadable = { ok: false } as const;

/**
 * The fen that `minor` units of `currency` stand for: by the order's recorded charge when the
 * object carries it (so a rate changed since the checkout does not matter), else at today's rate,
 * which only means something in today's currency.
 */
function fenOf(minor: number, of: { readonly currency: string | null | undefined; readonly metadata: Session['metadata']; readonly chargedMinor?: number }, money: StripeMoney): Reading<number> {
  const recorded = recordedOrder(of.metadata);
  if (recorded) return { ok: true, value: orderShare(minor, { fen: recorded.fen, chargedMinor: of.chargedMinor ?? recorded.chargedMinor }) };
  if (of.currency !== money.currency) return unreadable;
  return { ok: true, value: money.toFen(minor) };
}

/** A session's order and the fen its total stands for; null when it names no order of ours. */
function sessionOrder(session: Session, money: StripeMoney): Reading<{ orderNo: string; amount: number } | null> {
  const orderNo = session.client_reference_id;
  if (!orderNo || orderNo.length > 64) return { ok: true, value: null };
  if (session.amount_total === null || session.amount_total === undefined) return unreadable;
  const amount = fenOf(session.amount_total, { currency: session.currency, metadata: session.metadata }, money);
  return amount.ok ? { ok: true, value: { orderNo, amount: amount.value } } : unreadable;
}

type PaidEvent = Extract<PaymentEvent, { kind: 'paid' }>;

/** The payment of a paid session, keyed by its PaymentIntent, whether read from a notification or a query. */
export function paidSessionEvent(value: unknown, money: StripeMoney): Reading<PaidEvent | null> {
  const session = sessionSchema.safeParse(value);
  if (!session.success) return unreadable;
  if (session.data.payment_status !== 'paid') return { ok: true, value: null };
  const order = sessionOrder(session.data, money);
  if (!order.ok) return unreadable;
  if (!order.value) return { ok: true, value: null };
  if (!session.data.payment_intent) return unreadable;
  return { ok: true, value: { kind: 'paid', eventId: session.data.payment_intent, ...order.value } };
}

/** A session's order, and whether it expired (an expired session is never paid). */
export function sessionState(value: unknown): Reading<{ orderNo: string | null; expired: boolean }> {
  const session = sessionSchema.safeParse(value);
  if (!session.success) return unreadable;
  return { ok: true, value: { orderNo: session.data.client_reference_id ?? null, expired: session.data.status === 'expired' } };
}

function failedSessionEvent(eventId: string, value: unknown, money: StripeMoney): Reading<PaymentEvent | null> {
  const session = sessionSchema.safeParse(value);
  if (!session.success) return unreadable;
  const order = sessionOrder(session.data, money);
  if (!order.ok) return unreadable;
  return { ok: true, value: order.value && { kind: 'failed', eventId, ...order.value } };
}

function refundEvent(eventId: string, value: unknown, money: StripeMoney): Reading<PaymentEvent | null> {
  const charge = chargeSchema.safeParse(value);
  if (!charge.success) return unreadable;
  const { payment_intent: paymentId, metadata, amount: collected } = charge.data;
  // A charge made without a PaymentIntent was never one of our checkouts.
  if (!paymentId || collected === 0) return { ok: true, value: null };
  // Measured against what this charge collected, so a full refund reads as the whole order.
  const amount = fenOf(charge.data.amount_refunded, { currency: charge.data.currency, metadata, chargedMinor: collected }, money);
  if (!amount.ok) return unreadable;
  return { ok: true, value: { kind: 'reversed', eventId, orderNo: metadata?.[ORDER_NO] ?? null, paymentId, amount: amount.value, cumulative: true, reason: 'refund' } };
}

function disputeEvent(eventId: string, value: unknown, money: StripeMoney): Reading<PaymentEvent | null> {
  const dispute = disputeSchema.safeParse(value);
  if (!dispute.success) return unreadable;
  if (!dispute.data.payment_intent) return { ok: true, value: null };
  // A dispute names its charge, not our order: its amount is read at today's rate.
  const amount = fenOf(dispute.data.amount, { currency: dispute.data.currency, metadata: null }, money);
  if (!amount.ok) return unreadable;
  return { ok: true, value: { kind: 'reversed', eventId, orderNo: null, paymentId: dispute.data.payment_intent, amount: amount.value, cumulative: false, reason: 'dispute' } };
}

const eventSchema = z.object({ id: z.string().min(1), type: z.string(), data: z.object({ object: z.unknown() }) });

function eventOf(value: unknown, money: StripeMoney): Reading<PaymentEvent | null> {
  const event = eventSchema.safeParse(value);
  if (!event.success) return unreadable;
  const { id, type, data } = event.data;
  switch (type) {
    // A delayed method (Pix) completes the session unpaid, then reports its outcome.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return paidSessionEvent(data.object, money);
    case 'checkout.session.async_payment_failed':
      return failedSessionEvent(id, data.object, money);
    case 'charge.refunded':
      return refundEvent(id, data.object, money);
    case 'charge.dispute.created':
      return disputeEvent(id, data.object, money);
    default:
      return { ok: true, value: null };
  }
}

/** The order a notification names, for the log of a refused one; nothing in it is trusted. */
function orderNoIn(rawBody: string): string | null {
  try {
    const object = (JSON.parse(rawBody) as { data?: { object?: { client_reference_id?: unknown; metadata?: Record<string, unknown> } } }).data?.object;
    const orderNo = object?.client_reference_id ?? object?.metadata?.[ORDER_NO];
    return typeof orderNo === 'string' ? orderNo.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a webhook's `Stripe-Signature` with the SDK, then reads its event. A signature that
 * holds but is older than the tolerance is stale; anything else that fails it is a bad signature.
 */
export function readNotification(stripe: Stripe, secret: string, money: StripeMoney, input: NotificationInput): NotificationVerdict {
  const refuse = (refusal: NotificationRefusal): NotificationVerdict => ({ ok: false, refusal, orderNo: orderNoIn(input.rawBody) });
  const header = input.headers['stripe-signature'];
  if (typeof header !== 'string' || header === '') return refuse('signature');
  let event: unknown;
  try {
    event = stripe.webhooks.constructEvent(input.rawBody, header, secret, STRIPE_TOLERANCE_SECONDS, undefined, input.now);
  } catch (error) {
    // The signature held (the SDK checks it before reading the body), but the body is no event.
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) return refuse('malformed');
    return refuse(signedAtAnyTime(stripe, header, secret, input) ? 'stale' : 'signature');
  }
  const read = eventOf(event, money);
  return read.ok ? { ok: true, event: read.value } : refuse('malformed');
}

/** Whether the signature holds once its age is set aside (a tolerance of 0 skips the SDK's time check). */
function signedAtAnyTime(stripe: Stripe, header: string, secret: string, input: NotificationInput): boolean {
  try {
    return stripe.webhooks.signature?.verifyHeader(input.rawBody, header, secret, 0, undefined, input.now) === true;
  } catch {
    return false;
  }
}
