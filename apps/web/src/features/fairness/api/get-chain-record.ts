import { useQuery } from '@tanstack/react-query';
import type { ChainKind, ChainRecord } from '@lootbay/shared/fairness/chain';
import { CHAIN_PAGE_MAX, chainPageSchema, chainProofSchema, type ChainProof } from '@lootbay/shared/schemas/fairness';
import { ApiError, apiCall } from '../../../lib/api-client';
import { fairnessKeys } from '../../../lib/query-keys/fairness-keys';

/** The code of a result not linked into the chain yet. */
const NOT_IN_CHAIN = 13105;

export interface ChainEvidence {
  readonly proof: ChainProof;
  /** The records from this one to the first head published over it, as the chain serves them. */
  readonly segment: readonly ChainRecord[];
}

async function loadEvidence(kind: ChainKind, ref: string, signal: AbortSignal): Promise<ChainEvidence | null> {
  let proof: ChainProof;
  try {
    proof = await apiCall('/visitor/fairness/record', { kind, ref }, chainProofSchema, { signal, quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_IN_CHAIN) return null;
    throw error;
  }
  const size = Math.min(CHAIN_PAGE_MAX, proof.firstHead.seq - proof.record.seq + 1);
  const page = await apiCall('/visitor/fairness/chain', { from: proof.record.seq, size }, chainPageSchema, { signal });
  return { proof, segment: page.list };
}

/** A result's record in the public hash chain and the records up to the head published over it; null while it is not linked yet. */
export function useChainEvidence(kind: ChainKind, ref: string | null) {
  return useQuery({ queryKey: fairnessKeys.chain(kind, ref), queryFn: ({ signal }) => loadEvidence(kind, ref!, signal), enabled: ref !== null, staleTime: 0 });
}
