/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExponentRound, EXPONENT_ODDS, exponentClientSeed, exponentGraffitiIndex, exponentIndexAfter, exponentIssue, exponentResult } from './exponent';
import { oddsCanonicalText, oddsHash } from './odds-hash';
import { publicHash } from './roll';

/** A round's result as a player would write it with node:crypto, from the contract's words. */
function referenceResult(secret: string, issue: string, userSeeds: readonly string[]): { rollPoint: number; result: 'rise' | 'fall' } {
  const hex = createHmac('sha256', secret).update(`${issue}:${userSeeds.join(',')}:0:0`).digest('hex');
  const rollPoint = Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
  return { rollPoint, result: rollPoint <= 50_000 ? 'rise' : 'fall' };
}

const MIDNIGHT_SHANGHAI = Date.UTC(2026, 10, 29, 16, 0);

describe('exponent rounds: known answers', () => {
  it.each([
    { issue: '202611300001', userSeeds: ['alice-seed', 'bob_7'], rollPoint: 94_842, result: 'fall', index: 99_820 },
    { issue: '202611300002', userSeeds: [], rollPoint: 8_870, result: 'rise', index: 100_230 },
    { issue: '202611301440', userSeeds: ['lucky-7'], rollPoint: 47_642, result: 'rise', index: 100_500 },
  ] as const)('round $issue with $userSeeds.length buyers', async ({ issue, userSeeds, rollPoint, result, index }) => {
    const check = await checkExponentRound({ issue, secret: 'exponent-secret', userSeeds, openIndex: 100_000 });
    expect(check).toEqual({ clientSeed: `${issue}:${userSeeds.join(',')}`, rollPoint, result, index });
    expect(referenceResult('exponent-secret', issue, userSeeds)).toEqual({ rollPoint, result });
  });

  it('commits with the shared public hash', async () => {
    expect(await publicHash('exponent-secret', 'exponent-salt')).toBe(createHash('sha256').update('exponent-secretexponent-salt').digest('hex'));
  });

  it('reads every roll against one published, hashed odds table of two halves', async () => {
    expect(oddsCanonicalText(EXPONENT_ODDS)).toBe('lootbay-odds-v1\nexponent@1\nprice:0\n1-50000:rise:0\n50001-100000:fall:0\n');
    expect(await oddsHash(EXPONENT_ODDS)).toBe('84f97204b8be6ac5cdedb116567279dad1ae287999bdf8fad1682f66f4cd9ead');
  });

  it('names a round by its site day and its place in the day', () => {
    expect(exponentIssue(MIDNIGHT_SHANGHAI, 60_000, 'Asia/Shanghai')).toBe('202611300001');
    expect(exponentIssue(MIDNIGHT_SHANGHAI + 1_439 * 60_000, 60_000, 'Asia/Shanghai')).toBe('202611301440');
    expect(exponentIssue(MIDNIGHT_SHANGHAI + 1_440 * 60_000, 60_000, 'Asia/Shanghai')).toBe('202612010001');
    expect(exponentIssue(MIDNIGHT_SHANGHAI - 60_000, 60_000, 'Asia/Shanghai')).toBe('202611291440');
    expect(exponentIssue(MIDNIGHT_SHANGHAI + 86_399_000, 1_000, 'Asia/Shanghai')).toBe('2026113086400');
  });
});

describe('exponent rules', () => {
  it('agrees with node:crypto for random rounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), fc.array(fc.stringMatching(/^[\w-]{1,16}$/), { maxLength: 6 }), fc.nat({ max: 9999 }), async (secret, userSeeds, place) => {
        const issue = `20261130${String(place).padStart(4, '0')}`;
        const check = await checkExponentRound({ issue, secret, userSeeds, openIndex: 100_000 });
        expect({ rollPoint: check.rollPoint, result: check.result }).toEqual(referenceResult(secret, issue, userSeeds));
        expect(check.clientSeed).toBe(exponentClientSeed(issue, userSeeds));
      }),
      { numRuns: 200 },
    );
  });

  it('rises on exactly half the roll points', () => {
    expect(exponentResult(1)).toBe('rise');
    expect(exponentResult(50_000)).toBe('rise');
    expect(exponentResult(50_001)).toBe('fall');
    expect(exponentResult(100_000)).toBe('fall');
    expect(() => exponentResult(0)).toThrow(RangeError);
  });

  it('moves the index by 0.10% to 0.50% in the direction of the result, never to zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 100_000 }), (open, point) => {
        const after = exponentIndexAfter(open, point);
        expect(after).toBeGreaterThanOrEqual(1);
        if (exponentResult(point) === 'rise') expect(after).toBeGreaterThan(open);
        else expect(after === 1 || after < open).toBe(true);
        expect(Math.abs(after - open)).toBeLessThanOrEqual(Math.max(1, Math.floor(open * 0.005)));
      }),
    );
  });

  it('gives the graffiti the roll point names', () => {
    expect(exponentGraffitiIndex(1, 5)).toBe(0);
    expect(exponentGraffitiIndex(94_842, 5)).toBe(1);
    expect(() => exponentGraffitiIndex(7, 0)).toThrow(RangeError);
  });
});
