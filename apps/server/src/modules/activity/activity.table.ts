import type { Selectable } from 'kysely';

/** A recharge award paid: once per member, site day and tier. Append-only. */
export interface RechargeAwardsTable {
  user_id: string;
  /** The site day, `YYYY-MM-DD`. */
  day: string;
  tier: number;
  /** Coins awarded, hundredths. */
  award: number;
  created_at: number;
}

/** A member's wish for one site day; `drawn_at` is set by the day's draw, which fixes the choice. */
export interface PrayChoicesTable {
  user_id: string;
  day: string;
  ornament_id: string;
  chosen_at: number;
  drawn_at: number | null;
}

/** One daily wish drawn, named by its play's id; the proof is its roll in the round ledger. Append-only. */
export interface PrayDrawsTable {
  id: string;
  user_id: string;
  day: string;
  /** The wished item and its price at the draw: the odds' winning line. */
  ornament_id: string;
  item_price: number;
  odds_hash: string;
  roll_id: string;
  win: number;
  /** The item given on a win; null when the draw won nothing. */
  backpack_item_id: string | null;
  created_at: number;
}

/** One reward of an activity board's pay step, named by its play's id. Append-only. */
export interface BingoRewardsTable {
  id: string;
  activity_id: string;
  /** The period the step was reached in: the site day its week starts, `YYYY-MM-DD`. */
  period: string;
  step: number;
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

export interface ActivityTables {
  recharge_awards: RechargeAwardsTable;
  pray_choices: PrayChoicesTable;
  pray_draws: PrayDrawsTable;
  bingo_rewards: BingoRewardsTable;
}

export type PrayChoiceRow = Selectable<PrayChoicesTable>;
export type PrayDrawRow = Selectable<PrayDrawsTable>;
export type BingoRewardRow = Selectable<BingoRewardsTable>;
