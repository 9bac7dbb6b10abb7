import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedReturn, expectedReturnTimes100000, isExactPartition, rangeIndexFor, rangeWidth, rangesFromWeights } from './odds';
import { ROLL_POINT_MAX } from './roll';

describe('odds ranges', () => {
  it('any positive weights become an exact partition of 1..100000', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 }), (weights) => {
        const ranges = rangesFromWeights(weights);
        expect(ranges).toHaveLength(weights.length);
        expect(isExactPartition(ranges)).toBe(true);
        expect(ranges.reduce((sum, range) => sum + rangeWidth(range), 0)).toBe(ROLL_POINT_MAX);
      }),
    );
  });

  it('integer weights summing to 100000 are kept exactly', () => {
    const ranges = rangesFromWeights([50_000, 30_000, 15_000, 4_990, 10]);
    expect(ranges.map(rangeWidth)).toEqual([50_000, 30_000, 15_000, 4_990, 10]);
    expect(ranges.at(-1)).toEqual({ from: 99_991, to: 100_000 });
  });

  it('every roll point falls in exactly one range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: ROLL_POINT_MAX }), (weights, point) => {
        const ranges = rangesFromWeights(weights);
        const index = rangeIndexFor(ranges, point);
        expect(ranges.filter((range) => range.from <= point && point <= range.to)).toEqual([ranges[index]]);
      }),
    );
  });

  it('finds no range outside 1..100000', () => {
    const ranges = rangesFromWeights([1, 1]);
    expect(rangeIndexFor(ranges, 0)).toBe(-1);
    expect(rangeIndexFor(ranges, ROLL_POINT_MAX + 1)).toBe(-1);
  });

  it('rejects gaps, overlaps, short and long coverings', () => {
    expect(isExactPartition([])).toBe(false);
    expect(isExactPartition([{ from: 1, to: 99_999 }])).toBe(false);
    expect(isExactPartition([{ from: 1, to: 100_001 }])).toBe(false);
    expect(isExactPartition([{ from: 1, to: 10 }, { from: 12, to: 100_000 }])).toBe(false);
    expect(isExactPartition([{ from: 1, to: 10 }, { from: 10, to: 100_000 }])).toBe(false);
    expect(isExactPartition([{ from: 1, to: 0 }, { from: 1, to: 100_000 }])).toBe(false);
    expect(isExactPartition([{ from: 1, to: 100_000 }])).toBe(true);
  });

  it('refuses empty or non-positive weights', () => {
    expect(() => rangesFromWeights([])).toThrow(RangeError);
    expect(() => rangesFromWeights([1, 0])).toThrow(RangeError);
  });

  it('expected return is the probability-weighted price', () => {
    const items = [
      { price: 1000, range: { from: 1, to: 90_000 } },
      { price: 10_000, range: { from: 90_001, to: 100_000 } },
    ];
    expect(expectedReturnTimes100000(items)).toBe(1000 * 90_000 + 10_000 * 10_000);
    expect(expectedReturn(items)).toBe(1900);
  });
});
