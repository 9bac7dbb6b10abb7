import type { Insertable, Selectable } from 'kysely';

/**
 * One box opened: what the box game decided. Its id is the id of the roll that decided it in the
 * round ledger (fairness), which holds the proof; append-only.
 */
export interface BoxOpensTable {
  id: string;
  /** The play (`/member/openBox` call) it was part of: up to 5 boxes, consecutive rounds. */
  batch_id: string;
  /** Its place in the play: the boxes of one call roll consecutive rounds in this order. */
  position: number;
  user_id: string;
  box_id: string;
  /** The odds version the roll point was looked up in, and that version's hash. */
  odds_version: number;
  odds_hash: string;
  /** What this box cost, hundredths of `currency`. */
  price: number;
  currency: string;
  ornament_id: string;
  /** The won item's price at the odds version, hundredths. */
  item_price: number;
  backpack_item_id: string;
  created_at: number;
}

export interface BoxGuidedOpensTable {
  user_id: string;
  box_id: string;
  created_at: number;
}

/** A member's last open of a free level box: it opens again 24 hours later. */
export interface FreeBoxClaimsTable {
  user_id: string;
  box_id: string;
  opened_at: number;
}

export interface BoxesTables {
  box_opens: BoxOpensTable;
  box_guided_opens: BoxGuidedOpensTable;
  free_box_claims: FreeBoxClaimsTable;
}

export type BoxOpenRow = Selectable<BoxOpensTable>;
export type NewBoxOpen = Insertable<BoxOpensTable>;
