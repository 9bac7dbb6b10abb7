import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/unit-of-work';
import type { NoticeRow, SysConfigRow } from './site.table';

export function findConfig(db: Kysely<Database>, code: string) {
  return db.selectFrom('sys_config').select(['code', 'value']).where('code', '=', code).executeTakeFirst();
}

export function listVisibleNotices(db: Kysely<Database>): Promise<NoticeRow[]> {
  return db.selectFrom('notices').selectAll().where('visible', '=', 1).orderBy('sort', 'desc').orderBy('published_at', 'desc').execute();
}

export async function countNotices(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every notice, hidden ones too, in the order players see the visible ones. */
export function listNotices(db: Kysely<Database>): Promise<NoticeRow[]> {
  return db.selectFrom('notices').selectAll().orderBy('sort', 'desc').orderBy('published_at', 'desc').orderBy('id').execute();
}

export function findNotice(trx: Trx, id: string): Promise<NoticeRow | undefined> {
  return trx.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNotice(trx: Trx, row: NoticeRow): Promise<void> {
  await trx.insertInto('notices').values(row).execute();
}

export async function updateNotice(trx: Trx, id: string, changes: Omit<NoticeRow, 'id' | 'published_at'>): Promise<void> {
  await trx.updateTable('notices').set(changes).where('id', '=', id).execute();
}

export function listConfig(db: Kysely<Database>): Promise<SysConfigRow[]> {
  return db.selectFrom('sys_config').selectAll().orderBy('code').execute();
}

export function findConfigIn(trx: Trx, code: string): Promise<SysConfigRow | undefined> {
  return trx.selectFrom('sys_config').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function saveConfig(trx: Trx, row: SysConfigRow): Promise<void> {
  await trx
    .insertInto('sys_config')
    .values(row)
    .onConflict((conflict) => conflict.column('code').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
