import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe on this machine: the part of its HTTP API that Checkout uses (form-encoded requests,
 * `Authorization: Bearer sk_…`, `Idempotency-Key`, its error bodies), a hosted checkout page, and
 * webhooks signed as Stripe signs them. It speaks the API version the SDK pins.
 */

/** Posts a notification to the webhook endpoint and reads the answer. */
export type Deliver = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; body: string }>;

export interface StripeDoubleOptions {
  /** The secret API key it accepts. */
  readonly secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  readonly webhookSecret: string;
  /** The webhook endpoint: the server's origin and `/api/pay/stripe/webhook` (it can be set later). */
  readonly webhookUrl?: string;
  readonly deliver?: Deliver;
  /** Epoch ms: creation times, expiries and signature times. */
  readonly clock?: () => number;
}

export interface StripeDoubleEvent {
  readonly id: string;
  readonly type: string;
  /** The event as posted: the signature covers these bytes. */
  readonly body: string;
  /** The headers it was posted with, `stripe-signature` among them. */
  readonly headers: Readonly<Record<string, string>>;
  /** The endpoint's answer; null when it was not sent (`notify: false`) or not delivered. */
  readonly answer: { readonly status: number; readonly body: string } | null;
  /** Why it could not be delivered. */
  readonly error: string | null;
}

export interface StripeDoubleRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The form body read into nested objects (`a[b][0]=c` → `{ a: { b: { 0: 'c' } } }`). */
  readonly params: Form;
}

