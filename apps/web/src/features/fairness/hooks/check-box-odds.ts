import { rangeIndexFor } from '@lootbay/shared/fairness/odds';
import { boxOddsId, oddsHash } from '@lootbay/shared/fairness/odds-hash';
import type { BoxDetail, BoxOrnament } from '@lootbay/shared/schemas/catalog';

export interface BoxOddsCheck {
  /** SHA-256 of the version's canonical text, computed in this browser. */
  readonly hash: string;
  /** The item whose roll point range holds the point; null when none does. */
  readonly selected: BoxOrnament | null;
}

/**
 * Hashes a box's odds version from the table the server shows for it (the version's box price,
 * then every item's range, id and price in range order) and finds the item a roll point (when there is one) selects.
 */
export async function checkBoxOdds(odds: BoxDetail, version: number, point: number | null): Promise<BoxOddsCheck> {
  const items = [...odds.ornaments].sort((a, b) => a.rollFrom - b.rollFrom);
  const hash = await oddsHash({
    id: boxOddsId(odds.id, version),
    price: odds.price,
    entries: items.map((item) => ({ from: item.rollFrom, to: item.rollTo, itemId: item.id, price: item.price })),
  });
  const index =
    point === null
      ? -1
      : rangeIndexFor(
          items.map((item) => ({ from: item.rollFrom, to: item.rollTo })),
          point,
        );
  return { hash, selected: items[index] ?? null };
}
