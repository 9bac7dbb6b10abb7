import { tieBreakRanges } from '@lootbay/shared/fairness/arena';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import type { OddsTable } from '@lootbay/shared/fairness/odds';

/**
 * The odds a tie-break roll is read against: the roll points cut evenly between the tied teams,
 * in team order (the shared `tieBreakWinner` reads them the same way).
 */
export async function tieOdds(battleId: string, teams: readonly number[]): Promise<OddsTable> {
  const id = `arena-tie:${battleId}`;
  const ranges = tieBreakRanges(teams);
  const outcomes = teams.map((team) => `team:${team}`);
  const hash = await oddsHash({ id, price: 0, entries: ranges.map((range, index) => ({ from: range.from, to: range.to, itemId: outcomes[index]!, price: 0 })) });
  return { id, hash, entries: ranges.map((range, index) => ({ range, outcome: outcomes[index]! })) };
}

