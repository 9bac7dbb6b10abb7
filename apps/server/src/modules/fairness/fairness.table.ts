import type { Insertable, Selectable } from 'kysely';

/**
 * A member's server secret and salt, committed to by their public hash, with the user's seed and
 * the count of rounds rolled with it. A member has one pair in play (`active_for`) and one pair
 * committed for the next reset (`next_for`); a pair's secret stays hidden until it is retired.
 * Secret and salt are stored encrypted (fairness.secrets.ts).
 */
export interface FairnessKeysTable {
  id: string;
  user_id: string;
  /** The spec's "secret hash": the HMAC key of every roll. */
  secret: string;
  /** The spec's "secret salt". */
  salt: string;
  /** SHA-256(secret + salt), shown before play. */
  public_hash: string;
  /** The member's seed; empty until the member's device sent one (nothing rolls before). */
  user_seed: string;
  /** Rounds rolled so far; the next roll uses this number. */
  round: number;
  /** The user id while in play; null otherwise. */
  active_for: string | null;
  /** The user id while committed for the next reset; null otherwise. */
  next_for: string | null;
  created_at: number;
  retired_at: number | null;
}

/**
 * The seed of a game with several players (a battle, a draw, an exponent round): committed by its
 * public hash at creation, its client seed fixed from the players' seeds, revealed at settlement.
 */
export interface FairnessGameSeedsTable {
  id: string;
  game: string;
  reference: string;
  secret: string;
  salt: string;
  public_hash: string;
  /** The players' user seeds in join order, JSON; null until fixed. */
  player_seeds: string | null;
  /** SHA-256 of the player seeds joined by ':'; null until fixed. */
  client_seed: string | null;
  created_at: number;
  fixed_at: number | null;
  revealed_at: number | null;
  /** The beacon round the client seed takes: the first published after entries close; null for games without one. */
  beacon_round: number | null;
  /** That round as published, JSON `{ round, value, signature }`; null until taken. */
  beacon: string | null;
}

/** The round ledger: every roll of every game, append-only, one per (seed, round, slot) (I10). */
export interface FairnessRollsTable {
  id: string;
  key_kind: 'pair' | 'game';
  /** The pair (fairness_keys.id) or game seed (fairness_game_seeds.id) that rolled. */
  key_id: string;
  round: number;
  /** 0 for pair rolls; the index within the round for game rolls. */
  slot: number;
  /** The user seed (pair) or client seed (game) the roll signed. */
  seed: string;
  user_id: string | null;
  game: string;
  /** What the roll decided, e.g. `box_open:<playId>`. */
  reference: string;
  roll_point: number;
  /** The odds the roll point was looked up in (`box:<id>@<version>`) and their hash. */
  odds_id: string | null;
  odds_hash: string | null;
  /** What the roll point selected there, e.g. an item id. */
  outcome: string | null;
  created_at: number;
}

/** A settled result waiting for its place in the hash chain (written in the result's own transaction). */
export interface FairnessChainPendingTable {
  id: string;
  kind: string;
  ref: string;
  body: string;
  created_at: number;
}

/** The public hash chain, append-only: record `seq` covers the hash of record `seq − 1`. */
export interface FairnessChainTable {
  seq: number;
  prev_hash: string;
  hash: string;
  kind: string;
  ref: string;
  body: string;
  linked_at: number;
}

/** Heads of the chain as published, append-only: what a player may keep and compare. */
export interface FairnessChainHeadsTable {
  id: string;
  seq: number;
  hash: string;
  published_at: number;
}

export interface FairnessTables {
  fairness_keys: FairnessKeysTable;
  fairness_game_seeds: FairnessGameSeedsTable;
  fairness_rolls: FairnessRollsTable;
  fairness_chain_pending: FairnessChainPendingTable;
  fairness_chain: FairnessChainTable;
  fairness_chain_heads: FairnessChainHeadsTable;
}

export type FairnessKeyRow = Selectable<FairnessKeysTable>;
export type NewFairnessKey = Insertable<FairnessKeysTable>;
export type GameSeedRow = Selectable<FairnessGameSeedsTable>;
export type RollRow = Selectable<FairnessRollsTable>;
export type NewRoll = Insertable<FairnessRollsTable>;
export type ChainRow = Selectable<FairnessChainTable>;
export type ChainHeadRow = Selectable<FairnessChainHeadsTable>;
