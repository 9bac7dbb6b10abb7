import type { BattleRecordBody } from '@lootbay/shared/fairness/chain-records';
import type { GameSeedView } from '../fairness/fairness.service';
import { boxesOf, modeOf } from './arena.context';
import type { ArenaBattleRow, ArenaDropRow, ArenaSeatRow } from './arena.table';

/**
 * A finished battle's record in the public hash chain: who sat where with which seed, every roll
 * and item, the winners and everything that proves them. Rewriting a seat, a drop or a winner in
 * the database afterwards no longer matches this record.
 */
export function battleRecord(
  battle: ArenaBattleRow,
  seats: readonly ArenaSeatRow[],
  drops: readonly ArenaDropRow[],
  outcome: { readonly winners: readonly number[]; readonly tie: { readonly teams: readonly number[]; readonly rollPoint: number } | null; readonly at: number },
  seed: GameSeedView,
): BattleRecordBody {
  return {
    id: battle.id,
    mode: modeOf(battle),
    boxes: boxesOf(battle).map((box) => ({ boxId: box.boxId, oddsVersion: box.version, oddsHash: box.hash, price: box.price })),
    seats: seats.map((seat) => {
      const items = drops
        .filter((drop) => drop.seat === seat.seat)
        .sort((a, b) => a.round - b.round)
        .map((drop) => ({ round: drop.round, rollPoint: drop.roll_point, ornamentId: drop.ornament_id, price: Number(drop.price) }));
      return {
        seat: seat.seat,
        team: seat.team,
        ...(seat.user_id ? { userId: seat.user_id } : { robot: seat.robot_id ?? '' }),
        seed: seat.user_seed,
        items,
        total: items.reduce((sum, item) => sum + item.price, 0),
      };
    }),
    winners: outcome.winners,
    tieBreak: outcome.tie,
    publicHash: seed.publicHash,
    secret: seed.secretHash,
    salt: seed.secretSalt,
    clientSeed: seed.clientSeed,
    beacon: seed.beacon,
    filledAt: seed.closedAt,
    createdAt: Number(battle.created_at),
    finishedAt: outcome.at,
  };
}
