import type { Insertable, Selectable } from 'kysely';

/** One forge: the consumed inputs, the pool and odds version rolled against, the item given. Append-only. */
export interface ForgePlaysTable {
  id: string;
  user_id: string;
  /** JSON list of `{ id, price }`, in id order. */
  inputs: string;
  input_value: number;
  box_id: string;
  odds_version: number;
  odds_hash: string;
  roll_id: string;
  ornament_id: string;
  item_price: number;
  backpack_item_id: string;
  created_at: number;
}

export interface ForgeTables {
  forge_plays: ForgePlaysTable;
}

export type ForgePlayRow = Selectable<ForgePlaysTable>;
export type NewForgePlay = Insertable<ForgePlaysTable>;
