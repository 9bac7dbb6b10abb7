import { describe, expect, it } from 'vitest';
import { percentageChance } from '@lootbay/shared/fairness/percentage';
import { stakeOf } from '../hooks/stake';
import { shownChance } from './shown-chance';

describe('the chance a percentage stake shows', () => {
  it('is the chance itself within 1%–75%', () => {
    expect(shownChance(100)).toBe('1.00%');
    expect(shownChance(5_012)).toBe('50.12%');
    expect(shownChance(7_500)).toBe('75.00%');
  });

  it('never shows a chance no play can have: a stake worth more than the target reads "> 75.00%" and is refused as too high', () => {
    const stake = stakeOf(1_000, 9_500, 2_000, 0);
    expect(percentageChance(2_000, 1_000, 9_500)).toBeGreaterThan(10_000);
    expect(stake.problem).toBe('high');
    expect(shownChance(stake.chance)).toBe('>\u00a075.00%');
  });

  it('reads "< 1.00%" for a stake too small for the target, which is refused as too low', () => {
    const stake = stakeOf(1_000_000, 9_500, 300, 0);
    expect(stake.problem).toBe('low');
    expect(shownChance(stake.chance)).toBe('<\u00a01.00%');
  });
});
