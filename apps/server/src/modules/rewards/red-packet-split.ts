import { randomInt } from 'node:crypto';

/**
 * Splits a red packet's total into `count` random shares of at least 1 hundredth each that sum to
 * the total exactly: what is left after 1 per share is cut at `count - 1` random points, and the
 * gaps between the cuts are the extras. Integers only, so nothing is lost to rounding.
 */
export function splitRedPacket(total: number, count: number, random: (max: number) => number = (max) => randomInt(0, max + 1)): number[] {
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(count) || count < 1 || total < count) throw new Error(`cannot split ${total} into ${count} shares`);
  const spare = total - count;
  const cuts = Array.from({ length: count - 1 }, () => random(spare)).sort((a, b) => a - b);
  const bounds = [0, ...cuts, spare];
  return Array.from({ length: count }, (_, index) => 1 + bounds[index + 1]! - bounds[index]!);
}
