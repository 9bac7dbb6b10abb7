import Stripe from 'stripe';
import { RECHARGE_ORDER_TIMEOUT_MS } from '@lootbay/shared/constants';
import type { ProvidersConfig } from '../../../config.providers';
import { PaymentUnavailableError, type NotificationReply, type PaymentProvider } from '../provider';
import { stripeMoney } from './currency';
import { orderMetadata, paidSessionEvent, readNotification, sessionState } from './notifications';

export const STRIPE_NOTIFY_PATH = '/api/pay/stripe/webhook';

const DEFAULT_TIMEOUT_MS = 10_000;
/** Stripe takes an `expires_at` no sooner than 30 minutes after it creates the session (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-expires_at). */
const SESSION_MIN_LIFETIME_SECONDS = 30 * 60;
/** Room for the difference between our clock and Stripe's. */
const CLOCK_MARGIN_SECONDS = 60;

/** The SDK's client, aimed at `apiBase` (Stripe's, or a stand-in on this machine). */
function stripeClient(config: NonNullable<ProvidersConfig['stripe']>, timeoutMs: number): Stripe {
  const base = new URL(config.apiBase);
  // The SDK always speaks to `/v1/…` at the host's root.
  if (base.pathname !== '/' || base.search !== '') throw new Error(`STRIPE_API_BASE takes an origin only, not ${config.apiBase}`);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? '80' : '443'),
    protocol,
    timeout: timeoutMs,
    // One retry for a dropped connection or a 5xx; it carries the first attempt's Idempotency-Key.
    maxNetworkRetries: 1,
    appInfo: { name: 'Lootbay' },
  });
}

/** Stripe not answering, or answering that it cannot serve now: worth trying again later. */
function isOutage(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError;
}

function describe(error: InstanceType<typeof Stripe.errors.StripeError>): string {
  return [error.rawType, error.code, error.message].filter(Boolean).join(': ');
}

/**
 * Stripe Checkout: cards everywhere, and Pix when the charge is in reais. The order is charged in
 * `STRIPE_CURRENCY` at `STRIPE_UNITS_PER_YUAN`; its notifications are Stripe's signed webhooks.
 */
export function createStripeProvider(config: NonNullable<ProvidersConfig['stripe']>, options: { readonly timeoutMs?: number } = {}): PaymentProvider {
  const stripe = stripeClient(config, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const money = stripeMoney(config.currency, config.unitsPerYuan);
  const pix = config.currency === 'brl';

  return {
    name: 'stripe',
    payTypes: ['stripe'],
    notifyPath: STRIPE_NOTIFY_PATH,

    async checkout(request) {
      const chargedMinor = money.toMinor(request.amount);
      const returnUrl = `${request.origin}/recharge?orderNo=${encodeURIComponent(request.orderNo)}`;
      const metadata = orderMetadata({ orderNo: request.orderNo, fen: request.amount, chargedMinor });
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        client_reference_id: request.orderNo,
        line_items: [{ quantity: 1, price_data: { currency: money.currency, unit_amount: chargedMinor, product_data: { name: request.subject } } }],
        // Since API version 2026-09-30 (endive) the session takes a filter rather than a fixed list.
        allowed_payment_method_types: pix ? ['card', 'pix'] : ['card'],
        // A Pix code lives as long as an order does, rather than Stripe's four hours.
        ...(pix ? { payment_method_options: { pix: { expires_after_seconds: RECHARGE_ORDER_TIMEOUT_MS / 1000 } } } : {}),
        // The player pays the contract's currency, never one Stripe converts to on its own.
        adaptive_pricing: { enabled: false },
        success_url: returnUrl,
        cancel_url: returnUrl,
        // Derived from the order alone, so a resumed checkout sends the very same request: any call
        // made before the order times out is at least Stripe's minimum ahead of it.
        expires_at: Math.ceil(request.expiresAt / 1000) + SESSION_MIN_LIFETIME_SECONDS + CLOCK_MARGIN_SECONDS,
        // Stripe's page speaks the browser's language, and the request stays the same whoever resumes it.
        locale: 'auto',
        metadata,
        payment_intent_data: { metadata },
      };
      try {
        // Stripe answers a key it has seen with the session it made for it: one session per order.
        const session = await stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-session:${request.orderNo}${request.declined > 0 ? `:${request.declined}` : ''}` });
        if (!session.url) throw new PaymentUnavailableError(`Stripe answered Checkout Session ${session.id} without its page`);
        return { payUrl: session.url, reference: session.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new PaymentUnavailableError(`Stripe refused the checkout of ${request.orderNo}: ${describe(error)}`);
        throw error;
      }
    },

    verifyNotification(input) {
      return readNotification(stripe, config.webhookSecret, money, input);
    },

    reply(outcome): NotificationReply {
      // Stripe goes by the status alone: a 2xx ends the deliveries, anything else is retried for
      // days. The body is shown in the Dashboard's delivery log, for whoever reads it there.
      const status = outcome.accepted ? 200 : outcome.refusal === 'error' ? 500 : 400;
      return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: outcome.code, msg: outcome.message }) };
    },

    async query({ orderNo, reference }) {
      // Sessions are found by their id only: without it there is nothing to ask.
      if (!reference) return { state: 'open' };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(reference);
      } catch (error) {
        if (isOutage(error)) throw new PaymentUnavailableError(`Stripe did not answer for Checkout Session ${reference}: ${(error as Error).message}`);
        if (error instanceof Stripe.errors.StripeError) throw new Error(`Stripe refused to show Checkout Session ${reference}: ${describe(error)}`);
        throw error;
      }
      const state = sessionState(session);
      if (!state.ok || state.value.orderNo !== orderNo) throw new Error(`Checkout Session ${reference} is not the checkout of order ${orderNo}`);
      const paid = paidSessionEvent(session, money);
      if (!paid.ok) throw new Error(`Checkout Session ${reference} is paid but its payment cannot be read`);
      if (paid.value) return { state: 'paid', event: paid.value };
      return state.value.expired ? { state: 'closed' } : { state: 'open' };
    },
  };
}
