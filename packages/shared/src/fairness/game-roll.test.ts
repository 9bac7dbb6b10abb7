/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientSeedOf, gameRollMessage, gameRollPoint } from './game-roll';
import { oddsCanonicalText, oddsHash } from './odds-hash';
import { CLIENT_SEED_VECTORS, GAME_ROLL_VECTORS, ODDS_HASH_VECTOR } from './vectors';

/** The game roll as a player would write it with node:crypto. */
function referenceGameRoll(secret: string, clientSeed: string, round: number, index: number): number {
  const hex = createHmac('sha256', secret).update(`${clientSeed}:${round}:${index}`).digest('hex');
  return Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
}

describe('game seed known answers', () => {
  it.each(CLIENT_SEED_VECTORS)('client seed of $userSeeds', async ({ userSeeds, clientSeed }) => {
    expect(createHash('sha256').update(userSeeds.join(':')).digest('hex')).toBe(clientSeed);
    expect(await clientSeedOf(userSeeds)).toBe(clientSeed);
  });

  it.each(GAME_ROLL_VECTORS)('HMAC($secret, clientSeed:$round:$index)', async ({ secret, clientSeed, round, index, digest, rollPoint }) => {
    expect(createHmac('sha256', secret).update(gameRollMessage(clientSeed, round, index)).digest('hex')).toBe(digest);
    expect(await gameRollPoint({ secret, clientSeed, round, index })).toBe(rollPoint);
  });

  it('agrees with node:crypto for random games', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), fc.string({ minLength: 1, maxLength: 64 }), fc.nat(), fc.nat({ max: 8 }), async (secret, clientSeed, round, index) => {
        expect(await gameRollPoint({ secret, clientSeed, round, index })).toBe(referenceGameRoll(secret, clientSeed, round, index));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a negative or fractional round or index', async () => {
    await expect(gameRollPoint({ secret: 's', clientSeed: 'c', round: -1, index: 0 })).rejects.toThrow(RangeError);
    await expect(gameRollPoint({ secret: 's', clientSeed: 'c', round: 0, index: 0.5 })).rejects.toThrow(RangeError);
  });
});

describe('odds hash', () => {
  it('hashes the canonical text of a version', async () => {
    const text = oddsCanonicalText(ODDS_HASH_VECTOR.odds);
    expect(text).toBe('lootbay-odds-v1\nbox:demo@2\nprice:850\n1-60000:ak-redline-ft:700\n60001-99990:awp-asiimov-ft:1500\n99991-100000:karambit-fade-fn:250000\n');
    expect(createHash('sha256').update(text).digest('hex')).toBe(ODDS_HASH_VECTOR.hash);
    expect(await oddsHash(ODDS_HASH_VECTOR.odds)).toBe(ODDS_HASH_VECTOR.hash);
  });

  it('changes with any range, item, item price or box price', async () => {
    const base = ODDS_HASH_VECTOR.odds;
    const [first, second, third] = base.entries;
    const variants = [
      { ...base, price: 851 },
      { ...base, entries: [{ ...first!, to: 59_999 }, { ...second!, from: 60_000 }, third!] },
      { ...base, entries: [first!, { ...second!, itemId: 'awp-asiimov-mw' }, third!] },
      { ...base, entries: [first!, second!, { ...third!, price: 250_001 }] },
    ];
    for (const variant of variants) expect(await oddsHash(variant)).not.toBe(ODDS_HASH_VECTOR.hash);
  });
});
