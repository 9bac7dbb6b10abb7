import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECHARGE_ORDER_TIMEOUT_MS } from '@lootbay/shared/constants';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { OnPayUrlAnswer, PayInfo, PayTrendConfig } from '@lootbay/shared/schemas/recharge';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { DEV_PAYMENT_SECRET } from '../../src/config';
import type { AppDependencies } from '../../src/app';
import { sandboxCallback, sandboxEvent, SANDBOX_NOTIFY_PATH } from '../../src/providers/payments/sandbox';
import { STRIPE_NOTIFY_PATH } from '../../src/providers/payments/stripe/stripe';
import { startStripeDouble, type StripeDouble } from '../doubles/stripe';
import { createTestApp, runAllDue, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { deliverTo } from '../helpers/deliver';
import { callFrom, latestSmsCode, randomIp, type RegisteredMember } from '../helpers/members';
import { readyPlayer } from '../helpers/players';

const SECRET_KEY = 'sk_test_lootbay_api_0000000000';
const WEBHOOK_SECRET = 'whsec_lootbay_api_test_secret';
const PUBLIC_URL = 'https://lootbay.example';
/** Reais charged for each yuan by the second shop. */
const BRL_PER_YUAN = 0.78;
/** Package p30: 30.00 yuan for 30.00 coins, a 5% bonus, and 10% more on a person's first paid order. */
const P30 = { amount: 3_000, coins: 3_000, bonus: 150, firstBonus: 300, credited: 3_450 } as const;

/** A server with Stripe configured through its environment, and the Stripe double it talks to. */
interface Shop {
  readonly t: TestApp;
  readonly stripe: StripeDouble;
}

async function openShop(dialect: (typeof TEST_DIALECTS)[number], env: Record<string, string>, deps: Partial<AppDependencies> = {}): Promise<Shop> {
  // Its webhooks go through the whole HTTP handling of the app, which needs its address to start.
  const started: { t?: TestApp } = {};
  const stripe = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `${PUBLIC_URL}${STRIPE_NOTIFY_PATH}`, deliver: deliverTo(() => started.t?.app) });
  const t = await createTestApp(dialect, { env: { PUBLIC_URL, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url, ...env }, deps });
  started.t = t;
  return { t, stripe };
}

