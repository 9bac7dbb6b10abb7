import type { DrawRecordBody } from '@lootbay/shared/fairness/chain-records';
import type { GameSeedView } from '../fairness/fairness.service';
import type { RollRoomPrizeRow, RollRoomRow, RollRoomWinRow } from './roll.table';

/**
 * A drawn room's record in the public hash chain: its participants in join order, every prize
 * with its roll and winner, and everything that proves them.
 */
export function drawRecord(room: RollRoomRow, participants: readonly string[], prizes: readonly RollRoomPrizeRow[], wins: readonly RollRoomWinRow[], seed: GameSeedView, at: number): DrawRecordBody {
  return {
    id: room.id,
    endsAt: Number(room.ends_at),
    participants,
    prizes: prizes.map((prize) => {
      const win = wins.find((entry) => entry.position === prize.position);
      return { position: prize.position, ornamentId: prize.ornament_id, price: Number(prize.price), rollPoint: win?.roll_point ?? null, winner: win?.participant_id ?? null };
    }),
    publicHash: seed.publicHash,
    secret: seed.secretHash,
    salt: seed.secretSalt,
    clientSeed: seed.clientSeed,
    beacon: seed.beacon,
    drawnAt: at,
  };
}
