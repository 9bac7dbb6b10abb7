import { ARENA_SEAT_TEAMS, type ArenaMode } from '@lootbay/shared/constants';
import type { ArenaBattle, ArenaDrop, ArenaSeat } from '@lootbay/shared/schemas/arena';

/** A seat nobody has taken yet: no player and no robot. */
export function isOpenSeat(seat: ArenaSeat): boolean {
  return seat.userId === null && !seat.robot;
}

export function seatsOf(mode: ArenaMode): number {
  return ARENA_SEAT_TEAMS[mode].length;
}

export function takenSeats(battle: ArenaBattle): number {
  return battle.seats.filter((seat) => !isOpenSeat(seat)).length;
}

/** The seat the member sits in, if any. */
export function seatOf(battle: ArenaBattle, userId: string | null): ArenaSeat | null {
  return userId === null ? null : (battle.seats.find((seat) => seat.userId === userId) ?? null);
}

/** The items a seat opened in the first `rounds` rounds, in round order. */
export function dropsUpTo(seat: ArenaSeat, rounds: number): ArenaDrop[] {
  return seat.items.filter((item) => item.round < rounds).sort((a, b) => a.round - b.round);
}

export function valueOf(drops: readonly ArenaDrop[]): number {
  return drops.reduce((sum, drop) => sum + drop.price, 0);
}

/** Whether a member may take a seat: the battle waits for players and the member is not in it yet. */
export function canJoin(battle: ArenaBattle, userId: string | null): boolean {
  return battle.status === 'waiting' && seatOf(battle, userId) === null && battle.seats.some(isOpenSeat);
}

/** The creator may call the battle off while nobody else has joined (robots included). */
export function canCancel(battle: ArenaBattle, userId: string | null): boolean {
  return battle.status === 'waiting' && userId !== null && battle.creatorId === userId && takenSeats(battle) === 1;
}

export function canFillWithRobots(battle: ArenaBattle, userId: string | null): boolean {
  return battle.status === 'waiting' && userId !== null && battle.creatorId === userId && battle.seats.some(isOpenSeat);
}

/** Each seat's team as a letter: teams 0 and 1 of 2v2 are A and B. */
export function teamLetter(team: number): string {
  return String.fromCharCode(65 + team);
}


/** The seats grouped by team, in team order: one seat a team in 2p and 3p, two in 2v2. */
export function seatsByTeam(battle: ArenaBattle): ArenaSeat[][] {
  const teams: ArenaSeat[][] = [];
  for (const seat of battle.seats) (teams[seat.team] ??= []).push(seat);
  return teams.filter((team) => team.length > 0);
}

/** Each team's total over the first `rounds` rounds, by team number. */
export function teamTotals(battle: ArenaBattle, rounds: number): Map<number, number> {
  const totals = new Map<number, number>();
  for (const seat of battle.seats) totals.set(seat.team, (totals.get(seat.team) ?? 0) + valueOf(dropsUpTo(seat, rounds)));
  return totals;
}

/** The team ahead after the first `rounds` rounds; null before any item counts or while teams are level. */
export function leadingTeam(battle: ArenaBattle, rounds: number): number | null {
  const ranked = [...teamTotals(battle, rounds)].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] === 0 || (second && second[1] === first[1])) return null;
  return first[0];
}
