import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSigningString, startAlipayDouble, type AlipayDouble } from '../../../../test/doubles/alipay';
import type { CheckoutChannel, CheckoutRequest, NotificationVerdict, PaymentProvider } from '../provider';
import { PaymentUnavailableError } from '../provider';
import { beijingTime, createAlipayProvider, fenOf, notificationSigningString, parseBeijingTime, yuanOf } from './alipay';

const APP_ID = '2021000122671080';
const ORIGIN = 'https://lootbay.example';
const HOUR_MS = 60 * 60 * 1000;

function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey };
}
const pem = (key: KeyObject, type: 'pkcs8' | 'pkcs1' | 'spki') => key.export({ type, format: 'pem' } as never) as string;

const app = rsaKeys();
const alipay = rsaKeys();
const stranger = rsaKeys();
const alipayKeys = { privateKey: pem(alipay.privateKey, 'pkcs8'), publicKey: pem(alipay.publicKey, 'spki') };

let double: AlipayDouble;
let provider: PaymentProvider;
/** How far the double's clock runs ahead of ours (for orders left to time out). */
let skewMs = 0;
let orderSeq = 0;

function providerWith(privateKey: string, gateway = double.gateway, timeoutMs = 2_000): PaymentProvider {
  return createAlipayProvider({ appId: APP_ID, privateKey, alipayPublicKey: alipayKeys.publicKey, gateway }, { timeoutMs });
}

function order(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  orderSeq += 1;
  return {
    orderNo: `R${Date.now()}${String(orderSeq).padStart(6, '0')}`,
    amount: 3000,
    payType: 'alipay',
    channel: 'web',
    subject: '3000 金币',
    clientIp: '203.0.113.7',
    origin: ORIGIN,
    expiresAt: Date.now() + 15 * 60 * 1000,
    declined: 0,
    ...overrides,
  };
}

