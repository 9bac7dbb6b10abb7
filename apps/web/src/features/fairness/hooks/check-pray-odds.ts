import { rangeIndexFor } from '@lootbay/shared/fairness/odds';
import { oddsCanonicalText, oddsHash, type HashedOddsEntry } from '@lootbay/shared/fairness/odds-hash';
import { prayOdds } from '@lootbay/shared/fairness/pray';
import type { PrayOdds } from '@lootbay/shared/schemas/activity';

export interface PrayTableCheck {
  /** SHA-256 of the table's canonical text, computed in this browser. */
  readonly hash: string;
  /** Whether the table is the wish's rule for this draw: the wished item on the winning points, nothing on the rest. */
  readonly fair: boolean;
  /** The entry whose range holds the roll point, and whether it is the wished item's; null when none does. */
  readonly selected: { readonly entry: HashedOddsEntry; readonly wished: boolean } | null;
}

/** Hashes a daily wish's odds as the server did, checks they are the wish's rule, and finds the entry a roll point selects. */
export async function checkPrayOdds(drawId: string, odds: PrayOdds, point: number | null): Promise<PrayTableCheck> {
  const hash = await oddsHash(odds);
  const wished = odds.entries[0];
  // The rule rebuilt from the wished item alone must read exactly as the table served.
  const fair = wished !== undefined && oddsCanonicalText(prayOdds(drawId, { id: wished.itemId, price: wished.price })) === oddsCanonicalText(odds);
  const index = point === null ? -1 : rangeIndexFor(odds.entries, point);
  const entry = odds.entries[index];
  return { hash, fair, selected: entry ? { entry, wished: index === 0 } : null };
}
