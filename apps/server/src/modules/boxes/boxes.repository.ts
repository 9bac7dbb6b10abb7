import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import type { Trx } from '../../db/unit-of-work';
import type { BoxOpenRow, NewBoxOpen } from './boxes.table';

type Executor = Kysely<Database>;

export async function insertOpens(trx: Trx, rows: readonly NewBoxOpen[]): Promise<void> {
  await insertRows('box_opens', rows).execute(trx);
}

export interface OpenFilter {
  readonly userId?: string | undefined;
  readonly boxId?: string | undefined;
}

function filtered(db: Executor, filter: OpenFilter) {
  let query = db.selectFrom('box_opens');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.boxId !== undefined) query = query.where('box_id', '=', filter.boxId);
  return query;
}

export async function pageOpens(db: Executor, filter: OpenFilter, page: number, size: number): Promise<{ rows: BoxOpenRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('position', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function recentOpens(db: Executor, limit: number): Promise<BoxOpenRow[]> {
  return db.selectFrom('box_opens').selectAll().orderBy('created_at', 'desc').orderBy('position', 'desc').limit(limit).execute();
}

/** The opens of one play, in the order they were rolled. */
export function findBatch(db: Executor, batchId: string): Promise<BoxOpenRow[]> {
  return db.selectFrom('box_opens').selectAll().where('batch_id', '=', batchId).orderBy('position').execute();
}

export function findOpen(db: Executor, id: string): Promise<BoxOpenRow | undefined> {
  return db.selectFrom('box_opens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Boxes by how often they were opened since a time, most first. */
export function mostOpened(db: Executor, since: number, limit: number) {
  return db
    .selectFrom('box_opens')
    .where('created_at', '>=', since)
    .select((eb) => ['box_id', eb.fn.countAll<number>().as('n')])
    .groupBy('box_id')
    .orderBy('n', 'desc')
    .orderBy('box_id')
    .limit(limit)
    .execute();
}

/** Records the guided first open; false when the member already had it. */
export async function claimGuidedOpen(db: Executor, userId: string, boxId: string, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('box_guided_opens')
    .values({ user_id: userId, box_id: boxId, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
