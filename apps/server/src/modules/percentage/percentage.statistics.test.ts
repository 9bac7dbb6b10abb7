import { describe, expect, it } from 'vitest';
import { percentageWins } from '@lootbay/shared/fairness/percentage';
import { ROLLS, chiSquarePValue, rollPoints } from '../../../test/helpers/statistics';

/**
 * A million real rolls played at each chance the spec's range spans: a play wins when its roll
 * point is at most chance × 10, so each chance must win at its own rate (chi-square, one degree
 * of freedom, p > 0.001).
 */
describe('percentage plays: a million rolls at each chance', () => {
  const points = rollPoints();

  it.each([100, 1_000, 5_000, 7_500])('chance %i (hundredths of a percent) wins at that rate', (chance) => {
    let wins = 0;
    for (const point of points) if (percentageWins(point, chance)) wins += 1;
    const expectedWins = (ROLLS * chance) / 10_000;
    const expectedLosses = ROLLS - expectedWins;
    const statistic = (wins - expectedWins) ** 2 / expectedWins + (ROLLS - wins - expectedLosses) ** 2 / expectedLosses;
    expect(chiSquarePValue(statistic, 1)).toBeGreaterThan(0.001);
  });
});
