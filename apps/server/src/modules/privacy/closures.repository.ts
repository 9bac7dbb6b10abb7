import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { PrivacyClosureRow } from './privacy.table';

type Q = Kysely<Database>;

/** Records a closure unless the owner has one already; false when it had. */
export async function insertClosureOnce(db: Q, row: PrivacyClosureRow): Promise<boolean> {
  const inserted = await db
    .insertInto('privacy_closures')
    .values(row)
    .onConflict((oc) => oc.column('owner_id').doNothing())
    .returning('owner_id')
    .execute();
  return inserted.length === 1;
}

/** Plain SQL: every play reads it. */
/** 1 when a person has asked to close, else 0 (an integer on both databases): the play gate selects it with the standing. */
export function closureExists(ownerId: RawBuilder<string>): RawBuilder<number> {
  return sql<number>`case when exists (select 1 from privacy_closures where owner_id = ${ownerId}) then 1 else 0 end`;
}

export async function findClosure(db: Q, ownerId: string): Promise<PrivacyClosureRow | undefined> {
  return (await sql<PrivacyClosureRow>`select * from privacy_closures where owner_id = ${ownerId}`.execute(db)).rows[0];
}

/** Open requests, the reply due soonest first: what the operator console lists. */
export function listOpenClosures(db: Q): Promise<PrivacyClosureRow[]> {
  return db.selectFrom('privacy_closures').selectAll().where('status', '=', 'open').orderBy('reply_by').orderBy('owner_id').execute();
}

export async function markErased(db: Q, ownerId: string, now: number): Promise<void> {
  await db.updateTable('privacy_closures').set({ status: 'done', erased_at: now }).where('owner_id', '=', ownerId).where('status', '=', 'open').execute();
}
