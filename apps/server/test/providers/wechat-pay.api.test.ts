import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { OnPayUrlAnswer, PayTrendConfig, RechargeOrder } from '@lootbay/shared/schemas/recharge';
import { startWechatPayDouble, type NotificationRequest, type WechatPayDouble } from '../doubles/wechat-pay';
import { createTestApp, runAllDue, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { deliverTo } from '../helpers/deliver';
import { coinsOf, orderCallbacks, orderStanding, orderTransfers, P30, p30Credit } from '../helpers/recharges';
import { registerMember, sendDeviceSeed, verifyAdult, type RegisteredMember } from '../helpers/members';

const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const MERCHANT_SERIAL = '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C';
const PUBLIC_URL = 'https://lootbay.example';
const NOTIFY_URL = `${PUBLIC_URL}/api/pay/wechat/notify`;
/** Our merchant API key pair (WeChat Pay holds its public half), and a forger's. */
const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const forgerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Package p30: 30.00 paid for 3,000 coins, its 5% bonus and, on a person's first order, the 10% first-recharge bonus. */
/** WeChat Pay takes a 204 without a body as received. */
const ACCEPTED = { status: 204, body: '' };

/** WeChat Pay as the server's payment provider, its API a local double speaking API v3, every notification through the app's HTTP handling. */
describe.each(TEST_DIALECTS)('WeChat Pay through the server on %s', (dialect) => {
  let t: TestApp;
  let wechat: WechatPayDouble;
  /** How far the server's and the scheduler's clock run ahead of the real one. */
  let aheadMs = 0;
  const clock = () => Date.now() + aheadMs;
  /** WeChat Pay's notifications through the app's whole HTTP handling. */
  const send = deliverTo(() => t?.app);
  /** While set, WeChat Pay's notifications do not reach the server (it retries them later). */
  let unreachable = false;

  beforeAll(async () => {
    wechat = await startWechatPayDouble({
      mchId: MCH_ID,
      appId: APP_ID,
      apiV3Key: API_V3_KEY,
      merchantPublicKey: merchantKeys.publicKey,
      merchantSerial: MERCHANT_SERIAL,
      deliver: (request) => (unreachable ? Promise.reject(new Error('unreachable')) : send(request)),
    });
    t = await createTestApp(dialect, {
      env: {
        PUBLIC_URL,
        WECHATPAY_MCH_ID: MCH_ID,
        WECHATPAY_APP_ID: APP_ID,
        WECHATPAY_API_V3_KEY: API_V3_KEY,
        WECHATPAY_MCH_PRIVATE_KEY: merchantKeys.privateKey,
        WECHATPAY_MCH_SERIAL: MERCHANT_SERIAL,
        WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKey,
        WECHATPAY_PLATFORM_SERIAL: wechat.platformSerial,
        WECHATPAY_BASE: wechat.url,
      },
      deps: { clock, scheduler: { now: clock } },
    });
  });
  afterEach(async () => {
    wechat.down = false;
    unreachable = false;
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
    await wechat?.close();
  });

  const db = () => t.database.db.kysely;
  async function adult(): Promise<RegisteredMember> {
    const member = await registerMember(t);
    await verifyAdult(t, member.token);
    return member;
  }
  async function order(member: RegisteredMember, body: Record<string, unknown> = {}): Promise<OnPayUrlAnswer> {
    const answer = await t.call<OnPayUrlAnswer>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'wechat', ...body }, { token: member.token });
    expect(answer.code).toBe(100);
    return answer.data;
  }
  const coins = (member: RegisteredMember) => coinsOf(t, member);
  const standing = (member: RegisteredMember, orderNo: string) => orderStanding(t, member, orderNo);
  const callbacks = (orderNo: string) => orderCallbacks(t, orderNo);
  const transfers = (orderNo: string) => orderTransfers(t, orderNo);
  /** WeChat Pay's refusal: a 4xx with `{ code, message }`. */
  const expectRefused = (answer: { status: number; body: string } | null) => {
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer!.body)).toEqual({ code: 'FAIL', message: expect.any(String) });
  };
  /** The transaction WeChat Pay's payment notification carries, for an order it holds; `total` another amount, `transactionId` another payment. */
  function paidTransaction(orderNo: string, change: { total?: number; transactionId?: string } = {}) {
    const held = wechat.orders.get(orderNo)!;
    const total = change.total ?? held.total;
    return {
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: orderNo,
      transaction_id: change.transactionId ?? held.transactionId,
      trade_type: held.tradeType,
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      payer: { openid: held.openid },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }
  const paymentNotification = (orderNo: string, options: { at?: number } = {}) => wechat.compose('TRANSACTION.SUCCESS', paidTransaction(orderNo), { url: NOTIFY_URL, ...options });
  /** Minutes pass on the server's clock and the scheduler runs what fell due: the every-minute reconciliation among it. */
  async function minutesPass(minutes: number): Promise<void> {
    // The next occurrences are enqueued as of now, so moving the clock makes them due.
    await runAllDue(t.app);
    aheadMs += minutes * 60_000;
    await runAllDue(t.app);
  }
  const placed = (orderNo: string) => wechat.requests.filter((request) => request.method === 'POST' && request.body.includes(orderNo)).map((request) => ({ url: request.url, body: JSON.parse(request.body) as unknown }));

  it('offers WeChat Pay and answers a Native code to scan on a computer, an H5 link on a phone, and the same order when the phone resumes it', async () => {
    const member = await adult();
    const offer = await t.call<PayTrendConfig>('/api/payTrendConfig', {}, { token: member.token });
    expect(offer.data.payTypes).toContainEqual({ code: 'wechat', name: 'WeChat Pay' });

    const computer = await order(member);
    const native = wechat.orders.get(computer.orderNo)!;
    expect(native).toMatchObject({ tradeType: 'NATIVE', total: P30.fen, notifyUrl: NOTIFY_URL, state: 'NOTPAY' });
    expect(computer).toMatchObject({ amount: P30.fen, status: 'awaiting', payUrl: native.payUrl });
    expect(computer.payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    expect(Buffer.from(computer.qrCode!.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toContain('<svg');
    expect(placed(computer.orderNo)).toEqual([
      {
        url: '/v3/pay/transactions/native',
        body: expect.objectContaining({ appid: APP_ID, mchid: MCH_ID, out_trade_no: computer.orderNo, notify_url: NOTIFY_URL, amount: { total: P30.fen, currency: 'CNY' } }),
      },
    ]);

    // The phone resumes the computer's order: WeChat Pay keeps one order per number, so the same code.
    const resumed = await t.call<OnPayUrlAnswer>('/api/pay/redirect/h5pay', { orderNo: computer.orderNo }, { token: member.token });
    expect(resumed.data).toMatchObject({ orderNo: computer.orderNo, payUrl: native.payUrl });
    expect(wechat.orders.get(computer.orderNo)?.tradeType).toBe('NATIVE');

    const phone = await order(member, { platform: 'h5' });
    const h5 = wechat.orders.get(phone.orderNo)!;
    expect(h5).toMatchObject({ tradeType: 'MWEB', total: P30.fen, notifyUrl: NOTIFY_URL });
    expect(phone.payUrl).toBe(`${h5.payUrl}&redirect_url=${encodeURIComponent(`${PUBLIC_URL}/recharge?orderNo=${phone.orderNo}`)}`);
    expect(phone.qrCode).toBeUndefined();
    expect(placed(phone.orderNo)).toEqual([{ url: '/v3/pay/transactions/h5', body: expect.objectContaining({ out_trade_no: phone.orderNo, scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } } }) }]);
  });

  it("credits a paid order once from WeChat Pay's notification, and the player sees it paid", async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    const sent = await wechat.pay(orderNo);
    expect(sent?.answer).toEqual(ACCEPTED);

    expect(await coins(member)).toBe(P30.total);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'success', amountPaid: P30.fen, amountReceived: P30.total, firstBonus: P30.first, payable: false, refundedAmount: 0 });
    expect(await transfers(orderNo)).toEqual(p30Credit(member));
    expect(await callbacks(orderNo)).toEqual([{ provider: 'wechat', outcome: 'credited', detail: { via: 'notification' } }]);
    expect((await t.call('/api/pay/redirect/h5pay', { orderNo }, { token: member.token })).code).toBe(ERRORS.ORDER_ALREADY_PAID.code);
  });

  it('credits once however often the notification comes, also all at once, and acknowledges every copy', async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    await wechat.pay(orderNo, { notify: false });
    const notification = paymentNotification(orderNo);

    const racing = await Promise.all(Array.from({ length: 20 }, () => send(notification)));
    expect(racing).toEqual(Array.from({ length: 20 }, () => ACCEPTED));
    for (let replay = 0; replay < 5; replay += 1) expect(await send(notification)).toEqual(ACCEPTED);
    // A later retry is a new notification (its own id, time and nonce) of the same payment.
    expect(await send(paymentNotification(orderNo))).toEqual(ACCEPTED);

    expect(await coins(member)).toBe(P30.total);
    expect(await transfers(orderNo)).toEqual(p30Credit(member));
    expect(await callbacks(orderNo)).toEqual([{ provider: 'wechat', outcome: 'credited', detail: { via: 'notification' } }]);
  });

  it('refuses forged, tampered and stale notifications, recording and crediting nothing, and still credits the genuine one', async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    await wechat.pay(orderNo, { notify: false });
    const genuine = paymentNotification(orderNo);

    const signedText = `${genuine.headers['Wechatpay-Timestamp']}\n${genuine.headers['Wechatpay-Nonce']}\n${genuine.body}\n`;
    const forged: NotificationRequest = { ...genuine, headers: { ...genuine.headers, 'Wechatpay-Signature': sign('sha256', Buffer.from(signedText), forgerKeys.privateKey).toString('base64') } };
    // The resource swapped for one sealed under our API v3 key, reporting another amount: the signature no longer covers the body.
    const resource = wechat.encryptResource(JSON.stringify(paidTransaction(orderNo, { total: 1 })), 'transaction');
    const tampered: NotificationRequest = { ...genuine, body: JSON.stringify({ ...(JSON.parse(genuine.body) as object), resource }) };
    // WeChat Pay's signatures hold for five minutes.
    const stale = paymentNotification(orderNo, { at: Date.now() - 6 * 60_000 });
    for (const notification of [forged, tampered, stale]) expectRefused(await send(notification));

    expect(await callbacks(orderNo)).toEqual([]);
    expect(await coins(member)).toBe(0);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'awaiting' });

    expect(await send(genuine)).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total);
  });

  it('refuses a signed notification of another amount and keeps it once for an operator', async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    const otherAmount = wechat.compose('TRANSACTION.SUCCESS', paidTransaction(orderNo, { total: 1, transactionId: '4200000000000000000000000001' }), { url: NOTIFY_URL });
    expectRefused(await send(otherAmount));
    expectRefused(await send(otherAmount));

    expect(await callbacks(orderNo)).toEqual([{ provider: 'wechat', outcome: 'refused_mismatch', detail: { reported: 1, expected: P30.fen, orderFound: true } }]);
    expect(await coins(member)).toBe(0);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'awaiting' });
  });

  it('credits a payment whose notification was lost when reconciliation asks WeChat Pay, and the late notification adds nothing', async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    await wechat.pay(orderNo, { notify: false });

    await minutesPass(2);
    expect(wechat.requests.some((request) => request.method === 'GET' && request.url.startsWith(`/v3/pay/transactions/out-trade-no/${orderNo}?`))).toBe(true);
    expect(await coins(member)).toBe(P30.total);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'success', amountReceived: P30.total });
    expect(await callbacks(orderNo)).toEqual([{ provider: 'wechat', outcome: 'credited', detail: { via: 'query' } }]);

    expect(await send(paymentNotification(orderNo))).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total);
    expect(await transfers(orderNo)).toEqual(p30Credit(member));
    expect(await callbacks(orderNo)).toHaveLength(1);
  });

  it('answers the payment method unavailable and closes the order while WeChat Pay is down', async () => {
    const member = await adult();
    wechat.down = true;
    const answer = await t.call('/pay-member/on_pay_url', { packageId: 'p30', payType: 'wechat' }, { token: member.token });
    expect(answer.code).toBe(ERRORS.PAY_TYPE_UNAVAILABLE.code);

    const records = await t.call<{ list: (RechargeOrder & { payable: boolean })[] }>('/member/getUserRechargeList', { page: 1, size: 10 }, { token: member.token });
    expect(records.data.list).toEqual([expect.objectContaining({ status: 'timeout', payable: false, amountPaid: P30.fen })]);
    expect(placed(records.data.list[0]!.orderNo)).toHaveLength(1);
    expect(await coins(member)).toBe(0);
  });

  it('keeps an order WeChat Pay cannot be asked about while it is down, and credits it once WeChat Pay answers', async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    await wechat.pay(orderNo, { notify: false });
    wechat.down = true;

    await minutesPass(2);
    expect(await coins(member)).toBe(0);
    const row = await db().selectFrom('recharge_orders').select(['status', 'queries', 'next_query_at']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'awaiting', queries: 1 });
    expect(Number(row.next_query_at)).toBeGreaterThan(clock());
    expect(await callbacks(orderNo)).toEqual([]);

    wechat.down = false;
    await minutesPass(2);
    expect(await coins(member)).toBe(P30.total);
    expect(await callbacks(orderNo)).toEqual([{ provider: 'wechat', outcome: 'credited', detail: { via: 'query' } }]);
  });

  it('takes back the coins of a partial and then a full refund in proportion, once each however often they come', async () => {
    const member = await adult();
    const { orderNo } = await order(member);
    await wechat.pay(orderNo);

    // A third of the payment: a third of all it credited, bought coins and bonuses alike.
    const partial = await wechat.refund(orderNo, 1_000);
    expect(partial.answer).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total - 1_150);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'success', refundedAmount: 1_000 });
    expect(await wechat.redeliver(partial)).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total - 1_150);

    // The rest, its notification first unheard, then WeChat Pay's retries all at once.
    unreachable = true;
    const rest = await wechat.refund(orderNo, 2_000);
    expect(rest.answer).toBeNull();
    unreachable = false;
    const retries = await Promise.all(Array.from({ length: 10 }, () => wechat.redeliver(rest)));
    expect(retries).toEqual(Array.from({ length: 10 }, () => ACCEPTED));
    expect(await coins(member)).toBe(0);
    expect(await standing(member, orderNo)).toMatchObject({ refundedAmount: P30.fen });

    const user = `user:${member.userId}:coin`;
    expect(await transfers(orderNo)).toEqual(
      [
        ...p30Credit(member),
        `recharge_reversal ${user}→system:payments:coin 1000`,
        `recharge_reversal ${user}→system:promotions:coin 150`,
        `recharge_reversal ${user}→system:payments:coin 2000`,
        `recharge_reversal ${user}→system:promotions:coin 300`,
      ].sort(),
    );
    expect((await callbacks(orderNo)).map((row) => row.outcome)).toEqual(['credited', 'reversed', 'reversed']);
  });

  it('takes back what is left of a refunded payment whose coins were spent, and freezes the account', async () => {
    const member = await adult();
    await sendDeviceSeed(t, member.token);
    const { orderNo } = await order(member);
    await wechat.pay(orderNo);
    const boxes = await t.call<{ list: { id: string; price: number; currency: string }[] }>('/visitor/list/box', { page: 1, size: 100, kind: 0 });
    const box = boxes.data.list.filter((candidate) => candidate.currency === 'coin' && candidate.price > 0 && candidate.price <= P30.total).sort((a, b) => a.price - b.price)[0]!;
    expect((await t.call('/member/openBox', { id: box.id, num: 1 }, { token: member.token })).code).toBe(100);
    const left = P30.total - box.price;
    expect(await coins(member)).toBe(left);

    expect((await wechat.refund(orderNo, P30.fen)).answer).toEqual(ACCEPTED);
    const row = await db().selectFrom('recharge_orders').select(['refunded_amount', 'reversed_coins', 'unrecovered_coins']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect([row.refunded_amount, row.reversed_coins, row.unrecovered_coins].map(Number)).toEqual([P30.fen, left, box.price]);
    const account = await db().selectFrom('ledger_accounts').select('balance').where('id', '=', `user:${member.userId}:coin`).executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBe(0);
    const user = await db().selectFrom('users').select('disabled').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user.disabled).toBe(1);
    // Every session ended with the freeze.
    expect((await t.call('/member/userAsset', {}, { token: member.token })).code).toBe(ERRORS.TOKEN_EXPIRED.code);
  });
});
