import { createHash } from 'node:crypto';

/** A chain's description as a drand relay's `GET /{chainHash}/info` answers it. */
export interface DrandChainInfo {
  readonly public_key: string;
  readonly period: number;
  readonly genesis_time: number;
  readonly hash: string;
  readonly groupHash: string;
  readonly schemeID: string;
  readonly metadata: { readonly beaconID: string };
}

/**
 * The hash that names a drand chain, as drand computes it: SHA-256 of the period (u32, seconds)
 * and genesis time (i64, unix seconds) big-endian, the public key, the group hash, then the beacon
 * id unless it is the default one. A pinned chain hash therefore pins the period and the genesis
 * too, so a relay cannot shift which round is published when.
 */
export function drandChainHash(info: Pick<DrandChainInfo, 'period' | 'genesis_time' | 'public_key' | 'groupHash' | 'metadata'>): string {
  const period = Buffer.alloc(4);
  period.writeUInt32BE(info.period);
  const genesis = Buffer.alloc(8);
  genesis.writeBigInt64BE(BigInt(info.genesis_time));
  const hash = createHash('sha256').update(period).update(genesis).update(Buffer.from(info.public_key, 'hex')).update(Buffer.from(info.groupHash, 'hex'));
  const beaconId = info.metadata.beaconID;
  if (beaconId !== '' && beaconId !== 'default') hash.update(beaconId);
  return hash.digest('hex');
}
