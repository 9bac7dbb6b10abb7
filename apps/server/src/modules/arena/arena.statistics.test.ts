import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaTeamTotals, leadingTeams, tieBreakRound, tieBreakWinner } from '@lootbay/shared/fairness/arena';
import { rangeIndexFor } from '@lootbay/shared/fairness/odds';
import type { ArenaMode } from '@lootbay/shared/constants';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { SECRET } from '../../../test/helpers/statistics';
import { gameRollPointNow } from '../fairness/fairness.rolls';
import { arenaBoxes } from '../../../test/kits/arena';

const BATTLES = 100_000;

interface Odds {
  readonly ranges: { from: number; to: number }[];
  readonly prices: number[];
}

/** The distribution of one seat's total over the battle's boxes: value → probability, exactly from the odds. */
function totalDistribution(boxes: readonly Odds[]): Map<number, number> {
  let totals = new Map([[0, 1]]);
  for (const box of boxes) {
    const next = new Map<number, number>();
    for (const [total, chance] of totals) {
      box.prices.forEach((price, index) => {
        const range = box.ranges[index]!;
        const p = (chance * (range.to - range.from + 1)) / 100_000;
        next.set(total + price, (next.get(total + price) ?? 0) + p);
      });
    }
    totals = next;
  }
  return totals;
}

/** Plays a battle's rolls as the server does, and decides it with the shared rules. */
function simulate(mode: ArenaMode, seats: number, boxes: readonly Odds[], battle: number): { wins: number[]; tie: boolean } {
  const clientSeed = `statistics-battle-${battle}`;
  const totals = Array.from({ length: seats }, (_, seat) =>
    boxes.reduce((sum, box, round) => sum + box.prices[rangeIndexFor(box.ranges, gameRollPointNow(SECRET, clientSeed, round, seat))]!, 0),
  );
  const leading = leadingTeams(arenaTeamTotals(mode, totals));
  const winner = leading.length === 1 ? leading[0]! : tieBreakWinner(gameRollPointNow(SECRET, clientSeed, tieBreakRound(boxes.length), 0), leading);
  return { wins: totals.map((_, seat) => (seat === winner ? 1 : 0)), tie: leading.length > 1 };
}

describe('arena battles: 100,000 simulated battles win at the rates the odds predict', () => {
  let t: TestApp;
  let boxes: Odds[];

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const picked = (await arenaBoxes(t)).slice(0, 4);
    boxes = await Promise.all(
      picked.map(async (box) => {
        const detail = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: box.id })).data;
        return { ranges: detail.ornaments.map((item) => ({ from: item.rollFrom, to: item.rollTo })), prices: detail.ornaments.map((item) => item.price) };
      }),
    );
  });
  afterAll(() => t.close());

  const within = (observed: number, predicted: number) => expect(Math.abs(observed / BATTLES - predicted)).toBeLessThan(4.5 * Math.sqrt((predicted * (1 - predicted)) / BATTLES));

  it('2 players, 4 different boxes: seat 0 wins P(A > B) + P(A = B) / 2, and ties go to a tie-break at P(A = B), within 4.5 standard errors', () => {
    const distribution = [...totalDistribution(boxes)].sort(([a], [b]) => a - b);
    let below = 0;
    let predicted = 0;
    let tied = 0;
    for (const [, chance] of distribution) {
      predicted += chance * below + (chance * chance) / 2;
      tied += chance * chance;
      below += chance;
    }
    let wins = 0;
    let ties = 0;
    for (let battle = 0; battle < BATTLES; battle += 1) {
      const played = simulate('2p', 2, boxes, battle);
      wins += played.wins[0]!;
      if (played.tie) ties += 1;
    }
    within(wins, predicted);
    within(ties, tied);
    expect(tied).toBeGreaterThan(0.001);
  });

  it('3 players on the same boxes: each seat wins a third of the battles, within 4.5 standard errors', () => {
    const wins = [0, 0, 0];
    for (let battle = 0; battle < BATTLES; battle += 1) simulate('3p', 3, boxes, BATTLES + battle).wins.forEach((won, seat) => (wins[seat]! += won));
    for (const seatWins of wins) within(seatWins, 1 / 3);
    expect(wins.reduce((sum, won) => sum + won, 0)).toBe(BATTLES);
  });
});
