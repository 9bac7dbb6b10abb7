import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '@lootbay/shared/calendar';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import { moneyTotalsSchema, type MoneyDaily, type MoneyOrderDetail, type MoneyOrdersPage, type MoneyReturns, type RedemptionCode, type RedemptionCodesPage } from '@lootbay/shared/schemas/console-money';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { grantCoins, readyPlayer } from '../helpers/players';
import { consoleCall, signedInOperator, type TestOperator } from '../kits/console';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('console money on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(async () => {
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    await t.close();
  });

  const money = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, `money/${path}`, body, owner.token);
  const today = () => dayOf(t.config.timeZone, Date.now());

  it('shows a sandbox recharge with its callback, and the day and the box move by exactly what a player recharged, staked and won', async () => {
    const day = today();
    const before = (await money<MoneyDaily>('daily', { from: day, to: day })).data;
    const returnsBefore = (await money<MoneyReturns>('returns', { from: day, to: day })).data;

    const player = await readyPlayer(t);
    const ordered = await t.call<{ orderNo: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: player.token });
    expect(ordered.code).toBe(100);
    const { orderNo } = ordered.data;
    const paid = await t.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.body).toContain('Payment complete');

    const recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
    await grantCoins(t, player.userId, recoil.price * 3);
    const opened = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 3 }, { token: player.token });
    expect(opened.code).toBe(100);
    const won = opened.data.list.reduce((sum, open) => sum + open.ornament.price, 0);
    const staked = recoil.price * 3;

    // The order, found by its player, with the provider's one signed callback that credited it.
    const orders = (await money<MoneyOrdersPage>('orders', { page: 1, size: 10, userId: player.userId })).data;
    expect(orders.total).toBe(1);
    // 30.00 paid: 30.00 coins, 5% package bonus, 10% first-recharge bonus.
    expect(orders.list[0]).toMatchObject({ orderNo, userId: player.userId, source: 'package', payType: 'alipay', status: 'success', amountPaid: 3_000, coins: 3_000, bonus: 150, firstBonus: 300, amountReceived: 3_450 });
    expect((await money<MoneyOrdersPage>('orders', { orderNo, status: 'awaiting' })).data.total).toBe(0);
    expect((await money<MoneyOrdersPage>('orders', { orderNo, status: 'success', from: orders.list[0]!.createdAt, to: orders.list[0]!.createdAt + 1 })).data.list.map((order) => order.orderNo)).toEqual([orderNo]);
    const detail = (await money<MoneyOrderDetail>('order', { orderNo })).data;
    expect(detail.paidAt).not.toBeNull();
    expect(detail.callbacks).toHaveLength(1);
    expect(detail.callbacks[0]).toMatchObject({ outcome: 'credited', eventId: detail.providerEventId });
    expect((await money('order', { orderNo: 'R-none' })).code).toBe(12013);

    // Today's row: the recharge, the opens' stake and item value, and GGR = spent − paid out.
    const after = (await money<MoneyDaily>('daily', { from: day, to: day })).data;
    const [was, now] = [before.days[0]!, after.days[0]!];
    expect(now.day).toBe(day);
    expect(now.recharged - was.recharged).toBe(3_450);
    expect(now.rechargePaid - was.rechargePaid).toBe(3_000);
    expect(now.rechargeOrders - was.rechargeOrders).toBe(1);
    expect(now.payers - was.payers).toBe(1);
    const boxGame = (daily: typeof now) => daily.games.find((game) => game.game === 'box_open') ?? { staked: 0, paidOut: 0, ggr: 0, plays: 0 };
    expect(boxGame(now).staked - boxGame(was).staked).toBe(staked);
    expect(boxGame(now).paidOut - boxGame(was).paidOut).toBe(won);
    expect(boxGame(now).plays - boxGame(was).plays).toBe(1);
    expect(now.staked - was.staked).toBe(staked);
    expect(now.paidOut - was.paidOut).toBe(won);
    for (const row of [now, ...now.games]) expect(row.ggr).toBe(row.staked - row.paidOut);
    expect(now.opens - was.opens).toBe(3);
    expect(now.activePlayers - was.activePlayers).toBe(1);
    // One day's range: its totals are that day's.
    expect(after.totals).toEqual(moneyTotalsSchema.parse(now));

    // The box's measured return is the item value won over what was spent, beside its published one.
    const returns = (await money<MoneyReturns>('returns', { from: day, to: day })).data;
    const box = returns.boxes.find((row) => row.boxId === 'recoil')!;
    const boxBefore = returnsBefore.boxes.find((row) => row.boxId === 'recoil') ?? { opens: 0, spent: 0, paidOut: 0 };
    expect(box.opens - boxBefore.opens).toBe(3);
    expect(box.spent - boxBefore.spent).toBe(staked);
    expect(box.paidOut - boxBefore.paidOut).toBe(won);
    expect(box.measuredReturnBp).toBe(Math.round((box.paidOut * 10_000) / box.spent));
    expect(box.publishedReturnBp).toBe(Math.round((recoil.expectedReturn * 10_000) / recoil.price));
    expect(box.differenceBp).toBe(box.measuredReturnBp - box.publishedReturnBp);
    expect(box.versions).toEqual([expect.objectContaining({ version: recoil.oddsVersion, price: recoil.price, expectedReturn: recoil.expectedReturn, opens: box.opens })]);
  });

  it('answers a row per day in the site time zone, and refuses a range that is reversed, too long or not a date', async () => {
    const day = today();
    const yesterday = dayOf(t.config.timeZone, Date.now() - DAY_MS);
    const daily = (await money<MoneyDaily>('daily', { from: yesterday, to: day })).data;
    expect(daily.timeZone).toBe(t.config.timeZone);
    expect(daily.days.map((row) => row.day)).toEqual([yesterday, day]);
    expect(daily.days[0]!.end).toBe(daily.days[1]!.start);
    expect(dayOf(t.config.timeZone, daily.days[1]!.start)).toBe(day);
    expect(dayOf(t.config.timeZone, daily.days[1]!.start - 1)).toBe(yesterday);
    expect(daily.totals.recharged).toBe(daily.days[0]!.recharged + daily.days[1]!.recharged);

    expect((await money('daily', { from: day, to: yesterday })).code).toBe(21323);
    expect((await money('daily', { from: '2026-01-01', to: '2026-04-03' })).code).toBe(21323);
    expect((await money('daily', { from: '2026-01-01', to: '2026-04-02' })).code).toBe(100);
    expect((await money('returns', { from: '2026-02-30', to: '2026-03-01' })).code).toBe(21323);
  });

  it('issues a code once, lists it, and counts a player redeeming it', async () => {
    const created = await money<RedemptionCode>('codes/create', { code: 'spring-gift', currency: 'coin', amount: 800, maxUses: 2, reason: 'spring promotion' });
    expect(created.code).toBe(100);
    expect(created.data).toMatchObject({ code: 'SPRING-GIFT', currency: 'coin', amount: 800, maxUses: 2, usedCount: 0, expiresAt: null, expired: false, exhausted: false });
    const audit = (await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 1 }, owner.token)).data;
    expect(audit.list[0]).toMatchObject({ action: 'money/codes/create', target: 'code:SPRING-GIFT', reason: 'spring promotion' });

    expect((await money('codes/create', { code: 'Spring-Gift', currency: 'diamond', amount: 1, maxUses: 1, reason: 'again' })).code).toBe(21320);
    expect((await money('codes/create', { code: 'no spaces', currency: 'coin', amount: 1, maxUses: 1, reason: 'bad' })).code).toBe(21321);
    expect((await money('codes/create', { code: 'LATE-GIFT', currency: 'coin', amount: 1, maxUses: 1, expiresAt: Date.now() - 1, reason: 'late' })).code).toBe(21322);
    expect((await money('codes/create', { code: 'NO-REASON', currency: 'coin', amount: 1, maxUses: 1 })).code).toBe(21005);
    const listed = () => money<RedemptionCodesPage>('codes', { page: 1, size: 50 }).then((page) => page.data.list.find((code) => code.code === 'SPRING-GIFT'));
    expect(await listed()).toMatchObject({ usedCount: 0, expired: false, exhausted: false });

    const player = await readyPlayer(t);
    const redeemed = await t.call<{ amount: number; balance: number }>('/member/codePay', { code: 'spring-gift' }, { token: player.token });
    expect(redeemed.data).toEqual({ currency: 'coin', amount: 800, balance: 800 });
    expect(await listed()).toMatchObject({ usedCount: 1, exhausted: false });
    const second = await readyPlayer(t);
    expect((await t.call('/member/codePay', { code: 'SPRING-GIFT' }, { token: second.token })).code).toBe(100);
    expect(await listed()).toMatchObject({ usedCount: 2, exhausted: true });
  });

  it('lets support read money but not issue codes', async () => {
    const support = await signedInOperator(t, 'support');
    expect((await consoleCall(t, 'money/codes', {}, support.token)).code).toBe(100);
    expect((await consoleCall(t, 'money/codes/create', { code: 'SUPPORT-GIFT', currency: 'coin', amount: 1, maxUses: 1, reason: 'try' }, support.token)).code).toBe(21004);
  });
});
