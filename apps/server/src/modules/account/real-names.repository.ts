import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RealNameRow } from './account.table';

export function findRealName(db: Kysely<Database>, ownerId: string): Promise<RealNameRow | undefined> {
  return db.selectFrom('real_names').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
}

export function findRealNameByKey(db: Kysely<Database>, idNumberKey: string): Promise<RealNameRow | undefined> {
  return db.selectFrom('real_names').selectAll().where('id_number_key', '=', idNumberKey).executeTakeFirst();
}

export async function insertRealName(db: Kysely<Database>, row: RealNameRow): Promise<void> {
  await db.insertInto('real_names').values(row).execute();
}

export async function deleteRealName(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db.deleteFrom('real_names').where('owner_id', '=', ownerId).execute();
}
