import { describe, expect, it } from 'vitest';
import { chainRecordHash, chainSegmentProblems, headProblems, type ChainRecord } from './chain';
import { CHAIN_SEGMENT_VECTOR } from './vectors';

const segment = CHAIN_SEGMENT_VECTOR as readonly ChainRecord[];

describe('the public hash chain', () => {
  it('hashes each record over the one before it, from 64 zeros', async () => {
    for (const record of segment) expect(await chainRecordHash(record.prevHash, record.body)).toBe(record.hash);
    expect(await chainSegmentProblems(segment)).toEqual([]);
    expect(headProblems(segment, [{ seq: 1, hash: segment[1]!.hash, publishedAt: 0 }])).toEqual([]);
  });

  it('names a rewritten body, a broken link, a gap and a head that no longer matches', async () => {
    const [first, second] = segment as [ChainRecord, ChainRecord];
    expect(await chainSegmentProblems([{ ...first, body: first.body.replace('79307', '1') }, second])).toEqual(["record 0's hash does not match its body"]);
    expect(await chainSegmentProblems([first, { ...second, prevHash: '1'.repeat(64) }])).toEqual(['record 1 does not link to the hash before it', "record 1's hash does not match its body"]);
    expect(await chainSegmentProblems([first, { ...second, seq: 2 }])).toContain('record 2 does not follow record 0');
    expect(headProblems(segment, [{ seq: 0, hash: second.hash, publishedAt: 0 }])).toHaveLength(1);
  });
});
