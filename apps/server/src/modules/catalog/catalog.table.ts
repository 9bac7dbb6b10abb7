import type { Insertable, Selectable } from 'kysely';

/** An item (ornament) of the catalogue: one CS2 skin at one wear, with its price in hundredths. */
export interface OrnamentsTable {
  id: string;
  cs2_id: number;
  weapon_type: string;
  weapon_cn: string;
  weapon_br: string;
  weapon_en: string;
  skin_cn: string;
  skin_br: string;
  skin_en: string;
  rarity: string;
  grade: number;
  wear: string;
  wear_value: number;
  price: number;
  image: string;
  /** The CS2 art's full address on the image host, or null (the local `image` only). */
  art: string | null;
  created_at: number;
}

export interface BoxCategoriesTable {
  id: string;
  name_cn: string;
  name_br: string;
  name_en: string;
  sort: number;
}

export interface BoxesTable {
  id: string;
  name_cn: string;
  name_br: string;
  name_en: string;
  image: string;
  /** The CS2 art's full address on the image host, or null (the local `image` only). */
  art: string | null;
  category_id: string;
  /** Hundredths of `currency`. */
  price: number;
  currency: string;
  /** 0 paid, 1 free (level). */
  kind: number;
  level: number;
  /** The odds version in force; older versions stay in box_odds for verification. */
  odds_version: number;
  /** Expected value of one open under the version in force, hundredths. */
  expected_return: number;
  sort: number;
  /** 0 hidden, 1 listed. */
  visible: number;
  created_at: number;
  updated_at: number;
}

/** One version of a box's odds, with the price and expected return it was published with. */
export interface BoxOddsVersionsTable {
  box_id: string;
  version: number;
  price: number;
  expected_return: number;
  /** SHA-256 of the version's canonical text: recorded with every roll against it, shown with the box. */
  hash: string;
  created_at: number;
}

/** The item list of one odds version: each item owns roll points roll_from..roll_to. */
export interface BoxOddsTable {
  box_id: string;
  version: number;
  position: number;
  ornament_id: string;
  roll_from: number;
  roll_to: number;
  /** The item's price when the version was published, hundredths. */
  price: number;
}

export interface CatalogTables {
  ornaments: OrnamentsTable;
  box_categories: BoxCategoriesTable;
  boxes: BoxesTable;
  box_odds_versions: BoxOddsVersionsTable;
  box_odds: BoxOddsTable;
}

export type OrnamentRow = Selectable<OrnamentsTable>;
export type NewOrnament = Insertable<OrnamentsTable>;
export type BoxRow = Selectable<BoxesTable>;
export type BoxCategoryRow = Selectable<BoxCategoriesTable>;
export type BoxOddsRow = Selectable<BoxOddsTable>;
