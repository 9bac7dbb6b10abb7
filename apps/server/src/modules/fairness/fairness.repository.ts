import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { FairnessKeyRow, GameSeedRow, NewFairnessKey, NewRoll, RollRow } from './fairness.table';

/** Inserts pairs unless the member already has one in that place (first calls may race). */
export async function insertKeysIfNone(db: Kysely<Database>, rows: readonly NewFairnessKey[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('fairness_keys')
    .values([...rows])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member's pair in play and the pair committed for the next reset, whichever exist. */
export function findLiveKeys(db: Kysely<Database>, userId: string): Promise<FairnessKeyRow[]> {
  return db
    .selectFrom('fairness_keys')
    .selectAll()
    .where((eb) => eb.or([eb('active_for', '=', userId), eb('next_for', '=', userId)]))
    .execute();
}

/** The most recently retired pair of a user: its secret and salt are public now. */
export function findLastRetiredKey(db: Kysely<Database>, userId: string): Promise<FairnessKeyRow | undefined> {
  return db
    .selectFrom('fairness_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('retired_at', 'is not', null)
    .orderBy('retired_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findKeys(db: Kysely<Database>, ids: readonly string[]): Promise<FairnessKeyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('fairness_keys').selectAll().where('id', 'in', [...ids]).execute();
}

/**
 * Takes `count` consecutive rounds of the user's pair in one statement; on PostgreSQL the row
 * stays locked until the transaction ends, so rounds are unique and, since a rollback undoes the
 * increment too, gap-free.
 */
export async function takeRounds(trx: Trx, userId: string, count: number) {
  const taken = await sql<Pick<FairnessKeyRow, 'id' | 'secret' | 'public_hash' | 'user_seed' | 'round'>>`
    update fairness_keys set round = round + ${count} where active_for = ${userId}
    returning id, secret, public_hash, user_seed, round`.execute(trx);
  return taken.rows[0];
}

export async function setUserSeed(db: Kysely<Database>, userId: string, userSeed: string): Promise<boolean> {
  const result = await db.updateTable('fairness_keys').set({ user_seed: userSeed }).where('active_for', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires the user's pair in play and answers it (its secret is public from now on). */
export function retireActiveKey(trx: Trx, userId: string, now: number): Promise<FairnessKeyRow | undefined> {
  return trx.updateTable('fairness_keys').set({ active_for: null, retired_at: now }).where('active_for', '=', userId).returningAll().executeTakeFirst();
}

/** Puts the committed next pair in play with the given seed. */
export function promoteNextKey(trx: Trx, userId: string, userSeed: string): Promise<FairnessKeyRow | undefined> {
  return trx.updateTable('fairness_keys').set({ active_for: userId, next_for: null, user_seed: userSeed }).where('next_for', '=', userId).returningAll().executeTakeFirst();
}

export async function insertKey(trx: Trx, row: NewFairnessKey): Promise<void> {
  await trx.insertInto('fairness_keys').values(row).execute();
}

export function appendRolls(trx: Trx, rows: readonly NewRoll[]): void {
  unitOf(trx).append('fairness_rolls', rows);
}

export function findRolls(db: Kysely<Database>, ids: readonly string[]): Promise<RollRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('fairness_rolls').selectAll().where('id', 'in', [...ids]).execute();
}

export async function insertGameSeed(trx: Trx, row: GameSeedRow): Promise<void> {
  await trx.insertInto('fairness_game_seeds').values(row).execute();
}

export function findGameSeeds(db: Kysely<Database>, ids: readonly string[]): Promise<GameSeedRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('fairness_game_seeds').selectAll().where('id', 'in', [...ids]).execute();
}

/** Fixes a game's client seed, once: false when it was fixed already. */
export async function fixGameSeed(trx: Trx, id: string, fixed: Pick<GameSeedRow, 'player_seeds' | 'client_seed' | 'fixed_at'> & Partial<Pick<GameSeedRow, 'beacon_round' | 'beacon'>>): Promise<boolean> {
  // A battle that kept its players' seeds closed its entries then: that time stays.
  const result = await trx
    .updateTable('fairness_game_seeds')
    .set({ ...fixed, fixed_at: sql<number>`coalesce(fixed_at, ${fixed.fixed_at})` })
    .where('id', '=', id)
    .where('client_seed', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the players' seeds and when entries closed, leaving the client seed to the beacon round. */
export async function keepPlayerSeeds(trx: Trx, id: string, playerSeeds: string, now: number): Promise<boolean> {
  const result = await trx.updateTable('fairness_game_seeds').set({ player_seeds: playerSeeds, fixed_at: now }).where('id', '=', id).where('client_seed', 'is', null).where('fixed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reveals a game seed, once: false when it was revealed already. */
export async function revealGameSeed(trx: Trx, id: string, now: number): Promise<boolean> {
  const result = await trx.updateTable('fairness_game_seeds').set({ revealed_at: now }).where('id', '=', id).where('revealed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every pair of a user, oldest first, for their data export. */
export function allKeysOf(db: Kysely<Database>, userId: string): Promise<FairnessKeyRow[]> {
  return db.selectFrom('fairness_keys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Every roll made for a user in any game, oldest first, for their data export. */
export function allRollsOf(db: Kysely<Database>, userId: string): Promise<RollRow[]> {
  return db.selectFrom('fairness_rolls').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Retired pairs in id order after `afterId`: their secrets are public. */
export function retiredKeysAfter(db: Kysely<Database>, afterId: string, limit: number): Promise<FairnessKeyRow[]> {
  return db.selectFrom('fairness_keys').selectAll().where('retired_at', 'is not', null).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
