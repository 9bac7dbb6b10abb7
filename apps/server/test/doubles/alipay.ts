import { createSign, createVerify, generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Alipay's open platform gateway (openapi.alipay.com/gateway.do), OpenAPI 2.0 with
 * RSA2 keys, as its documentation describes it: page checkouts (`alipay.trade.page.pay`,
 * `alipay.trade.wap.pay`) opened by the player's browser, `alipay.trade.query` answered in signed
 * JSON, and signed form-encoded notifications sent to the order's `notify_url`.
 */

export interface NotificationRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export type Deliver = (request: NotificationRequest) => Promise<{ status: number; body: string }>;

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface AlipayTrade {
  readonly orderNo: string;
  readonly tradeNo: string;
  /** Fen. */
  readonly amount: number;
  readonly subject: string;
  method: string;
  notifyUrl: string | null;
  returnUrl: string | null;
  readonly createdAt: number;
  readonly expiresAt: number;
  status: TradeStatus;
  paidAt: number | null;
  closedAt: number | null;
  readonly refunds: { readonly outBizNo: string; readonly amount: number; readonly at: number }[];
}

export interface SentNotification {
  readonly orderNo: string;
  readonly kind: 'paid' | 'refund';
  readonly request: NotificationRequest;
  /** The answer's status, 0 when none came. */
  readonly status: number;
  readonly body: string;
  /** Alipay stops resending only on the exact body `success`. */
  readonly accepted: boolean;
}

export interface GatewayRequest {
  readonly method: string | null;
  readonly params: Readonly<Record<string, string>>;
  readonly bizContent: Readonly<Record<string, unknown>> | null;
}

export interface Refusal {
  readonly method: string | null;
  readonly code: string;
  readonly subCode: string;
  readonly subMsg: string;
}

export interface NotificationOptions {
  /** The last refund's notification rather than the payment's. */
  readonly kind?: 'paid' | 'refund';
  /** When it is sent (its `notify_time`), epoch ms; now by default. */
  readonly at?: number;
  /** Parameters changed before signing (null drops one): another app_id, a status, a missing field. */
  readonly fields?: Readonly<Record<string, string | null>>;
}

export interface AlipayDoubleOptions {
  readonly appId: string;
  /** The app's public key (PEM), which its requests must verify with. */
  readonly appPublicKey: string;
  /** Alipay's own key pair (PEM); one is made when not given. */
  readonly alipayKeys?: { readonly privateKey: string; readonly publicKey: string };
  readonly deliver?: Deliver;
  readonly now?: () => number;
}

export interface AlipayDouble {
  /** The double's origin, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The gateway address the app is configured with. */
  readonly gateway: string;
  /** Alipay's public key (PEM), for the app's configuration. */
  readonly alipayPublicKey: string;
  /** Answer as in an outage: the API's documented 20000 `isp.unknow-error` (or a 503 with `downAs`), pages a 503. */
  down: boolean;
  downAs: 'system-error' | 'http-503';
  /** Never answer the gateway (for timeouts). */
  hang: boolean;
  readonly trades: ReadonlyMap<string, AlipayTrade>;
  /** Every page checkout accepted, in order. */
  readonly checkouts: readonly GatewayRequest[];
  /** Every `alipay.trade.query` answered (refused ones too). */
  readonly queries: readonly GatewayRequest[];
  /** Every request refused, with the documented error code. */
  readonly refusals: readonly Refusal[];
  readonly notifications: readonly SentNotification[];
  /** The player pays an opened checkout; its signed TRADE_SUCCESS notification is sent unless `notify` is false. */
  pay(orderNo: string, options?: { notify?: boolean }): Promise<SentNotification | null>;
  /** The merchant refunds part or all of a paid order; the refund's notification is sent. */
  refund(orderNo: string, amountFen: number): Promise<SentNotification>;
  /** A signed notification about an order, not sent. */
  notificationFor(orderNo: string, options?: NotificationOptions): NotificationRequest;
  /** Sends a notification again, unchanged, as Alipay's retries do. */
  redeliver(sent: SentNotification): Promise<SentNotification>;
  close(): Promise<void>;
}

const PAGE_METHODS: Readonly<Record<string, string>> = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
};
const QUERY_METHOD = 'alipay.trade.query';
/** The request timestamp's allowed distance from the gateway's clock. */
const TIMESTAMP_TOLERANCE_MS = 30 * 60 * 1000;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const BUYER = { buyer_id: '2088102177846880', buyer_logon_id: '159****5620' };
const SELLER = { seller_id: '2088102119685838', seller_email: 'merchant@lootbay.example' };

