import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NoticeRow } from './site.table';

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
