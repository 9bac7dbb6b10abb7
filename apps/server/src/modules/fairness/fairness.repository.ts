import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { FairnessKeyRow, NewFairnessKey } from './fairness.table';

type Executor = Kysely<Database> | Transaction<Database>;

/** Inserts a pair unless the user already has one in play (two first calls may race). */
export async function insertKeyIfNone(db: Executor, row: NewFairnessKey): Promise<void> {
  await db
    .insertInto('fairness_keys')
    .values(row)
    .onConflict((oc) => oc.column('active_for').doNothing())
    .execute();
}

export function findActiveKey(db: Executor, userId: string): Promise<FairnessKeyRow | undefined> {
  return db.selectFrom('fairness_keys').selectAll().where('active_for', '=', userId).executeTakeFirst();
}

/** The most recently retired pair of a user: its secret and salt are public now. */
export function findLastRetiredKey(db: Executor, userId: string): Promise<FairnessKeyRow | undefined> {
  return db
    .selectFrom('fairness_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active_for', 'is', null)
    .orderBy('retired_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findKey(db: Executor, id: string): Promise<FairnessKeyRow | undefined> {
  return db.selectFrom('fairness_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes `count` consecutive rounds of the user's pair in one statement; on PostgreSQL the row
 * stays locked until the transaction ends, so rounds are unique and, since a rollback undoes the
 * increment too, gap-free.
 */
export function takeRounds(trx: Transaction<Database>, userId: string, count: number) {
  return trx
    .updateTable('fairness_keys')
    .set((eb) => ({ round: eb('round', '+', count) }))
    .where('active_for', '=', userId)
    .returning(['id', 'secret', 'public_hash', 'user_seed', 'round'])
    .executeTakeFirst();
}

export async function setUserSeed(db: Executor, userId: string, userSeed: string): Promise<boolean> {
  const result = await db.updateTable('fairness_keys').set({ user_seed: userSeed }).where('active_for', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires the user's pair in play and answers it (its secret is public from now on). */
export function retireActiveKey(trx: Transaction<Database>, userId: string, now: number): Promise<FairnessKeyRow | undefined> {
  return trx.updateTable('fairness_keys').set({ active_for: null, retired_at: now }).where('active_for', '=', userId).returningAll().executeTakeFirst();
}

export async function insertKey(trx: Transaction<Database>, row: NewFairnessKey): Promise<void> {
  await trx.insertInto('fairness_keys').values(row).execute();
}
