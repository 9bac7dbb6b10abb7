import { createDecipheriv, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { ProvidersConfig } from '../../../config.providers';
import {
  PaymentUnavailableError,
  type Checkout,
  type CheckoutChannel,
  type CheckoutRequest,
  type NotificationInput,
  type NotificationRefusal,
  type NotificationVerdict,
  type PaymentProvider,
  type PaymentQuery,
} from '../provider';

type WechatPayConfig = NonNullable<ProvidersConfig['wechat']>;

export const WECHAT_NOTIFY_PATH = '/api/pay/wechat/notify';

const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const DEFAULT_TIMEOUT_MS = 10_000;
/** WeChat Pay's own limit on a signature's age, which we hold its answers and notifications to as well. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** `out_trade_no`: 6 to 32 digits, letters and `_-|*`. */
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const DESCRIPTION_MAX_CHARS = 127;
const GCM_TAG_BYTES = 16;

/** The text WeChat Pay's signatures cover: each part on a line of its own, the last line ended too. */
export function signedText(...parts: readonly (string | number)[]): string {
  return parts.map((part) => `${part}\n`).join('');
}

/** The `Authorization` header of a request: SHA256-with-RSA over method, path and query, time, nonce and body. */
export function authorization(
  merchant: { readonly mchId: string; readonly serial: string; readonly privateKey: KeyObject },
  request: { readonly method: string; readonly url: string; readonly body: string },
  timestamp: number,
  nonce: string,
): string {
  const signature = sign('sha256', Buffer.from(signedText(request.method, request.url, timestamp, nonce, request.body)), merchant.privateKey).toString('base64');
  return `${AUTH_SCHEME} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serial}"`;
}

interface SignedBy {
  readonly timestamp: string | undefined;
  readonly nonce: string | undefined;
  readonly signature: string | undefined;
  readonly serial: string | undefined;
}

/** Whether an answer or a notification is WeChat Pay's, signed with the public key we hold, and recent. */
function checkSignature(platform: { readonly key: KeyObject; readonly serial: string }, signed: SignedBy, body: string, now: number): 'genuine' | 'signature' | 'stale' {
  const { timestamp, nonce, signature, serial } = signed;
  if (!timestamp || !nonce || !signature || serial !== platform.serial || !/^\d{1,12}$/.test(timestamp)) return 'signature';
  let valid: boolean;
  try {
    valid = verify('sha256', Buffer.from(signedText(timestamp, nonce, body)), platform.key, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) return 'signature';
  return Math.abs(now - Number(timestamp) * 1000) > MAX_CLOCK_SKEW_MS ? 'stale' : 'genuine';
}

/** A notification's `resource`, sealed with AEAD_AES_256_GCM under the API v3 key; null when it does not open. */
function openResource(key: Buffer, resource: { readonly ciphertext: string; readonly nonce: string; readonly associated_data?: string | undefined }): string | null {
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= GCM_TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(sealed.subarray(-GCM_TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(sealed.subarray(0, -GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** RFC 3339 in China Standard Time, as WeChat Pay writes it (`2018-06-08T10:34:56+08:00`). */
function chinaTime(epochMs: number): string {
  return `${new Date(Math.floor(epochMs / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

function headerOf(headers: NotificationInput['headers'], name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A documented refusal (a 4xx answer with `{ code, message }`), as opposed to no answer at all. */
class WechatPayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay answered ${status} ${code}: ${message}`);
  }
}

const errorAnswer = z.object({ code: z.string(), message: z.string().optional() });
const nativeAnswer = z.object({ code_url: z.string().min(1) });
const h5Answer = z.object({ h5_url: z.url({ protocol: /^https?$/ }) });
const transactionAnswer = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  trade_state: z.string(),
  transaction_id: z.string().min(1).max(64).optional(),
  amount: z.object({ total: z.int().positive().optional() }).optional(),
});
type Transaction = z.infer<typeof transactionAnswer>;

const notificationEnvelope = z.object({
  event_type: z.string().min(1),
  resource: z.object({ algorithm: z.literal('AEAD_AES_256_GCM'), ciphertext: z.string().min(1), nonce: z.string().min(1), associated_data: z.string().optional() }),
});
const paidTransaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1).max(64),
  transaction_id: z.string().min(1).max(64),
  trade_state: z.string(),
  amount: z.object({ total: z.int().positive() }),
});
const refundResource = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1).max(64),
  transaction_id: z.string().min(1).max(64),
  refund_id: z.string().min(1).max(64),
  refund_status: z.string(),
  amount: z.object({ refund: z.int().positive() }),
});

