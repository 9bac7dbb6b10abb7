/**
 * A roll room's draw, as anyone can re-run it from the revealed values: the client seed is the
 * participants' ids joined by "," in join order, then ":" and the beacon round's value; prize k (from 0, in the room's prize order)
 * rolls the game-seed message `<clientSeed>:0:<k>` and goes to the ((rollPoint − 1) mod m)-th, in
 * join order, of the m participants without a prize yet. Once everyone has one, every participant
 * is in the running again.
 */

/** The participants' ids joined by ",", then `:<beacon value>` when the draw took a beacon round (every draw since the beacon). */
export function rollRoomClientSeed(participantIds: readonly string[], beaconValue?: string | null): string {
  const ids = participantIds.join(',');
  return beaconValue ? `${ids}:${beaconValue}` : ids;
}

/** The round of every roll of a room's draw; the prize's place is the roll's index. */
export const ROLL_ROOM_ROUND = 0;

/** Who may still win the next prize: those without one, or everyone once all have one. */
export function stillInTheRunning(participantIds: readonly string[], winners: readonly string[]): string[] {
  const remaining = participantIds.filter((id) => !winners.includes(id));
  return remaining.length > 0 ? remaining : [...participantIds];
}

/** The place (from 0) among `m` participants that a roll point picks. */
export function rollRoomPick(rollPoint: number, m: number): number {
  if (!Number.isSafeInteger(rollPoint) || rollPoint < 1 || m < 1) throw new RangeError(`cannot pick with roll point ${rollPoint} among ${m}`);
  return (rollPoint - 1) % m;
}

/** Every prize's winner, in prize order, from each prize's roll point. */
export function rollRoomWinners(participantIds: readonly string[], rollPoints: readonly number[]): string[] {
  const winners: string[] = [];
  for (const rollPoint of rollPoints) {
    const running = stillInTheRunning(participantIds, winners);
    winners.push(running[rollRoomPick(rollPoint, running.length)]!);
  }
  return winners;
}
