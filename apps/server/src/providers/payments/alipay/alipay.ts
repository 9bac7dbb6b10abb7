import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { ProvidersConfig } from '../../../config.providers';
import type { Checkout, CheckoutRequest, NotificationReply, NotificationVerdict, PaymentEvent, PaymentProvider, PaymentQuery } from '../provider';
import { PaymentUnavailableError } from '../provider';

type AlipayConfig = NonNullable<ProvidersConfig['alipay']>;

export const ALIPAY_NOTIFY_PATH = '/api/pay/alipay/notify';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Alipay retries an unanswered notification 8 times over about 25 hours (4m, 10m, 10m, 1h, 2h,
 * 6h, 15h; "直到超过 24 小时 22 分钟"). Its documentation calls `notify_time` the time the
 * notification was sent but never says a resend carries a new one, and it does say a resend keeps
 * its `notify_id`; so a notification is taken as fresh for the whole retry schedule plus an hour,
 * and a replay inside that window is harmless since its event id settles it once.
 */
const NOTIFY_MAX_AGE_MS = 26 * 60 * 60 * 1000;
/** A notification stamped this far ahead of our clock is refused: clocks drift, not by more. */
const NOTIFY_MAX_AHEAD_MS = 10 * 60 * 1000;

/** The product each page method is signed for (alipay.trade.page.pay / alipay.trade.wap.pay). */
const METHODS = {
  web: { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' },
  h5: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
} as const;

/** The gateway's "try again later" answers: 20000 (isp/aop.unknow-error) and the trade API's ACQ.SYSTEM_ERROR. */
const BUSY_CODE = '20000';
const BUSY_SUB_CODES = new Set(['ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'aop.unknow-error']);

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Alipay's times: `yyyy-MM-dd HH:mm:ss`, Beijing time (GMT+8), whatever this server's zone. */
export function beijingTime(epochMs: number): string {
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch ms of a `yyyy-MM-dd HH:mm:ss` Beijing time, or null when it is not one. */
export function parseBeijingTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const epochMs = Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
  // Date.UTC rolls 2024-02-30 over to March; a real time formats back to itself.
  return beijingTime(epochMs) === text ? epochMs : null;
}

/** Fen as Alipay's yuan amount, two decimals: 3000 → "30.00". */
export function yuanOf(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError(`an Alipay amount is a positive whole number of fen, not ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** An Alipay yuan amount ("30.00", "30.5", "30") in fen, or null when it is not one. */
export function fenOf(yuan: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The string Alipay signs a notification over: every parameter but `sign` and `sign_type`,
 * URL-decoded, sorted by name, joined as `name=value` with `&` (opendocs.alipay.com/open/270/105902,
 * "异步返回结果的验签"; the same as the Java SDK's `AlipaySignature.getSignCheckContentV1`).
 */
export function notificationSigningString(params: URLSearchParams): string {
  return [...params.keys()]
    .filter((name) => name !== 'sign' && name !== 'sign_type')
    .sort()
    .map((name) => `${name}=${params.get(name) ?? ''}`)
    .join('&');
}

/** The app private key as PKCS#8 PEM, from PKCS#8 or PKCS#1 PEM or the bare base64 Alipay's key tool gives. */
function privateKeyPem(text: string): string {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----') ? createPrivateKey(trimmed) : derKey(trimmed, (der, type) => createPrivateKey({ key: der, format: 'der', type }), ['pkcs8', 'pkcs1']);
  return rsaPem(key, 'app private key', { type: 'pkcs8', format: 'pem' });
}

/** Alipay's public key as SPKI PEM, from PEM or the bare base64 the open platform shows. */
function publicKeyPem(text: string): string {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----') ? createPublicKey(trimmed) : derKey(trimmed, (der, type) => createPublicKey({ key: der, format: 'der', type }), ['spki', 'pkcs1']);
  return rsaPem(key, 'public key', { type: 'spki', format: 'pem' });
}

function derKey<T extends string>(base64: string, read: (der: Buffer, type: T) => KeyObject, types: readonly T[]): KeyObject {
  const der = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  for (const type of types) {
    try {
      return read(der, type);
    } catch {
      // Not this encoding; the next one is tried.
    }
  }
  throw new Error('an Alipay key is neither a PEM nor a base64 DER RSA key');
}

function rsaPem(key: KeyObject, what: string, encoding: { type: 'pkcs8' | 'spki'; format: 'pem' }): string {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`the Alipay ${what} is not an RSA key (RSA2 signs with SHA256withRSA)`);
  // The SDK rebuilds the PEM from its lines and would keep a trailing blank one as key text.
  return (key.export(encoding) as string).trim();
}

/** Alipay's order titles may not carry `/`, `=` or `&`, and hold at most 256 characters. */
function subjectOf(subject: string): string {
  const cleaned = subject.replace(/[/=&]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...(cleaned || 'Lootbay')].slice(0, 256).join('');
}

/** The event a verified notification reports. */
function eventOf(params: URLSearchParams, orderNo: string): NotificationVerdict {
  const malformed: NotificationVerdict = { ok: false, refusal: 'malformed', orderNo };
  const notifyType = params.get('notify_type');
  const tradeNo = params.get('trade_no');
  const status = params.get('trade_status');
  if (!notifyType || !tradeNo || !status) return malformed;
  if (notifyType !== 'trade_status_sync') return { ok: true, event: null };

  // A refund is told by the payment's own notification: a partial one keeps TRADE_SUCCESS, a full
  // one closes the trade; either way it carries the total refunded so far and when.
  const refundFee = params.get('refund_fee');
  const refunded = refundFee === null ? 0 : fenOf(refundFee);
  if (refunded === null) return malformed;
  if (refunded > 0 && params.get('gmt_refund')) {
    const refundNo = params.get('out_biz_no') ?? '';
    const event: PaymentEvent = { kind: 'reversed', eventId: `${tradeNo}:refund:${refundNo}:${refunded}`, orderNo, paymentId: tradeNo, amount: refunded, cumulative: true, reason: 'refund' };
    return { ok: true, event };
  }
  switch (status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED': {
      const amount = fenOf(params.get('total_amount') ?? undefined);
      if (amount === null || amount === 0) return malformed;
      return { ok: true, event: { kind: 'paid', eventId: tradeNo, orderNo, amount } };
    }
    case 'WAIT_BUYER_PAY':
    case 'TRADE_CLOSED':
      return { ok: true, event: null };
    default:
      return malformed;
  }
}

/**
 * Alipay (支付宝开放平台, OpenAPI 2.0 with RSA2 keys): the computer's page checkout
 * (`alipay.trade.page.pay`) and the phone's (`alipay.trade.wap.pay`) as signed gateway URLs, its
 * form-encoded notifications, and `alipay.trade.query` for orders whose notification never came.
 */
export function createAlipayProvider(config: AlipayConfig, options: { timeoutMs?: number } = {}): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: privateKeyPem(config.privateKey),
    keyType: 'PKCS8',
    alipayPublicKey: publicKeyPem(config.alipayPublicKey),
    gateway: config.gateway,
    signType: 'RSA2',
    timeout: timeoutMs,
    camelcase: false,
  });

  function verifySignature(params: URLSearchParams): boolean {
    const sign = params.get('sign');
    if (!sign || params.get('sign_type') !== 'RSA2') return false;
    try {
      return sdk.rsaCheck(notificationSigningString(params), sign, 'RSA2');
    } catch {
      return false;
    }
  }

  /** `alipay.trade.query`'s verified answer; throws PaymentUnavailableError when Alipay does not give one now. */
  async function tradeQuery(orderNo: string): Promise<AlipaySdkCommonResult> {
    const asked = sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: orderNo }, timestamp: beijingTime(Date.now()) }, { validateSign: true }).catch((error: unknown) => {
      throw error instanceof AlipayRequestError ? unansweredOrUntrusted(error) : error;
    });
    const result = await withinTime(asked, timeoutMs);
    if (result.code === BUSY_CODE || BUSY_SUB_CODES.has(result.sub_code ?? '')) {
      throw new PaymentUnavailableError(`Alipay is busy (${result.code} ${result.sub_code ?? ''})`);
    }
    return result;
  }

  return {
    name: 'alipay',
    payTypes: ['alipay'],
    notifyPath: ALIPAY_NOTIFY_PATH,

    async checkout(request: CheckoutRequest): Promise<Checkout> {
      if (request.payType !== 'alipay') throw new Error(`Alipay cannot collect ${request.payType}`);
      const { method, productCode } = METHODS[request.channel];
      const returnUrl = `${request.origin}/recharge?orderNo=${encodeURIComponent(request.orderNo)}`;
      // Signed here, opened by the player's browser: the same order number, amount and title bring
      // back the same Alipay trade, which Alipay never lets be paid twice.
      const payUrl = sdk.pageExecute(method, 'GET', {
        bizContent: {
          out_trade_no: request.orderNo,
          total_amount: yuanOf(request.amount),
          subject: subjectOf(request.subject),
          product_code: productCode,
          time_expire: beijingTime(request.expiresAt),
          ...(request.channel === 'h5' ? { quit_url: returnUrl } : {}),
        },
        notifyUrl: `${request.origin}${ALIPAY_NOTIFY_PATH}`,
        returnUrl,
        timestamp: beijingTime(Date.now()),
      });
      return { payUrl };
    },

    verifyNotification({ rawBody, now }): NotificationVerdict {
      const params = new URLSearchParams(rawBody);
      const orderNo = params.get('out_trade_no')?.slice(0, 64) || null;
      if (!verifySignature(params) || params.get('app_id') !== config.appId) return { ok: false, refusal: 'signature', orderNo };
      const names = [...params.keys()];
      if (new Set(names).size !== names.length || !orderNo) return { ok: false, refusal: 'malformed', orderNo };
      const notifiedAt = parseBeijingTime(params.get('notify_time') ?? '');
      if (notifiedAt === null) return { ok: false, refusal: 'malformed', orderNo };
      if (now - notifiedAt > NOTIFY_MAX_AGE_MS || notifiedAt - now > NOTIFY_MAX_AHEAD_MS) return { ok: false, refusal: 'stale', orderNo };
      return eventOf(params, orderNo);
    },

    reply(outcome): NotificationReply {
      // Alipay stops resending only on the exact seven characters `success`.
      if (outcome.accepted) return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
      return { status: outcome.refusal === 'error' ? 500 : 400, contentType: 'text/plain; charset=utf-8', body: 'fail' };
    },

    async query({ orderNo }): Promise<PaymentQuery> {
      const result = await tradeQuery(orderNo);
      if (result.code === '40004' && result.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'open' };
      if (result.code !== '10000') throw new Error(`Alipay refused alipay.trade.query: ${result.code} ${result.sub_code ?? ''} ${result.sub_msg ?? result.msg}`);
      if (result.out_trade_no !== orderNo) throw new Error(`Alipay answered about order ${String(result.out_trade_no)} when asked about ${orderNo}`);
      switch (result.trade_status) {
        case 'TRADE_SUCCESS':
        case 'TRADE_FINISHED': {
          const amount = fenOf(result.total_amount);
          if (typeof result.trade_no !== 'string' || !result.trade_no || amount === null) throw new Error(`Alipay reported order ${orderNo} paid without its trade number or amount`);
          return { state: 'paid', event: { kind: 'paid', eventId: result.trade_no, orderNo, amount } };
        }
        case 'WAIT_BUYER_PAY':
          return { state: 'open' };
        case 'TRADE_CLOSED':
          return { state: 'closed' };
        default:
          throw new Error(`Alipay reported order ${orderNo} in an unknown state ${String(result.trade_status)}`);
      }
    },
  };
}

/**
 * The SDK's HTTP client rounds its timeout up to whole seconds; the caller is answered on time
 * regardless, and the abandoned request ends at the client's own timeout.
 */
async function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentUnavailableError(`Alipay did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a failed `alipay.trade.query` means: no answer, a non-JSON or 5xx page, or an unsigned
 * "busy" answer is an outage; an answer whose signature does not verify is not to be trusted.
 */
function unansweredOrUntrusted(error: AlipayRequestError): Error {
  const raw = error.responseDataRaw;
  if (raw === undefined) return new PaymentUnavailableError(`Alipay did not answer: ${error.message}`, { cause: error });
  let answer: unknown;
  try {
    answer = JSON.parse(raw);
  } catch {
    return new PaymentUnavailableError('Alipay answered with something other than its JSON', { cause: error });
  }
  const body = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const response = (body.alipay_trade_query_response ?? body.error_response) as { code?: unknown; sub_code?: unknown } | undefined;
  if (response?.code === BUSY_CODE || BUSY_SUB_CODES.has(String(response?.sub_code))) {
    return new PaymentUnavailableError(`Alipay is busy (${String(response?.code)} ${String(response?.sub_code ?? '')})`, { cause: error });
  }
  return new Error(`Alipay's answer to alipay.trade.query could not be verified: ${error.message}`, { cause: error });
}
