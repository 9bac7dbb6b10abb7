import type { CatchRecordBody } from '@lootbay/shared/fairness/chain-records';
import type { FishingCatchRow } from './fishing.table';

/**
 * A landed catch's record in the public hash chain: the session and number, the pool and its odds,
 * the roll (a leisure catch: round `seq` of the session's game seed; an entertainment box: the
 * member's pair when opened) and what it gave.
 */
export function catchRecord(
  row: Pick<FishingCatchRow, 'id' | 'session_id' | 'user_id' | 'seq' | 'caught_at' | 'box_id' | 'odds_version' | 'odds_hash'>,
  opened: { readonly rollId: string; readonly rollPoint: number; readonly publicHash: string; readonly seed: string; readonly ornamentId: string; readonly price: number; readonly openedAt: number },
): CatchRecordBody {
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    seq: row.seq,
    caughtAt: Number(row.caught_at),
    boxId: row.box_id,
    oddsVersion: row.odds_version,
    oddsHash: row.odds_hash,
    rollId: opened.rollId,
    publicHash: opened.publicHash,
    seed: opened.seed,
    rollPoint: opened.rollPoint,
    ornamentId: opened.ornamentId,
    price: opened.price,
    openedAt: opened.openedAt,
  };
}
