import { describe, expect, it } from 'vitest';
import { PERCENTAGE_RTP } from '../constants';
import { percentageChance, percentageExpectedWin } from './percentage';

describe('percentageExpectedWin', () => {
  it('is the target price times the winning share of roll points, rounded down', () => {
    expect(percentageExpectedWin(5_000, 10_000)).toBe(5_000);
    expect(percentageExpectedWin(1_234, 9_999)).toBe(1_233);
    expect(percentageExpectedWin(100, 1)).toBe(0);
  });

  it('gives back about the published return of the stake', () => {
    const stake = 2_000;
    const target = 10_000;
    const chance = percentageChance(stake, target, PERCENTAGE_RTP);
    expect(chance).toBe(1_900);
    expect(percentageExpectedWin(chance, target)).toBe((stake * PERCENTAGE_RTP) / 10_000);
  });
});
