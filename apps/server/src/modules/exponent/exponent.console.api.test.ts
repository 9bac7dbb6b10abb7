import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleExponentBoxes, ConsoleExponentOffers, ConsoleExponentRound } from '@lootbay/shared/schemas/console-exponent';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { readyPlayer } from '../../../test/helpers/players';
import { boxList, choose, clockDeps, ROUND_MS, runDue, SETTLES_WITHIN_MS, startRounds, type TestClock } from '../../../test/kits/exponent';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

describe.each(TEST_DIALECTS)('console exponent calls on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  const clock: TestClock = { now: Date.now() };
  const call = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, path, body, operator.token);

  beforeAll(async () => {
    t = await createTestApp(dialect, clockDeps(clock));
    operator = await signedInOperator(t, 'operator');
    await startRounds(t, clock);
  });
  afterAll(() => t.close());

  it('shows the offers with their index boxes and returns, and every index box', async () => {
    const boxes = (await call<ConsoleExponentBoxes>('games/exponent/boxes')).data;
    expect(boxes.roundLimit).toBe(3);
    expect(boxes.offers.map((offer) => offer.indexBox.id)).toEqual(boxes.offers.map((offer) => `exponent-${offer.boxId}`));
    expect(boxes.offers.every((offer) => offer.onSale && offer.withinPolicy)).toBe(true);
    expect(boxes.indexBoxes.length).toBeGreaterThanOrEqual(boxes.offers.length);
    expect(boxes.graffitiValue).toBeGreaterThan(0);
  });

  it('saves which boxes are on offer and the limit, refusing pairings outside the policy or of the wrong kinds', async () => {
    const save = (offers: { boxId: string; indexBoxId: string }[], roundLimit = 2) => call<ConsoleExponentOffers>('games/exponent/boxes/save', { offers, roundLimit, reason: 'weekly change' });
    expect(await save([{ boxId: 'ak47', indexBoxId: 'exponent-recoil' }])).toMatchObject({ code: 23010, data: { boxId: 'ak47' } });
    expect((await save([{ boxId: 'free-1', indexBoxId: 'exponent-recoil' }])).code).toBe(23009);
    expect((await save([{ boxId: 'recoil', indexBoxId: 'dreams' }])).code).toBe(23009);
    expect((await save([{ boxId: 'recoil', indexBoxId: 'exponent-recoil' }], 0)).code).toBe(23011);
    const saved = await save([
      { boxId: 'awp', indexBoxId: 'exponent-awp' },
      { boxId: 'recoil', indexBoxId: 'exponent-recoil' },
    ]);
    expect(saved.code).toBe(100);
    expect(saved.data.offers.map((offer) => offer.boxId)).toEqual(['awp', 'recoil']);
    const offers = await boxList(t);
    expect(offers.list.map((offer) => offer.boxId)).toEqual(['awp', 'recoil']);
    expect(offers.roundLimit).toBe(2);
  });

  it('lists rounds that started with their buyers, stakes and what they gave', async () => {
    const member = await readyPlayer(t, 100_000);
    const offers = (await boxList(t)).list;
    await choose(t, member.token, { boxId: offers[0]!.boxId, direction: 'rise' });
    await choose(t, member.token, { boxId: offers[1]!.boxId, direction: 'fall' });
    clock.now = Math.ceil(clock.now / ROUND_MS) * ROUND_MS + SETTLES_WITHIN_MS;
    await runDue(t);
    const page = (await call<{ list: ConsoleExponentRound[]; total: number }>('games/exponent/rounds', { bought: true })).data;
    const [round] = page.list;
    expect(round).toMatchObject({ status: 'settled', buyers: 2, staked: offers[0]!.price + offers[1]!.price, matched: 1, missed: 1 });
    expect(round!.graffitiValue).toBeGreaterThan(0);
    expect(round!.indexBoxValue).toBe(offers.find((offer) => (round!.result === 'rise' ? offer === offers[0] : offer === offers[1]))!.indexBox.expectedReturn);
    const all = (await call<{ list: ConsoleExponentRound[]; total: number }>('games/exponent/rounds', { page: 1, size: 5 })).data;
    expect(all.total).toBeGreaterThan(page.total);
  });
});
