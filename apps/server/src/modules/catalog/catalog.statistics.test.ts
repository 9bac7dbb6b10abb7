import { describe, expect, it } from 'vitest';
import { isExactPartition, rangeWidth } from '@lootbay/shared/fairness/odds';
import { ROLL_POINT_MAX, rollPoint } from '@lootbay/shared/fairness/roll';
import { ROLLS, SECRET, USER_SEED, chiSquarePValue, rollPoints } from '../../../test/helpers/statistics';
import { buildDemoCatalogue } from './catalog.demo';
import { MAX_PAYOUT_SPREAD, loadDemoCatalogue, payoutSpread } from './catalog.demo-data';

describe('chi-square p-value', () => {
  it('matches tabulated critical values', () => {
    // Tables: df 1 at 3.841 → 0.05; df 10 at 23.209 → 0.01; df 30 at 59.703 → 0.001.
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(23.209, 10)).toBeCloseTo(0.01, 4);
    expect(chiSquarePValue(59.703, 30)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(0.5, 4)).toBeCloseTo(0.9735, 4);
  });
});

/**
 * A million real rolls (HMAC-SHA256 with a fixed secret and seed, rounds 0..999999, computed with
 * node:crypto for speed and checked against the shared WebCrypto implementation) are drawn once;
 * each demo box maps the same roll points to its items, since a roll point does not depend on
 * the box. Per box: chi-square of item counts against the published probabilities, and the
 * measured mean payout against the computed expected return.
 */
describe('demo boxes: a million rolls against the published odds', () => {
  const catalogue = loadDemoCatalogue();
  const prices = new Map(catalogue.ornaments.map((ornament) => [ornament.id, ornament.price]));
  const points = rollPoints();
  // counts[p] = how many of the million rolls landed on roll point p.
  const counts = new Uint32Array(ROLL_POINT_MAX + 1);
  for (const point of points) counts[point] = counts[point]! + 1;
  const prefix = new Float64Array(ROLL_POINT_MAX + 1);
  for (let p = 1; p <= ROLL_POINT_MAX; p += 1) prefix[p] = prefix[p - 1]! + counts[p]!;

  it('the seeded catalogue file is what the builder makes from the installed CS2 data', () => {
    expect(catalogue).toEqual(buildDemoCatalogue());
  });

  it('the harness rolls agree with the shared implementation', async () => {
    for (const round of [0, 1, 77, 999_999]) {
      expect(points[round]).toBe(await rollPoint({ secret: SECRET, userSeed: USER_SEED, round }));
    }
  });

  it('roll points are uniform over 1..100000', () => {
    // 100 bins of 1000 points each.
    let statistic = 0;
    for (let bin = 0; bin < 100; bin += 1) {
      const observed = prefix[(bin + 1) * 1000]! - prefix[bin * 1000]!;
      const expected = ROLLS / 100;
      statistic += (observed - expected) ** 2 / expected;
    }
    expect(chiSquarePValue(statistic, 99)).toBeGreaterThan(0.001);
  });

  it.each(catalogue.boxes.map((box) => [box.id, box] as const))('%s: item frequencies and return match the published odds', (_id, box) => {
    // The seed gives each item its weight in roll points, in list order, starting at 1.
    let from = 1;
    const ranges = box.items.map((item) => {
      const range = { from, to: from + item.weight - 1 };
      from += item.weight;
      return range;
    });
    expect(isExactPartition(ranges)).toBe(true);
    const itemPrices = box.items.map((item) => prices.get(item.ornamentId)!);
    let statistic = 0;
    let measuredTotal = 0;
    let expectedTotal = 0;
    // Items so rare that fewer than 5 hits are expected are pooled, as chi-square requires.
    let pooledObserved = 0;
    let pooledExpected = 0;
    let cells = 0;
    ranges.forEach((range, index) => {
      const observed = prefix[range.to]! - prefix[range.from - 1]!;
      const expected = (ROLLS * rangeWidth(range)) / ROLL_POINT_MAX;
      measuredTotal += observed * itemPrices[index]!;
      expectedTotal += expected * itemPrices[index]!;
      if (expected < 5) {
        pooledObserved += observed;
        pooledExpected += expected;
        return;
      }
      statistic += (observed - expected) ** 2 / expected;
      cells += 1;
    });
    if (pooledExpected > 0) {
      statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
      cells += 1;
    }
    expect(chiSquarePValue(statistic, cells - 1)).toBeGreaterThan(0.001);
    expect(Math.abs(measuredTotal / expectedTotal - 1)).toBeLessThan(0.005);
  });

  it('every demo box keeps its payout spread small enough for the 0.5% check to mean something', () => {
    for (const box of catalogue.boxes) {
      const spread = payoutSpread(box.items.map((item) => ({ price: prices.get(item.ornamentId)!, weight: item.weight })));
      // With 10^6 rolls the standard error of the mean is spread / 1000; 0.5% is then ≥ 4 of them.
      expect(spread, box.id).toBeLessThanOrEqual(MAX_PAYOUT_SPREAD);
    }
  });
});
