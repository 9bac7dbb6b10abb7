import type { Selectable } from 'kysely';

/** A tool the fishing shop sells: a rod (opens deeper spots) or a bait pack. Edited in the operator console. */
export interface FishingToolsTable {
  id: string;
  /** `rod` or `bait`. */
  kind: string;
  /** A rod: the deepest spot level it reaches; bait: the level of spots it is for. */
  level: number;
  /** Bait in one pack; 0 for a rod. */
  bait: number;
  /** Hundredths of a coin, per pack or rod. */
  price: number;
  /** 1 when on sale. */
  enabled: number;
  sort: number;
  name_cn: string;
  name_br: string;
  name_en: string;
  updated_at: number;
}

/** A member's fishing bag: the rods they own, and the bait of each kind they hold. */
export interface FishingBagTable {
  user_id: string;
  tool_id: string;
  /** Bait held (0 for a rod). */
  bait: number;
  updated_at: number;
}

/** One purchase in the fishing shop: a play of the engine whose coins went to sales. Append-only. */
export interface FishingPurchasesTable {
  /** The purchase's play id (its game ref). */
  id: string;
  user_id: string;
  tool_id: string;
  num: number;
  unit_price: number;
  /** Bait the purchase added to the bag. */
  bait: number;
  created_at: number;
}

/**
 * A fishing session: one spot, one mode, the bait it took from the bag. At most one per member has
 * no `ended_at`. Leisure catches fall due at `started_at + k × catch_ms` for k = 1..bait while the
 * session runs; `catches` counts those landed (or casts, in entertainment mode), one by one.
 */
export interface FishingSessionsTable {
  /** The starting play's id (its game ref). */
  id: string;
  user_id: string;
  place_id: number;
  /** The pool's box and the odds version in force at the start: every catch of the session rolls on them. */
  box_id: string;
  odds_version: number;
  mode: string;
  tool_id: string;
  bait: number;
  catches: number;
  /** The leisure interval when the session started. */
  catch_ms: number;
  /** A leisure session's own game seed, committed at its start: catch k rolls its round k. Null for entertainment. */
  game_seed_id: string | null;
  started_at: number;
  ended_at: number | null;
  /** `exhausted` or `ended`. */
  end_reason: string | null;
  /** Bait given back to the bag when the session was ended early. */
  bait_returned: number;
}

/**
 * A catch box: cast by hand (opened later) or landed by leisure fishing (opened at once). Opening
 * it rolls the member's pair on the session's pool odds; the row is written once when cast and
 * once when opened (`opened_at` from null), never again.
 */
export interface FishingCatchesTable {
  /** The game ref of the catch: the cast's play id, or the leisure catch's. */
  id: string;
  session_id: string;
  user_id: string;
  seq: number;
  caught_at: number;
  box_id: string;
  odds_version: number;
  odds_hash: string;
  opened_at: number | null;
  /** The game ref of the play that opened it: the leisure catch's own, or the open's (a game of its own, so racing opens never share one). */
  open_ref: string | null;
  roll_id: string | null;
  ornament_id: string | null;
  item_price: number | null;
  backpack_item_id: string | null;
}

export interface FishingTables {
  fishing_tools: FishingToolsTable;
  fishing_bag: FishingBagTable;
  fishing_purchases: FishingPurchasesTable;
  fishing_sessions: FishingSessionsTable;
  fishing_catches: FishingCatchesTable;
}

export type FishingToolRow = Selectable<FishingToolsTable>;
export type FishingBagRow = Selectable<FishingBagTable>;
export type FishingPurchaseRow = Selectable<FishingPurchasesTable>;
export type FishingSessionRow = Selectable<FishingSessionsTable>;
export type FishingCatchRow = Selectable<FishingCatchesTable>;
