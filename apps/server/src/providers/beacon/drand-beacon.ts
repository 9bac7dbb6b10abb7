import { BEACON_SCHEME, type BeaconInfo, type BeaconRound } from '@lootbay/shared/fairness/beacon';
import { BeaconUnavailableError, assertRoundNumber, verifiedRound, type BeaconProvider } from './beacon.provider';
import { drandChainHash, type DrandChainInfo } from './drand-chain';

/** drand quicknet (League of Entropy mainnet, 3 s rounds), as drand announced it, and its public relays. */
export const QUICKNET: DrandBeaconSettings = {
  baseUrls: ['https://api.drand.sh', 'https://api2.drand.sh', 'https://api3.drand.sh', 'https://drand.cloudflare.com'],
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
};

/** drand's own relays answer in well under a second; past this a relay counts as down. */
export const DRAND_TIMEOUT_MS = 5_000;

export interface DrandBeaconSettings {
  /** Relay roots, tried in order. */
  readonly baseUrls: readonly string[];
  /** The chain, pinned: a relay describing any other is refused. */
  readonly chainHash: string;
  readonly publicKey: string;
}

export interface DrandBeaconOptions {
  readonly timeoutMs?: number;
}

/**
 * How relays answer a round not yet published: 425 Too Early from drand's http-relay (which serves
 * the League's relays today), 404 from the relay built into older drand nodes.
 */
const NOT_YET_PUBLISHED = new Set([404, 425]);

function isDrandChainInfo(body: unknown): body is DrandChainInfo {
  const info = body as Partial<DrandChainInfo> | null;
  return (
    typeof info?.public_key === 'string' &&
    /^[0-9a-f]*$/i.test(info.public_key) &&
    Number.isSafeInteger(info.period) &&
    Number.isSafeInteger(info.genesis_time) &&
    typeof info.hash === 'string' &&
    typeof info.groupHash === 'string' &&
    /^[0-9a-f]*$/i.test(info.groupHash) &&
    typeof info.schemeID === 'string' &&
    typeof info.metadata?.beaconID === 'string'
  );
}

/**
 * Reads drand's randomness through its documented HTTP API (`/{chainHash}/info`,
 * `/{chainHash}/public/{round}`), relay after relay. Before a relay is asked for a round, its
 * `/info` must name the pinned chain and key, with a period and genesis that hash to the pinned
 * chain hash; every round is then verified against the pinned key. A relay that is down, slow or
 * refused hands over to the next; when none answers, BeaconUnavailableError.
 */
export function createDrandBeacon(settings: DrandBeaconSettings, options: DrandBeaconOptions = {}): BeaconProvider {
  const relays = settings.baseUrls.map((base) => base.replace(/\/+$/, ''));
  if (relays.length === 0) throw new Error('drand needs at least one relay');
  const chainHash = settings.chainHash.toLowerCase();
  const publicKey = settings.publicKey.toLowerCase();
  const timeoutMs = options.timeoutMs ?? DRAND_TIMEOUT_MS;
  /** Relays whose /info was checked; a chain's info never changes, so once is enough. */
  const checkedRelays = new Set<string>();
  let pinnedInfo: BeaconInfo | undefined;

  async function get(relay: string, path: string): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetch(`${relay}/${chainHash}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      if (!response.ok) return { status: response.status, body: null };
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch (error) {
      throw new BeaconUnavailableError(`drand relay ${relay} did not answer ${path}: ${(error as Error).message}`);
    }
  }

  function pinned(relay: string, body: unknown): BeaconInfo {
    if (!isDrandChainInfo(body)) throw new BeaconUnavailableError(`drand relay ${relay} answered /info without a chain description`);
    const matches =
      body.hash.toLowerCase() === chainHash && body.public_key.toLowerCase() === publicKey && body.schemeID === BEACON_SCHEME && drandChainHash(body) === chainHash;
    if (!matches) throw new BeaconUnavailableError(`drand relay ${relay} describes another chain than ${chainHash}; refused`);
    return { scheme: body.schemeID, publicKey, period: body.period, genesisTime: body.genesis_time, chainHash };
  }

  async function checkRelay(relay: string): Promise<BeaconInfo> {
    if (pinnedInfo && checkedRelays.has(relay)) return pinnedInfo;
    const { status, body } = await get(relay, '/info');
    if (status !== 200) throw new BeaconUnavailableError(`drand relay ${relay} answered ${status} for /info`);
    const info = pinned(relay, body);
    checkedRelays.add(relay);
    pinnedInfo ??= info;
    return info;
  }

  async function fromRelays<T>(ask: (relay: string) => Promise<T>): Promise<T> {
    const failures: string[] = [];
    for (const relay of relays) {
      try {
        return await ask(relay);
      } catch (error) {
        if (!(error instanceof BeaconUnavailableError)) throw error;
        failures.push(error.message);
      }
    }
    throw new BeaconUnavailableError(`no drand relay answered: ${failures.join('; ')}`);
  }

  async function roundFrom(relay: string, n: number): Promise<BeaconRound | null> {
    const info = await checkRelay(relay);
    const { status, body } = await get(relay, `/public/${n}`);
    if (NOT_YET_PUBLISHED.has(status)) return null;
    if (status !== 200) throw new BeaconUnavailableError(`drand relay ${relay} answered ${status} for round ${n}`);
    const served = body as { round?: unknown; randomness?: unknown; signature?: unknown } | null;
    if (served?.round !== n || typeof served.randomness !== 'string' || typeof served.signature !== 'string') {
      throw new BeaconUnavailableError(`drand relay ${relay} answered round ${n} with something else; refused`);
    }
    return verifiedRound(info, { round: n, value: served.randomness, signature: served.signature }, `drand relay ${relay}`);
  }

  return {
    name: 'drand',
    info: () => (pinnedInfo ? Promise.resolve(pinnedInfo) : fromRelays(checkRelay)),
    async round(n) {
      assertRoundNumber(n);
      return fromRelays((relay) => roundFrom(relay, n));
    },
  };
}
