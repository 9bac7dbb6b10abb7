import { createCipheriv, createPublicKey, generateKeyPairSync, randomBytes, randomInt, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * WeChat Pay API v3 (public-key mode) on this machine: Native and H5 orders, the query by
 * `out_trade_no`, and the signed, encrypted notifications of payments and refunds, each as
 * WeChat Pay documents them. It holds the WeChat Pay key pair and the merchant's public key:
 * every request's `Authorization` is verified, every answer signed.
 */

export interface NotificationRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export type Deliver = (request: NotificationRequest) => Promise<{ status: number; body: string }>;

export interface SentNotification extends NotificationRequest {
  readonly eventType: string;
  /** The merchant's answer; null when it could not be reached. */
  readonly answer: { readonly status: number; readonly body: string } | null;
}

export interface ReceivedRequest {
  readonly method: string;
  /** Path and query string, as signed. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type TradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'REFUND' | 'CLOSED' | 'REVOKED' | 'PAYERROR';

export interface DoubleOrder {
  readonly outTradeNo: string;
  readonly tradeType: 'NATIVE' | 'MWEB';
  /** The order request as received. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly total: number;
  readonly notifyUrl: string;
  /** Epoch ms of `time_expire`, if given. */
  readonly expiresAt: number | null;
  /** The `code_url` (Native) or `h5_url` (H5) WeChat Pay answered. */
  readonly payUrl: string;
  state: TradeState;
  transactionId: string | null;
  paidAt: number | null;
  refunded: number;
  readonly openid: string;
}

export interface WechatPayDoubleOptions {
  readonly mchId: string;
  readonly appId: string;
  readonly apiV3Key: string;
  /** The merchant API certificate's public key (PEM) and serial: requests are signed with its private key. */
  readonly merchantPublicKey: string;
  readonly merchantSerial: string;
  /** The WeChat Pay public key's id. */
  readonly platformSerial?: string;
  /** The WeChat Pay key pair; one is made when not given. */
  readonly platformKeys?: { readonly privateKey: KeyObject; readonly publicKey: KeyObject };
  /** How notifications reach the merchant; a real POST by default. */
  readonly deliver?: Deliver;
  /** The clock of its signatures and of its checks; the adapter holds its answers to five minutes of the real clock. */
  readonly now?: () => number;
}

export interface WechatPayDouble {
  /** The base address (`http://127.0.0.1:<port>`), the adapter's `base`. */
  readonly url: string;
  /** The WeChat Pay public key (PEM) and its id, the adapter's `platformPublicKey` and `platformSerial`. */
  readonly platformPublicKey: string;
  readonly platformSerial: string;
  /** Answer every request with WeChat Pay's documented system error (500 SYSTEM_ERROR). */
  down: boolean;
  /** Never answer (for timeouts). */
  hang: boolean;
  /** Change each answer's body after signing it, as a man in the middle would. */
  tamperResponses: boolean;
  readonly requests: readonly ReceivedRequest[];
  readonly orders: ReadonlyMap<string, DoubleOrder>;
  readonly notifications: readonly SentNotification[];
  /** The payer pays the order; with `notify` (the default) its TRANSACTION.SUCCESS notification is delivered. */
  pay(outTradeNo: string, options?: { readonly notify?: boolean }): Promise<SentNotification | null>;
  /** The merchant refunds part of a paid order; its REFUND.SUCCESS notification is delivered. */
  refund(outTradeNo: string, amountFen: number): Promise<SentNotification>;
  /** Moves an unpaid order to another state (closed, revoked, failed, being paid). */
  setTradeState(outTradeNo: string, state: Exclude<TradeState, 'SUCCESS' | 'REFUND'>): void;
  /** A notification of any event about any resource, encrypted and signed as WeChat Pay sends them, not delivered. */
  compose(eventType: string, resource: object, options?: { readonly url?: string; readonly at?: number }): NotificationRequest;
  /** WeChat Pay's signature headers over any body, at any time, under any key id. */
  signNotification(body: string, options?: { readonly at?: number; readonly serial?: string }): Record<string, string>;
  /** A `resource` sealed with AEAD_AES_256_GCM under the API v3 key. */
  encryptResource(plaintext: string, associatedData: string): Record<string, string>;
  /** Sends a notification again, as WeChat Pay does when it was not acknowledged. */
  redeliver(notification: NotificationRequest): Promise<{ status: number; body: string } | null>;
  close(): Promise<void>;
}

const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const TRADE_STATE_DESC: Record<TradeState, string> = {
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  REVOKED: '已撤销',
  USERPAYING: '用户支付中',
  PAYERROR: '支付失败',
};

class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

const digits = (count: number): string => Array.from({ length: count }, () => randomInt(10)).join('');
const letters = (count: number): string => randomBytes(count).toString('base64url').replace(/[-_]/g, 'x').slice(0, count);
const chinaTime = (epochMs: number): string => `${new Date(Math.floor(epochMs / 1000) * 1000 + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

const realDelivery: Deliver = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
};

function authorizationParts(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const parts: Record<string, string> = {};
  for (const pair of header.slice(AUTH_SCHEME.length + 1).split(',')) {
    const match = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(pair);
    if (!match) return null;
    parts[match[1]!] = match[2]!;
  }
  return parts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function startWechatPayDouble(options: WechatPayDoubleOptions): Promise<WechatPayDouble> {
  const now = options.now ?? Date.now;
  const deliver = options.deliver ?? realDelivery;
  const platformKeys = options.platformKeys ?? generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformSerial = options.platformSerial ?? `PUB_KEY_ID_${digits(32)}`;
  const merchantKey = createPublicKey(options.merchantPublicKey);
  const apiV3Key = Buffer.from(options.apiV3Key, 'utf8');
  const requests: ReceivedRequest[] = [];
  const orders = new Map<string, DoubleOrder>();
  const notifications: SentNotification[] = [];

  function signNotification(body: string, signOptions: { at?: number; serial?: string } = {}): Record<string, string> {
    const timestamp = String(Math.floor((signOptions.at ?? now()) / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), platformKeys.privateKey).toString('base64');
    return { 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': nonce, 'Wechatpay-Signature': signature, 'Wechatpay-Serial': signOptions.serial ?? platformSerial };
  }

  function encryptResource(plaintext: string, associatedData: string): Record<string, string> {
    const nonce = letters(12);
    const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce };
  }

  function compose(eventType: string, resource: object, composeOptions: { url?: string; at?: number } = {}): NotificationRequest {
    const at = composeOptions.at ?? now();
    const kind = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: chinaTime(at),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : eventType === 'REFUND.SUCCESS' ? '退款成功' : '通知',
      resource: encryptResource(JSON.stringify(resource), kind),
    });
    return { url: composeOptions.url ?? '', headers: { 'Content-Type': 'application/json', ...signNotification(body, { at }) }, body };
  }

  async function post(request: NotificationRequest): Promise<{ status: number; body: string } | null> {
    try {
      return await deliver(request);
    } catch {
      return null;
    }
  }

  async function send(eventType: string, request: NotificationRequest): Promise<SentNotification> {
    const sent = { ...request, eventType, answer: await post(request) };
    notifications.push(sent);
    return sent;
  }

  /** The transaction as the query and the payment notification show it. */
  function transactionOf(order: DoubleOrder): Record<string, unknown> {
    const paid = order.transactionId !== null;
    return {
      appid: options.appId,
      mchid: options.mchId,
      out_trade_no: order.outTradeNo,
      ...(paid ? { transaction_id: order.transactionId, trade_type: order.tradeType, bank_type: 'OTHERS', success_time: chinaTime(order.paidAt!), payer: { openid: order.openid } } : {}),
      trade_state: order.state,
      trade_state_desc: TRADE_STATE_DESC[order.state],
      attach: '',
      amount: { total: order.total, currency: 'CNY', payer_currency: 'CNY', ...(paid ? { payer_total: order.total } : {}) },
    };
  }

  /** Checks a request's signature, its merchant and its keys, as WeChat Pay does before anything else. */
  function authenticate(request: IncomingMessage, body: string): Refusal | null {
    const parts = authorizationParts(request.headers.authorization);
    if (!parts) return new Refusal(401, 'SIGN_ERROR', 'Authorization 头缺失或格式错误');
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = parts;
    if (!mchid || !nonce || !signature || !timestamp || !serial) return new Refusal(401, 'SIGN_ERROR', 'Authorization 缺少签名信息');
    if (mchid !== options.mchId) return new Refusal(401, 'SIGN_ERROR', '商户号与签名不匹配');
    if (serial !== options.merchantSerial) return new Refusal(401, 'SIGN_ERROR', '商户API证书序列号不匹配');
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now() - Number(timestamp) * 1000) > MAX_CLOCK_SKEW_MS) return new Refusal(401, 'SIGN_ERROR', '请求时间戳已过期');
    const signed = `${request.method}\n${request.url}\n${timestamp}\n${nonce}\n${body}\n`;
    if (!verify('sha256', Buffer.from(signed), merchantKey, Buffer.from(signature, 'base64'))) return new Refusal(401, 'SIGN_ERROR', '签名错误');
    // Public-key mode: the merchant names the WeChat Pay public key it holds.
    if (request.headers['wechatpay-serial'] !== platformSerial) return new Refusal(400, 'INVALID_REQUEST', 'Wechatpay-Serial 无效');
    if (!/application\/json|\*\/\*/.test(request.headers.accept ?? '')) return new Refusal(400, 'INVALID_REQUEST', 'Accept 应为 application/json');
    if (request.method === 'POST' && !/^application\/json/.test(request.headers['content-type'] ?? '')) return new Refusal(400, 'INVALID_REQUEST', 'Content-Type 应为 application/json');
    return null;
  }

  /** Native and H5 orders: the documented fields, then a repeat of the same order answers the same code. */
  function placeOrder(tradeType: DoubleOrder['tradeType'], body: string): Refusal | Record<string, unknown> {
    let order: unknown;
    try {
      order = JSON.parse(body);
    } catch {
      return new Refusal(400, 'PARAM_ERROR', '请求体不是合法的JSON');
    }
    if (!isRecord(order)) return new Refusal(400, 'PARAM_ERROR', '请求体应为JSON对象');
    if (order.mchid !== options.mchId) return new Refusal(400, 'PARAM_ERROR', 'mchid 与请求商户号不一致');
    if (order.appid !== options.appId) return new Refusal(400, 'APPID_MCHID_NOT_MATCH', 'AppID和mch_id不匹配');
    const { description, out_trade_no: outTradeNo, time_expire: timeExpire, notify_url: notifyUrl, amount, scene_info: scene } = order;
    if (typeof description !== 'string' || description.length === 0 || Array.from(description).length > 127) return new Refusal(400, 'PARAM_ERROR', 'description 长度应为1到127个字符');
    if (typeof outTradeNo !== 'string' || !OUT_TRADE_NO.test(outTradeNo)) return new Refusal(400, 'PARAM_ERROR', 'out_trade_no 应为6到32个数字、字母或_-|*');
    if (timeExpire !== undefined && (typeof timeExpire !== 'string' || !RFC_3339.test(timeExpire) || Number.isNaN(Date.parse(timeExpire)))) return new Refusal(400, 'PARAM_ERROR', 'time_expire 应为rfc3339格式');
    if (typeof notifyUrl !== 'string' || notifyUrl.length > 255 || !URL.canParse(notifyUrl)) return new Refusal(400, 'PARAM_ERROR', 'notify_url 应为URL');
    const notify = new URL(notifyUrl);
    if (!/^https?:$/.test(notify.protocol) || notify.search !== '' || notify.hash !== '') return new Refusal(400, 'PARAM_ERROR', 'notify_url 不能携带参数');
    if (!isRecord(amount) || !Number.isInteger(amount.total) || (amount.total as number) < 1) return new Refusal(400, 'PARAM_ERROR', 'amount.total 应为正整数(分)');
    if (amount.currency !== undefined && amount.currency !== 'CNY') return new Refusal(400, 'PARAM_ERROR', 'amount.currency 仅支持CNY');
    if (tradeType === 'MWEB') {
      if (!isRecord(scene) || typeof scene.payer_client_ip !== 'string' || scene.payer_client_ip === '') return new Refusal(400, 'PARAM_ERROR', 'scene_info.payer_client_ip 必填');
      if (!isRecord(scene.h5_info) || !['iOS', 'Android', 'Wap'].includes(scene.h5_info.type as string)) return new Refusal(400, 'PARAM_ERROR', 'scene_info.h5_info.type 应为iOS、Android或Wap');
    }
    const terms = (request: Record<string, unknown>) => JSON.stringify([request.description, request.time_expire, request.notify_url, request.amount]);
    const existing = orders.get(outTradeNo);
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND') return new Refusal(400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED' || existing.state === 'REVOKED') return new Refusal(400, 'ORDER_CLOSED', '订单已关闭');
      if (existing.tradeType !== tradeType || terms(existing.request) !== terms(order)) return new Refusal(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
      return tradeType === 'NATIVE' ? { code_url: existing.payUrl } : { h5_url: existing.payUrl };
    }
    const payUrl =
      tradeType === 'NATIVE'
        ? `weixin://wxpay/bizpayurl?pr=${letters(7)}`
        : `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${chinaTime(now()).replace(/\D/g, '').slice(0, 14)}${randomBytes(10).toString('hex')}&package=${digits(10)}`;
    orders.set(outTradeNo, {
      outTradeNo,
      tradeType,
      request: order,
      total: amount.total as number,
      notifyUrl,
      expiresAt: typeof timeExpire === 'string' ? Date.parse(timeExpire) : null,
      payUrl,
      state: 'NOTPAY',
      transactionId: null,
      paidAt: null,
      refunded: 0,
      openid: `o${letters(27)}`,
    });
    return tradeType === 'NATIVE' ? { code_url: payUrl } : { h5_url: payUrl };
  }

  function queryOrder(outTradeNo: string, url: URL): Refusal | Record<string, unknown> {
    if (url.searchParams.get('mchid') !== options.mchId) return new Refusal(400, 'PARAM_ERROR', 'mchid 与请求商户号不一致');
    const order = orders.get(outTradeNo);
    return order ? transactionOf(order) : new Refusal(404, 'ORDER_NOT_EXIST', '订单不存在');
  }

  function route(request: IncomingMessage, body: string): Refusal | Record<string, unknown> {
    const url = new URL(request.url ?? '/', 'http://double');
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') return placeOrder('NATIVE', body);
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/h5') return placeOrder('MWEB', body);
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && query) return queryOrder(decodeURIComponent(query[1]!), url);
    return new Refusal(404, 'NOT_FOUND', '请求的资源不存在');
  }

  function answer(response: ServerResponse, status: number, payload: object): void {
    const body = JSON.stringify(payload);
    const headers = signNotification(body);
    const sent = double.tamperResponses ? JSON.stringify({ ...payload, forged: true }) : body;
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Request-ID': randomUUID(), ...headers });
    response.end(sent);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (double.hang) return;
      if (double.down) return answer(response, 500, { code: 'SYSTEM_ERROR', message: '系统异常，请稍后重试' });
      const result = authenticate(request, body) ?? route(request, body);
      if (result instanceof Refusal) return answer(response, result.status, { code: result.code, message: result.message });
      answer(response, 200, result);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function orderOf(outTradeNo: string): DoubleOrder {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`WeChat Pay has no order ${outTradeNo}`);
    return order;
  }

  const double: WechatPayDouble = {
    url: `http://127.0.0.1:${port}`,
    platformPublicKey: platformKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformSerial,
    down: false,
    hang: false,
    tamperResponses: false,
    requests,
    orders,
    notifications,

    async pay(outTradeNo, payOptions = {}) {
      const order = orderOf(outTradeNo);
      if (order.state !== 'NOTPAY' && order.state !== 'USERPAYING') throw new Error(`order ${outTradeNo} is ${order.state}, it cannot be paid`);
      if (order.expiresAt !== null && now() > order.expiresAt) throw new Error(`order ${outTradeNo} is past its time_expire`);
      order.state = 'SUCCESS';
      order.transactionId = `4200${digits(24)}`;
      order.paidAt = now();
      if (payOptions.notify === false) return null;
      return send('TRANSACTION.SUCCESS', compose('TRANSACTION.SUCCESS', transactionOf(order), { url: order.notifyUrl }));
    },

    async refund(outTradeNo, amountFen) {
      const order = orderOf(outTradeNo);
      if (order.transactionId === null) throw new Error(`order ${outTradeNo} is not paid`);
      if (!Number.isInteger(amountFen) || amountFen < 1 || order.refunded + amountFen > order.total) throw new Error(`cannot refund ${amountFen} of ${order.total - order.refunded} left on ${outTradeNo}`);
      order.refunded += amountFen;
      order.state = 'REFUND';
      const refund = {
        mchid: options.mchId,
        out_trade_no: outTradeNo,
        transaction_id: order.transactionId,
        out_refund_no: `RF${digits(20)}`,
        refund_id: `50${digits(27)}`,
        refund_status: 'SUCCESS',
        success_time: chinaTime(now()),
        user_received_account: '支付用户零钱',
        amount: { total: order.total, refund: amountFen, payer_total: order.total, payer_refund: amountFen },
      };
      return send('REFUND.SUCCESS', compose('REFUND.SUCCESS', refund, { url: order.notifyUrl }));
    },

    setTradeState(outTradeNo, state) {
      const order = orderOf(outTradeNo);
      if (order.transactionId !== null) throw new Error(`order ${outTradeNo} is paid`);
      order.state = state;
    },

    compose,
    signNotification,
    encryptResource,
    redeliver: post,

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return double;
}
