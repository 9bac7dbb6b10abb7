import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import type { Trx } from '../../db/unit-of-work';
import type { PlayRow } from './play.table';

/**
 * Claims a request key for a new play. On PostgreSQL a racing claim of the same key waits for the
 * first one's transaction and then finds it taken (or, if that one rolled back, takes it).
 */
export async function claimPlay(trx: Trx, row: PlayRow): Promise<boolean> {
  const inserted = await sql`${insertRows('plays', [row])} on conflict (request_key) do nothing returning id`.execute(trx);
  return inserted.rows.length === 1;
}

export function findPlayByKey(db: Kysely<Database>, requestKey: string): Promise<PlayRow | undefined> {
  return db.selectFrom('plays').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

export function findPlay(db: Kysely<Database>, id: string): Promise<PlayRow | undefined> {
  return db.selectFrom('plays').selectAll().where('id', '=', id).executeTakeFirst();
}
