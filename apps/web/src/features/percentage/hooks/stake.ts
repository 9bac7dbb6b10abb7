import { PERCENT_CHANCE_RANGE, PERCENT_STAKE_RANGE, percentageChance, stakeForChance } from '@lootbay/shared/fairness/percentage';

export interface StakeLimits {
  /** The stake values a play on the target may have, hundredths. */
  readonly min: number;
  readonly max: number;
}

/**
 * A play's stake is 3–8000 coins and its chance 1%–75% (spec point 9), so a target allows the
 * stake values that satisfy both. A target too cheap or too dear for both allows none (min > max).
 */
export function stakeLimits(targetPrice: number, rtp: number): StakeLimits {
  return {
    min: Math.max(PERCENT_STAKE_RANGE.min, stakeForChance(PERCENT_CHANCE_RANGE.min, targetPrice, rtp)),
    // The dearest stake whose chance, rounded down, is still the highest allowed.
    max: Math.min(PERCENT_STAKE_RANGE.max, stakeForChance(PERCENT_CHANCE_RANGE.max + 1, targetPrice, rtp) - 1),
  };
}

/** The coins that bring the items' value to a chance, within the limits; none when the items reach it alone. */
export function coinsForChance(chance: number, targetPrice: number, rtp: number, itemsValue: number): number {
  const limits = stakeLimits(targetPrice, rtp);
  const stake = Math.min(limits.max, Math.max(limits.min, stakeForChance(chance, targetPrice, rtp)));
  return Math.max(0, stake - itemsValue);
}

/** Why the stake on screen cannot be played yet, if it cannot. */
export type StakeProblem = 'target' | 'unreachable' | 'empty' | 'low' | 'high';

export interface Stake {
  readonly stakeValue: number;
  /** Hundredths of a percent, as the server will compute it; 0 without a target. */
  readonly chance: number;
  readonly limits: StakeLimits | null;
  readonly problem: StakeProblem | null;
}

/** What the items and coins on screen stake on the target, by the rules the server plays with. */
export function stakeOf(targetPrice: number | null, rtp: number, itemsValue: number, coins: number): Stake {
  const stakeValue = itemsValue + coins;
  if (targetPrice === null) return { stakeValue, chance: 0, limits: null, problem: 'target' };
  const limits = stakeLimits(targetPrice, rtp);
  const chance = percentageChance(stakeValue, targetPrice, rtp);
  const problem = limits.min > limits.max ? 'unreachable' : stakeValue === 0 ? 'empty' : stakeValue < limits.min ? 'low' : stakeValue > limits.max ? 'high' : null;
  return { stakeValue, chance, limits, problem };
}
