import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble, type StripeDoubleEvent } from '../../../../test/doubles/stripe';
import { PaymentUnavailableError, type CheckoutRequest, type NotificationVerdict, type PaymentProvider } from '../provider';
import { orderShare, stripeMoney } from './currency';
import { createStripeProvider, STRIPE_NOTIFY_PATH } from './stripe';

const SECRET_KEY = 'sk_test_lootbay0000000000';
const WEBHOOK_SECRET = 'whsec_lootbay_test_secret';
const ORIGIN = 'https://lootbay.example';

let double: StripeDouble;
let sequence = 0;

function providerFor(settings: { currency?: string; unitsPerYuan?: number; secretKey?: string; timeoutMs?: number } = {}): PaymentProvider {
  return createStripeProvider(
    { secretKey: settings.secretKey ?? SECRET_KEY, webhookSecret: WEBHOOK_SECRET, currency: settings.currency ?? 'cny', unitsPerYuan: settings.unitsPerYuan ?? 1, apiBase: double.url },
    { timeoutMs: settings.timeoutMs ?? 2_000 },
  );
}

function order(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    orderNo: `R1764300000000${String(sequence).padStart(6, '0')}`,
    amount: 1234,
    payType: 'stripe',
    channel: 'web',
    subject: '1,234 coins',
    clientIp: '203.0.113.7',
    origin: ORIGIN,
    expiresAt: Date.now() + 15 * 60_000,
    declined: 0,
    ...overrides,
  };
}

function verify(provider: PaymentProvider, event: { body: string; headers: Readonly<Record<string, string>> }, now = Date.now()): Promise<NotificationVerdict> {
  return Promise.resolve(provider.verifyNotification({ url: STRIPE_NOTIFY_PATH, rawBody: event.body, headers: event.headers, now }));
}

async function eventOf(provider: PaymentProvider, event: StripeDoubleEvent) {
  const verdict = await verify(provider, event);
  if (!verdict.ok) throw new Error(`refused: ${verdict.refusal}`);
  return verdict.event;
}

const cny = () => providerFor();

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
});

afterAll(async () => {
  await double.close();
});

describe('the webhook signature', () => {
  it('is HMAC-SHA256 over `t.payload`, as the SDK documents it with generateTestHeaderString', async () => {
    // A known answer: the SDK's documented test helper and an independent HMAC (openssl dgst
    // -sha256 -hmac whsec_test_secret over `1700000000.<payload>`) agree on this value.
    const payload = '{"id":"evt_test_webhook","object":"event","type":"customer.created","data":{"object":{}}}';
    const expected = 't=1700000000,v1=93bc0911559221f5ac4034e43e673fcc0b62e3e89b2adae7e873f24f9d008796';
    expect(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret', timestamp: 1_700_000_000 })).toBe(expected);
    const signer = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: 'whsec_test_secret' });
    try {
      expect(signer.sign(payload, 1_700_000_000)).toBe(expected);
    } finally {
      await signer.close();
    }
    const provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: 'whsec_test_secret', currency: 'cny', unitsPerYuan: 1, apiBase: double.url });
    expect(await verify(provider, { body: payload, headers: { 'stripe-signature': expected } }, 1_700_000_001_000)).toEqual({ ok: true, event: null });
  });

  it('refuses a forged, missing, tampered or doubled signature, and one older than five minutes', async () => {
    const provider = cny();
    const checkout = await provider.checkout(order());
    const event = await double.pay(checkout.reference ?? '', { notify: false });
    const timestamp = Math.floor(Date.now() / 1000);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: 'whsec_someone_else', timestamp });
    const refusal = async (body: string, headers: Record<string, string | string[]>, now = Date.now()) => {
      const verdict = await Promise.resolve(provider.verifyNotification({ url: STRIPE_NOTIFY_PATH, rawBody: body, headers, now }));
      return verdict.ok ? 'accepted' : verdict.refusal;
    };
    expect(await refusal(event.body, { 'stripe-signature': forged })).toBe('signature');
    expect(await refusal(event.body, {})).toBe('signature');
    expect(await refusal(event.body, { 'stripe-signature': [event.headers['stripe-signature'] ?? ''] })).toBe('signature');
    expect(await refusal(event.body.replace('"amount_total": 1234', '"amount_total": 1'), event.headers)).toBe('signature');
    const signedAt = Number(/t=(\d+)/.exec(event.headers['stripe-signature'] ?? '')?.[1]) * 1000;
    expect(await refusal(event.body, event.headers, signedAt + 299_000)).toBe('accepted');
    expect(await refusal(event.body, event.headers, signedAt + 301_000)).toBe('stale');
    // A forged signature stays a forgery whatever its age.
    expect(await refusal(event.body, { 'stripe-signature': forged }, timestamp * 1000 + 3_600_000)).toBe('signature');
  });

  it('reads a signed body that is no event as malformed, naming the order when it can', async () => {
    const provider = cny();
    const notJson = 'not json';
    expect(await verify(provider, { body: notJson, headers: { 'stripe-signature': double.sign(notJson) } })).toEqual({ ok: false, refusal: 'malformed', orderNo: null });
    const broken = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { client_reference_id: 'R1', payment_status: 'paid' } } });
    expect(await verify(provider, { body: broken, headers: { 'stripe-signature': double.sign(broken) } })).toEqual({ ok: false, refusal: 'malformed', orderNo: 'R1' });
  });
});

