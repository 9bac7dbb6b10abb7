import { isExactPartition, rangeIndexFor } from '@lootbay/shared/fairness/odds';
import { oddsHash, type HashedOddsEntry } from '@lootbay/shared/fairness/odds-hash';
import { winningPoints } from '@lootbay/shared/fairness/percentage';
import type { PercentOdds } from '@lootbay/shared/schemas/percentage';

export interface PercentTableCheck {
  /** SHA-256 of the table's canonical text, computed in this browser. */
  readonly hash: string;
  /**
   * Whether the table is the game's: its ranges cover 1..100000 once each, and the target (the
   * first entry) owns exactly 1..chance × 10, so the chance shown is the chance played.
   */
  readonly fair: boolean;
  /** The entry whose range holds the roll point, and whether it is the target's; null when none does. */
  readonly selected: { readonly entry: HashedOddsEntry; readonly target: boolean } | null;
}

/** Hashes a percentage play's odds table as the server did and finds the entry a roll point selects. */
export async function checkPercentOdds(odds: PercentOdds, point: number | null): Promise<PercentTableCheck> {
  const hash = await oddsHash(odds);
  const target = odds.entries[0];
  const fair = isExactPartition(odds.entries) && target !== undefined && target.from === 1 && target.to === winningPoints(odds.chance);
  const index = point === null ? -1 : rangeIndexFor(odds.entries, point);
  const entry = odds.entries[index];
  return { hash, fair, selected: entry ? { entry, target: index === 0 } : null };
}
