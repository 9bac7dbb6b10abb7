/**
 * The rules of an arena battle that anyone can check from a finished battle's revealed values:
 * who wins a battle, how a tie is broken and what a rank pays. Roll messages are the game-seed
 * ones of `game-roll.ts`: seat `s` in round `r` (the battle's `r`-th box) signs
 * `<clientSeed>:<r>:<s>`; a tie is broken by the roll of round `boxes.length`, index 0.
 */
import { ARENA_RANK_HALF_BELOW_POINTS, ARENA_RANK_NONE_BELOW_POINTS, ARENA_RANK_PRIZES_COINS, ARENA_SEAT_TEAMS, MINOR_UNITS_PER_MAJOR, type ArenaMode } from '../constants';
import { rangeIndexFor, rangesFromWeights, type RollRange } from './odds';

/** The team of each seat, in seat order (in 2p and 3p every seat is its own team). */
export function arenaTeams(mode: ArenaMode): readonly number[] {
  return ARENA_SEAT_TEAMS[mode];
}

/** Each team's total value, from each seat's total. */
export function arenaTeamTotals(mode: ArenaMode, seatTotals: readonly number[]): number[] {
  const teams = arenaTeams(mode);
  const totals = Array.from({ length: Math.max(...teams) + 1 }, () => 0);
  seatTotals.forEach((total, seat) => (totals[teams[seat]!]! += total));
  return totals;
}

/** The teams with the highest total value, in team order: more than one means a tie. */
export function leadingTeams(teamTotals: readonly number[]): number[] {
  const best = Math.max(...teamTotals);
  return teamTotals.flatMap((total, team) => (total === best ? [team] : []));
}

/**
 * The runs of roll points a tie-break cuts between the tied teams, in team order: 1..100000 split
 * as evenly as whole points allow (the first runs get the leftover point, as in box odds).
 */
export function tieBreakRanges(tiedTeams: readonly number[]): RollRange[] {
  return rangesFromWeights(tiedTeams.map(() => 1));
}

/** The tied team a tie-break roll point (1..100000) picks. */
export function tieBreakWinner(rollPoint: number, tiedTeams: readonly number[]): number {
  if (tiedTeams.length === 0) throw new RangeError('no tied teams');
  const index = rangeIndexFor(tieBreakRanges(tiedTeams), rollPoint);
  if (index < 0) throw new RangeError(`not a roll point: ${rollPoint}`);
  return tiedTeams[index]!;
}

/** The round whose roll (index 0) breaks a tie: the one after the last box. */
export function tieBreakRound(boxCount: number): number {
  return boxCount;
}

/** What rank `rank` (1-based) pays for `points` (hundredths), in hundredths of a coin. */
export function arenaRankPrize(rank: number, points: number): number {
  const coins = ARENA_RANK_PRIZES_COINS[rank - 1];
  if (coins === undefined || points < ARENA_RANK_NONE_BELOW_POINTS) return 0;
  const prize = coins * MINOR_UNITS_PER_MAJOR;
  return points < ARENA_RANK_HALF_BELOW_POINTS ? prize / 2 : prize;
}
