import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { PlaySession, ResponsibleStatus } from '@lootbay/shared/schemas/responsible';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { signInFamily } from '../../../test/helpers/families';
import { gameViolations } from '../../../test/helpers/games';
import { latestSmsCode, registerMember } from '../../../test/helpers/members';
import { giveItems, readyPlayer } from '../../../test/helpers/players';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);

describe.each(TEST_DIALECTS)('responsible play on %s', (dialect) => {
  let t: TestApp;
  let now = beijing('2026-11-25T10:00:00');
  let recoil: BoxDetail;

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now } });
    recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
  });
  afterAll(() => t.close());

  const status = async (token: string) => (await t.call<ResponsibleStatus>('/member/responsible/status', {}, { token })).data;
  const coins = async (token: string) => (await t.call<{ coin: number }>('/member/userAsset', {}, { token })).data.coin;
  const limitOf = (state: ResponsibleStatus, kind: string, period: string) => state.limits.find((limit) => limit.kind === kind && limit.period === period)!;
  const order = (token: string, packageId = 'p30') => t.call('/pay-member/on_pay_url', { packageId, payType: 'alipay' }, { token });

  it('holds a daily recharge limit, says which limit and when it resets, and starts again at midnight in Beijing', async () => {
    now = beijing('2026-11-25T23:00:00');
    const member = await readyPlayer(t);
    const set = await t.call<ResponsibleStatus>('/member/responsible/limits', { kind: 'recharge', period: 'day', amount: 5_000 }, { token: member.token });
    expect(limitOf(set.data, 'recharge', 'day')).toMatchObject({ amount: 5_000, used: 0, pending: null, resetsAt: beijing('2026-11-26T00:00:00') });
    expect((await order(member.token)).code).toBe(100);
    const refused = await t.call('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token, locale: 'cn' });
    expect(refused).toMatchObject({ code: 16011, msg: '已达到每日充值限额，将于北京时间次日 0 点重置', data: { period: 'day', limit: 5_000, used: 3_000, resetsAt: beijing('2026-11-26T00:00:00') } });
    expect(limitOf(await status(member.token), 'recharge', 'day').used).toBe(3_000);

    now = beijing('2026-11-26T00:00:00');
    expect((await order(member.token)).code).toBe(100);
  });

  it('lowers a limit at once, and raises or removes one only after 24 hours', async () => {
    now = beijing('2026-11-25T10:00:00');
    const member = await readyPlayer(t);
    const set = (amount: number | null) => t.call<ResponsibleStatus>('/member/responsible/limits', { kind: 'recharge', period: 'week', amount }, { token: member.token });
    await set(10_000);
    const raised = limitOf((await set(50_000)).data, 'recharge', 'week');
    expect(raised).toMatchObject({ amount: 10_000, pending: { amount: 50_000, appliesAt: now + DAY } });
    expect((await order(member.token, 'p128')).code).toBe(16012);

    now += DAY - 1;
    expect((await order(member.token, 'p128')).code).toBe(16012);
    now += 1;
    expect(limitOf(await status(member.token), 'recharge', 'week')).toMatchObject({ amount: 50_000, pending: null });
    expect((await order(member.token, 'p128')).code).toBe(100);

    // Lowering applies at once and drops a waiting raise; removing waits its day too.
    await set(80_000);
    expect(limitOf((await set(20_000)).data, 'recharge', 'week')).toMatchObject({ amount: 20_000, pending: null });
    expect(limitOf((await set(null)).data, 'recharge', 'week')).toMatchObject({ amount: 20_000, pending: { amount: null, appliesAt: now + DAY } });
    now += DAY;
    expect(limitOf(await status(member.token), 'recharge', 'week')).toMatchObject({ amount: null, pending: null });
  });

  it('counts a loss limit as staked minus won, refuses the stake that would pass it, and resets at midnight', async () => {
    now = beijing('2026-11-25T20:00:00');
    const member = await readyPlayer(t, 1_000_000);
    const limit = recoil.price + 100;
    await t.call('/member/responsible/limits', { kind: 'loss', period: 'day', amount: limit }, { token: member.token });
    const open = () => t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 1, requestId: randomUUID() }, { token: member.token });
    const first = await open();
    expect(first.code).toBe(100);
    const lost = recoil.price - first.data.list[0]!.ornament.price;
    expect(limitOf(await status(member.token), 'loss', 'day').used).toBe(lost);
    const second = await open();
    expect(second.code).toBe(lost + recoil.price > limit ? 16021 : 100);
    // Five boxes at once are more than the limit whatever came before.
    expect((await t.call('/member/openBox', { id: 'recoil', num: 5, requestId: randomUUID() }, { token: member.token })).code).toBe(16021);

    now = beijing('2026-11-26T00:00:01');
    expect(limitOf(await status(member.token), 'loss', 'day').used).toBe(0);
    expect((await open()).code).toBe(100);
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
  });

  it('keeps racing plays of one person within the loss limit', async () => {
    now = beijing('2026-11-25T10:00:00');
    const member = await readyPlayer(t, 1_000_000);
    const limit = recoil.price * 2 + 1;
    await t.call('/member/responsible/limits', { kind: 'loss', period: 'week', amount: limit }, { token: member.token });
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/member/openBox', { id: 'recoil', num: 1, requestId: randomUUID() }, { token: member.token })));
    expect(answers.some((answer) => answer.code === 100)).toBe(true);
    expect(answers.every((answer) => answer.code === 100 || answer.code === 16022)).toBe(true);
    expect(limitOf(await status(member.token), 'loss', 'week').used).toBeLessThanOrEqual(limit);
  });

  it('counts items staked in a percentage play against the loss limit', async () => {
    now = beijing('2026-11-25T10:00:00');
    const member = await readyPlayer(t, 1_000_000);
    await t.call('/member/responsible/limits', { kind: 'loss', period: 'month', amount: 2_000 }, { token: member.token });
    const ids = await giveItems(t, member.userId, [{ ornamentId: 'orn-366-bs', price: 2_500 }]);
    const refused = await t.call('/member/percentBox', { targetId: recoil.ornaments.at(-1)!.id, coins: 0, ids }, { token: member.token });
    expect(refused.code).toBe(16023);
    expect((await t.call<InventoryPage>('/member/getMyInventory', {}, { token: member.token })).data.list.map((item) => item.status)).toEqual([0]);
  });

  it('stops every game, every recharge path and every promotion during a cool-off, for sub-accounts too, while selling still works, and ends on time', async () => {
    now = beijing('2026-11-25T10:00:00');
    const member = await readyPlayer(t, 1_000_000);
    const [item, other] = await giveItems(t, member.userId, [
      { ornamentId: 'orn-366-bs', price: 2_000 },
      { ornamentId: 'orn-366-bs', price: 2_000 },
    ]);
    const [subAccount] = await signInFamily({ call: (path, body, token) => t.call(path, body, token ? { token } : {}), latestSms: (mobile) => latestSmsCode(t, mobile) }, member, 1);
    const packet = ((await t.inject({ method: 'POST', url: '/dev/red-packets', payload: { count: 5, amount: 500 } })).json() as { data: { code: string } }).data.code;
    const coinsBefore = await coins(member.token);
    const taken = await t.call<ResponsibleStatus>('/member/responsible/exclude', { period: '7d' }, { token: member.token });
    expect(taken.data.exclusion).toEqual({ kind: 'cool_off', period: '7d', startedAt: now, until: now + 7 * DAY });

    const stakeCalls: readonly [string, Record<string, unknown>][] = [
      ['/member/openBox', { id: 'recoil', num: 1 }],
      ['/member/percentBox', { targetId: recoil.ornaments.at(-1)!.id, coins: 1_000 }],
      ['/member/compound', { ids: [item, other] }],
      ['/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }],
      ['/member/codePay', { code: 'WELCOME2026' }],
      // No bonus reaches a person on a break: today's sign-in reward is done, and the packet is open.
      ['/member/receiveReward', { id: 'daily_sign_in' }],
      ['/member/drawRedGift', { code: packet }],
    ];
    for (const [path, body] of stakeCalls) {
      for (const token of [member.token, subAccount!.token]) {
        const answer = await t.call(path, body, { token });
        expect([path, answer.code, answer.data]).toEqual([path, 16001, { until: now + 7 * DAY }]);
      }
    }
    expect(await coins(member.token)).toBe(coinsBefore);
    const sold = await t.call('/member/discount', { ids: [item] }, { token: member.token });
    expect(sold.code).toBe(100);

    expect((await t.call('/member/responsible/exclude', { period: '24h' }, { token: subAccount!.token })).code).toBe(16002);
    expect((await t.call('/member/responsible/exclude', { period: '7d' }, { token: member.token })).code).toBe(16002);

    // A week on, sessions have lapsed too: the member signs in again and switches to the sub-account.
    now += 7 * DAY;
    const again = await registerMember(t, { mobile: member.mobile });
    expect((await status(again.token)).exclusion).toBeNull();
    const switched = await t.call<{ tokenValue: string }>('/changeAccount', { id: subAccount!.userId }, { token: again.token });
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: switched.data.tokenValue })).code).not.toBe(16001);
    expect((await t.call('/member/receiveReward', { id: 'daily_sign_in' }, { token: switched.data.tokenValue })).code).toBe(100);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('extends a break into a permanent self-exclusion, which nothing can shorten', async () => {
    const member = await readyPlayer(t);
    await t.call('/member/responsible/exclude', { period: '24h' }, { token: member.token });
    const extended = await t.call<ResponsibleStatus>('/member/responsible/exclude', { period: 'permanent' }, { token: member.token });
    expect(extended.data.exclusion).toMatchObject({ kind: 'self_exclusion', period: 'permanent', until: null });
    expect((await t.call('/member/responsible/exclude', { period: '1y' }, { token: member.token })).code).toBe(16002);
    const play = await t.call('/member/openBox', { id: 'recoil', num: 1, requestId: randomUUID() }, { token: member.token });
    expect([play.code, play.data]).toEqual([16001, { until: null }]);
    now += 400 * DAY;
    expect((await order((await registerMember(t, { mobile: member.mobile })).token)).code).toBe(16001);
  });

  it('keeps the reality check interval and sums a session’s plays', async () => {
    now = beijing('2026-11-25T12:00:00');
    const member = await readyPlayer(t, 1_000_000);
    expect((await status(member.token)).realityCheckMinutes).toBe(60);
    expect((await t.call<ResponsibleStatus>('/member/responsible/realityCheck', { minutes: 30 }, { token: member.token })).data.realityCheckMinutes).toBe(30);
    expect((await t.call('/member/responsible/realityCheck', { minutes: 5 }, { token: member.token })).code).not.toBe(100);
    const since = now;
    const opened = (await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 2 }, { token: member.token })).data;
    const session = (await t.call<PlaySession>('/member/responsible/session', { since }, { token: member.token })).data;
    const won = opened.list.reduce((sum, result) => sum + result.ornament.price, 0);
    expect(session).toEqual({ since, plays: 1, staked: recoil.price * 2, won, net: won - recoil.price * 2 });
  });
});
