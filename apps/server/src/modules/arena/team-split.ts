/**
 * Splits the losers' items between the two players of a winning 2v2 team so that what each takes
 * home (their own items, which stay theirs, plus their share) is as even in value as the items
 * allow. Exhaustive over the at most 16 items of a 2v2 battle (two losers × 8 boxes); ties go to
 * the first split found, so the answer is deterministic.
 */
export function splitEvenly(ownA: number, ownB: number, prices: readonly number[]): { readonly toA: number[]; readonly toB: number[] } {
  if (prices.length > 20) throw new RangeError(`too many items to split exhaustively: ${prices.length}`);
  const total = prices.reduce((sum, price) => sum + price, 0);
  let best = { mask: 0, gap: Number.POSITIVE_INFINITY };
  for (let mask = 0; mask < 1 << prices.length; mask += 1) {
    let toA = 0;
    for (let index = 0; index < prices.length; index += 1) if (mask & (1 << index)) toA += prices[index]!;
    const gap = Math.abs(ownA + toA - (ownB + total - toA));
    if (gap < best.gap) best = { mask, gap };
  }
  const toA: number[] = [];
  const toB: number[] = [];
  prices.forEach((_, index) => (best.mask & (1 << index) ? toA : toB).push(index));
  return { toA, toB };
}
