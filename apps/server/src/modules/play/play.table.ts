import type { Selectable } from 'kysely';

/**
 * One request settled by the play engine: its idempotency key and the hash of what it asked, the
 * game it belongs to and whether it settles that game. Append-only; a game settles once (a
 * partial unique index on game and game_ref where settles = 1).
 */
export interface PlaysTable {
  id: string;
  /** `<game>:<userId>:<requestId>`: a retry with the same key answers the first result. */
  request_key: string;
  content_hash: string;
  /** The game kind, e.g. `box_open`. */
  game: string;
  /** The game this play belongs to (a battle); a play that is a game of its own names itself. */
  game_ref: string;
  user_id: string | null;
  /** 1 when this play closes its game: every stake of the game is settled by it. */
  settles: number;
  created_at: number;
}

/** What one play staked and won for one member, hundredths of a coin (coins and item value). Append-only. */
export interface PlayResultsTable {
  play_id: string;
  user_id: string;
  staked: number;
  won: number;
  created_at: number;
}

export interface PlayTables {
  plays: PlaysTable;
  play_results: PlayResultsTable;
}

export type PlayRow = Selectable<PlaysTable>;
