import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage, type Page } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { ArenaReportRow, ArenaRobotProfileRow } from './arena.table';

type Executor = Kysely<Database>;

export function robotProfiles(db: Executor): Promise<ArenaRobotProfileRow[]> {
  return db.selectFrom('arena_robot_profiles').selectAll().execute();
}

export function findRobotProfile(trx: Trx, robotId: string): Promise<ArenaRobotProfileRow | undefined> {
  return trx.selectFrom('arena_robot_profiles').selectAll().where('robot_id', '=', robotId).executeTakeFirst();
}

export async function saveRobotProfile(trx: Trx, row: ArenaRobotProfileRow): Promise<void> {
  await trx
    .insertInto('arena_robot_profiles')
    .values(row)
    .onConflict((conflict) => conflict.column('robot_id').doUpdateSet({ nickname: row.nickname, avatar: row.avatar, updated_at: row.updated_at }))
    .execute();
}

/** How many members reported each battle. */
export async function reportCounts(db: Executor, battleIds: readonly string[]): Promise<Map<string, number>> {
  if (battleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('arena_reports')
    .select(['battle_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('battle_id', 'in', battleIds)
    .groupBy('battle_id')
    .execute();
  return new Map(rows.map((row) => [row.battle_id, Number(row.n)]));
}

/** Reports, newest first: open ones (not reviewed), reviewed ones, or all. */
export function pageReports(db: Executor, state: 'open' | 'reviewed' | undefined, page: number, size: number): Promise<Page<ArenaReportRow>> {
  let query = db.selectFrom('arena_reports');
  if (state === 'open') query = query.where('reviewed_at', 'is', null);
  if (state === 'reviewed') query = query.where('reviewed_at', 'is not', null);
  return readPage(query.selectAll().orderBy('created_at', 'desc').orderBy('battle_id', 'desc').orderBy('user_id'), page, size);
}

export function findReport(trx: Trx, battleId: string, userId: string): Promise<ArenaReportRow | undefined> {
  return trx.selectFrom('arena_reports').selectAll().where('battle_id', '=', battleId).where('user_id', '=', userId).executeTakeFirst();
}

/** Records the review of a report not reviewed yet; false when there is none such (unknown or reviewed already). */
export async function reviewReport(trx: Trx, battleId: string, userId: string, review: { reviewed_at: number; reviewed_by: string; outcome: string; review_reason: string }): Promise<boolean> {
  const result = await trx
    .updateTable('arena_reports')
    .set(review)
    .where('battle_id', '=', battleId)
    .where('user_id', '=', userId)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