describe('the checkout', () => {
  it('opens a Checkout Session for the order in yuan by default, and answers its page and id', async () => {
    const request = order();
    const checkout = await cny().checkout(request);
    const session = double.session(request.orderNo);
    expect(checkout).toEqual({ payUrl: `${double.url}/c/pay/${session.id}`, reference: session.id });
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: request.orderNo,
      amount_total: 1234,
      currency: 'cny',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      adaptive_pricing: { enabled: false },
      locale: 'auto',
      success_url: `${ORIGIN}/recharge?orderNo=${request.orderNo}`,
      cancel_url: `${ORIGIN}/recharge?orderNo=${request.orderNo}`,
      expires_at: Math.ceil(request.expiresAt / 1000) + 31 * 60,
      metadata: { order_no: request.orderNo, order_amount: '1234', charged_amount: '1234' },
    });
    const sent = double.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.params).toMatchObject({
      line_items: { 0: { quantity: '1', price_data: { currency: 'cny', unit_amount: '1234', product_data: { name: '1,234 coins' } } } },
      payment_intent_data: { metadata: { order_no: request.orderNo, order_amount: '1234', charged_amount: '1234' } },
    });
  });

  it('charges reais at the configured rate and offers Pix with them, its code living as long as the order', async () => {
    const request = order({ amount: 1000 });
    await providerFor({ currency: 'brl', unitsPerYuan: 0.78 }).checkout(request);
    expect(double.session(request.orderNo)).toMatchObject({
      amount_total: 780,
      currency: 'brl',
      allowed_payment_method_types: ['card', 'pix'],
      payment_method_types: ['card', 'pix'],
      payment_method_options: { pix: { expires_after_seconds: 900 } },
      metadata: { order_amount: '1000', charged_amount: '780' },
    });
  });

  it('charges a zero-decimal currency in whole units', async () => {
    const request = order({ amount: 1000 });
    await providerFor({ currency: 'jpy', unitsPerYuan: 20.5 }).checkout(request);
    expect(double.session(request.orderNo)).toMatchObject({ amount_total: 205, currency: 'jpy', payment_method_types: ['card'] });
  });

  it('answers a repeated checkout of the same order with the same session', async () => {
    const provider = cny();
    const request = order();
    const first = await provider.checkout(request);
    const again = await provider.checkout({ ...request, channel: 'h5' });
    expect(again).toEqual(first);
    const sent = double.requests.filter((sentRequest) => sentRequest.method === 'POST' && sentRequest.params.client_reference_id === request.orderNo);
    expect(sent.map((sentRequest) => sentRequest.headers['idempotency-key'])).toEqual([`checkout-session:${request.orderNo}`, `checkout-session:${request.orderNo}`]);
    expect(double.session(request.orderNo).id).toBe(first.reference);
  });

  it('opens a new session once a payment of the order was declined, since a completed session cannot be paid again', async () => {
    const provider = cny();
    const request = order();
    const first = await provider.checkout(request);
    const retry = await provider.checkout({ ...request, declined: 1 });
    expect(retry.reference).not.toBe(first.reference);
    expect(await provider.checkout({ ...request, declined: 1 })).toEqual(retry);
    const sent = double.requests.filter((sentRequest) => sentRequest.method === 'POST' && sentRequest.params.client_reference_id === request.orderNo);
    expect(sent.map((sentRequest) => sentRequest.headers['idempotency-key'])).toEqual([`checkout-session:${request.orderNo}`, `checkout-session:${request.orderNo}:1`, `checkout-session:${request.orderNo}:1`]);
  });

  it('is unavailable when Stripe refuses it: a wrong key, or an order that has already timed out', async () => {
    await expect(providerFor({ secretKey: 'sk_test_wrong' }).checkout(order())).rejects.toThrow(/Invalid API Key/);
    await expect(providerFor({ secretKey: 'sk_test_wrong' }).checkout(order())).rejects.toBeInstanceOf(PaymentUnavailableError);
    await expect(cny().checkout(order({ expiresAt: Date.now() - 10 * 60_000 }))).rejects.toThrow(/expires_at/);
  });
});

