import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('loads what is missing once, shares a load in flight, and loads again once stale', async () => {
    let now = 0;
    const cache = ttlCache<string>(1_000, () => now);
    const loads: string[][] = [];
    const load = async (missing: string[]) => {
      loads.push(missing);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return missing.filter((key) => key !== 'unknown').map((key) => [key, key.toUpperCase()] as const);
    };
    const [first, second, third] = await Promise.all([cache.many(['a', 'b'], load), cache.many(['a'], load), cache.many(['b', 'c', 'unknown'], load)]);
    expect(loads).toEqual([['a', 'b'], ['c', 'unknown']]);
    expect([...first]).toEqual([['a', 'A'], ['b', 'B']]);
    expect([...second]).toEqual([['a', 'A']]);
    expect(new Map(third)).toEqual(new Map([['b', 'B'], ['c', 'C']]));

    expect([...(await cache.many(['a', 'c'], load))]).toEqual([['a', 'A'], ['c', 'C']]);
    expect(loads).toHaveLength(2);
    now = 1_001;
    await cache.many(['a'], load);
    expect(loads.at(-1)).toEqual(['a']);
  });

  it('fails every caller of a failed load, and tries again on the next ask', async () => {
    const cache = ttlCache<string>(1_000, () => 0);
    let attempts = 0;
    const load = async (missing: string[]) => {
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (attempts === 1) throw new Error('database gone');
      return missing.map((key) => [key, key] as const);
    };
    const asked = [cache.many(['a'], load), cache.many(['a'], load)];
    await expect(asked[0]).rejects.toThrow('database gone');
    await expect(asked[1]).rejects.toThrow('database gone');
    expect([...(await cache.many(['a'], load))]).toEqual([['a', 'a']]);
    expect(attempts).toBe(2);
  });
});