function beijing(epochMs: number, withMillis = false): string {
  const iso = new Date(epochMs + BEIJING_OFFSET_MS).toISOString();
  return iso.slice(0, withMillis ? 23 : 19).replace('T', ' ');
}

function fromBeijing(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS;
  return beijing(ms) === text ? ms : null;
}

const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

function fenOfYuan(text: unknown): number | null {
  const match = typeof text === 'string' ? /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text) : null;
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** What the app signs a request over: every parameter but `sign`, empty ones left out, sorted, `name=value` joined by `&`. */
export function requestSigningString(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/** What Alipay signs a notification (or a return to `return_url`) over: every parameter but `sign` and `sign_type`. */
export function notificationSigningString(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
  readonly location?: string;
}

function page(status: number, title: string, body: string): Answer {
  return { status, type: 'text/html; charset=utf-8', body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>` };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function fetchDeliver(request: NotificationRequest): Promise<{ status: number; body: string }> {
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
}

class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly subCode: string,
    readonly subMsg: string,
    /** Fields the answer carries besides the error (the query echoes `out_trade_no`). */
    readonly extra: Readonly<Record<string, string>> = {},
  ) {
    super(`${code} ${subCode}: ${subMsg}`);
  }
}

const invalid = (subCode: string, subMsg: string) => new GatewayError('40002', 'Invalid Arguments', subCode, subMsg);
const missing = (subCode: string, subMsg: string) => new GatewayError('40001', 'Missing Required Arguments', subCode, subMsg);
const business = (subCode: string, subMsg: string, extra?: Record<string, string>) => new GatewayError('40004', 'Business Failed', subCode, subMsg, extra);

export async function startAlipayDouble(options: AlipayDoubleOptions): Promise<AlipayDouble> {
  const keys = options.alipayKeys ?? generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const now = options.now ?? Date.now;
  const deliver = options.deliver ?? fetchDeliver;
  const trades = new Map<string, AlipayTrade>();
  const checkouts: GatewayRequest[] = [];
  const queries: GatewayRequest[] = [];
  const refusals: Refusal[] = [];
  const notifications: SentNotification[] = [];
  const parked = new Set<ServerResponse>();

  const signWithAlipayKey = (text: string): string => createSign('RSA-SHA256').update(text, 'utf8').sign(keys.privateKey, 'base64');

  function verifyApp(params: Readonly<Record<string, string>>): void {
    const required: [string, string][] = [
      ['app_id', 'isv.missing-app-id'],
      ['method', 'isv.missing-method'],
      ['sign', 'isv.missing-signature'],
      ['sign_type', 'isv.missing-signature-type'],
      ['timestamp', 'isv.missing-timestamp'],
      ['version', 'isv.missing-version'],
      ['charset', 'isv.missing-charset'],
    ];
    for (const [name, subCode] of required) if (!params[name]) throw missing(subCode, `缺少${name}参数`);
    if (params.app_id !== options.appId) throw invalid('isv.invalid-app-id', '无效的AppID参数');
    if (params.charset!.toLowerCase() !== 'utf-8') throw invalid('isv.invalid-charset', '字符集错误');
    if (params.sign_type !== 'RSA2') throw invalid('isv.invalid-signature-type', '无效的签名类型');
    if (params.version !== '1.0') throw invalid('isv.invalid-parameter', '参数无效: version');
    const sentAt = fromBeijing(params.timestamp!);
    if (sentAt === null || Math.abs(now() - sentAt) > TIMESTAMP_TOLERANCE_MS) throw invalid('isv.invalid-timestamp', '非法的时间戳参数');
    const signed = requestSigningString(params);
    if (!createVerify('RSA-SHA256').update(signed, 'utf8').verify(options.appPublicKey, params.sign!, 'base64')) {
      throw invalid('isv.invalid-signature', `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${signed}`);
    }
  }

  function bizContentOf(params: Readonly<Record<string, string>>): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? '');
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Answered below as any other unreadable biz_content.
    }
    throw invalid('isv.invalid-parameter', '参数无效: biz_content');
  }

  /** A trade as it stands now: one left unpaid past its time_expire is closed. */
  function current(trade: AlipayTrade): AlipayTrade {
    if (trade.status === 'WAIT_BUYER_PAY' && now() >= trade.expiresAt) {
      trade.status = 'TRADE_CLOSED';
      trade.closedAt = trade.expiresAt;
    }
    return trade;
  }

  function openCheckout(method: string, params: Readonly<Record<string, string>>): AlipayTrade {
    const biz = bizContentOf(params);
    const orderNo = biz.out_trade_no;
    if (typeof orderNo !== 'string' || !/^[A-Za-z0-9_]{1,64}$/.test(orderNo)) throw business('ACQ.INVALID_PARAMETER', '参数无效: out_trade_no');
    const amount = fenOfYuan(biz.total_amount);
    if (amount === null || amount < 1 || amount > 100_000_000_00) throw business('ACQ.INVALID_PARAMETER', '参数无效: total_amount');
    const subject = biz.subject;
    if (typeof subject !== 'string' || !subject || subject.length > 256 || /[/=&]/.test(subject)) throw business('ACQ.INVALID_PARAMETER', '参数无效: subject');
    if (biz.product_code !== PAGE_METHODS[method]) throw business('ACQ.INVALID_PARAMETER', `参数无效: product_code 应为 ${PAGE_METHODS[method]}`);
    const expiresAt = typeof biz.time_expire === 'string' ? fromBeijing(biz.time_expire) : null;
    if (expiresAt === null) throw business('ACQ.INVALID_PARAMETER', '参数无效: time_expire');
    for (const name of ['notify_url', 'return_url'] as const) {
      if (params[name] !== undefined && !/^https?:\/\//.test(params[name])) throw invalid('isv.invalid-parameter', `参数无效: ${name}`);
    }

    const existing = trades.get(orderNo);
    if (existing) {
      const trade = current(existing);
      if (trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED') throw business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (trade.status === 'TRADE_CLOSED') throw business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (trade.amount !== amount || trade.subject !== subject) throw business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      // The player came back, maybe on the other device: the same trade, opened the new way.
      trade.method = method;
      trade.notifyUrl = params.notify_url ?? trade.notifyUrl;
      trade.returnUrl = params.return_url ?? trade.returnUrl;
      return trade;
    }
    const remaining = expiresAt - now();
    if (remaining < MINUTE_MS || remaining > 15 * 24 * 60 * MINUTE_MS) throw business('ACQ.INVALID_PARAMETER', '参数无效: time_expire 超时时间范围 1m~15d');
    const trade: AlipayTrade = {
      orderNo,
      tradeNo: `${beijing(now()).slice(0, 10).replaceAll('-', '')}22001${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 6)).padStart(6, '0')}`,
      amount,
      subject,
      method,
      notifyUrl: params.notify_url ?? null,
      returnUrl: params.return_url ?? null,
      createdAt: now(),
      expiresAt,
      status: 'WAIT_BUYER_PAY',
      paidAt: null,
      closedAt: null,
      refunds: [],
    };
    trades.set(orderNo, trade);
    return trade;
  }

  function cashierPage(trade: AlipayTrade): string {
    return page(
      200,
      '支付宝 - 网上支付 安全快速！',
      `<h1>${escapeHtml(trade.subject)}</h1><p class="amount">￥${yuan(trade.amount)}</p><p class="order">${escapeHtml(trade.orderNo)}</p>` +
        `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.orderNo)}"><button type="submit">确认付款</button></form>`,
    ).body;
  }

  function tradeQuery(params: Readonly<Record<string, string>>): Record<string, string> {
    const biz = bizContentOf(params);
    const orderNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : null;
    const tradeNo = typeof biz.trade_no === 'string' ? biz.trade_no : null;
    if (!orderNo && !tradeNo) throw business('ACQ.INVALID_PARAMETER', '参数无效: out_trade_no 和 trade_no 不能同时为空');
    const found = tradeNo ? [...trades.values()].find((trade) => trade.tradeNo === tradeNo) : trades.get(orderNo!);
    if (!found) {
      throw business('ACQ.TRADE_NOT_EXIST', '交易不存在', { out_trade_no: orderNo ?? '', buyer_pay_amount: '0.00', invoice_amount: '0.00', point_amount: '0.00', receipt_amount: '0.00' });
    }
    const trade = current(found);
    const paid = trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED' || trade.paidAt !== null;
    return {
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: trade.orderNo,
      trade_status: trade.status,
      total_amount: yuan(trade.amount),
      buyer_pay_amount: paid ? yuan(trade.amount) : '0.00',
      receipt_amount: paid ? yuan(trade.amount) : '0.00',
      invoice_amount: paid ? yuan(trade.amount) : '0.00',
      point_amount: '0.00',
      ...(paid ? { ...BUYER, buyer_user_id: BUYER.buyer_id, send_pay_date: beijing(trade.paidAt!) } : {}),
    };
  }

  /** An API answer: `{"<method>_response":{...},"sign":"..."}`, signed over the response object's exact JSON. */
  function apiAnswer(responseKey: string, response: Record<string, string>, signed = true): string {
    const inner = JSON.stringify(response);
    return signed ? `{"${responseKey}":${inner},"sign":"${signWithAlipayKey(inner)}"}` : `{"${responseKey}":${inner}}`;
  }

  function refuse(method: string | null, error: GatewayError): void {
    refusals.push({ method, code: error.code, subCode: error.subCode, subMsg: error.subMsg });
  }

  async function gateway(request: IncomingMessage, url: URL): Promise<Answer> {
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (raw && /application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '')) Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
    const method = params.method ?? null;
    const isPage = method !== null && method in PAGE_METHODS;

    if (self.down) {
      if (isPage || self.downAs === 'http-503') return page(503, '系统繁忙', '<p>系统繁忙，请稍后再试</p>');
      const busy = { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknow-error', sub_msg: '系统繁忙' };
      return { status: 200, type: 'application/json; charset=utf-8', body: apiAnswer(`${(method ?? 'error').replaceAll('.', '_')}_response`, busy) };
    }

    try {
      verifyApp(params);
      if (isPage) {
        const trade = openCheckout(method, params);
        checkouts.push({ method, params, bizContent: bizContentOf(params) });
        return { status: 200, type: 'text/html; charset=utf-8', body: cashierPage(trade) };
      }
      if (method !== QUERY_METHOD) throw invalid('isv.invalid-method', '不存在的方法名');
      const answer = tradeQuery(params);
      queries.push({ method, params, bizContent: bizContentOf(params) });
      return { status: 200, type: 'application/json; charset=utf-8', body: apiAnswer('alipay_trade_query_response', answer) };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      refuse(method, error);
      if (isPage) {
        return page(200, '支付宝 - 错误', `<h1>错误代码 <span class="code">${escapeHtml(error.subCode)}</span></h1><p class="reason">错误原因: ${escapeHtml(error.subMsg)}</p>`);
      }
      const response = { code: error.code, msg: error.msg, sub_code: error.subCode, sub_msg: error.subMsg, ...error.extra };
      if (method === QUERY_METHOD) {
        queries.push({ method, params, bizContent: params.biz_content ? safeJson(params.biz_content) : null });
        return { status: 200, type: 'application/json; charset=utf-8', body: apiAnswer('alipay_trade_query_response', response) };
      }
      return { status: 200, type: 'application/json; charset=utf-8', body: apiAnswer('error_response', response, false) };
    }
  }

  function tradeFor(orderNo: string): AlipayTrade {
    const trade = trades.get(orderNo);
    if (!trade) throw new Error(`no Alipay checkout was opened for order ${orderNo}`);
    return current(trade);
  }

  function notificationFor(orderNo: string, notifyOptions: NotificationOptions = {}): NotificationRequest {
    const trade = tradeFor(orderNo);
    if (!trade.notifyUrl) throw new Error(`order ${orderNo} has no notify_url`);
    if (trade.paidAt === null && !notifyOptions.fields?.trade_status) throw new Error(`order ${orderNo} is not paid`);
    const at = notifyOptions.at ?? now();
    const amount = yuan(trade.amount);
    const params: Record<string, string> = {
      gmt_create: beijing(trade.createdAt),
      charset: 'utf-8',
      ...SELLER,
      subject: trade.subject,
      ...BUYER,
      invoice_amount: amount,
      notify_id: `${randomBytes(16).toString('hex')}gm`,
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: amount,
      app_id: options.appId,
      buyer_pay_amount: amount,
      sign_type: 'RSA2',
      gmt_payment: beijing(trade.paidAt ?? at),
      notify_time: beijing(at),
      version: '1.0',
      out_trade_no: trade.orderNo,
      total_amount: amount,
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      point_amount: '0.00',
    };
    if (notifyOptions.kind === 'refund') {
      const last = trade.refunds.at(-1);
      if (!last) throw new Error(`order ${orderNo} has no refund`);
      const total = trade.refunds.reduce((sum, refund) => sum + refund.amount, 0);
      Object.assign(params, { out_biz_no: last.outBizNo, refund_fee: yuan(total), gmt_refund: beijing(last.at, true) });
      if (total === trade.amount) Object.assign(params, { trade_status: 'TRADE_CLOSED', gmt_close: beijing(last.at) });
    }
    for (const [name, value] of Object.entries(notifyOptions.fields ?? {})) {
      if (value === null) delete params[name];
      else params[name] = value;
    }
    params.sign = signWithAlipayKey(notificationSigningString(params));
    return { url: trade.notifyUrl, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(params).toString() };
  }

  async function send(orderNo: string, kind: SentNotification['kind'], request: NotificationRequest): Promise<SentNotification> {
    let answer: { status: number; body: string };
    try {
      answer = await deliver(request);
    } catch (error) {
      answer = { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
    const sent: SentNotification = { orderNo, kind, request, status: answer.status, body: answer.body, accepted: answer.body === 'success' };
    notifications.push(sent);
    return sent;
  }

  async function pay(orderNo: string, payOptions: { notify?: boolean } = {}): Promise<SentNotification | null> {
    const trade = tradeFor(orderNo);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`order ${orderNo} cannot be paid: it is ${trade.status}`);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = now();
    if (payOptions.notify === false || !trade.notifyUrl) return null;
    return send(orderNo, 'paid', notificationFor(orderNo));
  }

  /** The cashier's pay button: pays, notifies, and sends the browser back to `return_url` with the signed result. */
  async function cashierPay(request: IncomingMessage): Promise<Answer> {
    const orderNo = new URLSearchParams(await readBody(request)).get('out_trade_no') ?? '';
    const trade = trades.get(orderNo);
    if (!trade) return page(404, '支付宝 - 错误', '<p>交易不存在</p>');
    try {
      await pay(orderNo);
    } catch (error) {
      return page(409, '支付宝 - 错误', `<p>${escapeHtml(error instanceof Error ? error.message : String(error))}</p>`);
    }
    if (!trade.returnUrl) return page(200, '支付成功', '<p>支付成功</p>');
    const back: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: trade.orderNo,
      method: `${trade.method}.return`,
      total_amount: yuan(trade.amount),
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      version: '1.0',
      app_id: options.appId,
      sign_type: 'RSA2',
      seller_id: SELLER.seller_id,
      timestamp: beijing(now()),
    };
    back.sign = signWithAlipayKey(notificationSigningString(back));
    const location = new URL(trade.returnUrl);
    for (const [name, value] of Object.entries(back)) location.searchParams.set(name, value);
    return { status: 302, type: 'text/plain; charset=utf-8', body: '', location: location.toString() };
  }

  const server = createServer((request, response) => {
    if (self.hang) {
      parked.add(response);
      response.on('close', () => parked.delete(response));
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const handle: Promise<Answer> =
      url.pathname === '/gateway.do' ? gateway(request, url) : url.pathname === '/cashier/pay' && request.method === 'POST' ? cashierPay(request) : Promise.resolve(page(404, 'Not Found', '<p>Not Found</p>'));
    handle
      .then((answer) => {
        const headers: Record<string, string> = { 'content-type': answer.type };
        if (answer.location) headers.location = answer.location;
        response.writeHead(answer.status, headers).end(answer.body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const self: AlipayDouble = {
    url,
    gateway: `${url}/gateway.do`,
    alipayPublicKey: keys.publicKey,
    down: false,
    downAs: 'system-error',
    hang: false,
    trades,
    checkouts,
    queries,
    refusals,
    notifications,
    pay,
    async refund(orderNo, amountFen) {
      const trade = tradeFor(orderNo);
      if (trade.paidAt === null || trade.status === 'TRADE_FINISHED') throw new Error(`order ${orderNo} cannot be refunded: it is ${trade.status}`);
      const refunded = trade.refunds.reduce((sum, refund) => sum + refund.amount, 0);
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || refunded + amountFen > trade.amount) throw new Error(`order ${orderNo} cannot be refunded ${amountFen} fen more`);
      trade.refunds.push({ outBizNo: `RF${trade.orderNo.slice(-20)}${trade.refunds.length + 1}`, amount: amountFen, at: now() });
      if (refunded + amountFen === trade.amount) {
        trade.status = 'TRADE_CLOSED';
        trade.closedAt = now();
      }
      return send(orderNo, 'refund', notificationFor(orderNo, { kind: 'refund' }));
    },
    notificationFor,
    redeliver: (sent) => send(sent.orderNo, sent.kind, sent.request),
    async close() {
      for (const response of parked) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return self;
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