export interface CheckoutSessionObject {
  readonly id: string;
  readonly object: 'checkout.session';
  adaptive_pricing: { enabled: boolean } | null;
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

interface ChargeObject {
  readonly id: string;
  readonly object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  disputed: boolean;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

type NotifyOption = { readonly notify?: boolean };

export interface StripeDouble {
  /** The API base: give it as `STRIPE_API_BASE`. */
  readonly url: string;
  /** Where events are posted, as the Dashboard's webhook endpoint says; set it once the server listens. */
  webhookUrl: string | null;
  /** Every API call answers 503 `api_error`, as Stripe does when it cannot serve. */
  down: boolean;
  /** API calls are never answered. */
  hang: boolean;
  /** The API calls received, oldest first. */
  readonly requests: readonly StripeDoubleRequest[];
  /** The events sent, oldest first. */
  readonly events: readonly StripeDoubleEvent[];
  /** A Checkout Session as the API shows it now, by its id or its `client_reference_id`. */
  session(ref: string): CheckoutSessionObject;
  /**
   * The payer pays: by card (the session completes paid), or with `async` by Pix, whose session
   * completes unpaid until `settle`. Sends `checkout.session.completed` unless `notify` is false.
   */
  pay(ref: string, options?: NotifyOption & { readonly async?: boolean }): Promise<StripeDoubleEvent>;
  /** A Pix payment's outcome: `checkout.session.async_payment_succeeded` or `…_failed`. */
  settle(ref: string, outcome: 'succeeded' | 'failed', options?: NotifyOption): Promise<StripeDoubleEvent>;
  /** Refunds `amountMinor` of the order's charge: `charge.refunded`, carrying the total refunded. */
  refund(ref: string, amountMinor: number, options?: NotifyOption): Promise<StripeDoubleEvent>;
  /** The payer's bank disputes the charge: `charge.dispute.created`. */
  dispute(ref: string, options?: NotifyOption): Promise<StripeDoubleEvent>;
  /** Expires an open session: `checkout.session.expired`. */
  expire(ref: string, options?: NotifyOption): Promise<StripeDoubleEvent>;
  /** Sends any event about `object`, signed. */
  emit(type: string, object: object, options?: NotifyOption): Promise<StripeDoubleEvent>;
  /** Sends an event again, signed anew as each of Stripe's retries is. */
  redeliver(event: StripeDoubleEvent): Promise<StripeDoubleEvent>;
  /** The `Stripe-Signature` of `body` at `timestamp` (epoch seconds; now by default). */
  sign(body: string, timestamp?: number): string;
  close(): Promise<void>;
}

export type Form = { [key: string]: string | Form };

/** A refusal in Stripe's error body (https://docs.stripe.com/api/errors). */
class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: { readonly type: string; readonly code?: string; readonly param?: string; readonly message: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, param?: string, code?: string) => new ApiRefusal(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

function randomId(prefix: string, length: number): string {
  return prefix + randomBytes(length).toString('base64url').replace(/[-_]/g, '0').slice(0, length);
}

/** Reads `application/x-www-form-urlencoded` with bracketed keys, as Stripe does. */
export function parseForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`);
    const path = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment] ?? {};
      if (typeof next === 'string') throw invalid(`Invalid parameter: ${key}`, path[0]);
      node[segment] = next;
      node = next;
    });
  }
  return root;
}

const text = (form: Form, key: string, param = key): string | undefined => {
  const value = form[key];
  if (value !== undefined && typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  return value;
};
const hash = (form: Form, key: string, param = key): Form | undefined => {
  const value = form[key];
  if (value !== undefined && typeof value === 'string') throw invalid(`Invalid object: ${param}`, param);
  return value;
};
const integer = (form: Form, key: string, param = key): number | undefined => {
  const value = text(form, key, param);
  if (value === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(value)) throw invalid(`Invalid integer: ${value}`, param);
  return Number(value);
};
/** An array sent as `key[0]`, `key[1]`…, in order. */
const list = (form: Form, key: string): Form[keyof Form][] => {
  const value = hash(form, key);
  if (!value) return [];
  const indexes = Object.keys(value).map(Number);
  if (indexes.some((index, position) => index !== position)) throw invalid(`Invalid array: ${key}`, key);
  return indexes.map((index) => value[String(index)] as Form[keyof Form]);
};

/** Top-level parameters of `POST /v1/checkout/sessions` (https://docs.stripe.com/api/checkout/sessions/create). */
const SESSION_PARAMS = new Set(
  (
    'adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax billing_address_collection branding_settings cancel_url ' +
    'client_reference_id consent_collection currency custom_fields custom_text customer customer_account customer_creation customer_email customer_update discounts ' +
    'excluded_payment_method_types expand expires_at integration_identifier invoice_creation line_items locale managed_payments metadata mode name_collection ' +
    'optional_items origin_context payment_intent_data payment_method_collection payment_method_configuration payment_method_data payment_method_options permissions ' +
    'phone_number_collection redirect_on_completion return_url saved_payment_method_options setup_intent_data shipping_address_collection shipping_options ' +
    'submit_type subscription_data success_url tax_id_collection ui_mode wallet_options'
  ).split(' '),
);
const LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(' '),
);
/** The methods the double offers, and the currencies each takes (card: any). */
const METHOD_CURRENCIES: Record<string, readonly string[] | null> = { card: null, pix: ['brl'] };
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

function metadataOf(form: Form | undefined, param: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form ?? {})) {
    if (typeof value !== 'string') throw invalid(`Invalid metadata value for ${key}`, `${param}[${key}]`);
    if (key.length > 40) throw invalid(`Metadata keys can have up to 40 characters: ${key}`, `${param}[${key}]`);
    if (value.length > 500) throw invalid(`Metadata values can have up to 500 characters: ${key}`, `${param}[${key}]`);
    metadata[key] = value;
  }
  if (Object.keys(metadata).length > 50) throw invalid('Metadata can have up to 50 keys', param);
  return metadata;
}

function absoluteUrl(form: Form, key: string): string | null {
  const value = text(form, key);
  if (value === undefined) return null;
  if (!URL.canParse(value) || !/^https?:/.test(value)) throw invalid('Not a valid URL', key, 'url_invalid');
  return value;
}

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const clock = options.clock ?? Date.now;
  const seconds = () => Math.floor(clock() / 1000);
  const deliver = options.deliver ?? deliverByFetch;
  const sessions = new Map<string, { object: CheckoutSessionObject; paymentIntentMetadata: Record<string, string>; charge: ChargeObject | null }>();
  const idempotent = new Map<string, { readonly route: string; readonly fingerprint: string; readonly status: number; readonly body: string }>();
  const requests: StripeDoubleRequest[] = [];
  const events: StripeDoubleEvent[] = [];
  const sockets = new Set<Socket>();
  let url = '';

  function entry(ref: string) {
    const found = sessions.get(ref) ?? [...sessions.values()].reverse().find((candidate) => candidate.object.client_reference_id === ref);
    if (!found) throw new Error(`no Checkout Session ${ref}`);
    // Stripe closes an open session once its `expires_at` has passed.
    if (found.object.status === 'open' && seconds() >= found.object.expires_at) Object.assign(found.object, { status: 'expired', url: null });
    return found;
  }

  function createSession(params: Form): CheckoutSessionObject {
    for (const key of Object.keys(params)) if (!SESSION_PARAMS.has(key)) throw invalid(`Received unknown parameter: ${key}`, key);
    const mode = text(params, 'mode');
    if (mode === undefined) throw invalid('Missing required param: mode.', 'mode');
    if (mode !== 'payment') throw invalid(`Only \`payment\` mode is served here, not ${mode}`, 'mode');
    const items = list(params, 'line_items');
    if (items.length === 0) throw invalid('You must provide at least one line item in `payment` mode.', 'line_items');
    let currency: string | undefined;
    let total = 0;
    items.forEach((item, index) => {
      const param = `line_items[${index}]`;
      if (!item || typeof item === 'string') throw invalid(`Invalid object: ${param}`, param);
      const quantity = integer(item, 'quantity', `${param}[quantity]`);
      if (quantity === undefined || quantity < 1) throw invalid('Quantity is required and must be at least 1.', `${param}[quantity]`);
      const price = hash(item, 'price_data', `${param}[price_data]`);
      if (!price) throw invalid('You must specify either `price` or `price_data` for each line item.', param);
      const itemCurrency = text(price, 'currency', `${param}[price_data][currency]`);
      if (!itemCurrency || !/^[a-z]{3}$/.test(itemCurrency)) throw invalid('Invalid currency', `${param}[price_data][currency]`);
      if (currency && currency !== itemCurrency) throw invalid('All line items must have the same currency.', `${param}[price_data][currency]`);
      currency = itemCurrency;
      const unitAmount = integer(price, 'unit_amount', `${param}[price_data][unit_amount]`);
      if (unitAmount === undefined || unitAmount < 0) throw invalid('Invalid non-negative integer', `${param}[price_data][unit_amount]`);
      const name = text(hash(price, 'product_data', `${param}[price_data][product_data]`) ?? {}, 'name', `${param}[price_data][product_data][name]`);
      if (!name) throw invalid('Missing required param: line_items[][price_data][product_data][name].', `${param}[price_data][product_data][name]`);
      total += unitAmount * quantity;
    });
    const charged = currency ?? '';
    if (total < 1) throw invalid('The total of a `payment` session must be positive.', 'line_items');
    if (total > 99_999_999) throw invalid('Amount must be no more than 8 digits.', 'line_items', 'amount_too_large');
    if (charged === 'isk' && total % 100 !== 0) {
      throw invalid('Invalid amount. Currency ISK has become effectively zero-decimal and charged amounts must be evenly divisible by 100.', 'line_items', 'invalid_charge_amount_no_decimal_compatible');
    }
    if (THREE_DECIMAL.has(charged) && total % 10 !== 0) throw invalid(`Amounts in ${charged.toUpperCase()} must end in 0.`, 'line_items');

