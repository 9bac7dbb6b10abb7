import { createPrivateKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWechatPayDouble, type NotificationRequest, type WechatPayDouble } from '../../../../test/doubles/wechat-pay';
import { PaymentUnavailableError, type CheckoutRequest, type NotificationVerdict, type PaymentProvider } from '../provider';
import { authorization, createWechatPayProvider, signedText, WECHAT_NOTIFY_PATH } from './wechat-pay';

const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const MERCHANT_SERIAL = '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C';
const ORIGIN = 'https://lootbay.example';
const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPrivateKey = merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let double: WechatPayDouble;
let wechat: PaymentProvider;
let sequence = 0;
const nextOrderNo = (): string => `R${Date.now()}${String((sequence += 1)).padStart(6, '0')}`;

beforeAll(async () => {
  double = await startWechatPayDouble({
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: API_V3_KEY,
    merchantPublicKey: merchantKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    merchantSerial: MERCHANT_SERIAL,
    deliver: async () => ({ status: 204, body: '' }),
  });
  wechat = createWechatPayProvider(
    { mchId: MCH_ID, appId: APP_ID, apiV3Key: API_V3_KEY, privateKey: merchantPrivateKey, serial: MERCHANT_SERIAL, platformPublicKey: double.platformPublicKey, platformSerial: double.platformSerial, base: double.url },
    { timeoutMs: 300 },
  );
});

afterAll(() => double.close());

afterEach(() => {
  double.down = false;
  double.hang = false;
  double.tamperResponses = false;
});

function checkoutOf(orderNo: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return { orderNo, amount: 600, payType: 'wechat', channel: 'web', subject: '600 金币', clientIp: '14.23.150.211', origin: ORIGIN, expiresAt: Date.UTC(2099, 0, 1, 16, 0, 0), declined: 0, ...overrides };
}

const requestsFor = (orderNo: string) => double.requests.filter((request) => request.body.includes(orderNo) || request.url.includes(orderNo));
const verifyNow = (notification: NotificationRequest, now = Date.now()): Promise<NotificationVerdict> =>
  Promise.resolve(wechat.verifyNotification({ url: WECHAT_NOTIFY_PATH, rawBody: notification.body, headers: notification.headers, now }));

async function paidOrder(): Promise<{ orderNo: string; notification: NotificationRequest }> {
  const orderNo = nextOrderNo();
  await wechat.checkout(checkoutOf(orderNo));
  const notification = await double.pay(orderNo);
  return { orderNo, notification: notification! };
}

