import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('money', () => {
  it('formats hundredths with two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(1234)).toBe('12.34');
    expect(formatMoney(-250)).toBe('-2.50');
    expect(formatMoney(800000)).toBe('8000.00');
  });

  it('refuses amounts that are not integers', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });

  it('parses decimals exactly, with no floating-point drift', () => {
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney('12.34')).toBe(1234);
    expect(parseMoney('888.88')).toBe(88888);
    expect(parseMoney('-3')).toBe(-300);
    expect(() => parseMoney('1.234')).toThrow(RangeError);
    expect(() => parseMoney('abc')).toThrow(RangeError);
  });

  it('round-trips every safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(parseMoney(formatMoney(minor))).toBe(minor);
      }),
    );
  });
});
