import { PERCENTAGE_CHANCE, PERCENTAGE_STAKE_COINS, MINOR_UNITS_PER_MAJOR } from '../constants';
import type { HashedOdds } from './odds-hash';
import { ROLL_POINT_MAX } from './roll';

/**
 * The percentage game's rules, used by the server to play and by the browser to show the chance
 * before a play and to check one after it. Chances are in hundredths of a percent (100 = 1%).
 */

/** Chances a play may have: 1%–75% (spec point 9). */
export const PERCENT_CHANCE_RANGE = { min: PERCENTAGE_CHANCE.min * 100, max: PERCENTAGE_CHANCE.max * 100 } as const;
/** Stake values a play may have, hundredths of a coin: 3–8000 coins (spec point 9). */
export const PERCENT_STAKE_RANGE = { min: PERCENTAGE_STAKE_COINS.min * MINOR_UNITS_PER_MAJOR, max: PERCENTAGE_STAKE_COINS.max * MINOR_UNITS_PER_MAJOR } as const;

/** Roll points per hundredth of a percent: a chance of 5000 (50%) wins on 1..50000. */
const POINTS_PER_CHANCE = ROLL_POINT_MAX / 10_000;

/** A play's chance from its stake value and the target's price, both hundredths of a coin: rounded down. */
export function percentageChance(stakeValue: number, targetPrice: number, rtp: number): number {
  return Math.floor((stakeValue * rtp) / targetPrice);
}

/** The smallest stake value whose chance is at least `chance`. */
export function stakeForChance(chance: number, targetPrice: number, rtp: number): number {
  return Math.ceil((chance * targetPrice) / rtp);
}

/**
 * Target prices a play can reach at all, hundredths: the least stake must not pass the highest
 * chance, and the most stake must reach the lowest.
 */
export function playableTargetPrices(rtp: number): { readonly min: number; readonly max: number } {
  return { min: Math.ceil((PERCENT_STAKE_RANGE.min * rtp) / PERCENT_CHANCE_RANGE.max), max: Math.floor((PERCENT_STAKE_RANGE.max * rtp) / PERCENT_CHANCE_RANGE.min) };
}

/** The highest roll point that wins at a chance: a play wins when its roll point is at most this. */
export function winningPoints(chance: number): number {
  return chance * POINTS_PER_CHANCE;
}

/**
 * What a play returns on average from its target alone, hundredths of a coin, rounded down: the
 * target's price times the share of roll points that win it (a loss adds a graffiti on top).
 */
export function percentageExpectedWin(chance: number, targetPrice: number): number {
  return Math.floor((winningPoints(chance) * targetPrice) / ROLL_POINT_MAX);
}

export function percentageWins(rollPoint: number, chance: number): boolean {
  return rollPoint <= winningPoints(chance);
}

/** The odds id of one percentage play, as recorded with its roll. */
export function percentageOddsId(playId: string): string {
  return `percentage:${playId}`;
}

export interface PricedItem {
  readonly id: string;
  readonly price: number;
}

/**
 * The odds one percentage play rolled against, in the canonical form every odds hash uses: the
 * target owns roll points 1..chance × 10; the rest is shared as evenly as it divides by the
 * consolation graffiti, in the order given (the first ones take a point of remainder each), so
 * the roll point also says which graffiti a loss gives. The price is the play's stake value.
 */
export function percentageOdds(playId: string, stakeValue: number, chance: number, target: PricedItem, graffiti: readonly PricedItem[]): HashedOdds {
  if (graffiti.length === 0) throw new RangeError('a percentage play needs at least one consolation item');
  const wins = winningPoints(chance);
  const rest = ROLL_POINT_MAX - wins;
  const share = Math.floor(rest / graffiti.length);
  const remainder = rest - share * graffiti.length;
  let from = wins + 1;
  const losses = graffiti.map((item, index) => {
    const width = share + (index < remainder ? 1 : 0);
    const entry = { from, to: from + width - 1, itemId: item.id, price: item.price };
    from += width;
    return entry;
  });
  return { id: percentageOddsId(playId), price: stakeValue, entries: [{ from: 1, to: wins, itemId: target.id, price: target.price }, ...losses] };
}