describe('WeChat Pay signatures', () => {
  it('sign the five lines of WeChat Pay’s documented example', () => {
    // 签名生成, step 6 (https://pay.weixin.qq.com/wiki/doc/api_external/ch/wechatpay/wechatpay4_0.shtml,
    // also https://wechatpay-api.gitbook.io/wechatpay-api-v3/qian-ming-zhi-nan-1/qian-ming-sheng-cheng).
    expect(signedText('GET', '/v3/certificates', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    // 签名验证, the answer's three lines (https://wechatpay-api.gitbook.io/wechatpay-api-v3/qian-ming-zhi-nan-1/qian-ming-yan-zheng).
    expect(signedText('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"data":[]}')).toBe('1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"data":[]}\n');
  });

  it('write the Authorization header of the documented example, its signature SHA256-with-RSA over those lines', () => {
    const header = authorization(
      { mchId: MCH_ID, serial: MERCHANT_SERIAL, privateKey: createPrivateKey(merchantPrivateKey) },
      { method: 'GET', url: '/v3/certificates', body: '' },
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    const match = /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([A-Za-z0-9+/=]+)",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/.exec(header);
    expect(match).not.toBeNull();
    const documented = Buffer.from('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    expect(verify('sha256', documented, merchantKeys.publicKey, Buffer.from(match![1]!, 'base64'))).toBe(true);
  });

  it('send each request signed, naming the WeChat Pay public key it holds', async () => {
    const orderNo = nextOrderNo();
    await wechat.checkout(checkoutOf(orderNo));
    const [request] = requestsFor(orderNo);
    expect(request?.headers['wechatpay-serial']).toBe(double.platformSerial);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.authorization).toMatch(new RegExp(`^WECHATPAY2-SHA256-RSA2048 mchid="${MCH_ID}",nonce_str="[0-9A-F]{32}",signature="[^"]+",timestamp="\\d+",serial_no="${MERCHANT_SERIAL}"$`));
  });

  it('are checked on both sides: a request under another merchant key is refused, an answer under another WeChat Pay key is no answer', async () => {
    const settings = { mchId: MCH_ID, appId: APP_ID, apiV3Key: API_V3_KEY, privateKey: merchantPrivateKey, serial: MERCHANT_SERIAL, platformPublicKey: double.platformPublicKey, platformSerial: double.platformSerial, base: double.url };
    const strangerPem = (type: 'pkcs8' | 'spki') => (type === 'pkcs8' ? strangerKeys.privateKey : strangerKeys.publicKey).export({ type, format: 'pem' }).toString();
    const impostor = createWechatPayProvider({ ...settings, privateKey: strangerPem('pkcs8') }, { timeoutMs: 300 });
    const refused = nextOrderNo();
    await expect(impostor.checkout(checkoutOf(refused))).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(double.orders.has(refused)).toBe(false);
    const misled = createWechatPayProvider({ ...settings, platformPublicKey: strangerPem('spki') }, { timeoutMs: 300 });
    await expect(misled.checkout(checkoutOf(nextOrderNo()))).rejects.toBeInstanceOf(PaymentUnavailableError);
  });

  it('refuse an answer changed after WeChat Pay signed it, as no answer', async () => {
    double.tamperResponses = true;
    await expect(wechat.checkout(checkoutOf(nextOrderNo()))).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});

describe('WeChat Pay checkout', () => {
  it('places a Native order on a computer and answers its code to scan', async () => {
    const orderNo = nextOrderNo();
    const checkout = await wechat.checkout(checkoutOf(orderNo));
    expect(checkout).toEqual({ payUrl: double.orders.get(orderNo)!.payUrl, scan: true });
    expect(checkout.payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    const [request] = requestsFor(orderNo);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v3/pay/transactions/native');
    expect(JSON.parse(request!.body)).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '600 金币',
      out_trade_no: orderNo,
      time_expire: '2099-01-02T00:00:00+08:00',
      notify_url: `${ORIGIN}/api/pay/wechat/notify`,
      amount: { total: 600, currency: 'CNY' },
    });
  });

  it('places an H5 order on a phone, with the player’s address, and sends the player back to the order', async () => {
    const orderNo = nextOrderNo();
    const checkout = await wechat.checkout(checkoutOf(orderNo, { channel: 'h5', clientIp: '203.0.113.9' }));
    const h5Url = double.orders.get(orderNo)!.payUrl;
    expect(checkout).toEqual({ payUrl: `${h5Url}&redirect_url=${encodeURIComponent(`${ORIGIN}/recharge?orderNo=${orderNo}`)}` });
    const [request] = requestsFor(orderNo);
    expect(request?.url).toBe('/v3/pay/transactions/h5');
    expect(JSON.parse(request!.body)).toMatchObject({ out_trade_no: orderNo, amount: { total: 600, currency: 'CNY' }, scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } } });
  });

  it('answers a repeated checkout with the same order, on either channel, and never places a second', async () => {
    const orderNo = nextOrderNo();
    const first = await wechat.checkout(checkoutOf(orderNo));
    expect(await wechat.checkout(checkoutOf(orderNo))).toEqual(first);
    // The phone resumes the order placed on the computer: WeChat Pay refuses another trade type for it.
    expect(await wechat.checkout(checkoutOf(orderNo, { channel: 'h5' }))).toEqual(first);
    expect(double.orders.get(orderNo)?.tradeType).toBe('NATIVE');

    const onPhone = nextOrderNo();
    const h5 = await wechat.checkout(checkoutOf(onPhone, { channel: 'h5' }));
    expect(await wechat.checkout(checkoutOf(onPhone, { channel: 'web' }))).toEqual(h5);
  });

  it('sends the player of an order paid already to its page instead of charging again', async () => {
    const { orderNo } = await paidOrder();
    expect(await wechat.checkout(checkoutOf(orderNo))).toEqual({ payUrl: `${ORIGIN}/recharge?orderNo=${orderNo}` });
  });

  it('is unavailable for an order WeChat Pay closed, for changed terms, and for an order number it cannot take', async () => {
    const closed = nextOrderNo();
    await wechat.checkout(checkoutOf(closed));
    double.setTradeState(closed, 'CLOSED');
    await expect(wechat.checkout(checkoutOf(closed))).rejects.toBeInstanceOf(PaymentUnavailableError);

    const changed = nextOrderNo();
    await wechat.checkout(checkoutOf(changed));
    await expect(wechat.checkout(checkoutOf(changed, { amount: 1200 }))).rejects.toBeInstanceOf(PaymentUnavailableError);

    const before = double.requests.length;
    await expect(wechat.checkout(checkoutOf(`R${'9'.repeat(32)}`))).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(double.requests.length).toBe(before);
  });

  it('is unavailable when WeChat Pay is down or does not answer in time', async () => {
    double.down = true;
    await expect(wechat.checkout(checkoutOf(nextOrderNo()))).rejects.toBeInstanceOf(PaymentUnavailableError);
    double.down = false;
    double.hang = true;
    const started = Date.now();
    await expect(wechat.checkout(checkoutOf(nextOrderNo()))).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('WeChat Pay notifications', () => {
  it('report a payment by its transaction_id, the same id on every replay and when queried', async () => {
    const { orderNo, notification } = await paidOrder();
    const transactionId = double.orders.get(orderNo)!.transactionId!;
    const paid = { ok: true, event: { kind: 'paid', eventId: transactionId, orderNo, amount: 600 } };
    expect(await verifyNow(notification)).toEqual(paid);
    expect(await verifyNow(notification)).toEqual(paid);
    // As Fastify hands them over: lower-case header names.
    const lowerCase = { ...notification, headers: Object.fromEntries(Object.entries(notification.headers).map(([name, value]) => [name.toLowerCase(), value])) };
    expect(await verifyNow(lowerCase)).toEqual(paid);
    expect(await wechat.query({ orderNo, amount: 600, reference: null })).toEqual({ state: 'paid', event: paid.event });
  });

  it('report a refund as its own part of the payment', async () => {
    const { orderNo } = await paidOrder();
    const refund = await double.refund(orderNo, 250);
    const verdict = await verifyNow(refund);
    expect(verdict).toMatchObject({ ok: true, event: { kind: 'reversed', orderNo, paymentId: double.orders.get(orderNo)!.transactionId, amount: 250, cumulative: false, reason: 'refund' } });
    expect(verdict.ok && verdict.event?.eventId).toMatch(/^50\d{27}$/);
    expect(await wechat.query({ orderNo, amount: 600, reference: null })).toMatchObject({ state: 'paid' });
  });

  it('refuse a forged signature, a changed body, another key id and missing headers', async () => {
    const { notification } = await paidOrder();
    const forged = { ...notification.headers, 'Wechatpay-Signature': sign('sha256', Buffer.from(`${notification.headers['Wechatpay-Timestamp']}\n${notification.headers['Wechatpay-Nonce']}\n${notification.body}\n`), strangerKeys.privateKey).toString('base64') };
    expect(await verifyNow({ ...notification, headers: forged })).toEqual({ ok: false, refusal: 'signature', orderNo: null });

    const envelope = JSON.parse(notification.body) as { resource: { ciphertext: string } };
    const flipped = envelope.resource.ciphertext.startsWith('A') ? 'B' : 'A';
    const tampered = JSON.stringify({ ...envelope, resource: { ...envelope.resource, ciphertext: flipped + envelope.resource.ciphertext.slice(1) } });
    expect(await verifyNow({ ...notification, body: tampered })).toMatchObject({ ok: false, refusal: 'signature' });

    const otherKeyId = { ...notification, headers: double.signNotification(notification.body, { serial: 'PUB_KEY_ID_0114232134912410000000000000000' }) };
    expect(await verifyNow(otherKeyId)).toMatchObject({ ok: false, refusal: 'signature' });

    const { 'Wechatpay-Signature': _signature, ...unsigned } = notification.headers;
    expect(await verifyNow({ ...notification, headers: unsigned })).toMatchObject({ ok: false, refusal: 'signature' });
  });

  it('refuse a resource that does not open under the API v3 key, even signed', async () => {
    const { notification } = await paidOrder();
    const envelope = JSON.parse(notification.body) as { resource: Record<string, string> };
    const { ciphertext } = envelope.resource;
    const sealed = Buffer.from(ciphertext!, 'base64');
    sealed[0]! ^= 1;
    const body = JSON.stringify({ ...envelope, resource: { ...envelope.resource, ciphertext: sealed.toString('base64') } });
    expect(await verifyNow({ ...notification, body, headers: double.signNotification(body) })).toMatchObject({ ok: false, refusal: 'signature' });
  });

  it('refuse a notification signed more than five minutes from now, naming its order', async () => {
    const { orderNo, notification } = await paidOrder();
    const now = Date.now();
    for (const at of [now - 6 * 60_000, now + 6 * 60_000]) {
      expect(await verifyNow({ ...notification, headers: double.signNotification(notification.body, { at }) }, now)).toEqual({ ok: false, refusal: 'stale', orderNo });
    }
    expect(await verifyNow({ ...notification, headers: double.signNotification(notification.body, { at: now - 4 * 60_000 }) }, now)).toMatchObject({ ok: true });
  });

  it('refuse signed notifications that do not read as documented', async () => {
    const { orderNo } = await paidOrder();
    const signedBody = (body: string) => ({ url: WECHAT_NOTIFY_PATH, body, headers: double.signNotification(body) });
    expect(await verifyNow(signedBody('not json'))).toEqual({ ok: false, refusal: 'malformed', orderNo: null });
    const notJson = JSON.stringify({ event_type: 'TRANSACTION.SUCCESS', resource: double.encryptResource('not json', 'transaction') });
    expect(await verifyNow(signedBody(notJson))).toEqual({ ok: false, refusal: 'malformed', orderNo: null });
    const noAmount = double.compose('TRANSACTION.SUCCESS', { appid: APP_ID, mchid: MCH_ID, out_trade_no: orderNo, transaction_id: '4200000000000000000000000001', trade_state: 'SUCCESS' });
    expect(await verifyNow(noAmount)).toEqual({ ok: false, refusal: 'malformed', orderNo });
  });

  it('refuse a payment of another merchant or app', async () => {
    const { orderNo } = await paidOrder();
    const transaction = { appid: APP_ID, mchid: MCH_ID, out_trade_no: orderNo, transaction_id: '4200000000000000000000000002', trade_state: 'SUCCESS', amount: { total: 600 } };
    expect(await verifyNow(double.compose('TRANSACTION.SUCCESS', { ...transaction, mchid: '1230000109' }))).toEqual({ ok: false, refusal: 'signature', orderNo });
    expect(await verifyNow(double.compose('TRANSACTION.SUCCESS', { ...transaction, appid: 'wx8888888888888888' }))).toEqual({ ok: false, refusal: 'signature', orderNo });
  });

  it('acknowledge events nothing is done about', async () => {
    const { orderNo } = await paidOrder();
    const refund = { mchid: MCH_ID, out_trade_no: orderNo, transaction_id: double.orders.get(orderNo)!.transactionId, refund_id: '50300002272022062121864292533', amount: { refund: 100 } };
    expect(await verifyNow(double.compose('REFUND.CLOSED', { ...refund, refund_status: 'CLOSED' }))).toEqual({ ok: true, event: null });
    expect(await verifyNow(double.compose('REFUND.ABNORMAL', { ...refund, refund_status: 'ABNORMAL' }))).toEqual({ ok: true, event: null });
  });

  it('answer WeChat Pay 204 when accepted, else an error with a JSON body it sends again for', () => {
    expect(wechat.reply({ accepted: true, effect: 'credited', orderNo: 'R1', code: 200, message: '成功' })).toEqual({ status: 204, contentType: 'text/plain; charset=utf-8', body: '' });
    for (const [refusal, status] of [
      ['signature', 400],
      ['stale', 400],
      ['malformed', 400],
      ['mismatch', 400],
      ['error', 500],
    ] as const) {
      const reply = wechat.reply({ accepted: false, refusal, code: 12000, message: '失败' });
      expect(reply.status).toBe(status);
      expect(reply.contentType).toBe('application/json; charset=utf-8');
      expect(JSON.parse(reply.body)).toEqual({ code: 'FAIL', message: '失败' });
    }
  });
});

describe('WeChat Pay query', () => {
  const queryOf = (orderNo: string) => wechat.query({ orderNo, amount: 600, reference: null });

  it('asks by out_trade_no and reads each trade_state', async () => {
    expect(await queryOf(nextOrderNo())).toEqual({ state: 'open' });
    const orderNo = nextOrderNo();
    await wechat.checkout(checkoutOf(orderNo));
    expect(await queryOf(orderNo)).toEqual({ state: 'open' });
    expect(double.requests.at(-1)?.url).toBe(`/v3/pay/transactions/out-trade-no/${orderNo}?mchid=${MCH_ID}`);
    double.setTradeState(orderNo, 'USERPAYING');
    expect(await queryOf(orderNo)).toEqual({ state: 'open' });
    for (const state of ['CLOSED', 'REVOKED', 'PAYERROR'] as const) {
      double.setTradeState(orderNo, state);
      expect(await queryOf(orderNo)).toEqual({ state: 'closed' });
    }
    const paid = nextOrderNo();
    await wechat.checkout(checkoutOf(paid));
    await double.pay(paid, { notify: false });
    expect(await queryOf(paid)).toEqual({ state: 'paid', event: { kind: 'paid', eventId: double.orders.get(paid)!.transactionId, orderNo: paid, amount: 600 } });
    expect(await queryOf(`R${'1'.repeat(40)}`)).toEqual({ state: 'closed' });
  });

  it('is unavailable when WeChat Pay is down, silent, or its answer is not its own', async () => {
    const orderNo = nextOrderNo();
    await wechat.checkout(checkoutOf(orderNo));
    double.down = true;
    await expect(queryOf(orderNo)).rejects.toBeInstanceOf(PaymentUnavailableError);
    double.down = false;
    double.hang = true;
    await expect(queryOf(orderNo)).rejects.toBeInstanceOf(PaymentUnavailableError);
    double.hang = false;
    double.tamperResponses = true;
    await expect(queryOf(orderNo)).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});
