import type { Insertable, Selectable } from 'kysely';

/** One box opened: the roll that decided it, everything needed to prove it, and the item won. */
export interface BoxOpensTable {
  id: string;
  /** The `/member/openBox` call it was part of (up to 5 boxes, consecutive rounds). */
  batch_id: string;
  user_id: string;
  box_id: string;
  /** The odds version the roll point was looked up in. */
  odds_version: number;
  /** What this box cost, hundredths of `currency`. */
  price: number;
  currency: string;
  fairness_key_id: string;
  /** The public hash shown before the roll; SHA-256(secret + salt) of the key. */
  public_hash: string;
  user_seed: string;
  round: number;
  roll_point: number;
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

export interface BoxesTables {
  box_opens: BoxOpensTable;
  box_guided_opens: BoxGuidedOpensTable;
}

export type BoxOpenRow = Selectable<BoxOpensTable>;
export type NewBoxOpen = Insertable<BoxOpensTable>;
