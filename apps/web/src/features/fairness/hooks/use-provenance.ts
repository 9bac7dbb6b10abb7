import { useMemo } from 'react';
import type { BeaconRound } from '@lootbay/shared/fairness/beacon';
import type { ChainKind } from '@lootbay/shared/fairness/chain';
import { useBeaconInfo } from '../api/get-beacon-info';
import { useChainEvidence } from '../api/get-chain-record';
import { checkProvenance, type ProofLine } from './check-provenance';
import { useGameCheck } from './use-game-check';

export interface ProvenanceOf<Shown> {
  readonly kind: ChainKind;
  /** The result's id in the chain; null while it is not settled (nothing to look up yet). */
  readonly ref: string | null;
  /** The result as the page shows it, and which of its parts differ from a record body. */
  readonly shown: Shown;
  readonly differs: (body: string, shown: Shown) => readonly string[];
  /** The beacon round the game took, when its entries closed and when the house committed; null for a game without one. */
  readonly beacon: { readonly round: BeaconRound | null; readonly closedAt: number | null; readonly committedAt: number } | null;
}

const LOAD_FAILED: ProofLine[] = [{ key: 'fair.chainLoadError', ok: false, testId: 'chain-record-check' }];

/**
 * The provenance lines of a settled result (its chain record and its beacon round), checked in
 * this browser; an empty list while it is not settled, null while loading or checking.
 */
export function useProvenance<Shown>({ kind, ref, shown, differs, beacon }: ProvenanceOf<Shown>): readonly ProofLine[] | null {
  const evidence = useChainEvidence(kind, ref);
  const info = useBeaconInfo();
  const input = useMemo(() => {
    if (ref === null || evidence.data === undefined || (beacon !== null && info.data === undefined)) return null;
    return { evidence: evidence.data, differs: (body: string) => differs(body, shown), beacon: beacon && info.data ? { info: info.data, ...beacon } : null };
  }, [ref, evidence.data, info.data, beacon, differs, shown]);
  const result = useGameCheck(input, checkProvenance);
  if (ref === null) return [];
  if (evidence.isError || info.isError || result === 'failed') return LOAD_FAILED;
  return result;
}
