import { firstRoundAfter, roundPublishedAt, verifyBeaconRound, type BeaconInfo, type BeaconRound } from '@lootbay/shared/fairness/beacon';
import { chainSegmentProblems, headProblems } from '@lootbay/shared/fairness/chain';
import type { TextKey } from '../../../lib/i18n';
import type { ChainEvidence } from '../api/get-chain-record';

/** One line of a proof: what it says (a catalogue key and its values) and whether it holds; null while it cannot be told. */
export interface ProofLine {
  readonly key: TextKey;
  readonly ok: boolean | null;
  readonly values?: Record<string, string | number>;
  readonly testId: string;
}

export interface ProvenanceInput {
  /** The result's chain evidence; null while it is not linked yet. */
  readonly evidence: ChainEvidence | null;
  /** Which parts of the result as shown differ from its record (chain-records.ts). */
  readonly differs: (body: string) => readonly string[];
  /** The beacon round the game took, and when its entries closed; no beacon lines for a game without one. */
  readonly beacon: { readonly info: BeaconInfo; readonly round: BeaconRound | null; readonly closedAt: number | null; readonly committedAt: number } | null;
}

/**
 * Where a result comes from, checked in this browser: its record in the public hash chain (its hash
 * covers its body and the record before it, the chain links up to a published head, and the
 * record says what the page shows), and the public beacon round it took (signed by the beacon's
 * key, the first published after the entries closed, after the house committed).
 */
export async function checkProvenance({ evidence, differs, beacon }: ProvenanceInput): Promise<ProofLine[]> {
  const lines: ProofLine[] = [];
  if (evidence === null) lines.push({ key: 'fair.chainPending', ok: null, testId: 'chain-record-check' });
  else {
    const { proof, segment } = evidence;
    const problems = await chainSegmentProblems(segment);
    const linked = segment[0]?.seq === proof.record.seq && segment.at(-1)?.seq === proof.firstHead.seq && headProblems(segment, [proof.firstHead]).length === 0;
    lines.push({ key: problems.length === 0 ? 'fair.chainRecordOk' : 'fair.chainRecordBad', ok: problems.length === 0, values: { seq: proof.record.seq }, testId: 'chain-record-check' });
    lines.push({
      key: linked ? 'fair.chainHeadOk' : 'fair.chainHeadBad',
      ok: linked,
      values: { seq: proof.firstHead.seq, hash: proof.firstHead.hash.slice(0, 16), at: new Date(proof.firstHead.publishedAt).toLocaleString() },
      testId: 'chain-head-check',
    });
    const parts = differs(proof.record.body);
    lines.push({ key: parts.length === 0 ? 'fair.chainMatches' : 'fair.chainDiffers', ok: parts.length === 0, values: { parts: parts.join(', ') }, testId: 'chain-match-check' });
  }
  if (beacon?.round) {
    const { info, round, closedAt, committedAt } = beacon;
    const signed = await verifyBeaconRound(info, round);
    lines.push({ key: signed ? 'fair.beaconSigned' : 'fair.beaconForged', ok: signed, values: { round: round.round }, testId: 'beacon-signature-check' });
    const first = closedAt !== null && round.round === firstRoundAfter(info, closedAt) && roundPublishedAt(info, round.round) > committedAt;
    lines.push({
      key: first ? 'fair.beaconFirst' : 'fair.beaconNotFirst',
      ok: first,
      values: { round: round.round, closed: closedAt === null ? '—' : new Date(closedAt).toLocaleString(), published: new Date(roundPublishedAt(info, round.round)).toLocaleString() },
      testId: 'beacon-round-check',
    });
  }
  return lines;
}
