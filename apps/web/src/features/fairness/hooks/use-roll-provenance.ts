import { catchRecordDiffers, playRecordDiffers, type CatchRecordBody, type PlayRecordBody } from '@lootbay/shared/fairness/chain-records';
import type { RollProof } from '@lootbay/shared/schemas/fairness';
import type { ProofLine } from './check-provenance';
import { useProvenance } from './use-provenance';

/** The fishing game's rolls: a leisure catch's roll is chained as the catch, under the catch's id. */
const FISHING_REFERENCE = 'fishing:';

/** Which parts of a roll as its proof shows it differ from its chained record (a play's, or a catch's). */
function rollDiffers(body: string, proof: RollProof) {
  const record = JSON.parse(body) as PlayRecordBody | CatchRecordBody;
  if ('sessionId' in record) return catchRecordDiffers(record, { rollId: proof.id, rollPoint: proof.rollPoint, publicHash: proof.publicHash, oddsHash: proof.oddsHash, ornamentId: proof.outcome, price: null });
  return playRecordDiffers(record, proof);
}

/**
 * A roll's record in the public hash chain, checked: a roll of a member's pair is chained as a
 * play under its own id, a leisure catch's as the catch. A battle's, a draw's or a round's rolls
 * are checked with their whole game (`?arena=`, `?room=`, `?exponent=`).
 */
export function useRollProvenance(proof: RollProof | undefined): readonly ProofLine[] | null {
  const leisureCatch = proof?.kind === 'game' && proof.reference.startsWith(FISHING_REFERENCE);
  const ref = !proof ? null : proof.kind === 'pair' ? proof.id : leisureCatch ? proof.reference.slice(FISHING_REFERENCE.length) : null;
  return useProvenance({ kind: proof?.kind === 'pair' ? 'play' : 'catch', ref, shown: proof!, differs: rollDiffers, beacon: null });
}