    const now = seconds();
    const expiresAt = integer(params, 'expires_at') ?? now + 24 * 3600;
    if (expiresAt < now + 30 * 60) throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    if (expiresAt > now + 24 * 3600) throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');

    const allowed = list(params, 'allowed_payment_method_types').map((method, index) => {
      if (typeof method !== 'string') throw invalid('Invalid array', `allowed_payment_method_types[${index}]`);
      return method;
    });
    // A filter on what suits the session (https://docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions).
    const methods = (allowed.length > 0 ? allowed : Object.keys(METHOD_CURRENCIES)).filter((method) => {
      const currencies = METHOD_CURRENCIES[method];
      return currencies !== undefined && (currencies === null || currencies.includes(charged));
    });
    if (methods.length === 0) throw invalid(`None of the allowed payment method types can be used with ${charged}.`, 'allowed_payment_method_types');
    const pixExpiry = integer(hash(hash(params, 'payment_method_options') ?? {}, 'pix', 'payment_method_options[pix]') ?? {}, 'expires_after_seconds', 'payment_method_options[pix][expires_after_seconds]');
    if (pixExpiry !== undefined && (pixExpiry < 60 || pixExpiry > 1_209_600)) throw invalid('Must be between 60 and 1209600.', 'payment_method_options[pix][expires_after_seconds]');

    const locale = text(params, 'locale') ?? null;
    if (locale !== null && !LOCALES.has(locale)) throw invalid(`Invalid locale: ${locale}`, 'locale');
    const clientReferenceId = text(params, 'client_reference_id') ?? null;
    if (clientReferenceId !== null && clientReferenceId.length > 200) throw invalid('client_reference_id can have up to 200 characters', 'client_reference_id');
    const adaptive = text(hash(params, 'adaptive_pricing') ?? {}, 'enabled', 'adaptive_pricing[enabled]');
    const paymentIntentData = hash(params, 'payment_intent_data') ?? {};

