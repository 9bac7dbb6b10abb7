import { ROLL_POINT_MAX } from './roll';

/**
 * House edge policy (docs/economy.md): a paid box's expected return lies between 85% and 95% of
 * its price, in basis points. Free boxes are gifts and have no price to compare with.
 */
export const RETURN_RATE_POLICY_BP = { min: 8_500, max: 9_500 } as const;

/** Whether an expected return (× 100000, see `expectedReturnTimes100000`) lies within the policy for a price; exact, in integers. */
export function withinReturnPolicy(expectedTimes100000: number, price: number): boolean {
  if (price <= 0) return false;
  const scaled = BigInt(expectedTimes100000) * 10_000n;
  const base = BigInt(price) * BigInt(ROLL_POINT_MAX);
  return scaled >= BigInt(RETURN_RATE_POLICY_BP.min) * base && scaled <= BigInt(RETURN_RATE_POLICY_BP.max) * base;
}
