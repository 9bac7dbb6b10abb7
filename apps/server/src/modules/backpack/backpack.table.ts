import type { Insertable, Selectable } from 'kysely';

/** A won item: one row, one owner, one status (spec point 4), changed only through the transition table. */
export interface BackpackItemsTable {
  id: string;
  user_id: string;
  ornament_id: string;
  /** The item's price when it was won, hundredths of coin: what selling it credits. */
  price: number;
  status: number;
  /** Spec point 3: 0 box opening, 1 team, 2 mystery box, 3 dimensional rift, 4 infinite dimension, 5 shop exchange, 6 activity gift. */
  source_type: number;
  /** Spec point 3's other origin marker: 1 box, 5 arena, 6 percentage. */
  origin: number;
  /** What produced the item, e.g. `box_open:<openId>`. */
  source_ref: string;
  /** 1 when favourited: then it can be neither decomposed nor retrieved. */
  collected: number;
  /** The seq of the item's latest event; bumped by every change in the same statement. */
  event_seq: number;
  created_at: number;
  updated_at: number;
}

/** Append-only log of every change of an item (I8: an unbroken chain of allowed transitions). */
export interface BackpackItemEventsTable {
  item_id: string;
  seq: number;
  user_id: string;
  action: string;
  /** Null for the event that created the item. */
  from_status: number | null;
  to_status: number;
  collected: number;
  reference: string;
  created_at: number;
}

export interface BackpackTables {
  backpack_items: BackpackItemsTable;
  backpack_item_events: BackpackItemEventsTable;
}

export type BackpackItemRow = Selectable<BackpackItemsTable>;
export type NewBackpackItem = Insertable<BackpackItemsTable>;