    const id = randomId('cs_test_', 58);
    const object: CheckoutSessionObject = {
      id,
      object: 'checkout.session',
      adaptive_pricing: adaptive === undefined ? null : { enabled: adaptive === 'true' },
      allowed_payment_method_types: allowed.length > 0 ? allowed : null,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: absoluteUrl(params, 'cancel_url'),
      client_reference_id: clientReferenceId,
      created: now,
      currency: charged,
      customer: null,
      expires_at: expiresAt,
      livemode: false,
      locale,
      metadata: metadataOf(hash(params, 'metadata'), 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_method_options: pixExpiry === undefined ? {} : { pix: { expires_after_seconds: pixExpiry } },
      payment_method_types: methods,
      payment_status: 'unpaid',
      status: 'open',
      success_url: absoluteUrl(params, 'success_url'),
      url: `${url}/c/pay/${id}`,
    };
    sessions.set(id, { object, paymentIntentMetadata: metadataOf(hash(paymentIntentData, 'metadata', 'payment_intent_data[metadata]'), 'payment_intent_data[metadata]'), charge: null });
    return object;
  }

  async function api(request: IncomingMessage, response: ServerResponse, body: string): Promise<void> {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
    const answer = (status: number, value: unknown, extra: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req_', 14), 'stripe-version': Stripe.API_VERSION, ...extra });
      response.end(typeof value === 'string' ? value : JSON.stringify(value, null, 2));
    };
    let params: Form = {};
    let unreadable: ApiRefusal | null = null;
    try {
      params = method === 'POST' ? parseForm(body) : {};
    } catch (error) {
      if (!(error instanceof ApiRefusal)) throw error;
      unreadable = error;
    }
    requests.push({ method, path: request.url ?? path, headers, body, params });
    try {
      if (double.hang) return;
      if (double.down) throw new ApiRefusal(503, { type: 'api_error', message: 'Stripe is temporarily unable to handle this request. Please try again later.' });
      const key = headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (!key) throw new ApiRefusal(401, { type: 'invalid_request_error', message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')." });
      if (key !== options.secretKey) throw new ApiRefusal(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` });
      if (unreadable) throw unreadable;

      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const idempotencyKey = headers['idempotency-key'];
        const route = `${method} ${path}`;
        const fingerprint = [...new URLSearchParams(body)].map(([name, value]) => `${name}=${value}`).sort().join('&');
        const saved = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
        if (saved && idempotencyKey) {
          if (saved.route !== route || saved.fingerprint !== fingerprint) {
            throw invalid(`Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`);
          }
          return answer(saved.status, saved.body, { 'idempotency-key': idempotencyKey, 'idempotent-replayed': 'true' });
        }
        const created = JSON.stringify(createSession(params), null, 2);
        // Only a request that got past validation is kept for its key (https://docs.stripe.com/api/idempotent_requests).
        if (idempotencyKey) idempotent.set(idempotencyKey, { route, fingerprint, status: 200, body: created });
        return answer(200, created, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
      }
      const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
      if (method === 'GET' && sessionId) {
        const id = decodeURIComponent(sessionId);
        if (!sessions.has(id)) throw new ApiRefusal(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${id}'` });
        return answer(200, entry(id).object);
      }
      throw new ApiRefusal(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` });
    } catch (error) {
      if (!(error instanceof ApiRefusal)) throw error;
      answer(error.status, { error: error.error });
    }
  }

  /** The hosted payment page `session.url` leads to: a button per method, as a payer would press. */
  async function page(request: IncomingMessage, response: ServerResponse, id: string, body: string): Promise<void> {
    const found = sessions.has(id) ? entry(id) : undefined;
    if (!found || found.object.status !== 'open') {
      response.writeHead(found ? 410 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Checkout</title><p>This checkout is no longer available.</p>');
      return;
    }
    const session = found.object;
    if (request.method === 'POST') {
      const method = new URLSearchParams(body).get('method') ?? '';
      if (!session.payment_method_types.includes(method)) {
        response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Checkout</title><p>This payment method is not offered here.</p>');
        return;
      }
      if (method === 'pix') {
        await double.pay(id, { async: true });
        await double.settle(id, 'succeeded');
      } else {
        await double.pay(id);
      }
      response.writeHead(303, { location: session.success_url ?? url });
      response.end();
      return;
    }
    const buttons = session.payment_method_types.map((method) => `<button name="method" value="${method}">Pay with ${method}</button>`).join('');
    const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><meta charset="utf-8"><title>Checkout</title><p>${session.amount_total} ${session.currency} (minor units)</p><form method="post">${buttons}</form>${cancel}`);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const pageId = /^\/c\/pay\/([^/?]+)/.exec(request.url ?? '')?.[1];
      const handled = pageId ? page(request, response, decodeURIComponent(pageId), body) : api(request, response, body);
      handled.catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sign(body: string, timestamp = seconds()): string {
    // https://docs.stripe.com/webhooks#verify-manually: HMAC-SHA256 of `<t>.<payload>` with the endpoint's secret.
    const signature = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  async function post(id: string, type: string, body: string, notify: boolean): Promise<StripeDoubleEvent> {
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'cache-control': 'no-cache',
      'stripe-signature': sign(body),
    };
    let event: StripeDoubleEvent = { id, type, body, headers, answer: null, error: null };
    if (notify) {
      const endpoint = double.webhookUrl;
      if (!endpoint) throw new Error('the Stripe double has no webhookUrl to notify');
      try {
        event = { ...event, answer: await deliver({ url: endpoint, headers, body }) };
      } catch (error) {
        event = { ...event, error: String(error) };
      }
    }
    events.push(event);
    return event;
  }

  function send(type: string, object: object, notify = true): Promise<StripeDoubleEvent> {
    const id = randomId('evt_', 24);
    const event = { id, object: 'event', api_version: Stripe.API_VERSION, created: seconds(), data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type };
    // Stripe posts each event as indented JSON.
    return post(id, type, JSON.stringify(event, null, 2), notify);
  }

  function chargeFor(found: ReturnType<typeof entry>): ChargeObject {
    const { object } = found;
    if (!object.payment_intent) throw new Error(`Checkout Session ${object.id} has no payment`);
    return {
      id: randomId('ch_', 24),
      object: 'charge',
      amount: object.amount_total,
      amount_captured: object.amount_total,
      amount_refunded: 0,
      captured: true,
      created: seconds(),
      currency: object.currency,
      disputed: false,
      livemode: false,
      // A PaymentIntent's charges carry its metadata.
      metadata: { ...found.paymentIntentMetadata },
      paid: true,
      payment_intent: object.payment_intent,
      refunded: false,
      status: 'succeeded',
    };
  }

  function paidCharge(ref: string): ChargeObject {
    const charge = entry(ref).charge;
    if (!charge) throw new Error(`Checkout Session ${ref} was not paid`);
    return charge;
  }

  const double: StripeDouble = {
    get url() {
      return url;
    },
    webhookUrl: options.webhookUrl ?? null,
    down: false,
    hang: false,
    requests,
    events,
    session: (ref) => entry(ref).object,
    async pay(ref, { notify = true, async = false } = {}) {
      const found = entry(ref);
      if (found.object.status !== 'open') throw new Error(`Checkout Session ${found.object.id} is ${found.object.status}`);
      Object.assign(found.object, { status: 'complete', url: null, payment_intent: randomId('pi_', 24), payment_status: async ? 'unpaid' : 'paid' });
      if (!async) found.charge = chargeFor(found);
      return send('checkout.session.completed', found.object, notify);
    },
    async settle(ref, outcome, { notify = true } = {}) {
      const found = entry(ref);
      if (found.object.status !== 'complete' || found.object.payment_status !== 'unpaid') throw new Error(`Checkout Session ${found.object.id} awaits no delayed payment`);
      if (outcome === 'succeeded') {
        found.object.payment_status = 'paid';
        found.charge = chargeFor(found);
      }
      return send(`checkout.session.async_payment_${outcome}`, found.object, notify);
    },
    async refund(ref, amountMinor, { notify = true } = {}) {
      const charge = paidCharge(ref);
      if (!Number.isInteger(amountMinor) || amountMinor < 1 || charge.amount_refunded + amountMinor > charge.amount) throw new Error(`cannot refund ${amountMinor} of charge ${charge.id}`);
      charge.amount_refunded += amountMinor;
      charge.refunded = charge.amount_refunded === charge.amount;
      return send('charge.refunded', charge, notify);
    },
    async dispute(ref, { notify = true } = {}) {
      const charge = paidCharge(ref);
      charge.disputed = true;
      const dispute = {
        id: randomId('du_', 24),
        object: 'dispute',
        amount: charge.amount - charge.amount_refunded,
        charge: charge.id,
        created: seconds(),
        currency: charge.currency,
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: charge.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      return send('charge.dispute.created', dispute, notify);
    },
    async expire(ref, { notify = true } = {}) {
      const found = entry(ref);
      if (found.object.status !== 'open') throw new Error(`Checkout Session ${found.object.id} is ${found.object.status}`);
      Object.assign(found.object, { status: 'expired', url: null });
      return send('checkout.session.expired', found.object, notify);
    },
    emit: (type, object, { notify = true } = {}) => send(type, object, notify),
    redeliver: (event) => post(event.id, event.type, event.body, true),
    sign,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return double;
}

const deliverByFetch: Deliver = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
