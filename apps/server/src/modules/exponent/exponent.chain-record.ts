import type { RoundRecordBody } from '@lootbay/shared/fairness/chain-records';
import type { GameSeedView } from '../fairness/fairness.service';
import type { ExponentPurchaseRow, ExponentRoundRow } from './exponent.table';

/**
 * A settled round's record in the public hash chain: its buyers and their seeds in purchase
 * order, the roll, the result, the index move, the graffiti list the misses were given from, and
 * everything that proves them.
 */
export function roundRecord(
  round: ExponentRoundRow,
  purchases: readonly ExponentPurchaseRow[],
  settled: Pick<ExponentRoundRow, 'roll_point' | 'result' | 'index_open' | 'index_close' | 'graffiti_id' | 'graffiti_price'>,
  graffitiChoices: readonly { readonly id: string; readonly price: number }[],
  seed: GameSeedView,
  at: number,
): RoundRecordBody {
  return {
    issue: round.issue,
    startsAt: Number(round.starts_at),
    endsAt: Number(round.ends_at),
    buyers: purchases.map((purchase) => ({ id: purchase.id, userId: purchase.user_id, userSeed: purchase.user_seed, direction: purchase.direction, price: Number(purchase.price) })),
    rollPoint: settled.roll_point,
    result: settled.result,
    indexOpen: settled.index_open === null ? null : Number(settled.index_open),
    indexClose: settled.index_close === null ? null : Number(settled.index_close),
    graffitiList: graffitiChoices.map((graffiti) => graffiti.id),
    graffiti: settled.graffiti_id === null ? null : { id: settled.graffiti_id, price: Number(settled.graffiti_price) },
    publicHash: seed.publicHash,
    secret: seed.secretHash,
    salt: seed.secretSalt,
    clientSeed: seed.clientSeed,
    beacon: seed.beacon,
    settledAt: at,
  };
}
