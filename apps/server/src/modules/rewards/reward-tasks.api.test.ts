import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_TASKS } from '@lootbay/shared/reward-tasks';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { ActivityStatus, ReceiveRewardAnswer, RewardTask } from '@lootbay/shared/schemas/rewards';
import type { BlotterEntry } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import type { RegisteredMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';

/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);
/** Monday 30 November 2026; its week ends on Monday 7 December. */
const MONDAY = beijing('2026-11-30T12:00:00');
const DAY = 24 * 60 * 60 * 1000;
const WEEK_END = beijing('2026-12-07T00:00:00');

describe.each(TEST_DIALECTS)('reward tasks on %s', (dialect) => {
  let t: TestApp;
  let now = MONDAY;

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now } });
  });
  afterAll(() => t.close());

  const as = <T>(member: RegisteredMember, path: string, body: Record<string, unknown> = {}, locale = 'en') => t.call<T>(path, body, { token: member.token, locale });
  const status = async (member: RegisteredMember) => (await as<ActivityStatus>(member, '/web/user/activity/status')).data;
  const stateOf = async (member: RegisteredMember) => Object.fromEntries((await status(member)).tasks.map((task) => [task.id, [task.state, task.progress]]));
  const receive = (member: RegisteredMember, id: string, locale = 'en') => as<ReceiveRewardAnswer>(member, '/member/receiveReward', { id }, locale);
  const coins = async (member: RegisteredMember) => (await as<{ coin: number }>(member, '/member/userAsset')).data.coin;
  const recharge = async (member: RegisteredMember, amount: number) => {
    const order = await as<{ orderNo: string }>(member, '/pay-member/on_pay_url', { amount, payType: 'alipay' });
    expect((await t.inject({ method: 'POST', url: `/dev/pay/${order.data.orderNo}/succeed` })).json()).toMatchObject({ code: 100 });
  };

  it('shows a visitor the tasks and what each pays, and a member their progress and state', async () => {
    now = MONDAY;
    const visitor = await t.call<RewardTask[]>('/visitor/activity');
    expect(visitor.data).toEqual(
      REWARD_TASKS.map((task) => ({ id: task.id, measure: task.measure, period: task.period, goal: task.goal, reward: task.reward, progress: null, state: null, endsAt: task.period === 'once' ? null : task.period === 'day' ? beijing('2026-12-01T00:00:00') : WEEK_END })),
    );
    const member = await readyPlayer(t);
    const mine = (await as<RewardTask[]>(member, '/visitor/activity')).data;
    // Being on the site today is today's sign-in.
    expect(mine.map((task) => [task.id, task.state, task.progress])).toEqual([
      ['first_recharge', 'not_completed', 0],
      ['daily_sign_in', 'completed', 1],
      ['week_sign_in', 'not_completed', 1],
      ['week_opens', 'not_completed', 0],
    ]);
    expect((await status(member)).claimable).toBe(1);
    expect((await t.call('/web/user/activity/status')).code).toBe(10001);
    expect((await t.call('/member/receiveReward', { id: 'daily_sign_in' })).code).toBe(10001);
  });

  it('pays a daily sign-in once a day, and the week of sign-ins once all seven days are signed in', async () => {
    now = MONDAY;
    const member = await readyPlayer(t);
    const paid = await receive(member, 'daily_sign_in');
    expect(paid.code).toBe(100);
    expect(paid.data.awarded).toBe(10);
    expect(paid.data.tasks.find((task) => task.id === 'daily_sign_in')?.state).toBe('claimed');
    expect(await receive(member, 'daily_sign_in')).toMatchObject({ code: 27101, msg: 'This reward has already been claimed for this period' });
    expect(await receive(member, 'daily_sign_in', 'cn')).toMatchObject({ code: 27101, msg: '该奖励本期已领取' });
    expect(await receive(member, 'week_sign_in', 'br')).toMatchObject({ code: 30007, msg: 'As condições para o resgate ainda não foram atendidas', data: { progress: 1, goal: 7 } });

    for (let day = 1; day < 6; day += 1) {
      now = MONDAY + day * DAY;
      expect((await stateOf(member))['week_sign_in']).toEqual(['not_completed', day + 1]);
    }
    // Sunday's visit is the seventh day signed in this week.
    now = MONDAY + 6 * DAY;
    const sunday = await stateOf(member);
    expect(sunday['week_sign_in']).toEqual(['completed', 7]);
    expect(sunday['daily_sign_in']).toEqual(['completed', 1]);
    expect((await receive(member, 'week_sign_in')).data.awarded).toBe(800);
    expect((await receive(member, 'daily_sign_in')).code).toBe(100);
    expect(await coins(member)).toBe(10 + 800 + 10);

    // The next week starts from nothing.
    now = WEEK_END + 60_000;
    expect((await stateOf(member))['week_sign_in']).toEqual(['not_completed', 1]);
    const blotter = (await as<{ list: BlotterEntry[] }>(member, '/member/getUserBlotter', { reason: 'reward_task' })).data.list;
    expect(blotter.map((entry) => entry.reference).sort()).toEqual(['reward:daily_sign_in:2026-11-30', 'reward:daily_sign_in:2026-12-06', 'reward:week_sign_in:2026-11-30']);
    const inbox = await as<{ list: { title: string }[] }>(member, '/mybox/user/msg/list', { page: 1, size: 10 });
    expect(inbox.data.list.filter((message) => message.title === 'Reward claimed')).toHaveLength(3);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('pays the first recharge reward once, after a paid recharge', async () => {
    now = MONDAY;
    const member = await readyPlayer(t);
    expect(await receive(member, 'first_recharge')).toMatchObject({ code: 30007, data: { progress: 0, goal: 1 } });
    await recharge(member, 1_000);
    expect((await stateOf(member))['first_recharge']).toEqual(['completed', 1]);
    const before = await coins(member);
    expect((await receive(member, 'first_recharge')).data.awarded).toBe(500);
    expect(await coins(member)).toBe(before + 500);
    now = MONDAY + 5 * DAY;
    expect((await stateOf(member))['first_recharge']).toEqual(['claimed', 1]);
    expect((await receive(member, 'first_recharge')).code).toBe(27101);
  });

  it("counts the week's paid box opens", async () => {
    now = MONDAY;
    const recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
    const member = await readyPlayer(t, recoil.price * 10);
    expect((await as(member, '/member/openBox', { id: 'recoil', num: 4 })).code).toBe(100);
    expect((await stateOf(member))['week_opens']).toEqual(['not_completed', 4]);
    expect((await as(member, '/member/openBox', { id: 'recoil', num: 5 })).code).toBe(100);
    expect((await as(member, '/member/openBox', { id: 'recoil', num: 1 })).code).toBe(100);
    expect((await stateOf(member))['week_opens']).toEqual(['completed', 10]);
    expect((await receive(member, 'week_opens')).data.awarded).toBe(1_000);
    now = WEEK_END;
    expect((await stateOf(member))['week_opens']).toEqual(['not_completed', 0]);
  });

  it('pays a reward once when 10 claims race', async () => {
    now = MONDAY;
    const member = await readyPlayer(t);
    await status(member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => receive(member, 'daily_sign_in')));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 27101)).toHaveLength(9);
    expect(await coins(member)).toBe(10);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('refuses an unknown task', async () => {
    const member = await readyPlayer(t);
    expect((await receive(member, 'no_such_task')).code).toBe(20000);
    expect((await as(member, '/member/receiveReward', {})).code).toBe(20000);
  });
});