describe.each(TEST_DIALECTS)('Stripe Checkout through the server on %s', (dialect) => {
  /** How far the yuan shop's clock (and its scheduler's) runs ahead of the real one. */
  let ahead = 0;
  const clock = () => Date.now() + ahead;
  let cny: Shop;
  let brl: Shop;

  beforeAll(async () => {
    [cny, brl] = await Promise.all([
      openShop(dialect, {}, { clock, scheduler: { now: clock } }),
      openShop(dialect, { STRIPE_CURRENCY: 'brl', STRIPE_UNITS_PER_YUAN: String(BRL_PER_YUAN) }),
    ]);
  });
  afterAll(async () => {
    for (const shop of [cny, brl]) {
      await shop?.t.close();
      await shop?.stripe.close();
    }
  });
  afterEach(async () => {
    expect(await ledgerViolations(cny.t.database.db.kysely)).toEqual([]);
    expect(await ledgerViolations(brl.t.database.db.kysely)).toEqual([]);
  });

  const order = async (shop: Shop, member: RegisteredMember, body: Record<string, unknown> = { packageId: 'p30' }) => {
    const answer = await shop.t.call<OnPayUrlAnswer>('/pay-member/on_pay_url', { payType: 'stripe', ...body }, { token: member.token });
    expect(answer.code).toBe(100);
    return answer.data;
  };
  const coins = async (shop: Shop, member: RegisteredMember) => (await shop.t.call<UserAsset>('/member/userAsset', {}, { token: member.token })).data.coin;
  const standing = async (shop: Shop, member: RegisteredMember, orderNo: string) => (await shop.t.call<PayInfo>('/member/searchRechargeStatus', { orderNo }, { token: member.token })).data;
  /** The provider events recorded about an order. Two may share a millisecond, so their order is not compared. */
  const expectCallbacks = async (shop: Shop, orderNo: string, expected: { provider?: string; eventId: unknown; outcome: string; detail: object }[]) => {
    const rows = await shop.t.database.db.kysely.selectFrom('pay_callbacks').select(['provider', 'event_id', 'outcome', 'detail']).where('order_no', '=', orderNo).execute();
    const recorded = rows.map((row) => ({ provider: row.provider, eventId: row.event_id, outcome: row.outcome, detail: JSON.parse(row.detail) as unknown }));
    expect(recorded).toHaveLength(expected.length);
    expect(recorded).toEqual(expect.arrayContaining(expected.map((row) => ({ provider: 'stripe', ...row }))));
  };
  /** The order's ledger transfers, as `reason → account credited: amount`, summed. */
  const transfers = async (shop: Shop, orderNo: string) => {
    const rows = await shop.t.database.db.kysely.selectFrom('ledger_transfers').select(['reason', 'credit_account_id', 'amount']).where('reference', '=', `order:${orderNo}`).execute();
    const sums: Record<string, number> = {};
    for (const row of rows) {
      const key = `${row.reason} → ${row.credit_account_id.replace(/^user:.*:coin$/, 'member')}`;
      sums[key] = (sums[key] ?? 0) + Number(row.amount);
    }
    return sums;
  };
  const orderRow = (shop: Shop, orderNo: string) => shop.t.database.db.kysely.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  /** Posts a webhook straight to the endpoint, as anyone on the internet can. */
  const post = (shop: Shop, body: string, signature: string) =>
    shop.t.inject({ method: 'POST', url: STRIPE_NOTIFY_PATH, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, payload: body, remoteAddress: '203.0.113.9' });
  const CREDITED = { 'recharge → member': P30.coins, 'recharge_bonus → member': P30.bonus, 'first_recharge_bonus → member': P30.firstBonus };

  it('offers Stripe, and opens a Checkout Session for the order: its number, its amount, the return page; resuming it finds the same session', async () => {
    const member = await readyPlayer(cny.t);
    const offered = await cny.t.call<PayTrendConfig>('/api/payTrendConfig', {}, { token: member.token });
    expect(offered.data.payTypes.map((payType) => payType.code)).toContain('stripe');

    const created = await order(cny, member);
    const session = cny.stripe.session(created.orderNo);
    expect(created).toEqual({ orderNo: created.orderNo, payUrl: session.url, amount: P30.amount, status: 'awaiting' });
    expect(session).toMatchObject({
      client_reference_id: created.orderNo,
      amount_total: P30.amount,
      currency: 'cny',
      payment_method_types: ['card'],
      status: 'open',
      success_url: `${PUBLIC_URL}/recharge?orderNo=${created.orderNo}`,
      metadata: { order_no: created.orderNo, order_amount: '3000', charged_amount: '3000' },
    });
    expect((await orderRow(cny, created.orderNo)).checkout_ref).toBe(session.id);

    const resumed = await cny.t.call<OnPayUrlAnswer>('/api/pay/redirect/h5pay', { orderNo: created.orderNo, platform: 'h5' }, { token: member.token });
    expect(resumed.data).toMatchObject({ orderNo: created.orderNo, payUrl: session.url });
    expect(cny.stripe.requests.filter((request) => request.method === 'POST' && request.params['client_reference_id'] === created.orderNo)).toHaveLength(2);
  });

  it('charges in reais at the configured rate, and offers Pix beside cards', async () => {
    const member = await readyPlayer(brl.t);
    const pack = await order(brl, member);
    expect(brl.stripe.session(pack.orderNo)).toMatchObject({
      client_reference_id: pack.orderNo,
      // 30.00 yuan at 0.78.
      amount_total: 2_340,
      currency: 'brl',
      payment_method_types: ['card', 'pix'],
      payment_method_options: { pix: { expires_after_seconds: RECHARGE_ORDER_TIMEOUT_MS / 1000 } },
    });
    // 12.34 yuan is 9.6252 reais: charged to the centavo, and credited as the 12.34 ordered.
    const custom = await order(brl, member, { amount: 1_234 });
    expect(custom.amount).toBe(1_234);
    expect(brl.stripe.session(custom.orderNo)).toMatchObject({ amount_total: 963, currency: 'brl' });
    expect((await brl.stripe.pay(custom.orderNo)).answer?.status).toBe(200);
    expect(await standing(brl, member, custom.orderNo)).toMatchObject({ status: 'success', amountPaid: 1_234, amountReceived: 1_234 + 123 });
    expect(await coins(brl, member)).toBe(1_357);
  });

  it('credits a paid session once, however often and however concurrently its webhook comes, and answers each with a 2xx', async () => {
    const member = await readyPlayer(cny.t);
    const { orderNo } = await order(cny, member);
    // Stripe's first delivery and its retries racing one another, then later retries one by one.
    const completed = await cny.stripe.pay(orderNo, { notify: false });
    const raced = await Promise.all(Array.from({ length: 8 }, () => cny.stripe.redeliver(completed)));
    const again = [await cny.stripe.redeliver(completed), await cny.stripe.redeliver(completed)];
    expect([...raced, ...again].map((event) => event.answer?.status)).toEqual(Array.from({ length: 10 }, () => 200));

    expect(await standing(cny, member, orderNo)).toMatchObject({ status: 'success', amountPaid: P30.amount, coins: P30.coins, bonus: P30.bonus, firstBonus: P30.firstBonus, amountReceived: P30.credited });
    expect(await coins(cny, member)).toBe(P30.credited);
    expect(await transfers(cny, orderNo)).toEqual(CREDITED);
    const paymentIntent = cny.stripe.session(orderNo).payment_intent;
    await expectCallbacks(cny, orderNo, [{ eventId: paymentIntent, outcome: 'credited', detail: { via: 'notification' } }]);
  });

  it('credits a Pix payment when it settles, not when its session completes unpaid', async () => {
    const member = await readyPlayer(brl.t);
    const { orderNo } = await order(brl, member);
    const completed = await brl.stripe.pay(orderNo, { async: true });
    expect(completed.answer?.status).toBe(200);
    expect(await standing(brl, member, orderNo)).toMatchObject({ status: 'awaiting', payable: true });
    expect(await coins(brl, member)).toBe(0);
    await expectCallbacks(brl, orderNo, []);

    const settled = await brl.stripe.settle(orderNo, 'succeeded');
    expect(settled.answer?.status).toBe(200);
    expect((await brl.stripe.redeliver(settled)).answer?.status).toBe(200);
    // The completion, sent again, now reads the session as it was then: unpaid.
    expect((await brl.stripe.redeliver(completed)).answer?.status).toBe(200);
    expect(await standing(brl, member, orderNo)).toMatchObject({ status: 'success', amountPaid: P30.amount, amountReceived: P30.credited });
    expect(await coins(brl, member)).toBe(P30.credited);
    await expectCallbacks(brl, orderNo, [{ eventId: brl.stripe.session(orderNo).payment_intent, outcome: 'credited', detail: { via: 'notification' } }]);
  });

  it('leaves an order whose Pix payment failed payable, with the failure shown, credits nothing, and resumes it with a new session', async () => {
    const member = await readyPlayer(brl.t);
    const { orderNo, payUrl } = await order(brl, member);
    await brl.stripe.pay(orderNo, { async: true });
    const failed = await brl.stripe.settle(orderNo, 'failed');
    expect(failed.answer?.status).toBe(200);
    expect((await brl.stripe.redeliver(failed)).answer?.status).toBe(200);

    const shown = await standing(brl, member, orderNo);
    expect(shown).toMatchObject({ status: 'awaiting', payable: true, amountReceived: 0 });
    expect(shown.failedAt).toEqual(expect.any(Number));
    expect(await coins(brl, member)).toBe(0);
    await expectCallbacks(brl, orderNo, [{ eventId: failed.id, outcome: 'failed_payment', detail: {} }]);
    // The completed session cannot be paid again: paying again opens a new one, which pays.
    const resumed = await brl.t.call<OnPayUrlAnswer>('/api/pay/redirect/h5pay', { orderNo }, { token: member.token });
    expect(resumed.code).toBe(100);
    expect(resumed.data.payUrl).not.toBe(payUrl);
    await brl.stripe.pay(resumed.data.payUrl.split('/').at(-1)!);
    expect(await coins(brl, member)).toBe(P30.credited);
  });

  it('refuses forged, stale and tampered webhooks with a 400, and records nothing of them', async () => {
    const member = await readyPlayer(cny.t);
    const { orderNo } = await order(cny, member);
    const completed = await cny.stripe.pay(orderNo, { notify: false });
    const nowSeconds = Math.floor(Date.now() / 1000);

    const forged = Stripe.webhooks.generateTestHeaderString({ payload: completed.body, secret: 'whsec_someone_else', timestamp: nowSeconds });
    const stale = cny.stripe.sign(completed.body, nowSeconds - 301);
    const tampered = completed.body.replace('"amount_total": 3000', '"amount_total": 1');
    expect(tampered).not.toBe(completed.body);
    const answers = await Promise.all([
      post(cny, completed.body, forged),
      post(cny, completed.body, stale),
      post(cny, tampered, completed.headers['stripe-signature'] ?? ''),
      post(cny, completed.body, ''),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers.map((answer) => (answer.json() as { code: number }).code)).toEqual([12020, 12021, 12020, 12020]);
    expect(await standing(cny, member, orderNo)).toMatchObject({ status: 'awaiting', amountReceived: 0 });
    expect(await coins(cny, member)).toBe(0);
    await expectCallbacks(cny, orderNo, []);

    // The genuine webhook, arriving after them, still pays the order.
    expect((await cny.stripe.redeliver(completed)).answer?.status).toBe(200);
    expect(await coins(cny, member)).toBe(P30.credited);
  });

  it('credits a payment whose webhook was lost once reconciliation finds its session paid; the late webhook is then a duplicate', async () => {
    const member = await readyPlayer(cny.t);
    const { orderNo } = await order(cny, member);
    const completed = await cny.stripe.pay(orderNo, { notify: false });
    const asked = () => cny.stripe.requests.filter((request) => request.method === 'GET' && request.path.startsWith(`/v1/checkout/sessions/${cny.stripe.session(orderNo).id}`)).length;

    // Not yet due: the order is first asked about a minute after it was made.
    await cny.t.app.scheduler.runDueOnce();
    expect(asked()).toBe(0);
    ahead += 2 * 60_000;
    await runAllDue(cny.t.app);
    expect(asked()).toBe(1);
    expect(await standing(cny, member, orderNo)).toMatchObject({ status: 'success', amountReceived: P30.credited });
    expect(await coins(cny, member)).toBe(P30.credited);
    const paymentIntent = cny.stripe.session(orderNo).payment_intent;
    const credited = { eventId: paymentIntent, outcome: 'credited', detail: { via: 'query' } };
    await expectCallbacks(cny, orderNo, [credited]);

    expect((await cny.stripe.redeliver(completed)).answer?.status).toBe(200);
    expect(await coins(cny, member)).toBe(P30.credited);
    expect(await transfers(cny, orderNo)).toEqual(CREDITED);
    await expectCallbacks(cny, orderNo, [credited]);
    // A paid order is never asked about again.
    ahead += 10 * 60_000;
    await runAllDue(cny.t.app);
    expect(asked()).toBe(1);
  });

  it('answers the method unavailable and closes the order at once when Stripe is down at checkout', async () => {
    const member = await readyPlayer(cny.t);
    cny.stripe.down = true;
    let answer: Envelope<OnPayUrlAnswer>;
    try {
      answer = await cny.t.call<OnPayUrlAnswer>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'stripe' }, { token: member.token });
    } finally {
      cny.stripe.down = false;
    }
    expect(answer.code).toBe(12012);
    const orders = await cny.t.database.db.kysely.selectFrom('recharge_orders').select(['order_no', 'status', 'checkout_ref', 'next_query_at']).where('user_id', '=', member.userId).execute();
    expect(orders).toEqual([{ order_no: expect.any(String), status: 'timeout', checkout_ref: null, next_query_at: null }]);
    const closed = await standing(cny, member, orders[0]!.order_no);
    expect(closed).toMatchObject({ status: 'timeout', payable: false });
    expect(await coins(cny, member)).toBe(0);
  });

  it('takes back a partial refund and then the rest in proportion, bonuses included, once each', async () => {
    const member = await readyPlayer(cny.t);
    const { orderNo } = await order(cny, member);
    await cny.stripe.pay(orderNo);
    expect(await coins(cny, member)).toBe(P30.credited);

    // 10.00 of 30.00 given back: a third of everything credited.
    const partial = await cny.stripe.refund(orderNo, 1_000, { notify: false });
    const raced = await Promise.all(Array.from({ length: 4 }, () => cny.stripe.redeliver(partial)));
    expect(raced.map((event) => event.answer?.status)).toEqual([200, 200, 200, 200]);
    expect(await coins(cny, member)).toBe(P30.credited - 1_150);
    expect(await standing(cny, member, orderNo)).toMatchObject({ status: 'success', refundedAmount: 1_000 });

    const full = await cny.stripe.refund(orderNo, 2_000);
    expect(full.answer?.status).toBe(200);
    expect((await cny.stripe.redeliver(full)).answer?.status).toBe(200);
    // A replay of the partial refund after the full one takes nothing more either.
    expect((await cny.stripe.redeliver(partial)).answer?.status).toBe(200);
    expect(await coins(cny, member)).toBe(0);
    expect(await standing(cny, member, orderNo)).toMatchObject({ refundedAmount: P30.amount });
    expect(await transfers(cny, orderNo)).toEqual({
      ...CREDITED,
      'recharge_reversal → system:payments:coin': P30.coins,
      'recharge_reversal → system:promotions:coin': P30.bonus + P30.firstBonus,
    });
    expect(await orderRow(cny, orderNo)).toMatchObject({ reversed_coins: P30.credited, unrecovered_coins: 0 });
    await expectCallbacks(cny, orderNo, [
      { eventId: cny.stripe.session(orderNo).payment_intent, outcome: 'credited', detail: { via: 'notification' } },
      { eventId: partial.id, outcome: 'reversed', detail: { reason: 'refund', refunded: 1_000, taken: 1_150, unrecovered: 0 } },
      { eventId: full.id, outcome: 'reversed', detail: { reason: 'refund', refunded: 3_000, taken: 2_300, unrecovered: 0 } },
    ]);
    const user = await cny.t.database.db.kysely.selectFrom('users').select('disabled').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user.disabled).toBe(0);
  });

  it('takes back what a dispute holds, after a partial refund, once', async () => {
    const member = await readyPlayer(cny.t);
    const { orderNo } = await order(cny, member);
    await cny.stripe.pay(orderNo);
    const refunded = await cny.stripe.refund(orderNo, 600);
    expect(await coins(cny, member)).toBe(P30.credited - 690);

    const disputed = await cny.stripe.dispute(orderNo);
    expect(disputed.answer?.status).toBe(200);
    expect((await cny.stripe.redeliver(disputed)).answer?.status).toBe(200);
    expect(await coins(cny, member)).toBe(0);
    expect(await standing(cny, member, orderNo)).toMatchObject({ refundedAmount: P30.amount });
    expect(await transfers(cny, orderNo)).toEqual({
      ...CREDITED,
      'recharge_reversal → system:payments:coin': P30.coins,
      'recharge_reversal → system:promotions:coin': P30.bonus + P30.firstBonus,
    });
    await expectCallbacks(cny, orderNo, [
      { eventId: cny.stripe.session(orderNo).payment_intent, outcome: 'credited', detail: { via: 'notification' } },
      { eventId: refunded.id, outcome: 'reversed', detail: { reason: 'refund', refunded: 600, taken: 690, unrecovered: 0 } },
      { eventId: disputed.id, outcome: 'reversed', detail: { reason: 'dispute', refunded: 3_000, taken: 2_760, unrecovered: 0 } },
    ]);
    // Its coins were all still there: nothing to settle, so the account stays open.
    expect((await cny.t.call('/member/userAsset', {}, { token: member.token })).code).toBe(100);
  });

  it('on a dispute after the coins were spent, takes what is left, records the rest as unrecovered and freezes the account', async () => {
    const member = await readyPlayer(cny.t);
    const { orderNo } = await order(cny, member);
    await cny.stripe.pay(orderNo);
    const recoil = (await cny.t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
    // Some of the coins are spent on boxes, some left.
    const opens = Math.min(5, Math.ceil(P30.credited / recoil.price) - 1);
    expect(opens).toBeGreaterThan(0);
    const opened = await cny.t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: opens }, { token: member.token });
    expect(opened.code).toBe(100);
    const left = await coins(cny, member);
    expect(left).toBe(P30.credited - opens * recoil.price);
    expect(left).toBeGreaterThan(0);

    const disputed = await cny.stripe.dispute(orderNo);
    expect(disputed.answer?.status).toBe(200);
    expect((await cny.stripe.redeliver(disputed)).answer?.status).toBe(200);

    expect(await orderRow(cny, orderNo)).toMatchObject({ refunded_amount: P30.amount, reversed_coins: left, unrecovered_coins: P30.credited - left });
    // What is taken goes back to where it came from, in the order's proportion of coins to bonuses.
    const takenCoins = Math.round((left * P30.coins) / P30.credited);
    expect(await transfers(cny, orderNo)).toEqual({ ...CREDITED, 'recharge_reversal → system:payments:coin': takenCoins, 'recharge_reversal → system:promotions:coin': left - takenCoins });
    const account = await cny.t.database.db.kysely.selectFrom('ledger_accounts').select('balance').where('id', '=', `user:${member.userId}:coin`).executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBe(0);
    await expectCallbacks(cny, orderNo, [
      { eventId: cny.stripe.session(orderNo).payment_intent, outcome: 'credited', detail: { via: 'notification' } },
      { eventId: disputed.id, outcome: 'reversed', detail: { reason: 'dispute', refunded: P30.amount, taken: left, unrecovered: P30.credited - left } },
    ]);

    // Frozen: the session is over, and signing in again is refused.
    const user = await cny.t.database.db.kysely.selectFrom('users').select('disabled').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user.disabled).toBe(1);
    expect((await cny.t.call('/member/userAsset', {}, { token: member.token })).code).toBe(10001);
    // A new code is sent a minute after the last one at the soonest.
    ahead += 61_000;
    const ip = randomIp();
    expect((await callFrom(cny.t, ip, '/visitor/sendMobileCode', { mobile: member.mobile })).code).toBe(100);
    const signIn = await callFrom(cny.t, ip, '/loginSms', { mobile: member.mobile, code: await latestSmsCode(cny.t, member.mobile) });
    expect(signIn.code).toBe(11072);
  });

  it('keeps a refund of an order not credited yet, takes nothing then, and takes it back with the credit when the payment is heard of (sandbox provider)', async () => {
    const member = await readyPlayer(cny.t);
    const created = await cny.t.call<OnPayUrlAnswer>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token });
    expect(created.code).toBe(100);
    const { orderNo } = created.data;
    expect((await orderRow(cny, orderNo)).provider).toBe('sandbox');

    const refund = sandboxEvent({ orderNo, amount: P30.amount }, 'refunded');
    const refunded = sandboxCallback(DEV_PAYMENT_SECRET, refund, Date.now());
    const send = () => cny.t.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, headers: refunded.headers, payload: refunded.body }).then((response) => response.json() as Envelope<{ outcome: string } | null>);
    expect(await send()).toMatchObject({ code: 100, data: { outcome: 'ignored', orderNo } });
    expect(await send()).toMatchObject({ code: 100, data: { outcome: 'duplicate', orderNo } });
    const refundRecord = { provider: 'sandbox', eventId: refund.eventId, outcome: 'reversal_unpaid', detail: { reason: 'refund', refunded: P30.amount, taken: 0, unrecovered: 0 } };
    await expectCallbacks(cny, orderNo, [refundRecord]);
    expect(await standing(cny, member, orderNo)).toMatchObject({ status: 'awaiting', refundedAmount: P30.amount, amountReceived: 0 });
    expect(await coins(cny, member)).toBe(0);
    expect(await transfers(cny, orderNo)).toEqual({});

    // The payment is heard of after all: its credit and the refund's reversal land together.
    const paid = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: P30.amount }, 'paid'), Date.now());
    expect((await cny.t.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, headers: paid.headers, payload: paid.body })).json()).toMatchObject({ code: 100, data: { outcome: 'credited' } });
    expect(await coins(cny, member)).toBe(0);
    expect(await standing(cny, member, orderNo)).toMatchObject({ status: 'success', refundedAmount: P30.amount, amountReceived: P30.credited });
    expect(await transfers(cny, orderNo)).toEqual({ ...CREDITED, 'recharge_reversal → system:payments:coin': P30.coins, 'recharge_reversal → system:promotions:coin': P30.bonus + P30.firstBonus });
  });
});
