import type { Insertable, Selectable } from 'kysely';

/**
 * A server secret and salt committed to by their public hash, with the user's seed and the count
 * of rounds rolled with it. The secret stays hidden until the pair is retired by a reset.
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
  user_seed: string;
  /** Rounds rolled so far; the next roll uses this number. */
  round: number;
  /** The user id while in play; null once retired. */
  active_for: string | null;
  created_at: number;
  retired_at: number | null;
}

export interface FairnessTables {
  fairness_keys: FairnessKeysTable;
}

export type FairnessKeyRow = Selectable<FairnessKeysTable>;
export type NewFairnessKey = Insertable<FairnessKeysTable>;
