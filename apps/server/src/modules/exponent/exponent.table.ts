import type { Insertable, Selectable } from 'kysely';

/**
 * One round of the site's index: [starts_at, ends_at), committed ahead by its game seed's public
 * hash, open for purchases while it runs, then settled once, in order, with its roll, result and
 * the index after it. The seed columns are written in the transaction that creates the row.
 */
export interface ExponentRoundsTable {
  /** `YYYYMMDD` + the round's place in the site day. */
  issue: string;
  starts_at: number;
  ends_at: number;
  game_seed_id: string | null;
  public_hash: string | null;
  /** open until settled. */
  status: string;
  /** Purchases in the round, counted when it settles (0 before). */
  buyers: number;
  client_seed: string | null;
  roll_id: string | null;
  roll_point: number | null;
  result: string | null;
  /** The index the round opened at (the previous round's close) and closed at, hundredths. */
  index_open: number | null;
  index_close: number | null;
  /** The graffiti every miss of the round received. */
  graffiti_id: string | null;
  graffiti_price: number | null;
  created_at: number;
  settled_at: number | null;
}

/** A member's rise or fall for one weapon box in one round; final once paid. Append-only. */
export interface ExponentPurchasesTable {
  /** The play that paid for it; time-ordered, so a round's purchases in id order are its purchase order. */
  id: string;
  issue: string;
  user_id: string;
  user_seed: string;
  box_id: string;
  direction: string;
  price: number;
  /** The index box a match gives, at the odds version shown when it was bought. */
  index_box_id: string;
  index_odds_version: number;
  created_at: number;
}

/** An index box a match won, held in the member's exponent bag until opened. Its id is the purchase's. */
export interface ExponentBagTable {
  id: string;
  user_id: string;
  issue: string;
  box_id: string;
  odds_version: number;
  /** What the member paid for the purchase that won it. */
  price: number;
  created_at: number;
  opened_at: number | null;
}

/** The graffiti a miss received, in the member's backpack. Append-only. */
export interface ExponentGraffitiTable {
  purchase_id: string;
  user_id: string;
  issue: string;
  ornament_id: string;
  price: number;
  backpack_item_id: string;
}

/** An index box opened: the roll of the member's pair on its odds and the item it gave. Append-only. */
export interface ExponentOpensTable {
  id: string;
  bag_id: string;
  user_id: string;
  box_id: string;
  odds_version: number;
  odds_hash: string;
  roll_id: string;
  ornament_id: string;
  item_price: number;
  backpack_item_id: string;
  created_at: number;
}

/** A weapon box on offer, the index box a match on it gives, and its place on the page. */
export interface ExponentOffersTable {
  box_id: string;
  index_box_id: string;
  position: number;
}

/** The game's one settings row: purchases a member may make per round. */
export interface ExponentSettingsTable {
  id: string;
  round_limit: number;
  updated_at: number;
}

export interface ExponentTables {
  exponent_rounds: ExponentRoundsTable;
  exponent_purchases: ExponentPurchasesTable;
  exponent_bag: ExponentBagTable;
  exponent_graffiti: ExponentGraffitiTable;
  exponent_opens: ExponentOpensTable;
  exponent_offers: ExponentOffersTable;
  exponent_settings: ExponentSettingsTable;
}

export type ExponentRoundRow = Selectable<ExponentRoundsTable>;
export type NewExponentRound = Insertable<ExponentRoundsTable>;
export type ExponentPurchaseRow = Selectable<ExponentPurchasesTable>;
export type ExponentBagRow = Selectable<ExponentBagTable>;
export type ExponentGraffitiRow = Selectable<ExponentGraffitiTable>;
export type ExponentOpenRow = Selectable<ExponentOpensTable>;
export type ExponentOfferRow = Selectable<ExponentOffersTable>;
