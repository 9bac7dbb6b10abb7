import type { Selectable } from 'kysely';

/** An item the mall sells, priced by the operator in coins or diamonds, with a real stock count. */
export interface MallItemsTable {
  id: string;
  ornament_id: string;
  /** The item's weapon family, rarity and names in every language (lower case): fixed in the catalogue, kept here for the mall's filters. */
  weapon_type: string;
  rarity: string;
  search_text: string;
  /** Hundredths of `currency`. */
  price: number;
  /** `coin` or `diamond` (the mall currency, `mallAmount`). */
  currency: string;
  /** Never below zero (a check constraint); a purchase takes from it with a conditional update. */
  stock: number;
  /** 1 when shown to players. */
  visible: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** Append-only: one purchase of the mall (a play of the engine; its id is the play's). */
export interface MallPurchasesTable {
  id: string;
  user_id: string;
  mall_item_id: string;
  ornament_id: string;
  num: number;
  unit_price: number;
  currency: string;
  /** What each item is worth in the backpack (its catalogue price): what selling it credits. */
  item_price: number;
  /** The new backpack items, comma-separated. */
  item_ids: string;
  created_at: number;
}

/** Append-only: backpack items given up for one mall item (a play of the engine). */
export interface MallExchangesTable {
  id: string;
  user_id: string;
  mall_item_id: string;
  ornament_id: string;
  /** The mall item's price, hundredths of `currency`. */
  target_price: number;
  currency: string;
  /** The backpack items given: JSON `[{ id, ornamentId, price }]`, and their value. */
  given: string;
  given_value: number;
  /** Given value minus the target price, diamonds: credited when positive, charged when negative. */
  difference: number;
  /** The new backpack item and its value. */
  item_id: string;
  item_price: number;
  created_at: number;
}

export interface ShopTables {
  mall_items: MallItemsTable;
  mall_purchases: MallPurchasesTable;
  mall_exchanges: MallExchangesTable;
}

export type MallItemRow = Selectable<MallItemsTable>;
export type MallPurchaseRow = Selectable<MallPurchasesTable>;
export type MallExchangeRow = Selectable<MallExchangesTable>;
