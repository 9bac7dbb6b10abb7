import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { OnPayUrlAnswer, PayTrendConfig } from '@lootbay/shared/schemas/recharge';
import { notificationSigningString, requestSigningString, startAlipayDouble, type AlipayDouble } from '../doubles/alipay';
import { createTestApp, runAllDue, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { deliverTo } from '../helpers/deliver';
import { coinsOf, orderCallbacks, orderStanding, orderTransfers, P30, p30Credit } from '../helpers/recharges';
import { registerMember, sendDeviceSeed, verifyAdult, type RegisteredMember } from '../helpers/members';

const APP_ID = '2021000122671080';
const PUBLIC_URL = 'https://lootbay.example';
const NOTIFY_URL = `${PUBLIC_URL}/api/pay/alipay/notify`;
const HOUR_MS = 60 * 60 * 1000;
const rsaPem = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
/** Our app's key pair (Alipay holds its public half), Alipay's own, and a forger's. */
const appKeys = rsaPem();
const alipayKeys = rsaPem();
const forgerKeys = rsaPem();

/** Package p30: 30.00 paid for 3,000 coins, its 5% bonus and, on a person's first order, the 10% first-recharge bonus. */
const ACCEPTED = { status: 200, body: 'success' };
const REFUSED = { status: 400, body: 'fail' };

/** Alipay as the server's payment provider, its gateway a local double speaking Alipay's protocol, every notification through the app's HTTP handling. */
describe.each(TEST_DIALECTS)('Alipay through the server on %s', (dialect) => {
  let t: TestApp;
  let alipay: AlipayDouble;
  /** How far the server's and the scheduler's clock run ahead of the real one. */
  let aheadMs = 0;
  const clock = () => Date.now() + aheadMs;
  /** Alipay's notifications through the app's whole HTTP handling. */
  const send = deliverTo(() => t?.app);
  /** While set, Alipay's notifications do not reach the server (it retries them later). */
  let unreachable = false;

  beforeAll(async () => {
    alipay = await startAlipayDouble({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayKeys, deliver: (request) => (unreachable ? Promise.reject(new Error('unreachable')) : send(request)) });
    t = await createTestApp(dialect, {
      env: { PUBLIC_URL, ALIPAY_APP_ID: APP_ID, ALIPAY_APP_PRIVATE_KEY: appKeys.privateKey, ALIPAY_PUBLIC_KEY: alipayKeys.publicKey, ALIPAY_GATEWAY: alipay.gateway },
      deps: { clock, scheduler: { now: clock } },
    });
  });
  afterEach(async () => {
    alipay.down = false;
    unreachable = false;
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
    await alipay?.close();
  });

  const db = () => t.database.db.kysely;
  async function adult(): Promise<RegisteredMember> {
    const member = await registerMember(t);
    await verifyAdult(t, member.token);
    return member;
  }
  async function order(member: RegisteredMember, body: Record<string, unknown> = { packageId: 'p30' }): Promise<OnPayUrlAnswer> {
    const answer = await t.call<OnPayUrlAnswer>('/pay-member/on_pay_url', { payType: 'alipay', ...body }, { token: member.token });
    expect(answer.code).toBe(100);
    return answer.data;
  }
  /** An order whose checkout the player opened: Alipay's cashier now holds the trade. */
  async function opened(member: RegisteredMember): Promise<string> {
    const { orderNo, payUrl } = await order(member);
    expect((await fetch(payUrl)).status).toBe(200);
    return orderNo;
  }
  const coins = (member: RegisteredMember) => coinsOf(t, member);
  const standing = (member: RegisteredMember, orderNo: string) => orderStanding(t, member, orderNo);
  const callbacks = (orderNo: string) => orderCallbacks(t, orderNo);
  const transfers = (orderNo: string) => orderTransfers(t, orderNo);
  /** Minutes pass on the server's clock and the scheduler runs what fell due: the every-minute reconciliation among it. */
  async function minutesPass(minutes: number): Promise<void> {
    // The next occurrences are enqueued as of now, so moving the clock makes them due.
    await runAllDue(t.app);
    aheadMs += minutes * 60_000;
    await runAllDue(t.app);
  }

  it('offers Alipay and answers its signed page checkout on a computer and on a phone, the same trade when the phone resumes it', async () => {
    const member = await adult();
    const offer = await t.call<PayTrendConfig>('/api/payTrendConfig', {}, { token: member.token });
    expect(offer.data.payTypes).toContainEqual({ code: 'alipay', name: 'Alipay' });

    const refusals = alipay.refusals.length;
    const computer = await order(member);
    expect(computer).toMatchObject({ amount: P30.fen, status: 'awaiting' });
    expect(computer.qrCode).toBeUndefined();
    const url = new URL(computer.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(alipay.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(createVerify('RSA-SHA256').update(requestSigningString(params), 'utf8').verify(appKeys.publicKey, params.sign!, 'base64')).toBe(true);
    expect(params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.page.pay', sign_type: 'RSA2', charset: 'utf-8', version: '1.0', notify_url: NOTIFY_URL });
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: computer.orderNo, total_amount: '30.00', product_code: 'FAST_INSTANT_TRADE_PAY' });
    // The player's browser opens it: the gateway checks our signature and shows its cashier.
    const cashier = await fetch(computer.payUrl);
    expect(cashier.status).toBe(200);
    expect(await cashier.text()).toContain('￥30.00');
    const trade = alipay.trades.get(computer.orderNo)!;
    expect(trade).toMatchObject({ amount: P30.fen, method: 'alipay.trade.page.pay', status: 'WAIT_BUYER_PAY', notifyUrl: NOTIFY_URL });

    // The phone resumes the same order: the phone's page method, the same Alipay trade.
    const resumed = await t.call<OnPayUrlAnswer>('/api/pay/redirect/h5pay', { orderNo: computer.orderNo }, { token: member.token });
    const resumedParams = new URL(resumed.data.payUrl).searchParams;
    expect(resumedParams.get('method')).toBe('alipay.trade.wap.pay');
    expect((await fetch(resumed.data.payUrl)).status).toBe(200);
    expect(alipay.trades.get(computer.orderNo)).toMatchObject({ tradeNo: trade.tradeNo, method: 'alipay.trade.wap.pay' });

    // An order placed on a phone, of a custom amount: yuan with two decimals.
    const phone = await order(member, { amount: 1_205, platform: 'h5' });
    const phoneParams = Object.fromEntries(new URL(phone.payUrl).searchParams);
    expect(phoneParams).toMatchObject({ method: 'alipay.trade.wap.pay', notify_url: NOTIFY_URL });
    expect(JSON.parse(phoneParams.biz_content!)).toMatchObject({ out_trade_no: phone.orderNo, total_amount: '12.05', product_code: 'QUICK_WAP_WAY' });
    expect((await fetch(phone.payUrl)).status).toBe(200);
    expect(alipay.refusals.slice(refusals)).toEqual([]);
  });

  it("credits a paid order once from Alipay's notification, and the player sees it paid", async () => {
    const member = await adult();
    const orderNo = await opened(member);
    const sent = await alipay.pay(orderNo);
    expect(sent).toMatchObject({ ...ACCEPTED, accepted: true });

    expect(await coins(member)).toBe(P30.total);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'success', amountPaid: P30.fen, amountReceived: P30.total, firstBonus: P30.first, payable: false, refundedAmount: 0 });
    expect(await transfers(orderNo)).toEqual(p30Credit(member));
    expect(await callbacks(orderNo)).toEqual([{ provider: 'alipay', outcome: 'credited', detail: { via: 'notification' } }]);
    expect((await t.call('/api/pay/redirect/h5pay', { orderNo }, { token: member.token })).code).toBe(ERRORS.ORDER_ALREADY_PAID.code);
  });

  it('credits once however often the notification comes, also all at once, and acknowledges every copy', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    await alipay.pay(orderNo, { notify: false });
    const notification = alipay.notificationFor(orderNo);

    const racing = await Promise.all(Array.from({ length: 20 }, () => send(notification)));
    expect(racing).toEqual(Array.from({ length: 20 }, () => ACCEPTED));
    for (let replay = 0; replay < 5; replay += 1) expect(await send(notification)).toEqual(ACCEPTED);
    // Alipay's own retry carries a new notify_id and notify_time: the same payment still.
    expect(await send(alipay.notificationFor(orderNo))).toEqual(ACCEPTED);

    expect(await coins(member)).toBe(P30.total);
    expect(await transfers(orderNo)).toEqual(p30Credit(member));
    expect(await callbacks(orderNo)).toEqual([{ provider: 'alipay', outcome: 'credited', detail: { via: 'notification' } }]);
  });

  it('refuses forged, tampered and stale notifications, recording and crediting nothing, and still credits the genuine one', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    await alipay.pay(orderNo, { notify: false });
    const genuine = alipay.notificationFor(orderNo);

    const forged = new URLSearchParams(genuine.body);
    forged.set('sign', createSign('RSA-SHA256').update(notificationSigningString(Object.fromEntries(forged)), 'utf8').sign(forgerKeys.privateKey, 'base64'));
    const tampered = new URLSearchParams(genuine.body);
    tampered.set('total_amount', '0.01');
    // Older than Alipay's retries last (about 25 hours).
    const stale = alipay.notificationFor(orderNo, { at: Date.now() - 27 * HOUR_MS });
    for (const body of [forged.toString(), tampered.toString(), stale.body]) expect(await send({ ...genuine, body })).toEqual(REFUSED);

    expect(await callbacks(orderNo)).toEqual([]);
    expect(await coins(member)).toBe(0);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'awaiting' });

    expect(await send(genuine)).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total);
  });

  it('refuses a signed notification of another amount and keeps it once for an operator', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    const otherAmount = alipay.notificationFor(orderNo, { fields: { trade_status: 'TRADE_SUCCESS', total_amount: '0.01', receipt_amount: '0.01', buyer_pay_amount: '0.01' } });
    expect(await send(otherAmount)).toEqual(REFUSED);
    expect(await send(otherAmount)).toEqual(REFUSED);

    expect(await callbacks(orderNo)).toEqual([{ provider: 'alipay', outcome: 'refused_mismatch', detail: { reported: 1, expected: P30.fen, orderFound: true } }]);
    expect(await coins(member)).toBe(0);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'awaiting' });
  });

  it('credits a payment whose notification was lost when reconciliation asks Alipay, and the late notification adds nothing', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    await alipay.pay(orderNo, { notify: false });
    const asked = alipay.queries.length;

    await minutesPass(2);
    expect(alipay.queries.slice(asked).map((query) => query.bizContent?.out_trade_no)).toContain(orderNo);
    expect(await coins(member)).toBe(P30.total);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'success', amountReceived: P30.total });
    expect(await callbacks(orderNo)).toEqual([{ provider: 'alipay', outcome: 'credited', detail: { via: 'query' } }]);

    expect(await send(alipay.notificationFor(orderNo))).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total);
    expect(await transfers(orderNo)).toEqual(p30Credit(member));
    expect(await callbacks(orderNo)).toHaveLength(1);
  });

  it('while Alipay is down still signs the checkout here, and reconciliation credits nothing and asks again, crediting once Alipay answers', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    await alipay.pay(orderNo, { notify: false });
    alipay.down = true;

    // The checkout is a URL signed here, so an outage shows only on Alipay's own page.
    const during = await order(member);
    expect((await fetch(during.payUrl)).status).toBe(503);

    await minutesPass(2);
    expect(await coins(member)).toBe(0);
    const row = await db().selectFrom('recharge_orders').select(['status', 'queries', 'next_query_at']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'awaiting', queries: 1 });
    expect(Number(row.next_query_at)).toBeGreaterThan(clock());
    expect(await callbacks(orderNo)).toEqual([]);

    alipay.down = false;
    await minutesPass(2);
    expect(await coins(member)).toBe(P30.total);
    expect(await callbacks(orderNo)).toEqual([{ provider: 'alipay', outcome: 'credited', detail: { via: 'query' } }]);
  });

  it('takes back the coins of a partial and then a full refund in proportion, once each however often they come', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    await alipay.pay(orderNo);

    // A third of the payment: a third of all it credited, bought coins and bonuses alike.
    const partial = await alipay.refund(orderNo, 1_000);
    expect(partial).toMatchObject(ACCEPTED);
    expect(await coins(member)).toBe(P30.total - 1_150);
    expect(await standing(member, orderNo)).toMatchObject({ status: 'success', refundedAmount: 1_000 });
    expect(await alipay.redeliver(partial)).toMatchObject(ACCEPTED);
    expect(await coins(member)).toBe(P30.total - 1_150);

    // The rest, its notification first unheard, then Alipay's retries all at once.
    unreachable = true;
    const rest = await alipay.refund(orderNo, 2_000);
    expect(rest.status).toBe(0);
    unreachable = false;
    const retries = await Promise.all(Array.from({ length: 10 }, () => alipay.redeliver(rest)));
    expect(retries.map(({ status, body }) => ({ status, body }))).toEqual(Array.from({ length: 10 }, () => ACCEPTED));
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

  it('takes nothing for a refund of another payment of the order than the one that credited it', async () => {
    const member = await adult();
    const orderNo = await opened(member);
    await alipay.pay(orderNo);
    // A second payment of the paid order, refunded by an operator: its trade is not the one credited.
    const other = alipay.notificationFor(orderNo, { fields: { trade_no: '2099010122001400000000000001', trade_status: 'TRADE_CLOSED', refund_fee: '30.00', gmt_refund: '2099-01-01 12:00:00.000', out_biz_no: 'second-payment' } });
    expect(await send(other)).toEqual(ACCEPTED);
    expect(await coins(member)).toBe(P30.total);
    expect(await standing(member, orderNo)).toMatchObject({ refundedAmount: 0 });
    expect((await callbacks(orderNo)).map((row) => row.outcome).sort()).toEqual(['credited', 'reversal_unrelated']);
  });

  it('takes back what is left of a refunded payment whose coins were spent, and freezes the account', async () => {
    const member = await adult();
    await sendDeviceSeed(t, member.token);
    const orderNo = await opened(member);
    await alipay.pay(orderNo);
    const boxes = await t.call<{ list: { id: string; price: number; currency: string }[] }>('/visitor/list/box', { page: 1, size: 100, kind: 0 });
    const box = boxes.data.list.filter((candidate) => candidate.currency === 'coin' && candidate.price > 0 && candidate.price <= P30.total).sort((a, b) => a.price - b.price)[0]!;
    expect((await t.call('/member/openBox', { id: box.id, num: 1 }, { token: member.token })).code).toBe(100);
    const left = P30.total - box.price;
    expect(await coins(member)).toBe(left);

    expect(await alipay.refund(orderNo, P30.fen)).toMatchObject(ACCEPTED);
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
