import type { Insertable, Selectable } from 'kysely';

/** One battle: its boxes as priced at creation, its mode and seats, its game seed and where it stands. */
export interface ArenaBattlesTable {
  id: string;
  creator_id: string;
  mode: string;
  seat_count: number;
  seats_taken: number;
  /** waiting, ready, fighting, finished, cancelled. */
  status: string;
  /** JSON list of `{ boxId, version, price, hash }`, one per round, in round order. */
  boxes: string;
  /** What each seat pays, hundredths of `currency`. */
  price: number;
  currency: string;
  game_seed_id: string;
  public_hash: string;
  client_seed: string | null;
  rounds_played: number;
  /** When the next step (a round, the settlement) is due; null when none is. */
  next_at: number | null;
  winner_team: number | null;
  /** The tie-break roll, when the leading totals tied. */
  tie_roll_id: string | null;
  tie_roll_point: number | null;
  /** JSON list of the tied teams. */
  tie_teams: string | null;
  cloned_from: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

/** A taken seat: a member (with the seed they brought) or a house robot. */
export interface ArenaSeatsTable {
  battle_id: string;
  seat: number;
  team: number;
  user_id: string | null;
  robot_id: string | null;
  user_seed: string;
  /** victory or defeat, once finished. */
  result: string | null;
  /** The value the seat took home, hundredths. */
  won: number;
  joined_at: number;
}

/** What one seat opened in one round: the roll and the item (in the opener's backpack unless a robot's). */
export interface ArenaDropsTable {
  battle_id: string;
  round: number;
  seat: number;
  roll_id: string;
  roll_point: number;
  ornament_id: string;
  price: number;
  backpack_item_id: string | null;
}

/** An item a winner was given at the end: a new backpack item standing for one a loser opened. */
export interface ArenaAwardsTable {
  battle_id: string;
  /** The drop it stands for. */
  round: number;
  seat: number;
  winner_seat: number;
  user_id: string;
  ornament_id: string;
  price: number;
  backpack_item_id: string;
}

/** A member's report of a battle (one per member and battle), and an operator's review of it. */
export interface ArenaReportsTable {
  battle_id: string;
  user_id: string;
  reason: string;
  created_at: number;
  reviewed_at: number | null;
  /** The reviewing operator's account. */
  reviewed_by: string | null;
  /** dismissed or upheld. */
  outcome: string | null;
  review_reason: string | null;
}

/** An operator's name and picture for a house robot; robots without a row show the shipped ones. */
export interface ArenaRobotProfilesTable {
  robot_id: string;
  nickname: string;
  avatar: string | null;
  updated_at: number;
}

export interface ArenaWatchesTable {
  user_id: string;
  battle_id: string;
  watched_at: number;
}

/** A member's rank points of one site day: the value won in battles finished that day, hundredths. */
export interface ArenaRankPointsTable {
  day: string;
  user_id: string;
  points: number;
  updated_at: number;
}

/** A rank prize paid, once per day and rank. */
export interface ArenaRankPrizesTable {
  day: string;
  rank: number;
  user_id: string;
  points: number;
  prize: number;
  paid_at: number;
}

export interface ArenaTables {
  arena_battles: ArenaBattlesTable;
  arena_seats: ArenaSeatsTable;
  arena_drops: ArenaDropsTable;
  arena_awards: ArenaAwardsTable;
  arena_reports: ArenaReportsTable;
  arena_robot_profiles: ArenaRobotProfilesTable;
  arena_watches: ArenaWatchesTable;
  arena_rank_points: ArenaRankPointsTable;
  arena_rank_prizes: ArenaRankPrizesTable;
}

export type ArenaBattleRow = Selectable<ArenaBattlesTable>;
export type NewArenaBattle = Insertable<ArenaBattlesTable>;
export type ArenaSeatRow = Selectable<ArenaSeatsTable>;
export type ArenaDropRow = Selectable<ArenaDropsTable>;
export type ArenaAwardRow = Selectable<ArenaAwardsTable>;
export type ArenaReportRow = Selectable<ArenaReportsTable>;
export type ArenaRobotProfileRow = Selectable<ArenaRobotProfilesTable>;
