import { ROLL_POINT_MAX } from './roll';

/**
 * House edge policy (docs/economy.md): a paid box's expected return lies between 85% and 95% of
 * its price, in basis points. Free boxes are gifts and have no price to compare with.
 */
export const RETURN_RATE_POLICY_BP = { min: 8_500, max: 9_500 } as const;

/** Whether a return of `returned / paid` lies within the policy; exact, in integers. */
export function returnRateWithinPolicy(returned: bigint, paid: bigint): boolean {
  if (paid <= 0n) return false;
  const scaled = returned * 10_000n;
  return scaled >= BigInt(RETURN_RATE_POLICY_BP.min) * paid && scaled <= BigInt(RETURN_RATE_POLICY_BP.max) * paid;
}

/** Whether an expected return (× 100000, see `expectedReturnTimes100000`) lies within the policy for a price. */
export function withinReturnPolicy(expectedTimes100000: number, price: number): boolean {
  return returnRateWithinPolicy(BigInt(expectedTimes100000), BigInt(price) * BigInt(ROLL_POINT_MAX));
}

/**
 * A box's return rate as every screen shows it, in basis points: its published expected return
 * (hundredths, rounded as stored) over its price; null without a price. One rounding for the
 * editor, the list and the odds history, so they never disagree.
 */
export function returnRateBp(expectedReturn: number, price: number): number | null {
  return price > 0 ? Math.round((expectedReturn * 10_000) / price) : null;
}
