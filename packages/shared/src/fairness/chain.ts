import { sha256Hex } from './roll';

/**
 * The public hash chain: every settled result (a play's roll, a battle, a roll-room draw, an
 * exponent round, a catch) is one record whose hash covers the record before it, so changing any
 * result changes every later hash, including every head a player kept.
 *
 * hash = SHA-256(prevHash + ":" + body), lower-case hex; the first record's prevHash is 64 zeros.
 */

export const CHAIN_KINDS = ['play', 'battle', 'draw', 'round', 'catch'] as const;
export type ChainKind = (typeof CHAIN_KINDS)[number];

export const CHAIN_GENESIS_HASH = '0'.repeat(64);

export interface ChainRecord {
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
  readonly kind: ChainKind;
  readonly ref: string;
  /** The record's JSON text exactly as hashed. */
  readonly body: string;
}

export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
  readonly publishedAt: number;
}

export function chainRecordHash(prevHash: string, body: string): Promise<string> {
  return sha256Hex(`${prevHash}:${body}`);
}

/** What is wrong with a run of consecutive records, first problem first; empty when it holds. */
export async function chainSegmentProblems(records: readonly ChainRecord[], previous?: Pick<ChainRecord, 'seq' | 'hash'>): Promise<string[]> {
  const problems: string[] = [];
  let before = previous;
  for (const record of records) {
    if (before && record.seq !== before.seq + 1) problems.push(`record ${record.seq} does not follow record ${before.seq}`);
    const expectedPrev = record.seq === 0 ? CHAIN_GENESIS_HASH : before?.hash;
    if (expectedPrev !== undefined && record.prevHash !== expectedPrev) problems.push(`record ${record.seq} does not link to the hash before it`);
    if ((await chainRecordHash(record.prevHash, record.body)) !== record.hash) problems.push(`record ${record.seq}'s hash does not match its body`);
    before = record;
  }
  return problems;
}

/** Whether a head names the hash its record in the segment carries (a head outside the segment is not judged). */
export function headProblems(records: readonly ChainRecord[], heads: readonly ChainHead[]): string[] {
  return heads.flatMap((head) => {
    const record = records.find((candidate) => candidate.seq === head.seq);
    return record && record.hash !== head.hash ? [`head ${head.seq} published on ${new Date(head.publishedAt).toISOString()} differs from the chain`] : [];
  });
}

/** Where the full revealed record set downloads from: every chained record, then every revealed pair's secret, then the head (NDJSON). */
export const CHAIN_DOWNLOAD_PATH = '/fairness/records.ndjson';
