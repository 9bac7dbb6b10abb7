import { describe, expect, it } from 'vitest';
import { RETURN_RATE_POLICY_BP, returnRateBp, withinReturnPolicy } from './return-policy';

describe('the return policy', () => {
  it('takes an expected return from 85% to 95% of the price, both ends included, exactly', () => {
    // A price of 1000 hundredths: 850.00000 to 950.00000 per open, × 100000.
    expect(withinReturnPolicy(850 * 100_000, 1000)).toBe(true);
    expect(withinReturnPolicy(950 * 100_000, 1000)).toBe(true);
    expect(withinReturnPolicy(850 * 100_000 - 1, 1000)).toBe(false);
    expect(withinReturnPolicy(950 * 100_000 + 1, 1000)).toBe(false);
    expect(RETURN_RATE_POLICY_BP).toEqual({ min: 8_500, max: 9_500 });
  });

  it('refuses a box without a price, and stays exact where floating point would not', () => {
    expect(withinReturnPolicy(0, 0)).toBe(false);
    const price = 99_999_999;
    expect(withinReturnPolicy(price * 95_000, price)).toBe(true);
    expect(withinReturnPolicy(price * 95_000 + 1, price)).toBe(false);
  });

  it('shows one return rate from the published expected return, whatever screen shows it', () => {
    // 373.76 back on a 420.00 box: 88.99%, not the 89.05% an unrounded figure of 374.01 would give.
    expect(returnRateBp(37_376, 42_000)).toBe(8_899);
    expect(returnRateBp(100, 0)).toBeNull();
  });
});
