import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRAY_CHOICES, PRAY_ITEM_PRICES, PRAY_WIN_POINTS, RECHARGE_AWARD_TIERS } from '@lootbay/shared/constants';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { PRAY_NOTHING, prayWins } from '@lootbay/shared/fairness/pray';
import { rollPoint } from '@lootbay/shared/fairness/roll';
import type { Activity, ActivityInfo, BingoProgress, BingoRanking, BingoReward, PrayDraw, PrayOdds, PrayState, RechargeActivity, RechargeAwardAnswer } from '@lootbay/shared/schemas/activity';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { ResetUserKey, RollProof } from '@lootbay/shared/schemas/fairness';
import type { BlotterEntry } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import type { RegisteredMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { createSecretBox } from '../fairness/fairness.secrets';

/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);
/** Saturday 28 November 2026, in the week from Monday the 23rd. */
const SATURDAY = beijing('2026-11-28T10:00:00');

describe.each(TEST_DIALECTS)('activities on %s', (dialect) => {
  let t: TestApp;
  let now = SATURDAY;

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now } });
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];
  const as = <T>(member: RegisteredMember, path: string, body: Record<string, unknown> = {}, locale = 'en') => t.call<T>(path, body, { token: member.token, locale });

  /** The rolls of a pair still in play are checked with its secret, revealed by a reset. */
  const revealed = async (member: RegisteredMember) => (await as<ResetUserKey>(member, '/member/resetUserKey')).data.secretHash;

  describe('recharge activity', () => {
    /** Recharges a custom amount of coins (hundredths) through the sandbox checkout; paid unless told otherwise. */
    const recharge = async (member: RegisteredMember, amount: number, paid = true) => {
      const order = await as<{ orderNo: string }>(member, '/pay-member/on_pay_url', { amount, payType: 'alipay' });
      expect(order.code).toBe(100);
      if (paid) expect((await t.inject({ method: 'POST', url: `/dev/pay/${order.data.orderNo}/succeed` })).json()).toMatchObject({ code: 100 });
    };
    const status = async (member: RegisteredMember) => (await as<RechargeActivity>(member, '/activity/recharge/rechargeStatus')).data;

    it('counts the coins paid this site day, and awards a reached tier once that day', async () => {
      now = SATURDAY;
      const member = await readyPlayer(t);
      expect(await status(member)).toEqual({
        day: '2026-11-28',
        endsAt: beijing('2026-11-29T00:00:00'),
        recharged: 0,
        tiers: RECHARGE_AWARD_TIERS.map((tier, index) => ({ tier: index, recharged: tier.recharged, award: tier.award, state: 'not_completed' })),
      });
      expect(await as(member, '/activity/recharge/award', { tier: 0 }, 'cn')).toMatchObject({ code: 30007, msg: '领取条件尚未达成', data: { recharged: 0, needed: 10_000 } });

      // An order awaiting payment counts for nothing.
      await recharge(member, 10_000, false);
      expect((await status(member)).recharged).toBe(0);
      await recharge(member, 10_000);
      const reached = await status(member);
      expect(reached.recharged).toBe(10_000);
      expect(reached.tiers.map((tier) => tier.state)).toEqual(['completed', 'not_completed', 'not_completed']);

      const awarded = await as<RechargeAwardAnswer>(member, '/activity/recharge/award', { tier: 0 });
      expect(awarded.code).toBe(100);
      expect(awarded.data).toMatchObject({ awarded: 500, recharged: 10_000 });
      expect(awarded.data.tiers.map((tier) => tier.state)).toEqual(['claimed', 'not_completed', 'not_completed']);
      expect(await as(member, '/activity/recharge/award', { tier: 0 })).toMatchObject({ code: 20103, msg: 'This reward has already been claimed today' });
      expect((await as(member, '/activity/recharge/award', { tier: 1 })).code).toBe(30007);
      expect((await as(member, '/activity/recharge/award', { tier: 3 })).code).toBe(20000);
      const blotter = (await as<{ list: BlotterEntry[] }>(member, '/member/getUserBlotter', { reason: 'recharge_award' })).data.list;
      expect(blotter.map((entry) => [entry.amount, entry.reference])).toEqual([[500, 'recharge_award:2026-11-28']]);

      // A new site day starts from nothing; yesterday's award stays paid.
      now = beijing('2026-11-29T00:00:00');
      expect((await status(member)).tiers.map((tier) => tier.state)).toEqual(['not_completed', 'not_completed', 'not_completed']);
      await recharge(member, 60_000);
      const next = await status(member);
      expect(next).toMatchObject({ day: '2026-11-29', recharged: 60_000 });
      expect(next.tiers.map((tier) => tier.state)).toEqual(['completed', 'completed', 'not_completed']);
      expect((await as(member, '/activity/recharge/award', { tier: 0 })).code).toBe(100);
      expect(await invariants()).toEqual([]);
    });

    it('pays a tier once when 10 claims race', async () => {
      now = SATURDAY;
      const member = await readyPlayer(t);
      await recharge(member, 50_000);
      const before = (await as<{ coin: number }>(member, '/member/userAsset')).data.coin;
      const answers = await Promise.all(Array.from({ length: 10 }, () => as(member, '/activity/recharge/award', { tier: 1 })));
      expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === 20103)).toHaveLength(9);
      expect((await as<{ coin: number }>(member, '/member/userAsset')).data.coin).toBe(before + RECHARGE_AWARD_TIERS[1].award);
      expect((await t.call('/activity/recharge/rechargeStatus')).code).toBe(10001);
      expect(await invariants()).toEqual([]);
    });
  });

  describe('daily wish', () => {
    const state = async (member: RegisteredMember, ornamentId?: string, locale = 'en') => as<PrayState>(member, '/activity/pray/selectDraw', ornamentId ? { ornamentId } : {}, locale);
    const draw = (member: RegisteredMember, requestId?: string) => as<PrayDraw>(member, '/activity/pray/draw', requestId ? { requestId } : {});

    /** Sets a seed whose next roll on the member's pair lands at most (or above) the winning points. */
    const seedFor = async (member: RegisteredMember, win: boolean) => {
      const key = await t.database.db.kysely.selectFrom('fairness_keys').select(['secret', 'round']).where('active_for', '=', member.userId).executeTakeFirstOrThrow();
      const secret = createSecretBox(t.config.fairnessKey).open(key.secret);
      for (let n = 0; ; n += 1) {
        const userSeed = `wish-${n}`;
        if (prayWins(await rollPoint({ secret, userSeed, round: Number(key.round) })) === win) {
          expect((await as(member, '/member/updateUserSeed', { userSeed })).code).toBe(100);
          return;
        }
      }
    };

    /** Everything a draw's proof says: the roll from the revealed secret, the odds from their hash, the outcome from the roll point. */
    const checkDraw = async (member: RegisteredMember, drawn: PrayDraw) => {
      const odds = (await t.call<PrayOdds>('/visitor/prayOdds', { id: drawn.drawId })).data;
      expect(odds).toEqual({
        id: `pray:${drawn.drawId}`,
        price: 0,
        entries: [
          { from: 1, to: PRAY_WIN_POINTS, itemId: drawn.ornament.id, price: drawn.ornament.price },
          { from: PRAY_WIN_POINTS + 1, to: 100_000, itemId: PRAY_NOTHING, price: 0 },
        ],
      });
      expect(await oddsHash(odds)).toBe(drawn.oddsHash);
      const proof = (await t.call<RollProof>('/visitor/rollProof', { id: drawn.rollId })).data;
      expect(proof).toMatchObject({ game: 'activity', oddsId: drawn.oddsId, oddsHash: drawn.oddsHash, rollPoint: drawn.rollPoint, outcome: drawn.win ? drawn.ornament.id : PRAY_NOTHING });
      expect(drawn.win).toBe(prayWins(drawn.rollPoint));
      expect(await rollPoint({ secret: await revealed(member), userSeed: drawn.userSeed, round: drawn.round })).toBe(drawn.rollPoint);
    };

    it('offers the same few items to everyone each site day, from the published price band', async () => {
      now = SATURDAY;
      const [alice, bob] = await Promise.all([readyPlayer(t), readyPlayer(t)]);
      const [mine, theirs] = await Promise.all([state(alice), state(bob)]);
      expect(mine.data).toMatchObject({ day: '2026-11-28', endsAt: beijing('2026-11-29T00:00:00'), chosen: null, winPoints: PRAY_WIN_POINTS, draw: null });
      expect(mine.data.list).toHaveLength(PRAY_CHOICES);
      expect(new Set(mine.data.list.map((item) => item.id)).size).toBe(PRAY_CHOICES);
      expect(mine.data.list.every((item) => item.price >= PRAY_ITEM_PRICES.min && item.price <= PRAY_ITEM_PRICES.max)).toBe(true);
      expect(theirs.data.list.map((item) => item.id)).toEqual(mine.data.list.map((item) => item.id));
      now = beijing('2026-11-29T09:00:00');
      expect((await state(alice)).data.list.map((item) => item.id)).not.toEqual(mine.data.list.map((item) => item.id));
      expect((await t.call('/activity/pray/selectDraw')).code).toBe(10001);
    });

    it('draws a chosen wish once a day: a loss gives nothing, and every part of the proof checks out', async () => {
      now = SATURDAY;
      const member = await readyPlayer(t);
      expect(await draw(member)).toMatchObject({ code: 20105, msg: 'Choose the item you wish for first' });
      expect(await state(member, 'orn-366-bs', 'cn')).toMatchObject({ code: 20104, msg: '请从今日的祈愿饰品中选择' });
      const { list } = (await state(member)).data;
      expect((await state(member, list[0]!.id)).data.chosen).toBe(list[0]!.id);
      // The choice may change until the day's draw.
      expect((await state(member, list[1]!.id)).data.chosen).toBe(list[1]!.id);

      await seedFor(member, false);
      const requestId = randomUUID();
      const drawn = await draw(member, requestId);
      expect(drawn.code).toBe(100);
      expect(drawn.data).toMatchObject({ day: '2026-11-28', win: false, backpackItemId: null, winPoints: PRAY_WIN_POINTS, ornament: { id: list[1]!.id, price: list[1]!.price } });
      expect(await draw(member, requestId)).toEqual(drawn);
      expect(await draw(member)).toMatchObject({ code: 20106, msg: "You have made today's wish; come back tomorrow" });
      expect((await state(member, list[2]!.id)).code).toBe(20106);
      expect((await state(member)).data).toMatchObject({ chosen: list[1]!.id, draw: drawn.data });
      expect((await as<InventoryPage>(member, '/member/getMyInventory')).data.total).toBe(0);
      await checkDraw(member, drawn.data);

      // The next site day offers a new draw, once a wish is chosen again.
      now = beijing('2026-11-29T00:00:01');
      expect((await state(member)).data).toMatchObject({ day: '2026-11-29', chosen: null, draw: null });
      expect((await draw(member)).code).toBe(20105);
      expect(await invariants()).toEqual([]);
    });

    it('puts the wished item in the backpack as an activity gift on a win', async () => {
      now = SATURDAY;
      const member = await readyPlayer(t);
      const wished = (await state(member)).data.list[3]!;
      await state(member, wished.id);
      await seedFor(member, true);
      const drawn = (await draw(member)).data;
      expect(drawn).toMatchObject({ win: true, ornament: { id: wished.id, price: wished.price } });
      expect(drawn.rollPoint).toBeLessThanOrEqual(PRAY_WIN_POINTS);
      const held = (await as<InventoryPage>(member, '/member/getMyInventory')).data.list;
      expect(held).toEqual([expect.objectContaining({ id: drawn.backpackItemId, ornament: expect.objectContaining({ id: wished.id }), price: wished.price, sourceType: 6, status: 0 })]);
      await checkDraw(member, drawn);
      expect(await invariants()).toEqual([]);
    });

    it('draws once when 10 draws race', async () => {
      now = SATURDAY;
      const member = await readyPlayer(t);
      await state(member, (await state(member)).data.list[0]!.id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => draw(member)));
      expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === 20106)).toHaveLength(9);
      expect((await as<{ round: number }>(member, '/member/userKey')).data.round).toBe(1);
      expect(await invariants()).toEqual([]);
    });
  });

  describe('activity board', () => {
    const WEEK = { startsAt: beijing('2026-11-23T00:00:00'), endsAt: beijing('2026-11-30T00:00:00') };
    let recoil: BoxDetail;

    beforeAll(async () => {
      recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
    });

    const openBoxes = async (member: RegisteredMember, num: number) => expect((await as(member, '/member/openBox', { id: 'recoil', num })).code).toBe(100);
    const progress = async (member: RegisteredMember) => (await as<BingoProgress>(member, '/mybox/activity/bingo/step/info', { id: 'weekly-bingo' })).data;
    const claim = (member: RegisteredMember, step: number, locale = 'en') => as<BingoReward>(member, '/mybox/activity/open', { id: 'weekly-bingo', step }, locale);

    it('runs one weekly board: its steps, what each pays, and a signed-in member’s step', async () => {
      now = SATURDAY;
      const list = await t.call<Activity[]>('/mybox/activity/list');
      expect(list.data).toEqual([{ id: 'weekly-bingo', name: 'Weekly box bingo', kind: 'bingo', ...WEEK }]);
      const info = (await t.call<ActivityInfo>('/mybox/activity/info', { id: 'weekly-bingo' })).data;
      expect(info).toMatchObject({ id: 'weekly-bingo', opens: null, step: null, ...WEEK });
      expect(info.steps.map((step) => [step.step, step.opens, step.reward?.boxId ?? null])).toEqual([
        [1, 1, null],
        [2, 3, 'free-1'],
        [3, 5, null],
        [4, 10, 'free-1'],
        [5, 20, null],
        [6, 30, 'free-5'],
        [7, 50, null],
        [8, 80, 'free-10'],
      ]);
      const member = await readyPlayer(t, recoil.price * 3);
      await openBoxes(member, 3);
      expect((await as<ActivityInfo>(member, '/mybox/activity/info', { id: 'weekly-bingo' })).data).toMatchObject({ opens: 3, step: 2 });
      expect(await t.call('/mybox/activity/info', { id: 'no-such-board' })).toMatchObject({ code: 20107, msg: 'This activity does not exist or has ended' });
    });

    it('pays a reached step once with a provable roll of its free box, counting only paid opens of the week', async () => {
      now = SATURDAY;
      const member = await readyPlayer(t, recoil.price * 3);
      expect((await as(member, '/activity/recharge/openActivityBox', { id: 'free-1' })).code).toBe(100);
      await openBoxes(member, 2);
      expect(await claim(member, 2, 'cn')).toMatchObject({ code: 30007, msg: '领取条件尚未达成', data: { opens: 2, needed: 3 } });
      await openBoxes(member, 1);
      const reached = await progress(member);
      expect(reached).toMatchObject({ id: 'weekly-bingo', opens: 3, step: 2, ...WEEK });
      expect(reached.steps.map((step) => step.state)).toEqual(['completed', 'completed', ...Array(6).fill('not_completed')]);

      const reward = await claim(member, 2);
      expect(reward.code).toBe(100);
      expect(reward.data).toMatchObject({ activityId: 'weekly-bingo', step: 2, boxId: 'free-1' });
      const odds = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'free-1', version: reward.data.oddsVersion })).data;
      expect(reward.data.oddsHash).toBe(odds.oddsHash);
      const owner = odds.ornaments.find((item) => item.rollFrom <= reward.data.rollPoint && reward.data.rollPoint <= item.rollTo);
      expect(owner?.id).toBe(reward.data.item.id);
      expect(reward.data.item.price).toBe(owner?.price);
      const proof = (await t.call<RollProof>('/visitor/rollProof', { id: reward.data.rollId })).data;
      expect(proof).toMatchObject({ game: 'activity', oddsId: `box:free-1@${reward.data.oddsVersion}`, outcome: reward.data.item.id });
      const held = (await as<InventoryPage>(member, '/member/getMyInventory', { size: 50 })).data.list;
      expect(held.find((item) => item.id === reward.data.item.backpackItemId)).toMatchObject({ sourceType: 6, status: 0, price: reward.data.item.price });

      expect(await claim(member, 2)).toMatchObject({ code: 20109, msg: "This step's reward has already been claimed" });
      expect((await claim(member, 1)).code).toBe(20108);
      expect((await claim(member, 9)).code).toBe(20108);
      expect((await claim(member, 4)).code).toBe(30007);
      expect((await progress(member)).steps[1]!.state).toBe('claimed');
      const secret = await revealed(member);
      expect(await rollPoint({ secret, userSeed: reward.data.userSeed, round: reward.data.round })).toBe(reward.data.rollPoint);

      // Next Monday a new period starts: nothing counted, nothing claimed yet.
      now = beijing('2026-11-30T00:00:00');
      expect(await progress(member)).toMatchObject({ opens: 0, step: 0, startsAt: beijing('2026-11-30T00:00:00') });
      expect((await claim(member, 2)).code).toBe(30007);
      expect(await invariants()).toEqual([]);
    });

    it('pays a step once when 10 claims race, and ranks members by their opens', async () => {
      now = SATURDAY;
      const [first, second] = await Promise.all([readyPlayer(t, recoil.price * 12), readyPlayer(t, recoil.price * 12)]);
      await openBoxes(first, 5);
      await openBoxes(first, 5);
      await openBoxes(second, 4);
      const answers = await Promise.all(Array.from({ length: 10 }, () => claim(first, 4)));
      expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === 20109)).toHaveLength(9);
      expect((await as<{ round: number }>(first, '/member/userKey')).data.round).toBe(11);

      const ranking = (await t.call<BingoRanking>('/mybox/activity/bingo/ranking', { id: 'weekly-bingo' })).data;
      expect(ranking).toMatchObject(WEEK);
      const order = ranking.list.map((entry) => entry.userId);
      expect(order.indexOf(first.userId)).toBeLessThan(order.indexOf(second.userId));
      expect(ranking.list.find((entry) => entry.userId === first.userId)).toMatchObject({ opens: 10, step: 4 });
      expect(ranking.list.map((entry) => entry.rank)).toEqual(ranking.list.map((_, index) => index + 1));
      expect(ranking.list.map((entry) => entry.opens)).toEqual([...ranking.list.map((entry) => entry.opens)].sort((a, b) => b - a));
      expect(await invariants()).toEqual([]);
    });
  });
});
