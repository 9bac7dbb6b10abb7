import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRedPacket } from './red-packet-split';

describe('splitRedPacket', () => {
  it('gives every share at least 0.01 and sums to the total exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 10_000_000 }), (count, extra) => {
        const shares = splitRedPacket(count + extra, count);
        expect(shares).toHaveLength(count);
        expect(shares.every((share) => Number.isSafeInteger(share) && share >= 1)).toBe(true);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(count + extra);
      }),
      { numRuns: 200 },
    );
  });

  it('cuts where the random source says', () => {
    const cuts = [30, 10];
    expect(splitRedPacket(103, 3, () => cuts.shift()!)).toEqual([11, 21, 71]);
  });

  it('gives one share the whole total, and the minimum to each when the total allows nothing more', () => {
    expect(splitRedPacket(777, 1)).toEqual([777]);
    expect(splitRedPacket(5, 5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('refuses a total below 0.01 per share', () => {
    expect(() => splitRedPacket(4, 5)).toThrow();
    expect(() => splitRedPacket(10, 0)).toThrow();
  });
});