describe('the notifications', () => {
  it('reads a card payment as paid, keyed by its PaymentIntent, the same on every replay', async () => {
    const provider = cny();
    const request = order();
    await provider.checkout(request);
    const event = await double.pay(request.orderNo, { notify: false });
    const paymentIntent = double.session(request.orderNo).payment_intent;
    const paid = { kind: 'paid', eventId: paymentIntent, orderNo: request.orderNo, amount: 1234 };
    expect(await eventOf(provider, event)).toEqual(paid);
    expect(await eventOf(provider, event)).toEqual(paid);
  });

  it('reads Pix as paid only once it settles, in fen of the order', async () => {
    const provider = providerFor({ currency: 'brl', unitsPerYuan: 0.78 });
    const request = order({ amount: 1000 });
    await provider.checkout(request);
    expect(await eventOf(provider, await double.pay(request.orderNo, { notify: false, async: true }))).toBeNull();
    const settled = await double.settle(request.orderNo, 'succeeded', { notify: false });
    expect(await eventOf(provider, settled)).toEqual({ kind: 'paid', eventId: double.session(request.orderNo).payment_intent, orderNo: request.orderNo, amount: 1000 });
  });

  it('reads a payment by the charge the checkout recorded, though the rate changed since', async () => {
    const request = order({ amount: 1000 });
    await providerFor({ currency: 'brl', unitsPerYuan: 0.78 }).checkout(request);
    const event = await double.pay(request.orderNo, { notify: false });
    expect(await eventOf(providerFor({ currency: 'brl', unitsPerYuan: 0.8 }), event)).toMatchObject({ kind: 'paid', amount: 1000 });
  });

  it('reads a failed Pix as a declined attempt', async () => {
    const provider = providerFor({ currency: 'brl', unitsPerYuan: 0.78 });
    const request = order({ amount: 1000 });
    await provider.checkout(request);
    await double.pay(request.orderNo, { notify: false, async: true });
    const failed = await double.settle(request.orderNo, 'failed', { notify: false });
    expect(await eventOf(provider, failed)).toEqual({ kind: 'failed', eventId: failed.id, orderNo: request.orderNo, amount: 1000 });
  });

  it('reads refunds as the total given back so far, in fen of the order', async () => {
    const provider = providerFor({ currency: 'brl', unitsPerYuan: 0.78 });
    const request = order({ amount: 1000 });
    await provider.checkout(request);
    await double.pay(request.orderNo, { notify: false });
    const paymentId = double.session(request.orderNo).payment_intent;
    const part = await double.refund(request.orderNo, 390, { notify: false });
    expect(await eventOf(provider, part)).toEqual({ kind: 'reversed', eventId: part.id, orderNo: request.orderNo, paymentId, amount: 500, cumulative: true, reason: 'refund' });
    const rest = await double.refund(request.orderNo, 390, { notify: false });
    expect(await eventOf(provider, rest)).toMatchObject({ amount: 1000, cumulative: true });
  });

  it('reads a dispute as a reversal of its own amount, found by the payment', async () => {
    const provider = cny();
    const request = order();
    await provider.checkout(request);
    await double.pay(request.orderNo, { notify: false });
    const dispute = await double.dispute(request.orderNo, { notify: false });
    expect(await eventOf(provider, dispute)).toEqual({
      kind: 'reversed',
      eventId: dispute.id,
      orderNo: null,
      paymentId: double.session(request.orderNo).payment_intent,
      amount: 1234,
      cumulative: false,
      reason: 'dispute',
    });
  });

  it('acknowledges what it does not act on: an expiry, other events, sessions not of an order', async () => {
    const provider = cny();
    const request = order();
    await provider.checkout(request);
    expect(await eventOf(provider, await double.expire(request.orderNo, { notify: false }))).toBeNull();
    expect(await eventOf(provider, await double.emit('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, { notify: false }))).toBeNull();
    const foreign = { ...double.session(request.orderNo), client_reference_id: null, payment_status: 'paid', payment_intent: 'pi_foreign' };
    expect(await eventOf(provider, await double.emit('checkout.session.completed', foreign, { notify: false }))).toBeNull();
  });

  it('reports a total unlike the charge as an amount unlike the order, so the server refuses it', async () => {
    const provider = cny();
    const request = order();
    await provider.checkout(request);
    const paid = { ...double.session(request.orderNo), status: 'complete', payment_status: 'paid', payment_intent: 'pi_short' };
    const less = await eventOf(provider, await double.emit('checkout.session.completed', { ...paid, amount_total: 1233 }, { notify: false }));
    const more = await eventOf(provider, await double.emit('checkout.session.completed', { ...paid, amount_total: 1235 }, { notify: false }));
    expect(less).toMatchObject({ kind: 'paid', amount: 1233 });
    expect(more).toMatchObject({ kind: 'paid', amount: 1235 });
  });
});

describe('the currency conversion', () => {
  it('rounds to what each currency can be charged in, and reads amounts back', () => {
    expect(stripeMoney('cny', 1).toMinor(1234)).toBe(1234);
    expect(stripeMoney('brl', 0.78).toMinor(1234)).toBe(963);
    expect(stripeMoney('jpy', 20.5).toMinor(1234)).toBe(253);
    // Three-decimal: 12.34 yuan at 0.043 is 0.53062 KWD, charged as 530 fils (last digit 0).
    expect(stripeMoney('kwd', 0.043).toMinor(1234)).toBe(530);
    // ISK is counted in hundredths but charged in whole krónur: 234.46 → 234.
    expect(stripeMoney('isk', 19).toMinor(1234)).toBe(23_400);
    expect(stripeMoney('brl', 0.78).toFen(780)).toBe(1000);
    expect(stripeMoney('jpy', 20.5).toFen(205)).toBe(1000);
  });

  it('reads a part of a charge as the same part of the order, never rounding a difference away', () => {
    expect(orderShare(780, { fen: 1000, chargedMinor: 780 })).toBe(1000);
    expect(orderShare(390, { fen: 1000, chargedMinor: 780 })).toBe(500);
    expect(orderShare(253, { fen: 1234, chargedMinor: 253 })).toBe(1234);
    expect(orderShare(252, { fen: 1234, chargedMinor: 253 })).toBe(1229);
    expect(orderShare(10_001, { fen: 10, chargedMinor: 10_000 })).toBe(11);
    expect(orderShare(9_999, { fen: 10, chargedMinor: 10_000 })).toBe(9);
  });
});

describe('the query', () => {
  it('answers open without a session, and while its session is open or its Pix is unsettled', async () => {
    const provider = cny();
    expect(await provider.query({ orderNo: 'R0', amount: 1, reference: null })).toEqual({ state: 'open' });
    const request = order();
    const { reference = null } = await provider.checkout(request);
    expect(await provider.query({ orderNo: request.orderNo, amount: request.amount, reference })).toEqual({ state: 'open' });
    const brl = providerFor({ currency: 'brl', unitsPerYuan: 0.78 });
    const pix = order();
    const pixCheckout = await brl.checkout(pix);
    await double.pay(pix.orderNo, { notify: false, async: true });
    expect(await brl.query({ orderNo: pix.orderNo, amount: pix.amount, reference: pixCheckout.reference ?? null })).toEqual({ state: 'open' });
  });

  it('answers paid with the very event the notification carries', async () => {
    const provider = cny();
    const request = order();
    const { reference = null } = await provider.checkout(request);
    const notified = await eventOf(provider, await double.pay(request.orderNo, { notify: false }));
    expect(await provider.query({ orderNo: request.orderNo, amount: request.amount, reference })).toEqual({ state: 'paid', event: notified });
  });

  it('answers closed once the session has expired', async () => {
    const provider = cny();
    const request = order();
    const { reference = null } = await provider.checkout(request);
    await double.expire(request.orderNo, { notify: false });
    expect(await provider.query({ orderNo: request.orderNo, amount: request.amount, reference })).toEqual({ state: 'closed' });
  });

  it('fails, without calling Stripe down, for a session it does not know or of another order', async () => {
    const provider = cny();
    const other = order();
    const { reference = null } = await provider.checkout(other);
    const unknown = provider.query({ orderNo: 'R1', amount: 1, reference: 'cs_test_missing' });
    await expect(unknown).rejects.toThrow(/resource_missing/);
    await expect(unknown).rejects.not.toBeInstanceOf(PaymentUnavailableError);
    await expect(provider.query({ orderNo: 'R2', amount: 1, reference })).rejects.toThrow(/not the checkout of order R2/);
  });
});

describe('an outage', () => {
  it('makes checkout and query unavailable when Stripe answers 503, after one retry', async () => {
    const provider = cny();
    const request = order();
    const { reference = null } = await provider.checkout(request);
    const before = double.requests.length;
    double.down = true;
    try {
      const [checkout, query] = await Promise.allSettled([provider.checkout(order()), provider.query({ orderNo: request.orderNo, amount: request.amount, reference })]);
      expect(checkout).toMatchObject({ status: 'rejected', reason: expect.any(PaymentUnavailableError) });
      expect(query).toMatchObject({ status: 'rejected', reason: expect.any(PaymentUnavailableError) });
      expect(double.requests.length - before).toBe(4);
    } finally {
      double.down = false;
    }
  });

  it('makes checkout and query unavailable when Stripe does not answer in time', async () => {
    const provider = providerFor({ timeoutMs: 150 });
    double.hang = true;
    const started = Date.now();
    try {
      const [checkout, query] = await Promise.allSettled([provider.checkout(order()), provider.query({ orderNo: 'R3', amount: 1, reference: 'cs_test_any' })]);
      expect(checkout).toMatchObject({ status: 'rejected', reason: expect.any(PaymentUnavailableError) });
      expect(query).toMatchObject({ status: 'rejected', reason: expect.any(PaymentUnavailableError) });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      double.hang = false;
    }
  });
});

describe('the reply', () => {
  it('acknowledges with a 2xx, replays included, refuses with 400 and asks for a retry with 500', () => {
    const provider = cny();
    expect(provider.reply({ accepted: true, effect: 'credited', orderNo: 'R1', code: 0, message: 'Success' })).toEqual({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"code":0,"msg":"Success"}',
    });
    expect(provider.reply({ accepted: true, effect: 'duplicate', orderNo: 'R1', code: 0, message: 'Success' })).toMatchObject({ status: 200 });
    expect(provider.reply({ accepted: true, effect: 'ignored', orderNo: null, code: 0, message: 'Success' })).toMatchObject({ status: 200 });
    expect(provider.reply({ accepted: false, refusal: 'signature', code: 12021, message: 'bad signature' })).toMatchObject({ status: 400, body: '{"code":12021,"msg":"bad signature"}' });
    expect(provider.reply({ accepted: false, refusal: 'stale', code: 12022, message: 'too old' })).toMatchObject({ status: 400 });
    expect(provider.reply({ accepted: false, refusal: 'mismatch', code: 12023, message: 'not our order' })).toMatchObject({ status: 400 });
    expect(provider.reply({ accepted: false, refusal: 'error', code: 500, message: 'database down' })).toMatchObject({ status: 500 });
  });
});

describe('the hosted page and its webhook', () => {
  it('takes the payer from the session page back to the return page, and posts the signed event to the endpoint', async () => {
    let provider: PaymentProvider | undefined;
    const answered: NotificationVerdict[] = [];
    const stripe = await startStripeDouble({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `${ORIGIN}${STRIPE_NOTIFY_PATH}`,
      async deliver(request) {
        if (!provider) throw new Error('no provider yet');
        const verdict = await provider.verifyNotification({ url: new URL(request.url).pathname, rawBody: request.body, headers: request.headers, now: Date.now() });
        answered.push(verdict);
        const reply = provider.reply(
          verdict.ok
            ? { accepted: true, effect: verdict.event ? 'credited' : 'ignored', orderNo: verdict.event?.orderNo ?? null, code: 0, message: 'Success' }
            : { accepted: false, refusal: verdict.refusal, code: 1, message: verdict.refusal },
        );
        return { status: reply.status, body: reply.body };
      },
    });
    try {
      provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, currency: 'cny', unitsPerYuan: 1, apiBase: stripe.url });
      const request = order();
      const { payUrl } = await provider.checkout(request);
      const page = await fetch(payUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Pay with card');
      const pressed = await fetch(payUrl, { method: 'POST', body: new URLSearchParams({ method: 'card' }), redirect: 'manual' });
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe(`${ORIGIN}/recharge?orderNo=${request.orderNo}`);
      const [completed] = stripe.events;
      expect(stripe.events.map((event) => [event.type, event.answer?.status])).toEqual([['checkout.session.completed', 200]]);
      // Stripe signs each retry anew; the event, and so its payment, stay the same.
      const retried = await stripe.redeliver(completed as StripeDoubleEvent);
      expect(retried.answer?.status).toBe(200);
      expect(retried.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const paid = { ok: true, event: { kind: 'paid', eventId: stripe.session(request.orderNo).payment_intent, orderNo: request.orderNo, amount: 1234 } };
      expect(answered).toEqual([paid, paid]);
    } finally {
      await stripe.close();
    }
  });
});