/** Opens the checkout in the "browser": the double records the trade, as Alipay's cashier does. */
async function opened(overrides: Partial<CheckoutRequest> = {}) {
  const request = order(overrides);
  const { payUrl } = await provider.checkout(request);
  const page = await fetch(payUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(request.orderNo);
  return request;
}

const verify = (body: string, now = Date.now()) => provider.verifyNotification({ url: '/api/pay/alipay/notify', rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, now }) as NotificationVerdict;

beforeAll(async () => {
  double = await startAlipayDouble({
    appId: APP_ID,
    appPublicKey: pem(app.publicKey, 'spki'),
    alipayKeys,
    now: () => Date.now() + skewMs,
    // Notifications reach the adapter the way the server's notify route hands them over.
    deliver: async (request) => {
      const verdict = await provider.verifyNotification({ url: new URL(request.url).pathname, rawBody: request.body, headers: request.headers, now: Date.now() });
      const reply = provider.reply(
        verdict.ok ? { accepted: true, effect: verdict.event ? 'credited' : 'ignored', orderNo: null, code: 0, message: 'ok' } : { accepted: false, refusal: verdict.refusal, code: 12001, message: verdict.refusal },
      );
      return { status: reply.status, body: reply.body };
    },
  });
  provider = providerWith(pem(app.privateKey, 'pkcs8'));
});

afterAll(async () => {
  await double.close();
});

describe('Alipay signing strings', () => {
  it('builds the notification signing string of the documented example', () => {
    // The asynchronous notification example and its 待签名字符串 from opendocs.alipay.com/open/270/105902
    // (异步返回结果的验签, 第二步). The documentation builds that string from the parameters before
    // `sign`; the ones its example lists after it (gmt_create, app_id, seller_id, notify_id) are
    // not in it, so they are left out here too.
    const body = new URLSearchParams([
      ['total_amount', '2.00'],
      ['buyer_id', '2088102116773037'],
      ['body', '大乐透2.1'],
      ['trade_no', '2016071921001003030200089909'],
      ['refund_fee', '0.00'],
      ['notify_time', '2016-07-19 14:10:49'],
      ['subject', '大乐透2.1'],
      ['sign_type', 'RSA2'],
      ['charset', 'utf-8'],
      ['notify_type', 'trade_status_sync'],
      ['out_trade_no', '0719141034-6418'],
      ['gmt_close', '2016-07-19 14:10:46'],
      ['gmt_payment', '2016-07-19 14:10:47'],
      ['trade_status', 'TRADE_SUCCESS'],
      ['version', '1.0'],
      ['sign', 'kPbQIjX+xQc8F0/A6/AocELIjhhZnGbcBN6G4MM/HmfWL4ZiHM6fWl5NQhzXJusaklZ1LFuMo+lHQUELAYeugH8LYFvxnNajOvZhuxNFbN2LhF0l/KL8ANtj8oyPM4NN7Qft2kWJTDJUpQOzCzNnV9hDxh5AaT9FPqRS6ZKxnzM='],
    ]).toString();
    expect(notificationSigningString(new URLSearchParams(body))).toBe(
      'body=大乐透2.1&buyer_id=2088102116773037&charset=utf-8&gmt_close=2016-07-19 14:10:46&gmt_payment=2016-07-19 14:10:47' +
        '&notify_time=2016-07-19 14:10:49&notify_type=trade_status_sync&out_trade_no=0719141034-6418&refund_fee=0.00' +
        '&subject=大乐透2.1&total_amount=2.00&trade_no=2016071921001003030200089909&trade_status=TRADE_SUCCESS&version=1.0',
    );
  });

  it('checks requests over the documented request signing string', () => {
    // The request example and its 待签名字符串 from opendocs.alipay.com/common/02kf5q (自行实现签名):
    // every parameter but `sign`, sorted, `name=value` joined by `&`.
    const bizContent =
      '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},' +
      '{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}';
    const params = { app_id: '2014072300007148', method: 'alipay.mobile.public.menu.add', charset: 'GBK', sign_type: 'RSA2', timestamp: '2014-07-24 03:07:50', biz_content: bizContent, sign: 'anything', version: '1.0' };
    expect(requestSigningString(params)).toBe(`app_id=2014072300007148&biz_content=${bizContent}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`);
  });

  it('writes amounts in yuan and times in Beijing time', () => {
    expect([yuanOf(3000), yuanOf(1), yuanOf(123456)]).toEqual(['30.00', '0.01', '1234.56']);
    expect([fenOf('30.00'), fenOf('0.5'), fenOf('20'), fenOf('1.234'), fenOf('-1')]).toEqual([3000, 50, 2000, null, null]);
    expect(() => yuanOf(12.5)).toThrow(RangeError);
    expect(beijingTime(Date.UTC(2016, 6, 19, 6, 10, 49))).toBe('2016-07-19 14:10:49');
    expect(parseBeijingTime('2016-07-19 14:10:49')).toBe(Date.UTC(2016, 6, 19, 6, 10, 49));
    expect(parseBeijingTime('2016-02-30 14:10:49')).toBeNull();
  });
});

describe('Alipay checkout', () => {
  const keyFormats = { 'PKCS#8': () => pem(app.privateKey, 'pkcs8'), 'PKCS#1': () => pem(app.privateKey, 'pkcs1') };
  const methods: Record<CheckoutChannel, [string, string]> = { web: ['alipay.trade.page.pay', 'FAST_INSTANT_TRADE_PAY'], h5: ['alipay.trade.wap.pay', 'QUICK_WAP_WAY'] };

  for (const [format, privateKey] of Object.entries(keyFormats)) {
    for (const channel of ['web', 'h5'] as const) {
      it(`signs the ${channel} checkout URL as Alipay documents (${format} key)`, async () => {
        const request = order({ channel, amount: 3000 });
        const before = Date.now();
        const { payUrl, scan } = await providerWith(privateKey()).checkout(request);
        expect(scan).toBeUndefined();

        const url = new URL(payUrl);
        expect(`${url.origin}${url.pathname}`).toBe(double.gateway);
        const params = Object.fromEntries(url.searchParams);
        expect(url.searchParams.getAll('sign')).toHaveLength(1);
        const signed = createVerify('RSA-SHA256').update(requestSigningString(params), 'utf8').verify(app.publicKey, params.sign!, 'base64');
        expect(signed).toBe(true);

        const [method, productCode] = methods[channel];
        expect(params).toMatchObject({ app_id: APP_ID, method, charset: 'utf-8', sign_type: 'RSA2', version: '1.0', notify_url: `${ORIGIN}/api/pay/alipay/notify`, return_url: `${ORIGIN}/recharge?orderNo=${request.orderNo}` });
        const sentAt = parseBeijingTime(params.timestamp!);
        expect(sentAt).not.toBeNull();
        expect(sentAt!).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
        expect(sentAt!).toBeLessThanOrEqual(Date.now());
        expect(JSON.parse(params.biz_content!)).toEqual({
          out_trade_no: request.orderNo,
          total_amount: '30.00',
          subject: '3000 金币',
          product_code: productCode,
          time_expire: beijingTime(request.expiresAt),
          ...(channel === 'h5' ? { quit_url: `${ORIGIN}/recharge?orderNo=${request.orderNo}` } : {}),
        });

        const page = await fetch(payUrl);
        expect(page.status).toBe(200);
        expect(double.trades.get(request.orderNo)).toMatchObject({ amount: 3000, method, status: 'WAIT_BUYER_PAY' });
      });
    }
  }

  it('answers the same Alipay trade when the player resumes on the other device', async () => {
    const request = await opened({ channel: 'web' });
    const tradeNo = double.trades.get(request.orderNo)!.tradeNo;
    const { payUrl } = await provider.checkout({ ...request, channel: 'h5' });
    expect((await fetch(payUrl)).status).toBe(200);
    expect(double.trades.get(request.orderNo)).toMatchObject({ tradeNo, method: 'alipay.trade.wap.pay' });
  });

  it('keeps characters Alipay refuses out of the order title', async () => {
    const request = order({ subject: '600 coins / A&B = C' });
    const { payUrl } = await provider.checkout(request);
    expect(JSON.parse(new URL(payUrl).searchParams.get('biz_content')!).subject).toBe('600 coins A B C');
    expect((await fetch(payUrl)).status).toBe(200);
  });

  it('is refused by the gateway once tampered with, or once the order is paid', async () => {
    const request = order();
    const { payUrl } = await provider.checkout(request);
    const tampered = new URL(payUrl);
    tampered.searchParams.set('biz_content', tampered.searchParams.get('biz_content')!.replace('"30.00"', '"0.01"'));
    expect(await (await fetch(tampered)).text()).toContain('isv.invalid-signature');

    await fetch(payUrl);
    await double.pay(request.orderNo, { notify: false });
    expect(await (await fetch((await provider.checkout(request)).payUrl)).text()).toContain('ACQ.TRADE_HAS_SUCCESS');
    expect(double.refusals.map((refusal) => refusal.subCode)).toEqual(expect.arrayContaining(['isv.invalid-signature', 'ACQ.TRADE_HAS_SUCCESS']));
  });
});

describe('Alipay notifications', () => {
  it('accepts a genuine payment notification, the same event on every replay', async () => {
    const request = await opened();
    const sent = await double.pay(request.orderNo);
    expect(sent).toMatchObject({ accepted: true, status: 200, body: 'success' });

    const tradeNo = double.trades.get(request.orderNo)!.tradeNo;
    const expected = { ok: true, event: { kind: 'paid', eventId: tradeNo, orderNo: request.orderNo, amount: 3000 } };
    expect(verify(sent!.request.body)).toEqual(expected);
    expect(verify(sent!.request.body, Date.now() + 3 * HOUR_MS)).toEqual(expected);
    expect(await double.redeliver(sent!)).toMatchObject({ accepted: true });
    expect(verify(double.notificationFor(request.orderNo, { fields: { trade_status: 'TRADE_FINISHED' } }).body)).toEqual(expected);
  });

  it('refuses a notification with one field changed', async () => {
    const request = await opened();
    await double.pay(request.orderNo, { notify: false });
    const body = new URLSearchParams(double.notificationFor(request.orderNo).body);
    body.set('total_amount', '3000.00');
    expect(verify(body.toString())).toEqual({ ok: false, refusal: 'signature', orderNo: request.orderNo });
  });

  it('refuses a notification signed with another key, or carrying no signature', async () => {
    const request = await opened();
    await double.pay(request.orderNo, { notify: false });
    const body = new URLSearchParams(double.notificationFor(request.orderNo).body);
    body.set('sign', createSign('RSA-SHA256').update(notificationSigningString(body), 'utf8').sign(stranger.privateKey, 'base64'));
    expect(verify(body.toString())).toMatchObject({ ok: false, refusal: 'signature' });
    body.delete('sign');
    expect(verify(body.toString())).toMatchObject({ ok: false, refusal: 'signature' });
    expect(verify('not a notification')).toEqual({ ok: false, refusal: 'signature', orderNo: null });
  });

  it('refuses a notification for another app', async () => {
    const request = await opened();
    await double.pay(request.orderNo, { notify: false });
    const forOther = double.notificationFor(request.orderNo, { fields: { app_id: '2021000000000000' } });
    expect(verify(forOther.body)).toEqual({ ok: false, refusal: 'signature', orderNo: request.orderNo });
  });

  it('accepts the retries Alipay sends over 25 hours and refuses older or future-dated notifications', async () => {
    const request = await opened();
    await double.pay(request.orderNo, { notify: false });
    const at = (offsetMs: number) => verify(double.notificationFor(request.orderNo, { at: Date.now() + offsetMs }).body);
    expect(at(-25 * HOUR_MS)).toMatchObject({ ok: true });
    expect(at(-27 * HOUR_MS)).toEqual({ ok: false, refusal: 'stale', orderNo: request.orderNo });
    expect(at(20 * 60 * 1000)).toEqual({ ok: false, refusal: 'stale', orderNo: request.orderNo });
  });

  it('refuses signed notifications it cannot read', async () => {
    const request = await opened();
    await double.pay(request.orderNo, { notify: false });
    const withFields = (fields: Record<string, string | null>) => verify(double.notificationFor(request.orderNo, { fields }).body);
    expect(withFields({ notify_time: '2016/07/19 14:10:49' })).toMatchObject({ ok: false, refusal: 'malformed' });
    expect(withFields({ total_amount: 'thirty' })).toMatchObject({ ok: false, refusal: 'malformed' });
    expect(withFields({ trade_status: 'TRADE_PENDING' })).toMatchObject({ ok: false, refusal: 'malformed' });
    expect(withFields({ trade_no: null })).toMatchObject({ ok: false, refusal: 'malformed' });
    expect(withFields({ out_trade_no: null })).toEqual({ ok: false, refusal: 'malformed', orderNo: null });
  });

  it('reads nothing to act on from a trade closed unpaid or waiting for the buyer', async () => {
    const request = await opened();
    for (const status of ['TRADE_CLOSED', 'WAIT_BUYER_PAY']) {
      expect(verify(double.notificationFor(request.orderNo, { fields: { trade_status: status, gmt_payment: null } }).body)).toEqual({ ok: true, event: null });
    }
  });

  it('reads refunds as cumulative reversals of the payment, one event per refund', async () => {
    const request = await opened();
    await double.pay(request.orderNo);
    const tradeNo = double.trades.get(request.orderNo)!.tradeNo;

    const partial = await double.refund(request.orderNo, 1000);
    expect(partial.accepted).toBe(true);
    expect(new URLSearchParams(partial.request.body).get('trade_status')).toBe('TRADE_SUCCESS');
    const first = verify(partial.request.body);
    expect(first).toMatchObject({ ok: true, event: { kind: 'reversed', orderNo: request.orderNo, paymentId: tradeNo, amount: 1000, cumulative: true, reason: 'refund' } });

    const rest = await double.refund(request.orderNo, 2000);
    expect(new URLSearchParams(rest.request.body).get('trade_status')).toBe('TRADE_CLOSED');
    const second = verify(rest.request.body);
    expect(second).toMatchObject({ ok: true, event: { kind: 'reversed', paymentId: tradeNo, amount: 3000, cumulative: true } });
    expect(verify(rest.request.body)).toEqual(second);

    const ids = [first, second].map((verdict) => (verdict.ok && verdict.event ? verdict.event.eventId : null));
    expect(new Set(ids).size).toBe(2);
    expect(ids).not.toContain(tradeNo);
  });

  it('answers Alipay exactly `success` when accepted, `fail` otherwise', () => {
    const accepted = { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
    expect(provider.reply({ accepted: true, effect: 'credited', orderNo: 'R1', code: 0, message: 'ok' })).toEqual(accepted);
    expect(provider.reply({ accepted: true, effect: 'ignored', orderNo: null, code: 0, message: 'ok' })).toEqual(accepted);
    expect(provider.reply({ accepted: false, refusal: 'signature', code: 12001, message: 'bad signature' })).toMatchObject({ status: 400, body: 'fail' });
    expect(provider.reply({ accepted: false, refusal: 'mismatch', code: 12002, message: 'amount' })).toMatchObject({ status: 400, body: 'fail' });
    expect(provider.reply({ accepted: false, refusal: 'error', code: 500, message: 'database' })).toMatchObject({ status: 500, body: 'fail' });
  });
});

describe('Alipay query', () => {
  it('reads an order Alipay has not heard of as open', async () => {
    await expect(provider.query({ orderNo: 'R0000000000000000001', amount: 3000, reference: null })).resolves.toEqual({ state: 'open' });
    expect(double.refusals.at(-1)).toMatchObject({ method: 'alipay.trade.query', subCode: 'ACQ.TRADE_NOT_EXIST' });
  });

  it('reads an opened, unpaid checkout as open and a paid one as paid, with the notification’s event id', async () => {
    const request = await opened();
    await expect(provider.query({ orderNo: request.orderNo, amount: 3000, reference: null })).resolves.toEqual({ state: 'open' });

    const sent = await double.pay(request.orderNo);
    const notified = verify(sent!.request.body);
    const answer = await provider.query({ orderNo: request.orderNo, amount: 3000, reference: null });
    expect(answer).toEqual({ state: 'paid', event: notified.ok ? notified.event : null });
    expect(double.queries.at(-1)).toMatchObject({ method: 'alipay.trade.query', bizContent: { out_trade_no: request.orderNo } });
  });

  it('reads a checkout left past its time as closed', async () => {
    const request = await opened();
    skewMs = 16 * 60 * 1000;
    try {
      await expect(provider.query({ orderNo: request.orderNo, amount: 3000, reference: null })).resolves.toEqual({ state: 'closed' });
    } finally {
      skewMs = 0;
    }
  });

  it('is unavailable while Alipay is busy, down or silent', async () => {
    const ask = () => provider.query({ orderNo: 'R0000000000000000002', amount: 3000, reference: null });
    double.down = true;
    try {
      await expect(ask()).rejects.toBeInstanceOf(PaymentUnavailableError);
      double.downAs = 'http-503';
      await expect(ask()).rejects.toBeInstanceOf(PaymentUnavailableError);
    } finally {
      double.down = false;
      double.downAs = 'system-error';
    }

    double.hang = true;
    try {
      const started = Date.now();
      await expect(providerWith(pem(app.privateKey, 'pkcs8'), double.gateway, 300).query({ orderNo: 'R0000000000000000003', amount: 3000, reference: null })).rejects.toBeInstanceOf(
        PaymentUnavailableError,
      );
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      double.hang = false;
    }

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(providerWith(pem(app.privateKey, 'pkcs8'), `http://127.0.0.1:${port}/gateway.do`).query({ orderNo: 'R0000000000000000004', amount: 3000, reference: null })).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
  });

  it('does not trust an answer signed with another key', async () => {
    const impostor = await startAlipayDouble({
      appId: APP_ID,
      appPublicKey: pem(app.publicKey, 'spki'),
      alipayKeys: { privateKey: pem(stranger.privateKey, 'pkcs8'), publicKey: pem(stranger.publicKey, 'spki') },
    });
    try {
      const answer = providerWith(pem(app.privateKey, 'pkcs8'), impostor.gateway).query({ orderNo: 'R0000000000000000005', amount: 3000, reference: null });
      await expect(answer).rejects.toThrow(/could not be verified/);
      await expect(answer).rejects.not.toBeInstanceOf(PaymentUnavailableError);
    } finally {
      await impostor.close();
    }
  });
});
