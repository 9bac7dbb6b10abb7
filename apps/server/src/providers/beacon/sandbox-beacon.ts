import { createHash } from 'node:crypto';
import { BEACON_SCHEME, beaconPublicKey, roundPublishedAt, signBeaconRound, type BeaconInfo, type BeaconRound } from '@lootbay/shared/fairness/beacon';
import { assertRoundNumber, type BeaconProvider } from './beacon.provider';
import { drandChainHash, type DrandChainInfo } from './drand-chain';

/**
 * The sandbox beacon's development secret key. It is public on purpose: anyone can sign its
 * rounds, so they prove nothing and serve development and tests only. It is small, so signing a
 * round (a game that closes, a catch-up of many) costs a few milliseconds.
 */
export const SANDBOX_BEACON_SECRET_KEY = `${'0'.repeat(60)}5eed`;
/** quicknet's genesis and period, so a sandbox round has the number quicknet's has at the same moment. */
export const SANDBOX_BEACON_GENESIS_TIME = 1_692_803_367;
export const SANDBOX_BEACON_PERIOD = 3;
export const SANDBOX_BEACON_ID = 'lootbay-sandbox';

/** Rounds kept once signed: every game that closed in the same period takes the same round. */
const SIGNED_KEPT = 1_000;

export interface SandboxBeaconOptions {
  /** 32 bytes, hex; the development key when absent. */
  readonly secretKey?: string;
  /** Seconds between rounds. */
  readonly period?: number;
  /** When round 1 is published, unix seconds. */
  readonly genesisTime?: number;
  readonly clock?: () => number;
}

export interface SandboxBeacon extends BeaconProvider {
  /** What a drand relay serving this beacon answers for `/info`. */
  readonly chainInfo: DrandChainInfo;
}

/**
 * An in-process beacon of the quicknet scheme with a key of its own: round r is signed, and served,
 * only once the clock reaches its publish time, so code that waits for a future round waits here too.
 */
export function createSandboxBeacon(options: SandboxBeaconOptions = {}): SandboxBeacon {
  const secretKey = options.secretKey ?? SANDBOX_BEACON_SECRET_KEY;
  const period = options.period ?? SANDBOX_BEACON_PERIOD;
  const genesisTime = options.genesisTime ?? SANDBOX_BEACON_GENESIS_TIME;
  const clock = options.clock ?? Date.now;
  if (!Number.isSafeInteger(period) || period < 1) throw new RangeError(`a beacon period is a whole number of seconds: ${period}`);
  const publicKey = beaconPublicKey(secretKey);
  // No group of nodes stands behind the sandbox: its group hash is that of its own description
  // (canonical JSON, keys sorted), and its chain hash is derived from it as drand derives one.
  const groupHash = createHash('sha256').update(JSON.stringify({ genesisTime, period, publicKey, scheme: BEACON_SCHEME })).digest('hex');
  const described = { public_key: publicKey, period, genesis_time: genesisTime, groupHash, schemeID: BEACON_SCHEME, metadata: { beaconID: SANDBOX_BEACON_ID } };
  const chainInfo: DrandChainInfo = { ...described, hash: drandChainHash(described) };
  const info: BeaconInfo = { scheme: BEACON_SCHEME, publicKey, period, genesisTime, chainHash: chainInfo.hash };

  const signed = new Map<number, BeaconRound>();
  return {
    name: 'sandbox',
    chainInfo,
    info: () => Promise.resolve(info),
    async round(n) {
      assertRoundNumber(n);
      if (clock() < roundPublishedAt(info, n)) return null;
      const known = signed.get(n);
      if (known) return known;
      // Signed here with the key it publishes: checking it again would only spend a pairing per round.
      const round = await signBeaconRound(secretKey, n);
      if (signed.size >= SIGNED_KEPT) signed.delete(signed.keys().next().value as number);
      signed.set(n, round);
      return round;
    },
  };
}
