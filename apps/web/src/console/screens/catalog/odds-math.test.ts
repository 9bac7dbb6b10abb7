import { describe, expect, it } from 'vitest';
import { returnRateBp } from '@lootbay/shared/fairness/return-policy';
import { oddsFigures } from './odds-math';

describe('the odds editor\'s figures', () => {
  it('give the return rate of the rounded expected return, as the box list and the history show it', () => {
    // 1/3 of the points on a 10.01 item and 2/3 on a 0.07 one: the exact return is not a whole hundredth.
    const figures = oddsFigures([{ price: 1_001, probability: 33_333 }, { price: 7, probability: 66_667 }], 400);
    expect(figures.exact).toBe(true);
    expect(figures.expectedReturn).toBe(338);
    expect(figures.returnBp).toBe(returnRateBp(338, 400));
    expect(figures.houseEdgeBp).toBe(10_000 - figures.returnBp!);
  });
});
