/// <reference types="node" />
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEACON_SCHEME,
  beaconMessage,
  beaconPublicKey,
  firstRoundAfter,
  latestRoundAt,
  roundPublishedAt,
  signBeaconRound,
  verifyBeaconRound,
  type BeaconInfo,
  type BeaconRound,
} from './beacon';
import { BEACON_VECTOR } from './vectors';

/** drand quicknet and a round it published (vectors.ts). */
const QUICKNET: BeaconInfo = BEACON_VECTOR.info;
const QUICKNET_ROUND: BeaconRound = BEACON_VECTOR.round;

/** A beacon of a fixed test key; BLS signatures are deterministic, so its rounds are known answers. */
const TEST_KEY = '2a'.repeat(32);
const TEST_BEACON: BeaconInfo = {
  scheme: BEACON_SCHEME,
  publicKey:
    '9772c16106e9c70b2073dfe17989225dd10f3adb675365fc6d833587ad4cbd3ae692ad1e20679003f676b0b089e83feb058b3e8b9fc9552e30787cb4a541a1c3bf67a02e91fc648b2c19f4bb333e14c5c73b9bfbc5ec56dadabb07ff15d45124',
  period: 3,
  genesisTime: 1_700_000_000,
  chainHash: '00'.repeat(32),
};
const TEST_ROUND: BeaconRound = {
  round: 1000,
  value: 'cddeccfd9003c5ca0d1a2029ccde17d4e2af2ec42e67954e7fad134884eedc22',
  signature: '86c12eafabfd0463d33bd28077b89a6c3f35db54b111a517b7620ec1107ecdc94b916b7a620c4ed53aa891c51d76d029',
};

/** The hex with one bit of one character flipped. */
function flipped(hex: string, at = 0): string {
  return hex.slice(0, at) + (Number.parseInt(hex[at]!, 16) ^ 1).toString(16) + hex.slice(at + 1);
}

describe('beacon round known answers', () => {
  it('accepts a round drand quicknet published', async () => {
    expect(await verifyBeaconRound(QUICKNET, QUICKNET_ROUND)).toBe(true);
  });

  it('signs the test key’s round as pinned, and accepts it', async () => {
    expect(beaconPublicKey(TEST_KEY)).toBe(TEST_BEACON.publicKey);
    expect(await signBeaconRound(TEST_KEY, TEST_ROUND.round)).toEqual(TEST_ROUND);
    expect(await verifyBeaconRound(TEST_BEACON, TEST_ROUND)).toBe(true);
  });

  it('signs SHA-256 of the round as 8 bytes big-endian, and the value is SHA-256 of the signature', async () => {
    const round = Buffer.alloc(8);
    round.writeBigUInt64BE(657413n);
    expect(Buffer.from(await beaconMessage(657413)).toString('hex')).toBe(createHash('sha256').update(round).digest('hex'));
    expect(createHash('sha256').update(Buffer.from(QUICKNET_ROUND.signature, 'hex')).digest('hex')).toBe(QUICKNET_ROUND.value);
    await expect(beaconMessage(0)).rejects.toThrow(RangeError);
  });
});

describe('beacon round refusals', () => {
  it.each([
    ['a signature with a bit flipped', { ...QUICKNET_ROUND, signature: flipped(QUICKNET_ROUND.signature, 60) }],
    ['another value', { ...QUICKNET_ROUND, value: flipped(QUICKNET_ROUND.value) }],
    ['another round', { ...QUICKNET_ROUND, round: QUICKNET_ROUND.round + 1 }],
    ['the test key’s signature with a matching value', TEST_ROUND],
  ])('refuses %s', async (_, round) => {
    expect(await verifyBeaconRound(QUICKNET, round)).toBe(false);
  });

  it('refuses another key or another scheme', async () => {
    expect(await verifyBeaconRound({ ...QUICKNET, publicKey: TEST_BEACON.publicKey }, QUICKNET_ROUND)).toBe(false);
    expect(await verifyBeaconRound({ ...QUICKNET, scheme: 'bls-unchained-on-g1' }, QUICKNET_ROUND)).toBe(false);
  });

  it.each([
    ['an empty signature', { signature: '' }],
    ['a signature that is not hex', { signature: `zz${QUICKNET_ROUND.signature.slice(2)}` }],
    ['a signature of odd length', { signature: QUICKNET_ROUND.signature.slice(1) }],
    ['a signature that is not a curve point', { signature: 'ff'.repeat(48) }],
    ['a value that is not hex', { value: 'x'.repeat(64) }],
    ['round 0', { round: 0 }],
    ['a round that is not whole', { round: 657413.5 }],
    ['a round past 2^53', { round: 2 ** 60 }],
  ])('returns false, never throws, for %s', async (_, change) => {
    expect(await verifyBeaconRound(QUICKNET, { ...QUICKNET_ROUND, ...change })).toBe(false);
  });

  it('returns false for a public key that is not hex or not a point', async () => {
    expect(await verifyBeaconRound({ ...QUICKNET, publicKey: 'not hex' }, QUICKNET_ROUND)).toBe(false);
    expect(await verifyBeaconRound({ ...QUICKNET, publicKey: 'ff'.repeat(96) }, QUICKNET_ROUND)).toBe(false);
  });

  it('refuses the points at infinity, which would otherwise verify any round', async () => {
    const signature = `c0${'00'.repeat(47)}`;
    const round = { round: 1, signature, value: createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex') };
    expect(await verifyBeaconRound({ ...QUICKNET, publicKey: `c0${'00'.repeat(95)}` }, round)).toBe(false);
    expect(await verifyBeaconRound(QUICKNET, round)).toBe(false);
  });
});

describe('beacon round times', () => {
  const genesisMs = QUICKNET.genesisTime * 1000;

  it('publishes round 1 at genesis and one round a period after', () => {
    expect(latestRoundAt(QUICKNET, genesisMs - 1)).toBe(0);
    expect(latestRoundAt(QUICKNET, genesisMs)).toBe(1);
    expect(latestRoundAt(QUICKNET, genesisMs + 2999)).toBe(1);
    expect(latestRoundAt(QUICKNET, genesisMs + 3000)).toBe(2);
    expect(roundPublishedAt(QUICKNET, 1)).toBe(genesisMs);
    expect(roundPublishedAt(QUICKNET, QUICKNET_ROUND.round)).toBe((1692803367 + 657412 * 3) * 1000);
  });

  it('takes the first round after a moment strictly after it', () => {
    expect(firstRoundAfter(QUICKNET, genesisMs - 1)).toBe(1);
    expect(firstRoundAfter(QUICKNET, genesisMs)).toBe(2);
    expect(firstRoundAfter(QUICKNET, roundPublishedAt(QUICKNET, 657413))).toBe(657414);
    expect(firstRoundAfter(QUICKNET, roundPublishedAt(QUICKNET, 657413) - 1)).toBe(657413);
  });

  it('puts every moment between the latest round and the first round after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: genesisMs - 10_000, max: genesisMs + 10 ** 12 }), (ms) => {
        const latest = latestRoundAt(QUICKNET, ms);
        const next = firstRoundAfter(QUICKNET, ms);
        expect(next).toBe(latest + 1);
        if (latest > 0) expect(roundPublishedAt(QUICKNET, latest)).toBeLessThanOrEqual(ms);
        expect(roundPublishedAt(QUICKNET, next)).toBeGreaterThan(ms);
      }),
    );
  });
});
