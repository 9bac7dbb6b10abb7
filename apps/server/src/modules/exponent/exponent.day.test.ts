import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPONENT_INDEX_START, exponentIndexAfter } from '@lootbay/shared/fairness/exponent';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { boxList, choose, clockDeps, ROUND_MS, runDue, SETTLES_WITHIN_MS, startRounds, type TestClock } from '../../../test/kits/exponent';

const DAY = 1_440;
/** The site is down from the start of round STOP for ten rounds: nothing runs while the clock moves. */
const STOP = 700;
const DOWN = 10;

describe.each(TEST_DIALECTS)('an exponent day on %s', (dialect) => {
  let t: TestApp;
  const clock: TestClock = { now: Date.now() };

  beforeAll(async () => {
    t = await createTestApp(dialect, clockDeps(clock));
  });
  afterAll(() => t.close());

  it('settles 1,440 rounds once each, in order, each committed before it opened, with the site stopped for 10 minutes in between', { timeout: 600_000 }, async () => {
    const first = await startRounds(t, clock);
    const offers = (await boxList(t)).list;
    const member = await readyPlayer(t, 100_000);
    expect((await choose(t, member.token, { boxId: offers[0]!.boxId, direction: 'rise' })).code).toBe(100);
    let back = 0;
    for (let k = 1; k <= DAY; k += 1) {
      clock.now = first + k * ROUND_MS + SETTLES_WITHIN_MS;
      if (k > STOP && k <= STOP + DOWN) continue;
      if (k === STOP + DOWN + 1) back = clock.now;
      await runDue(t);
      if (k === STOP + DOWN + 1) expect((await choose(t, member.token, { boxId: offers[1]!.boxId, direction: 'fall' })).code).toBe(100);
    }

    const db = t.database.db.kysely;
    const day = await db
      .selectFrom('exponent_rounds')
      .selectAll()
      .where('starts_at', '>=', first)
      .where('starts_at', '<', first + DAY * ROUND_MS)
      .orderBy('starts_at')
      .execute();
    expect(day).toHaveLength(DAY);
    expect(day.every((round) => round.status === 'settled')).toBe(true);
    expect(day.map((round) => Number(round.starts_at))).toEqual(day.map((_, k) => first + k * ROUND_MS));
    expect(new Set(day.map((round) => round.issue)).size).toBe(DAY);

    const settles = await db.selectFrom('plays').select(['game_ref']).where('game', '=', 'exponent').where('settles', '=', 1).execute();
    const settledOnce = new Map<string, number>();
    for (const play of settles) settledOnce.set(play.game_ref, (settledOnce.get(play.game_ref) ?? 0) + 1);
    expect(day.every((round) => settledOnce.get(round.issue) === 1)).toBe(true);
    expect(settles.every((play) => settledOnce.get(play.game_ref) === 1)).toBe(true);

    const seeds = new Map((await db.selectFrom('fairness_game_seeds').select(['id', 'created_at', 'revealed_at']).where('game', '=', 'exponent').execute()).map((seed) => [seed.id, seed]));
    for (const [k, round] of day.entries()) {
      const seed = seeds.get(round.game_seed_id!)!;
      expect(Number(seed.created_at), round.issue).toBeLessThan(Number(round.starts_at));
      expect(seed.revealed_at, round.issue).not.toBeNull();
      expect(Number(round.settled_at), round.issue).toBeGreaterThanOrEqual(Number(round.ends_at));
      const before = day[k - 1];
      expect(Number(round.index_open), round.issue).toBe(before ? Number(before.index_close) : EXPONENT_INDEX_START);
      expect(Number(round.index_close), round.issue).toBe(exponentIndexAfter(Number(round.index_open), round.roll_point!));
      if (before) expect(Number(round.settled_at)).toBeGreaterThanOrEqual(Number(before.settled_at));
    }
    const missed = day.slice(STOP, STOP + DOWN);
    expect(missed.every((round) => Number(round.settled_at) === back)).toBe(true);
    expect(day.slice(STOP + DOWN).every((round) => Number(round.settled_at) >= back)).toBe(true);
    expect(day.filter((round) => round.buyers > 0).map((round) => round.issue)).toEqual([day[0]!.issue, day[STOP + DOWN + 1]!.issue]);
    expect([...(await ledgerViolations(db)), ...(await gameViolations(db, t.app.invariants))]).toEqual([]);
  });
});
