import type { Insertable, Selectable } from 'kysely';

/**
 * One percentage play: the target, the stake, the chance and what the roll of the same id gave.
 * Append-only; `staked_items` and `consolation` are JSON lists of `{ id, price }`.
 */
export interface PercentagePlaysTable {
  id: string;
  user_id: string;
  target_id: string;
  target_price: number;
  /** Coins staked, hundredths. */
  coins: number;
  staked_items: string;
  /** Coins plus the staked items' prices, hundredths. */
  stake_value: number;
  /** The return to player the chance was computed with, hundredths of a percent. */
  rtp: number;
  /** Hundredths of a percent. */
  chance: number;
  consolation: string;
  odds_hash: string;
  roll_id: string;
  win: number;
  /** The item given: the target on a win, a graffiti on a loss. */
  ornament_id: string;
  item_price: number;
  backpack_item_id: string;
  created_at: number;
}

export interface PercentageTables {
  percentage_plays: PercentagePlaysTable;
}

export type PercentagePlayRow = Selectable<PercentagePlaysTable>;
export type NewPercentagePlay = Insertable<PercentagePlaysTable>;
