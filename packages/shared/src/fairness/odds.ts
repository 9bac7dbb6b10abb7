import { ROLL_POINT_MAX } from './roll';

/** An inclusive range of roll points owned by one item of a box. */
export interface RollRange {
  readonly from: number;
  readonly to: number;
}

/**
 * True when the ranges, in the order given, cover 1..100000 exactly once each: every range is
 * non-empty, the first starts at 1, each next starts right after the previous, the last ends at
 * 100000. Then an item's published probability, (to - from + 1) / 100000, is its true one.
 */
export function isExactPartition(ranges: readonly RollRange[]): boolean {
  let next = 1;
  for (const range of ranges) {
    if (!Number.isInteger(range.from) || !Number.isInteger(range.to)) return false;
    if (range.from !== next || range.to < range.from) return false;
    next = range.to + 1;
  }
  return ranges.length > 0 && next === ROLL_POINT_MAX + 1;
}

/** How many of the 100000 roll points a range owns. */
export function rangeWidth(range: RollRange): number {
  return range.to - range.from + 1;
}

/**
 * Turns positive weights into consecutive ranges that partition 1..100000, each weight getting
 * its share of points by the largest-remainder method (every item keeps at least one point).
 */
export function rangesFromWeights(weights: readonly number[]): RollRange[] {
  if (weights.length === 0 || weights.length > ROLL_POINT_MAX) throw new RangeError('a box needs 1 to 100000 items');
  if (weights.some((weight) => !Number.isFinite(weight) || weight <= 0)) throw new RangeError('weights must be positive');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / total) * ROLL_POINT_MAX);
  const points = exact.map((share) => Math.max(1, Math.floor(share)));
  let left = ROLL_POINT_MAX - points.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((share, index) => ({ index, remainder: share - Math.floor(share) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left -= 1) {
    const index = byRemainder[i]!.index;
    points[index] = points[index]! + 1;
  }
  // The floor of one point can overshoot when many weights are tiny: take back from the largest.
  while (left < 0) {
    const largest = points.indexOf(Math.max(...points));
    points[largest] = points[largest]! - 1;
    left += 1;
  }
  let from = 1;
  return points.map((width) => {
    const range = { from, to: from + width - 1 };
    from += width;
    return range;
  });
}

/** The index of the range that holds a roll point, or -1 when none does. */
export function rangeIndexFor(ranges: readonly RollRange[], point: number): number {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (point < range.from) high = middle - 1;
    else if (point > range.to) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * The expected value of one open in hundredths, exactly, as a fraction over 100000:
 * sum(price × width) is an integer, so the mean is that sum / 100000 with no rounding drift.
 */
export function expectedReturnTimes100000(items: readonly { readonly price: number; readonly range: RollRange }[]): number {
  return items.reduce((sum, item) => sum + item.price * rangeWidth(item.range), 0);
}

/** The expected value of one open, rounded to whole hundredths. */
export function expectedReturn(items: readonly { readonly price: number; readonly range: RollRange }[]): number {
  return Math.round(expectedReturnTimes100000(items) / ROLL_POINT_MAX);
}

/**
 * A versioned odds table as the play engine rolls against it: ranges that partition 1..100000,
 * each selecting an outcome (an item id), with the id and hash of the version (odds-hash.ts).
 */
export interface OddsTable {
  /** What the odds are and their version, e.g. `box:recoil@3`. */
  readonly id: string;
  readonly hash: string;
  readonly entries: readonly { readonly range: RollRange; readonly outcome: string }[];
}

/**
 * A rule that reads a roll point into one of several outcomes where ranges cannot say it (a roll
 * room gives a prize to the ((point − 1) mod m)-th of m participants). Its id and hash are recorded
 * with the roll as an odds table's are.
 */
export interface RollRule {
  readonly id: string;
  readonly hash: string;
  readonly outcomes: readonly string[];
  /** The index of the outcome a roll point selects. */
  pick(rollPoint: number): number;
}

/** What a roll is read against: published or derived odds, or a rule. */
export type RollOdds = OddsTable | RollRule;

/** The index of the outcome a roll point selects under odds or a rule; -1 when none does. */
export function outcomeIndexFor(odds: RollOdds, rollPoint: number): number {
  if ('pick' in odds) {
    const index = odds.pick(rollPoint);
    return Number.isInteger(index) && index >= 0 && index < odds.outcomes.length ? index : -1;
  }
  return rangeIndexFor(
    odds.entries.map((entry) => entry.range),
    rollPoint,
  );
}

/** The outcome at an index of odds or a rule. */
export function outcomeAt(odds: RollOdds, index: number): string {
  const outcome = 'pick' in odds ? odds.outcomes[index] : odds.entries[index]?.outcome;
  if (outcome === undefined) throw new RangeError(`no outcome ${index} in ${odds.id}`);
  return outcome;
}
