import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEvenly } from './team-split';

/** The smallest gap any split can reach, by brute force over every assignment. */
function bestGap(ownA: number, ownB: number, prices: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << prices.length; mask += 1) {
    const toA = prices.reduce((sum, price, index) => sum + (mask & (1 << index) ? price : 0), 0);
    const toB = prices.reduce((sum, price) => sum + price, 0) - toA;
    best = Math.min(best, Math.abs(ownA + toA - ownB - toB));
  }
  return best;
}

describe('splitting a 2v2 win between the winning pair', () => {
  it('gives every item to exactly one winner, as evenly in value as the items allow', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 12 }), (ownA, ownB, prices) => {
        const { toA, toB } = splitEvenly(ownA, ownB, prices);
        expect([...toA, ...toB].sort((a, b) => a - b)).toEqual(prices.map((_, index) => index));
        const sum = (indexes: number[]) => indexes.reduce((total, index) => total + prices[index]!, 0);
        expect(Math.abs(ownA + sum(toA) - ownB - sum(toB))).toBe(bestGap(ownA, ownB, prices));
      }),
      { numRuns: 200 },
    );
  });

  it('evens out what the winners opened themselves', () => {
    expect(splitEvenly(1_000, 0, [600, 400])).toEqual({ toA: [], toB: [0, 1] });
    expect(splitEvenly(0, 0, [])).toEqual({ toA: [], toB: [] });
  });
});
