import type { Selectable } from 'kysely';

/**
 * One thing on its way to a player's Steam account: a market order under the retrieval's id,
 * followed until it is delivered or refunded (I12: exactly one of the two). Most are backpack
 * items (kind `item`); the key shop sends the keys it sells the same way (kind `key`).
 */
export interface RetrievalsTable {
  id: string;
  /** `item` (a backpack item) or `key` (a key of the key shop). */
  kind: string;
  /** The take-back request, or the key order, it came from. */
  request_id: string;
  user_id: string;
  /** What is delivered: the backpack item, or the key order's delivery `<orderNo>:<n>`. */
  item_id: string;
  /** The catalogue item of a backpack item; null for a key. */
  ornament_id: string | null;
  /** The item's value when it was sent, hundredths of a coin: the most the market may charge. */
  price: number;
  /** The market hash name the order asks for. */
  market_name: string;
  /** The trade link the offer goes to, as it was when the player asked. */
  trade_url: string;
  /** Spec point 4: 0, 1, 3, 10, 11. */
  sell_status: number;
  /** Spec point 4: 60, 10, 50, 21. */
  shipping_status: number;
  /** How it ended (RETRIEVAL_OUTCOMES); null while under way. */
  outcome: string | null;
  trade_offer_id: string | null;
  offer_expires_at: number | null;
  /**
   * When Steam said the trade link's inventory is public, recorded before the market order is
   * first placed: while null, no order exists, and the next check asks Steam first (a private
   * inventory ends the retrieval there). A key starts checked: its Steam account was checked when added.
   */
  steam_checked_at: number | null;
  /** How many times the market was asked: each check is a job keyed by this number. */
  checks: number;
  /** When the market is asked next; null once finished. */
  next_check_at: number | null;
  /** The seq of its latest event. */
  event_seq: number;
  created_at: number;
  state_since: number;
  finished_at: number | null;
}

/** Append-only: every change of a retrieval's statuses, in order. */
export interface RetrievalEventsTable {
  retrieval_id: string;
  seq: number;
  from_sell: number | null;
  from_shipping: number | null;
  to_sell: number;
  to_shipping: number;
  /** What moved it: `requested`, the market's state, `player_cancelled`, … */
  reason: string;
  created_at: number;
}

/** One take-back request: its key makes a retried request answer the first retrievals. */
export interface RetrievalRequestsTable {
  id: string;
  user_id: string;
  /** `<userId>:<requestId>`; null when the client sent no key. */
  request_key: string | null;
  /** The items asked for, sorted and joined: the same key with other items is refused. */
  item_ids: string;
  created_at: number;
}

export interface RetrievalTables {
  retrievals: RetrievalsTable;
  retrieval_events: RetrievalEventsTable;
  retrieval_requests: RetrievalRequestsTable;
}

export type RetrievalRow = Selectable<RetrievalsTable>;
