import { gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { publicHash } from '@lootbay/shared/fairness/roll';
import { ROLL_ROOM_ROUND, rollRoomClientSeed, rollRoomPick, rollRoomWinners, stillInTheRunning } from '@lootbay/shared/fairness/roll-room';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';

export interface RoomPrizeCheck {
  readonly position: number;
  readonly name: string;
  /** The roll point recomputed here; null while the secret is sealed or nobody joined. */
  readonly point: number | null;
  /** How many were still in the running, and the place (from 0, in join order) the point picks among them. */
  readonly running: number | null;
  readonly pick: number | null;
  /** The participant the rule gives the prize to, from the recomputed points. */
  readonly winner: string | null;
  readonly recordedPoint: number | null;
  readonly recordedWinner: string | null;
  /** The roll point and the winner both check out; null until the draw has run. */
  readonly ok: boolean | null;
}

export interface RoomDrawCheck {
  readonly hashOk: boolean | null;
  /** The people's ids in join order, joined by ",", then the beacon round's value: the client seed the draw must have used. */
  readonly clientSeed: string;
  readonly clientSeedOk: boolean | null;
  readonly prizes: readonly RoomPrizeCheck[];
  /** Every prize went to the participant the rule picks, and no other winner is recorded; null until drawn. */
  readonly winnersOk: boolean | null;
}

/**
 * Checks a roll room's draw in this browser with the rules the server draws by: the commitment
 * SHA-256(secret + salt), the client seed from the people in join order, each prize's roll of
 * `<clientSeed>:0:<k>`, and the winners picked among those still in the running (`rollRoomWinners`).
 */
export async function checkRollRoom(room: RollRoomDetail): Promise<RoomDrawCheck> {
  const ids = [...room.people].sort((a, b) => a.seq - b.seq).map((person) => person.id);
  const clientSeed = rollRoomClientSeed(ids, room.beacon?.value);
  const prizes = [...room.prizes].sort((a, b) => a.position - b.position);
  const drawn = room.status === 'finished' && room.secret !== null;
  const hash = room.secret !== null && room.salt !== null ? await publicHash(room.secret, room.salt) : null;
  const secret = room.secret;
  // Rolled from the seed made here, not the recorded one: a people list that differs shows in every roll.
  const points = drawn && secret !== null && ids.length > 0 ? await Promise.all(prizes.map((prize) => gameRollPoint({ secret, clientSeed, round: ROLL_ROOM_ROUND, index: prize.position }))) : null;
  const winners = points ? rollRoomWinners(ids, points) : null;
  const recorded = new Map(room.winners.map((winner) => [winner.position, winner]));

  const checks = prizes.map((prize, index): RoomPrizeCheck => {
    const point = points?.[index] ?? null;
    const running = winners ? stillInTheRunning(ids, winners.slice(0, index)).length : null;
    const mine = recorded.get(prize.position);
    const winner = winners?.[index] ?? null;
    return {
      position: prize.position,
      name: prize.name,
      point,
      running,
      pick: point !== null && running !== null ? rollRoomPick(point, running) : null,
      winner,
      recordedPoint: mine?.rollPoint ?? null,
      recordedWinner: mine?.participantId ?? null,
      ok: drawn ? (ids.length === 0 ? mine === undefined : point === mine?.rollPoint && winner === mine.participantId) : null,
    };
  });

  return {
    hashOk: hash === null ? null : hash === room.publicHash.toLowerCase(),
    clientSeed,
    clientSeedOk: room.clientSeed === null ? null : room.clientSeed === clientSeed,
    prizes: checks,
    winnersOk: drawn ? checks.every((check) => check.ok === true) && room.winners.length === (ids.length > 0 ? prizes.length : 0) : null,
  };
}
