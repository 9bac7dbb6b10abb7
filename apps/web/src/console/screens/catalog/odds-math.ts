import { expectedReturnTimes100000, isExactPartition, type RollRange } from '@lootbay/shared/fairness/odds';
import { returnRateBp, withinReturnPolicy } from '@lootbay/shared/fairness/return-policy';
import { ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';

export interface OddsRow {
  readonly price: number;
  /** Thousandths of a percent (roll points out of 100000); null while the typed text is not a number. */
  readonly probability: number | null;
}

export interface OddsFigures {
  /** Each row's roll points, in order; null for a row without a valid probability (and every row after it). */
  readonly ranges: readonly (RollRange | null)[];
  /** Sum of the probabilities, thousandths of a percent. */
  readonly sum: number;
  /** True when the probabilities are all valid, positive and add up to exactly 100%. */
  readonly exact: boolean;
  /** Expected return of one open in hundredths (rounded), once exact. */
  readonly expectedReturn: number | null;
  /** Expected return ÷ price in basis points, once exact. */
  readonly returnBp: number | null;
  readonly houseEdgeBp: number | null;
  readonly withinPolicy: boolean;
}

/**
 * What a box's odds come to as they are typed: the roll point range each item owns (consecutive,
 * in list order, as the server assigns them), the sum, the expected return and the house edge,
 * all in integers with the shared helpers the server uses.
 */
export function oddsFigures(rows: readonly OddsRow[], price: number): OddsFigures {
  let from = 1;
  let broken = false;
  const ranges = rows.map((row) => {
    if (broken || row.probability === null || row.probability <= 0) {
      broken = true;
      return null;
    }
    const range = { from, to: from + row.probability - 1 };
    from += row.probability;
    return range;
  });
  const sum = rows.reduce((total, row) => total + (row.probability ?? 0), 0);
  const exact = !broken && sum === ROLL_POINT_MAX && isExactPartition(ranges as RollRange[]);
  if (!exact) return { ranges, sum, exact, expectedReturn: null, returnBp: null, houseEdgeBp: null, withinPolicy: false };
  const times100000 = expectedReturnTimes100000(rows.map((row, index) => ({ price: row.price, range: ranges[index]! })));
  const expectedReturn = Math.round(times100000 / ROLL_POINT_MAX);
  const returnBp = returnRateBp(expectedReturn, price);
  return {
    ranges,
    sum,
    exact,
    expectedReturn,
    returnBp,
    houseEdgeBp: returnBp === null ? null : 10_000 - returnBp,
    withinPolicy: withinReturnPolicy(times100000, price),
  };
}
