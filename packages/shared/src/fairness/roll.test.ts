/// <reference types="node" />
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_HASH_VECTOR, ROLL_VECTORS } from './vectors';
import { ROLL_POINT_MAX, hmacSha256Hex, publicHash, rollMessage, rollPoint, rollPointFromDigest, sha256Hex, verifyRoll } from './roll';

/** The roll computed independently with node:crypto, as a player would in ten lines. */
function referenceRoll(secret: string, userSeed: string, round: number): number {
  const hex = createHmac('sha256', secret).update(`${userSeed}:${round}`).digest('hex');
  return Number((BigInt(`0x${hex.slice(0, 15)}`) % 100000n) + 1n);
}

describe('roll point known answers', () => {
  it('the pinned vectors are what node:crypto computes', () => {
    for (const vector of ROLL_VECTORS) {
      expect(createHmac('sha256', vector.secret).update(`${vector.userSeed}:${vector.round}`).digest('hex')).toBe(vector.digest);
      expect(referenceRoll(vector.secret, vector.userSeed, vector.round)).toBe(vector.rollPoint);
    }
  });

  it.each(ROLL_VECTORS)('HMAC($secret, $userSeed:$round)', async ({ secret, userSeed, round, digest, rollPoint: point }) => {
    expect(await hmacSha256Hex(secret, rollMessage(userSeed, round))).toBe(digest);
    expect(await rollPoint({ secret, userSeed, round })).toBe(point);
  });

  it('reads 60 bits exactly, where parseInt would round', () => {
    // 2^60 - 1 = 1152921504606846975; as a double it becomes ...847000 and would roll 47001.
    expect(rollPointFromDigest('fffffffffffffff0')).toBe(46976);
    expect(Number(Number.parseInt('fffffffffffffff', 16) % ROLL_POINT_MAX) + 1).not.toBe(46976);
    expect(rollPointFromDigest('000000000000000f')).toBe(1);
    expect(rollPointFromDigest('00000000001869f0')).toBe(100000);
  });

  it('refuses a digest that is not hex', () => {
    expect(() => rollPointFromDigest('xyz')).toThrow(RangeError);
  });

  it('public hash is SHA-256 of secret followed by salt', async () => {
    expect(await publicHash(PUBLIC_HASH_VECTOR.secret, PUBLIC_HASH_VECTOR.salt)).toBe(PUBLIC_HASH_VECTOR.publicHash);
    expect(await sha256Hex('secretsalt')).toBe(createHash('sha256').update('secretsalt').digest('hex'));
  });
});

describe('roll point against node:crypto', () => {
  it('agrees for random secrets, seeds and rounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), fc.string({ maxLength: 64 }), fc.nat(), async (secret, userSeed, round) => {
        const point = await rollPoint({ secret, userSeed, round });
        expect(point).toBe(referenceRoll(secret, userSeed, round));
        expect(point).toBeGreaterThanOrEqual(1);
        expect(point).toBeLessThanOrEqual(ROLL_POINT_MAX);
      }),
      { numRuns: 300 },
    );
  });

  it('verifies a real proof and rejects a wrong salt', async () => {
    const secret = randomBytes(32).toString('hex');
    const salt = randomBytes(16).toString('hex');
    const hash = createHash('sha256').update(secret + salt).digest('hex');
    const verdict = await verifyRoll({ secret, salt, publicHash: hash, userSeed: 'me', round: 3 });
    expect(verdict).toEqual({ rollPoint: referenceRoll(secret, 'me', 3), hashMatches: true });
    expect((await verifyRoll({ secret, salt: `${salt}0`, publicHash: hash, userSeed: 'me', round: 3 })).hashMatches).toBe(false);
  });

  it('refuses a negative or fractional round', async () => {
    await expect(rollPoint({ secret: 's', userSeed: 'u', round: -1 })).rejects.toThrow(RangeError);
    await expect(rollPoint({ secret: 's', userSeed: 'u', round: 1.5 })).rejects.toThrow(RangeError);
  });
});