/** A notification once its resource is opened: its type and the decrypted document. */
type Opened = { readonly ok: true; readonly eventType: string; readonly data: unknown } | { readonly ok: false; readonly refusal: NotificationRefusal };

/**
 * WeChat Pay API v3 in its public-key mode: Native orders (a `weixin://` code shown as a QR code)
 * on a computer, H5 orders on a phone's browser, each request signed with the merchant's API key
 * and each answer and notification checked against the WeChat Pay public key.
 */
export function createWechatPayProvider(config: WechatPayConfig, options: { readonly timeoutMs?: number } = {}): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const merchant = { mchId: config.mchId, serial: config.serial, privateKey: createPrivateKey(config.privateKey) };
  const platform = { key: createPublicKey(config.platformPublicKey), serial: config.platformSerial };
  const apiV3Key = Buffer.from(config.apiV3Key, 'utf8');
  if (apiV3Key.length !== 32) throw new Error('the WeChat Pay API v3 key is 32 bytes');

  /** Sends a signed request; answers the verified body of a 2xx, throws a refusal for a 4xx and PaymentUnavailableError for the rest. */
  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<unknown> {
    const url = new URL(config.base + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'Lootbay',
      Authorization: authorization(merchant, { method, url: url.pathname + url.search, body }, Math.floor(Date.now() / 1000), randomBytes(16).toString('hex').toUpperCase()),
      // The public key we hold: WeChat Pay signs its answer with the matching private key.
      'Wechatpay-Serial': platform.serial,
      ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { method, headers, body: payload === undefined ? undefined : body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw new PaymentUnavailableError(`WeChat Pay did not answer ${method} ${url.pathname}`, { cause: error });
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      const refusal = errorAnswer.safeParse(safeJson(text));
      throw new WechatPayRefusal(response.status, refusal.success ? refusal.data.code : 'UNREADABLE', refusal.success ? (refusal.data.message ?? '') : text.slice(0, 200));
    }
    if (response.status < 200 || response.status >= 300) throw new PaymentUnavailableError(`WeChat Pay could not serve ${method} ${url.pathname}: ${response.status} ${text.slice(0, 200)}`);
    const signedBy = {
      timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
      nonce: response.headers.get('wechatpay-nonce') ?? undefined,
      signature: response.headers.get('wechatpay-signature') ?? undefined,
      serial: response.headers.get('wechatpay-serial') ?? undefined,
    };
    const check = checkSignature(platform, signedBy, text, Date.now());
    // An answer that is not provably WeChat Pay's is no answer.
    if (check !== 'genuine') throw new PaymentUnavailableError(`WeChat Pay's answer to ${method} ${url.pathname} failed its ${check} check`);
    const answer = safeJson(text);
    if (answer === undefined) throw new PaymentUnavailableError(`WeChat Pay's answer to ${method} ${url.pathname} is not JSON`);
    return answer;
  }

  function read<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new PaymentUnavailableError(`WeChat Pay's answer to ${what} is not as documented: ${parsed.error.message}`);
    return parsed.data;
  }

  const returnUrl = (request: CheckoutRequest): string => `${request.origin}/recharge?orderNo=${encodeURIComponent(request.orderNo)}`;

  /**
   * Places the order (again). WeChat Pay answers a repeat with the same parameters with the order's
   * current code or link, and refuses one that differs (`OUT_TRADE_NO_USED`).
   */
  async function place(request: CheckoutRequest, channel: CheckoutChannel): Promise<Checkout> {
    const order = {
      appid: config.appId,
      mchid: config.mchId,
      description: Array.from(request.subject).slice(0, DESCRIPTION_MAX_CHARS).join(''),
      out_trade_no: request.orderNo,
      // The time the payer can pay until: WeChat Pay stops taking the payment when our order times out.
      time_expire: chinaTime(request.expiresAt),
      notify_url: request.origin + WECHAT_NOTIFY_PATH,
      amount: { total: request.amount, currency: 'CNY' },
    };
    if (channel === 'web') {
      const { code_url } = read(nativeAnswer, await call('POST', '/v3/pay/transactions/native', order), 'a Native order');
      return { payUrl: code_url, scan: true };
    }
    const h5 = { ...order, scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } };
    const { h5_url } = read(h5Answer, await call('POST', '/v3/pay/transactions/h5', h5), 'an H5 order');
    // WeChat Pay's cashier sends the player back to `redirect_url` once they have paid.
    return { payUrl: `${h5_url}${h5_url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl(request))}` };
  }

  /** The order as WeChat Pay knows it; null when it has never been placed there. */
  async function lookUp(orderNo: string): Promise<Transaction | null> {
    let answer: unknown;
    try {
      answer = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`);
    } catch (error) {
      if (!(error instanceof WechatPayRefusal)) throw error;
      if (error.status === 404 && error.code === 'ORDER_NOT_EXIST') return null;
      throw new PaymentUnavailableError(error.message, { cause: error });
    }
    const transaction = read(transactionAnswer, answer, `the query of ${orderNo}`);
    if (transaction.mchid !== config.mchId || transaction.appid !== config.appId || transaction.out_trade_no !== orderNo) {
      throw new PaymentUnavailableError(`WeChat Pay answered the query of ${orderNo} about another order (${transaction.mchid}/${transaction.appid}/${transaction.out_trade_no})`);
    }
    return transaction;
  }

  /**
   * After WeChat Pay refused to place an order again: a paid order sends the player to its result
   * page, an unpaid one placed on the other channel answers that checkout, never a second order.
   */
  async function resume(request: CheckoutRequest, refusal: WechatPayRefusal): Promise<Checkout> {
    const state = (await lookUp(request.orderNo))?.trade_state;
    if (state === 'SUCCESS' || state === 'REFUND') return { payUrl: returnUrl(request) };
    if (state === 'NOTPAY' || state === 'USERPAYING') {
      try {
        return await place(request, request.channel === 'web' ? 'h5' : 'web');
      } catch (error) {
        if (!(error instanceof WechatPayRefusal)) throw error;
      }
    }
    throw new PaymentUnavailableError(`${refusal.message} (order ${request.orderNo}: ${state ?? 'not placed'})`, { cause: refusal });
  }

  /** Decrypts a signed notification's resource. */
  function open(rawBody: string): Opened {
    const envelope = notificationEnvelope.safeParse(safeJson(rawBody));
    if (!envelope.success) return { ok: false, refusal: 'malformed' };
    const plaintext = openResource(apiV3Key, envelope.data.resource);
    // GCM authenticates the resource: one that does not open under our key is not genuine.
    if (plaintext === null) return { ok: false, refusal: 'signature' };
    const data = safeJson(plaintext);
    return data === undefined ? { ok: false, refusal: 'malformed' } : { ok: true, eventType: envelope.data.event_type, data };
  }

  function eventOf(opened: Extract<Opened, { ok: true }>): NotificationVerdict {
    const orderNo = orderNoOf(opened);
    if (opened.eventType === 'TRANSACTION.SUCCESS') {
      const transaction = paidTransaction.safeParse(opened.data);
      if (!transaction.success) return { ok: false, refusal: 'malformed', orderNo };
      const { data } = transaction;
      if (data.mchid !== config.mchId || data.appid !== config.appId) return { ok: false, refusal: 'signature', orderNo };
      if (data.trade_state !== 'SUCCESS') return { ok: true, event: null };
      return { ok: true, event: { kind: 'paid', eventId: data.transaction_id, orderNo: data.out_trade_no, amount: data.amount.total } };
    }
    if (opened.eventType === 'REFUND.SUCCESS') {
      const refund = refundResource.safeParse(opened.data);
      if (!refund.success) return { ok: false, refusal: 'malformed', orderNo };
      const { data } = refund;
      if (data.mchid !== config.mchId) return { ok: false, refusal: 'signature', orderNo };
      if (data.refund_status !== 'SUCCESS') return { ok: true, event: null };
      // Each refund is its own part of the payment: WeChat Pay reports one refund per notification.
      return {
        ok: true,
        event: { kind: 'reversed', eventId: data.refund_id, orderNo: data.out_trade_no, paymentId: data.transaction_id, amount: data.amount.refund, cumulative: false, reason: 'refund' },
      };
    }
    return { ok: true, event: null };
  }

  return {
    name: 'wechat',
    payTypes: ['wechat'],
    notifyPath: WECHAT_NOTIFY_PATH,

    async checkout(request) {
      if (!OUT_TRADE_NO.test(request.orderNo)) throw new PaymentUnavailableError(`WeChat Pay cannot take ${request.orderNo} as an out_trade_no (6 to 32 of 0-9A-Za-z_-|*)`);
      try {
        return await place(request, request.channel);
      } catch (error) {
        if (!(error instanceof WechatPayRefusal)) throw error;
        if (error.status !== 400 && error.status !== 403) throw new PaymentUnavailableError(error.message, { cause: error });
        return resume(request, error);
      }
    },

    verifyNotification({ rawBody, headers, now }) {
      const signedBy = {
        timestamp: headerOf(headers, 'wechatpay-timestamp'),
        nonce: headerOf(headers, 'wechatpay-nonce'),
        signature: headerOf(headers, 'wechatpay-signature'),
        serial: headerOf(headers, 'wechatpay-serial'),
      };
      const check = checkSignature(platform, signedBy, rawBody, now);
      if (check === 'signature') return { ok: false, refusal: 'signature', orderNo: null };
      const opened = open(rawBody);
      if (check === 'stale') return { ok: false, refusal: 'stale', orderNo: opened.ok ? orderNoOf(opened) : null };
      if (!opened.ok) return { ok: false, refusal: opened.refusal, orderNo: null };
      return eventOf(opened);
    },

    reply(outcome) {
      // WeChat Pay takes a 200 or 204 without a body as received; anything else is sent again later.
      if (outcome.accepted) return { status: 204, contentType: 'text/plain; charset=utf-8', body: '' };
      return { status: outcome.refusal === 'error' ? 500 : 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: outcome.message }) };
    },

    async query({ orderNo }): Promise<PaymentQuery> {
      // WeChat Pay could never have taken it, so it will never be paid there.
      if (!OUT_TRADE_NO.test(orderNo)) return { state: 'closed' };
      const transaction = await lookUp(orderNo);
      if (transaction === null) return { state: 'open' };
      switch (transaction.trade_state) {
        // REFUND: paid, then (partly) refunded; the payment stands, its refunds come as notifications of their own.
        case 'SUCCESS':
        case 'REFUND': {
          const total = transaction.amount?.total;
          if (transaction.transaction_id === undefined || total === undefined) throw new PaymentUnavailableError(`WeChat Pay reported ${orderNo} paid without its transaction`);
          return { state: 'paid', event: { kind: 'paid', eventId: transaction.transaction_id, orderNo, amount: total } };
        }
        case 'NOTPAY':
        case 'USERPAYING':
          return { state: 'open' };
        case 'CLOSED':
        case 'REVOKED':
        case 'PAYERROR':
          return { state: 'closed' };
        default:
          throw new PaymentUnavailableError(`WeChat Pay reported ${orderNo} in an undocumented trade_state ${transaction.trade_state}`);
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The order a decrypted notification is about, when it says. */
function orderNoOf(opened: Extract<Opened, { ok: true }>): string | null {
  const { data } = opened;
  if (typeof data !== 'object' || data === null || !('out_trade_no' in data)) return null;
  return typeof data.out_trade_no === 'string' ? data.out_trade_no.slice(0, 64) : null;
}
