import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECHARGE_ORDER_TIMEOUT_MS } from '@lootbay/shared/constants';
import { AppError, type ErrorKey } from '@lootbay/shared/errors';
import { ledgerViolations } from '../../../test/helpers/bank';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { WEB_PAY_TYPES } from '@lootbay/shared/pay-types';
import { createSandboxProvider, SANDBOX_NOTIFY_PATH, sandboxCallback, sandboxEvent, signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../providers/payments/sandbox';
import type { CheckoutContext } from './orders';
import { createWalletService, type WalletService } from '../wallet/wallet.service';
import { createRechargeService, type RechargeService } from './recharge.service';
import { seedRecharge } from './recharge.seed';

const SECRET = 'test-payment-secret-of-at-least-32-chars';
const WEB: CheckoutContext = { channel: 'web', clientIp: '203.0.113.9', origin: 'https://lootbay.example' };

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
  throw new Error('expected a refusal');
}

describe.each(TEST_DIALECTS)('recharge on %s', (dialect) => {
  let database: TestDatabase;
  let wallet: WalletService;
  let recharge: RechargeService;
  let now: number;
  /** Accounts the adult gate refuses; every other one is a verified adult. */
  const refused: Record<string, ErrorKey> = { unverified: 'REAL_NAME_REQUIRED', minor: 'ACCOUNT_BARRED_MINOR' };
  /** Sub-accounts and their owner: one person. Every other account is its own owner. */
  const owners: Record<string, string> = { sub1: 'owner', sub2: 'owner', sub3: 'owner', sub4: 'owner', sub5: 'owner' };
  const warnings: Array<{ details: object; message: string }> = [];

  const callback = (orderNo: string, amount: number, status: 'paid' | 'failed' = 'paid', at = now) => {
    const signed = sandboxCallback(SECRET, sandboxEvent({ orderNo, amount }, status), at);
    return { rawBody: signed.body, headers: signed.headers, now };
  };
  const coins = (userId: string) => wallet.balance(userId, 'coin');
  const createOrder = (userId: string, request: { packageId?: string; amount?: number; payType: string }) => recharge.createOrder(userId, request, WEB);
  const notify = (input: { rawBody: string; headers: Record<string, string | undefined>; now: number }) => recharge.handleNotification('sandbox', { url: SANDBOX_NOTIFY_PATH, ...input });

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    now = Date.UTC(2026, 10, 22, 4, 0, 0);
    await seedRecharge(database.db, now);
    wallet = createWalletService({ db: database.db, clock: () => now });
    warnings.length = 0;
    recharge = createRechargeService({
      db: database.db,
      wallet,
      payments: [createSandboxProvider(SECRET, WEB_PAY_TYPES)],
      stores: {},
      freezeIn: async () => undefined,
      assertAdult: async (userId) => {
        const refusal = refused[userId];
        if (refusal) throw new AppError(refusal);
      },
      assertMayRecharge: async () => undefined,
      personIn: async (_trx, userId) => (refused[userId] ? null : (owners[userId] ?? userId)),
      log: { warn: (details, message) => warnings.push({ details, message }), info: () => undefined },
      clock: () => now,
    });
  });
  afterEach(async () => {
    expect(await ledgerViolations(database.db.kysely)).toEqual([]);
    await database.dispose();
  });

  it('offers the seeded packages with a bonus of at most 30%', async () => {
    const packages = await recharge.packages();
    expect(packages.length).toBeGreaterThan(0);
    for (const pack of packages) {
      expect(pack.bonusPercent).toBeLessThanOrEqual(30);
      expect(pack.total).toBe(pack.coins + pack.bonus);
    }
    const trend = await recharge.trendConfig('en', null);
    expect(trend.payTypes.map((type) => type.code)).toEqual(['alipay', 'wechat', 'stripe']);
    expect(trend.maxBonusPercent).toBe(30);
    expect(trend.firstRechargeEligible).toBeNull();
  });

  it('refuses payment to a user who is not a verified adult', async () => {
    expect(await refusal(createOrder('unverified', { packageId: 'p10', payType: 'alipay' }))).toBe('REAL_NAME_REQUIRED');
    expect(await refusal(createOrder('minor', { packageId: 'p10', payType: 'alipay' }))).toBe('ACCOUNT_BARRED_MINOR');
  });

  it('refuses unknown packages, pay types and custom amounts outside the limits', async () => {
    expect(await refusal(createOrder('adult', { packageId: 'nope', payType: 'alipay' }))).toBe('RECHARGE_PACKAGE_NOT_FOUND');
    expect(await refusal(createOrder('adult', { packageId: 'p10', payType: 'cash' }))).toBe('PAY_TYPE_UNAVAILABLE');
    expect(await refusal(createOrder('adult', { amount: 99, payType: 'alipay' }))).toBe('RECHARGE_AMOUNT_OUT_OF_RANGE');
    expect(await refusal(createOrder('adult', { amount: 5_000_001, payType: 'alipay' }))).toBe('RECHARGE_AMOUNT_OUT_OF_RANGE');
  });

  it('credits coins, package bonus and first-recharge bonus as separate transfers, once', async () => {
    const order = await createOrder('adult', { packageId: 'p128', payType: 'alipay' });
    expect(order.payUrl).toBe(`/sandbox/pay/${order.orderNo}`);
    expect(await coins('adult')).toBe(0);
    expect((await notify(callback(order.orderNo, 12_800))).outcome).toBe('credited');
    // 128.00 coins, 15% package bonus, then a first-recharge bonus capped so the total stays ≤ 30%.
    expect(await coins('adult')).toBe(12_800 + 1_920 + 1_280);
    const records = await wallet.blotter('adult', { page: 1, size: 10 });
    expect(records.list.map((entry) => entry.reason).sort()).toEqual(['first_recharge_bonus', 'recharge', 'recharge_bonus']);
    const status = await recharge.payInfo('adult', order.orderNo);
    expect(status).toMatchObject({ status: 'success', amountPaid: 12_800, amountReceived: 16_000, firstBonus: 1_280 });

    const second = await createOrder('adult', { packageId: 'p648', payType: 'wechat' });
    await notify(callback(second.orderNo, 64_800));
    expect(await coins('adult')).toBe(16_000 + 64_800 + 19_440);
  });

  it('credits once when the same valid callback arrives 10 times at once', async () => {
    const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
    const same = callback(order.orderNo, 1_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(same)));
    expect(answers.filter((answer) => answer.outcome === 'credited')).toHaveLength(1);
    expect(answers.filter((answer) => answer.outcome === 'duplicate')).toHaveLength(9);
    expect(await coins('adult')).toBe(1_000 + 100);
  });

  it('credits nothing for a changed byte, the wrong secret, a stale or future timestamp, or no signature', async () => {
    const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
    const good = callback(order.orderNo, 1_000);
    const changed = { ...good, rawBody: good.rawBody.replace('1000', '1001') };
    expect(changed.rawBody).not.toBe(good.rawBody);
    const wrongSecret = (() => {
      const signed = sandboxCallback('another-secret-of-at-least-32-characters', sandboxEvent({ orderNo: order.orderNo, amount: 1_000 }, 'paid'), now);
      return { rawBody: signed.body, headers: signed.headers, now };
    })();
    const stale = callback(order.orderNo, 1_000, 'paid', now - 301_000);
    const future = callback(order.orderNo, 1_000, 'paid', now + 301_000);
    const unsigned = { ...good, headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: good.headers[TIMESTAMP_HEADER] } };
    const oneBit = { ...good, headers: { ...good.headers, [SIGNATURE_HEADER]: flipLastHex(good.headers[SIGNATURE_HEADER] ?? '') } };
    expect(await refusal(notify(changed))).toBe('PAY_CALLBACK_SIGNATURE_INVALID');
    expect(await refusal(notify(wrongSecret))).toBe('PAY_CALLBACK_SIGNATURE_INVALID');
    expect(await refusal(notify(stale))).toBe('PAY_CALLBACK_STALE');
    expect(await refusal(notify(future))).toBe('PAY_CALLBACK_STALE');
    expect(await refusal(notify(unsigned))).toBe('PAY_CALLBACK_SIGNATURE_INVALID');
    expect(await refusal(notify(oneBit))).toBe('PAY_CALLBACK_SIGNATURE_INVALID');
    expect(await coins('adult')).toBe(0);
    expect((await recharge.payInfo('adult', order.orderNo)).status).toBe('awaiting');
    // Within 300 s the same event is accepted.
    expect((await notify(callback(order.orderNo, 1_000, 'paid', now - 299_000))).outcome).toBe('credited');
  });

  it('credits nothing for an amount or order that does not match, and logs it for an operator', async () => {
    const order = await createOrder('adult', { packageId: 'p30', payType: 'alipay' });
    expect(await refusal(notify(callback(order.orderNo, 1)))).toBe('PAY_CALLBACK_MISMATCH');
    expect(await refusal(notify(callback('R-unknown', 3_000)))).toBe('PAY_CALLBACK_MISMATCH');
    expect(await coins('adult')).toBe(0);
    expect(warnings.map((warning) => warning.message)).toEqual(['payment callback refused', 'payment callback refused']);
    expect(warnings[0]?.details).toMatchObject({ orderNo: order.orderNo, outcome: 'refused_mismatch', reported: 1, expected: 3_000 });
    const logged = await database.db.kysely.selectFrom('pay_callbacks').select(['order_no', 'outcome']).where('outcome', '=', 'refused_mismatch').execute();
    expect(logged).toHaveLength(2);
  });

  it('records a failed payment, tells the member at once, and leaves the order payable until they close it', async () => {
    const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
    expect(await recharge.payInfo('adult', order.orderNo)).toMatchObject({ status: 'awaiting', payable: true, failedAt: null });
    expect((await notify(callback(order.orderNo, 1_000, 'failed'))).outcome).toBe('failed_payment');
    const failed = await recharge.payInfo('adult', order.orderNo);
    expect(failed).toMatchObject({ status: 'awaiting', payable: true, failedAt: now });
    expect((await recharge.orders('adult', 1, 10)).list.find((entry) => entry.orderNo === order.orderNo)?.failedAt).toBe(now);
    // Paying again resumes the same order at the computer's checkout.
    expect((await recharge.h5Checkout('adult', order.orderNo, WEB)).payUrl).toBe(`/sandbox/pay/${order.orderNo}`);
    expect(await recharge.close('adult', order.orderNo)).toMatchObject({ status: 'timeout', payable: false });
    expect(await refusal(recharge.h5Checkout('adult', order.orderNo, { ...WEB, channel: 'h5' }))).toBe('ORDER_EXPIRED');
    expect(await coins('adult')).toBe(0);
    // A payment the provider completes after all is still credited, once.
    expect((await notify(callback(order.orderNo, 1_000))).outcome).toBe('credited');
    expect(await refusal(recharge.close('adult', order.orderNo))).toBe('ORDER_ALREADY_PAID');
  });

  it('asks the provider about an unpaid order at growing intervals, once per due question across racing runs, and stops once its checkout can no longer be paid', async () => {
    const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
    const row = () => database.db.kysely.selectFrom('recharge_orders').select(['queries', 'next_query_at']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(await recharge.reconcileDue(now + 30_000)).toBe(0);
    now += 61_000;
    // Two instances running the task at once ask once.
    expect((await Promise.all([recharge.reconcileDue(now), recharge.reconcileDue(now)])).reduce((sum, asked) => sum + asked, 0)).toBe(1);
    expect(await row()).toMatchObject({ queries: 1, next_query_at: now + 60_000 });
    now += 60_000;
    expect(await recharge.reconcileDue(now)).toBe(1);
    expect(Number((await row()).next_query_at)).toBe(now + 120_000);
    // Still open at the provider an hour after the order's time: it never will be paid.
    now += RECHARGE_ORDER_TIMEOUT_MS + 60 * 60_000;
    expect(await recharge.reconcileDue(now)).toBe(1);
    expect(await row()).toMatchObject({ queries: 3, next_query_at: null });
    expect(await recharge.reconcileDue(now + 24 * 60 * 60_000)).toBe(0);
  });

  it('times out stale awaiting orders idempotently, and still credits one the provider reports paid', async () => {
    const order = await createOrder('adult', { amount: 500, payType: 'alipay' });
    expect(await recharge.expireStaleOrders(now + RECHARGE_ORDER_TIMEOUT_MS - 1)).toBe(0);
    expect(await recharge.expireStaleOrders(now + RECHARGE_ORDER_TIMEOUT_MS)).toBe(1);
    expect(await recharge.expireStaleOrders(now + RECHARGE_ORDER_TIMEOUT_MS)).toBe(0);
    expect((await recharge.payInfo('adult', order.orderNo)).status).toBe('timeout');
    expect((await notify(callback(order.orderNo, 500))).outcome).toBe('credited');
    expect((await recharge.payInfo('adult', order.orderNo)).status).toBe('success');
    expect(await recharge.expireStaleOrders(now + 10 * RECHARGE_ORDER_TIMEOUT_MS)).toBe(0);
    expect(await coins('adult')).toBe(500 + 50);
  });

  it('pays the first-recharge bonus once when two first orders settle at once', async () => {
    const [a, b] = await Promise.all([
      createOrder('adult', { amount: 1_000, payType: 'alipay' }),
      createOrder('adult', { amount: 2_000, payType: 'alipay' }),
    ]);
    await Promise.all([notify(callback(a.orderNo, 1_000)), notify(callback(b.orderNo, 2_000))]);
    const firsts = (await wallet.blotter('adult', { page: 1, size: 10, reason: 'first_recharge_bonus' })).list;
    expect(firsts).toHaveLength(1);
  });

  it('gives no first-recharge bonus to a later order when the first one’s was capped to nothing', async () => {
    const first = await createOrder('adult', { packageId: 'p648', payType: 'alipay' });
    await notify(callback(first.orderNo, 64_800));
    const second = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
    await notify(callback(second.orderNo, 1_000));
    expect(await coins('adult')).toBe(64_800 + 19_440 + 1_000);
    expect((await wallet.blotter('adult', { page: 1, size: 10, reason: 'first_recharge_bonus' })).total).toBe(0);
  });

  it('shows a user only their own orders', async () => {
    const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
    expect(await refusal(recharge.payInfo('other', order.orderNo))).toBe('ORDER_NOT_FOUND');
    const page = await recharge.orders('adult', 1, 10);
    expect(page.total).toBe(1);
    expect((await recharge.orders('other', 1, 10)).total).toBe(0);
  });

  it('redeems a single-use code once, even under concurrent requests', async () => {
    await recharge.createCode({ code: 'once', currency: 'coin', amount: 777, maxUses: 1 });
    const results = await Promise.allSettled(['adult', 'other', 'adult', 'other', 'third'].map((user) => recharge.redeemCode(user, 'ONCE')));
    const ok = results.filter((result) => result.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    const total = (await coins('adult')) + (await coins('other')) + (await coins('third'));
    expect(total).toBe(777);
  });

  it('redeems a limited code once per user and at most its uses in all', async () => {
    await recharge.createCode({ code: 'THREE', currency: 'diamond', amount: 100, maxUses: 3 });
    const users = ['a', 'b', 'c', 'd', 'e', 'a', 'b'];
    const results = await Promise.allSettled(users.map((user) => recharge.redeemCode(user, 'three')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const reasons = results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as AppError).key);
    expect(reasons.every((key) => key === 'REDEMPTION_CODE_EXHAUSTED' || key === 'REDEMPTION_CODE_USED')).toBe(true);
    let held = 0;
    for (const user of ['a', 'b', 'c', 'd', 'e']) held += await wallet.balance(user, 'diamond');
    expect(held).toBe(300);
    expect(await refusal(recharge.redeemCode('z', 'THREE'))).toBe('REDEMPTION_CODE_EXHAUSTED');
  });

  it('refuses an unknown or expired code and a second use by the same user', async () => {
    await recharge.createCode({ code: 'OLD', currency: 'coin', amount: 1, maxUses: 5, expiresAt: now });
    await recharge.createCode({ code: 'FRESH', currency: 'coin', amount: 1, maxUses: 5 });
    expect(await refusal(recharge.redeemCode('adult', 'missing'))).toBe('REDEMPTION_CODE_INVALID');
    expect(await refusal(recharge.redeemCode('adult', 'OLD'))).toBe('REDEMPTION_CODE_INVALID');
    expect((await recharge.redeemCode('adult', 'fresh')).balance).toBe(1);
    expect(await refusal(recharge.redeemCode('adult', 'FRESH'))).toBe('REDEMPTION_CODE_USED');
  });

  describe('promotions once per person', () => {
    const family = ['owner', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5'];

    it('lets an owner and its five sub-accounts racing for a one-use-per-member code redeem it once', async () => {
      const results = await Promise.allSettled(family.map((user) => recharge.redeemCode(user, 'welcome2026')));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const reasons = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as AppError).key] : []));
      expect(reasons).toEqual(Array.from({ length: 5 }, () => 'REDEMPTION_CODE_USED'));
      let held = 0;
      for (const user of family) held += await coins(user);
      expect(held).toBe(500);
      // Another person still may.
      expect((await recharge.redeemCode('other', 'WELCOME2026')).amount).toBe(500);
    });

    it('refuses codes to unverified and barred-minor accounts, with the adult gate’s errors', async () => {
      expect(await refusal(recharge.redeemCode('unverified', 'WELCOME2026'))).toBe('REAL_NAME_REQUIRED');
      expect(await refusal(recharge.redeemCode('minor', 'WELCOME2026'))).toBe('ACCOUNT_BARRED_MINOR');
      expect(await coins('unverified')).toBe(0);
      expect(await coins('minor')).toBe(0);
    });

    it('pays the first-recharge bonus once per person, also when first orders of an owner and a sub-account settle at once', async () => {
      const orders = await Promise.all(['owner', 'sub1', 'sub2'].map((user) => createOrder(user, { amount: 1_000, payType: 'alipay' })));
      await Promise.all(orders.map((order) => notify(callback(order.orderNo, 1_000))));
      const firsts = await database.db.kysely.selectFrom('ledger_transfers').selectAll().where('reason', '=', 'first_recharge_bonus').execute();
      expect(firsts).toHaveLength(1);
      const later = await createOrder('sub3', { amount: 1_000, payType: 'alipay' });
      await notify(callback(later.orderNo, 1_000));
      expect(await coins('sub3')).toBe(1_000);
      const another = await createOrder('other', { amount: 1_000, payType: 'alipay' });
      await notify(callback(another.orderNo, 1_000));
      expect(await coins('other')).toBe(1_000 + 100);
    });
  });

  describe('what callbacks leave behind', () => {
    const rows = async () => database.db.kysely.selectFrom('pay_callbacks').selectAll().execute();

    it('writes and logs nothing for 500 unsigned, forged, stale or malformed requests', async () => {
      const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
      const good = callback(order.orderNo, 1_000);
      const forged = sandboxCallback('another-secret-of-at-least-32-characters', sandboxEvent({ orderNo: order.orderNo, amount: 1_000 }, 'paid'), now);
      const timestamp = String(Math.floor(now / 1000));
      const malformed = { rawBody: '{"orderNo":1}', headers: { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signCallback(SECRET, Number(timestamp), '{"orderNo":1}') }, now };
      const attempts = [
        { ...good, headers: { 'content-type': 'application/json' } },
        { rawBody: forged.body, headers: forged.headers, now },
        callback(order.orderNo, 1_000, 'paid', now - 301_000),
        malformed,
        { ...good, rawBody: `${good.rawBody} ` },
      ];
      const keys = new Set<string>();
      for (let round = 0; round < 100; round += 1) for (const attempt of attempts) keys.add(await refusal(notify(attempt)));
      expect([...keys].sort()).toEqual(['DATA_ABNORMAL', 'PAY_CALLBACK_SIGNATURE_INVALID', 'PAY_CALLBACK_STALE']);
      expect(await rows()).toEqual([]);
      expect(warnings).toEqual([]);
      expect(await coins('adult')).toBe(0);
    });

    it('keeps one row per provider event however often it is replayed, and warns once about a mismatch', async () => {
      const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
      const paid = callback(order.orderNo, 1_000);
      for (let batch = 0; batch < 10; batch += 1) await Promise.all(Array.from({ length: 100 }, () => notify(paid)));
      // A provider retries a refused notification: the same event, kept once and reported once.
      const signed = sandboxCallback(SECRET, { eventId: 'evt-short-payment', orderNo: order.orderNo, amount: 999, status: 'paid' }, now);
      const wrong = { rawBody: signed.body, headers: signed.headers, now };
      for (let time = 0; time < 20; time += 1) expect(await refusal(notify(wrong))).toBe('PAY_CALLBACK_MISMATCH');
      const failed = callback(order.orderNo, 1_000, 'failed');
      for (let time = 0; time < 20; time += 1) await notify(failed);
      expect((await rows()).map((row) => row.outcome).sort()).toEqual(['credited', 'failed_payment', 'refused_mismatch']);
      expect(warnings.map((warning) => warning.message)).toEqual(['payment callback refused']);
      expect(await coins('adult')).toBe(1_000 + 100);
    });

    it('keeps a second payment of a paid order once, for an operator to refund, and credits it nothing', async () => {
      const order = await createOrder('adult', { packageId: 'p10', payType: 'alipay' });
      await notify(callback(order.orderNo, 1_000));
      const second = sandboxCallback(SECRET, { eventId: 'another-event', orderNo: order.orderNo, amount: 1_000, status: 'paid' }, now);
      for (let time = 0; time < 5; time += 1) expect((await notify({ rawBody: second.body, headers: second.headers, now })).outcome).toBe('duplicate');
      const duplicates = (await rows()).filter((row) => row.outcome === 'duplicate');
      expect(duplicates.map((row) => row.event_id)).toEqual(['another-event']);
      expect(warnings.map((warning) => warning.message)).toEqual(['payment callback for an order already paid by another event']);
      expect(await coins('adult')).toBe(1_000 + 100);
    });
  });

  it('offers no in-app purchase where no store is configured (production until real adapters exist)', async () => {
    expect(await refusal(recharge.creditStorePurchase('adult', 'app_store', { receipt: 'a.b.c' }))).toBe('PAY_TYPE_UNAVAILABLE');
    expect(await refusal(recharge.creditStorePurchase('adult', 'google_play', { receipt: 'a.b.c', productId: 'coins_p10' }))).toBe('PAY_TYPE_UNAVAILABLE');
  });

  it('signs like the documented scheme', () => {
    expect(signCallback('k', 1, 'x')).toMatch(/^[0-9a-f]{64}$/);
    expect(signCallback('k', 1, 'x')).not.toBe(signCallback('k', 2, 'x'));
  });
});

function flipLastHex(hex: string): string {
  const last = hex.at(-1) ?? '0';
  return hex.slice(0, -1) + (last === '0' ? '1' : '0');
}
