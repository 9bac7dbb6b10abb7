import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import { readPage, type Page } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { FishingCatchRow, FishingPurchaseRow, FishingSessionRow, FishingToolRow } from './fishing.table';

type Executor = Kysely<Database>;

// Tools

export function listTools(db: Executor, options: { readonly enabledOnly: boolean }): Promise<FishingToolRow[]> {
  let query = db.selectFrom('fishing_tools').selectAll();
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  return query.orderBy('sort').orderBy('id').execute();
}

export function findTool(db: Executor, id: string): Promise<FishingToolRow | undefined> {
  return db.selectFrom('fishing_tools').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveTool(trx: Trx, row: FishingToolRow): Promise<void> {
  const change = { kind: row.kind, level: row.level, bait: row.bait, price: row.price, enabled: row.enabled, sort: row.sort, name_cn: row.name_cn, name_br: row.name_br, name_en: row.name_en, updated_at: row.updated_at };
  await trx
    .insertInto('fishing_tools')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(change))
    .execute();
}

/** Adds tools that are not there yet (the demo shop); tools an operator changed stay as they are. */
export async function insertMissingTools(db: Executor, rows: readonly FishingToolRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('fishing_tools')
    .values([...rows])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

// The bag

/** A member's bag with each tool's kind and level. */
export function bagOf(db: Executor, userId: string) {
  return db
    .selectFrom('fishing_bag as b')
    .innerJoin('fishing_tools as t', 't.id', 'b.tool_id')
    .select(['b.tool_id', 'b.bait', 't.kind', 't.level', 't.sort', 't.name_cn', 't.name_br', 't.name_en'])
    .where('b.user_id', '=', userId)
    .orderBy('t.kind')
    .orderBy('t.sort')
    .orderBy('b.tool_id')
    .execute();
}

export async function baitHeld(db: Executor, userId: string, toolId: string): Promise<number> {
  const row = await db.selectFrom('fishing_bag').select('bait').where('user_id', '=', userId).where('tool_id', '=', toolId).executeTakeFirst();
  return row?.bait ?? 0;
}

/** Adds bait to a member's bag (a purchase, or bait an ended session gives back). */
export async function addBait(trx: Trx, userId: string, toolId: string, bait: number, now: number): Promise<void> {
  await trx
    .insertInto('fishing_bag')
    .values({ user_id: userId, tool_id: toolId, bait, updated_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'tool_id']).doUpdateSet({ bait: sql`fishing_bag.bait + excluded.bait`, updated_at: now }))
    .execute();
}

/** Takes bait out of the bag for a session: all or nothing, never below zero. */
export async function takeBait(trx: Trx, userId: string, toolId: string, bait: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('fishing_bag')
    .set((eb) => ({ bait: eb('bait', '-', bait), updated_at: now }))
    .where('user_id', '=', userId)
    .where('tool_id', '=', toolId)
    .where('bait', '>=', bait)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a rod in the bag; false when the member owns it already. */
export async function insertRod(trx: Trx, userId: string, toolId: string, now: number): Promise<boolean> {
  const inserted = await sql`${insertRows('fishing_bag', [{ user_id: userId, tool_id: toolId, bait: 0, updated_at: now }])} on conflict do nothing returning tool_id`.execute(trx);
  return inserted.rows.length === 1;
}

/** The deepest level the member's rods reach; 0 without a rod. */
export async function rodLevelOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('fishing_bag as b')
    .innerJoin('fishing_tools as t', 't.id', 'b.tool_id')
    .select((eb) => eb.fn.max('t.level').as('level'))
    .where('b.user_id', '=', userId)
    .where('t.kind', '=', 'rod')
    .executeTakeFirst();
  return Number(row?.level ?? 0);
}

// Purchases

export async function insertPurchase(trx: Trx, row: FishingPurchaseRow): Promise<void> {
  await insertRows('fishing_purchases', [row]).execute(trx);
}

export function findPurchase(db: Executor, id: string): Promise<FishingPurchaseRow | undefined> {
  return db.selectFrom('fishing_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

// Sessions

export function activeSession(db: Executor, userId: string): Promise<FishingSessionRow | undefined> {
  return db.selectFrom('fishing_sessions').selectAll().where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
}

/** The member's latest session, active or ended. */
export function latestSession(db: Executor, userId: string): Promise<FishingSessionRow | undefined> {
  return db.selectFrom('fishing_sessions').selectAll().where('user_id', '=', userId).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findSession(db: Executor, id: string): Promise<FishingSessionRow | undefined> {
  return db.selectFrom('fishing_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Opens a session; false when the member has one without an end (the partial unique index). */
export async function insertSession(trx: Trx, row: FishingSessionRow): Promise<boolean> {
  const inserted = await sql`${insertRows('fishing_sessions', [row])} on conflict do nothing returning id`.execute(trx);
  return inserted.rows.length === 1;
}

/**
 * Counts leisure catch `seq` in, after catch seq − 1 and within the bait the session may use (all
 * of it while it runs; what it used once ended). The last bait's catch ends the session. On
 * PostgreSQL the update holds the row, so an end racing it sees the catch or refuses it.
 */
export async function landCatch(trx: Trx, sessionId: string, seq: number, dueAt: number, last: boolean): Promise<boolean> {
  const result = await trx
    .updateTable('fishing_sessions')
    .set({
      catches: seq,
      ...(last ? { ended_at: sql<number>`coalesce(ended_at, ${dueAt})`, end_reason: sql<string>`coalesce(end_reason, 'exhausted')` } : {}),
    })
    .where('id', '=', sessionId)
    .where('mode', '=', 'leisure')
    .where('catches', '=', seq - 1)
    .where(sql<boolean>`bait - bait_returned >= ${seq}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Spends one bait of the member's running entertainment session; answers the session as the cast
 * left it (`catches` is the cast's number), or nothing when there is no such session or no bait
 * left. The last bait ends the session.
 */
export function castOne(trx: Trx, userId: string, now: number): Promise<FishingSessionRow | undefined> {
  return trx
    .updateTable('fishing_sessions')
    .set({
      catches: sql<number>`catches + 1`,
      ended_at: sql<number>`case when catches + 1 >= bait then ${now} else ended_at end`,
      end_reason: sql<string>`case when catches + 1 >= bait then 'exhausted' else end_reason end`,
    })
    .where('user_id', '=', userId)
    .where('mode', '=', 'entertainment')
    .where('ended_at', 'is', null)
    .where(sql<boolean>`catches < bait`)
    .returningAll()
    .executeTakeFirst();
}

/** Takes an active session's row to end it (holding it on PostgreSQL); nothing when it has ended already. */
export function claimEnd(trx: Trx, sessionId: string, now: number): Promise<FishingSessionRow | undefined> {
  return trx.updateTable('fishing_sessions').set({ ended_at: now }).where('id', '=', sessionId).where('ended_at', 'is', null).returningAll().executeTakeFirst();
}

export async function recordEnd(trx: Trx, sessionId: string, end: { readonly endedAt: number; readonly reason: string; readonly baitReturned: number }): Promise<void> {
  await trx.updateTable('fishing_sessions').set({ ended_at: end.endedAt, end_reason: end.reason, bait_returned: end.baitReturned }).where('id', '=', sessionId).execute();
}

/**
 * Leisure sessions with a catch to land: running ones whose next catch fell due, and ended ones
 * whose due catches were not all landed (an end cut short by a crash).
 */
export function sessionsWithCatchesDue(db: Executor, now: number, limit: number): Promise<FishingSessionRow[]> {
  return db
    .selectFrom('fishing_sessions')
    .selectAll()
    .where('mode', '=', 'leisure')
    .where((eb) =>
      eb.or([
        eb.and([eb('ended_at', 'is', null), sql<boolean>`started_at + (catches + 1) * catch_ms <= ${now}`]),
        eb.and([eb('ended_at', 'is not', null), sql<boolean>`catches < bait - bait_returned`]),
      ]),
    )
    .orderBy('started_at')
    .limit(limit)
    .execute();
}

/** Sessions for the console: active ones (or every one), newest first. */
export function pageSessions(db: Executor, filter: { readonly active?: boolean | undefined }, page: number, size: number): Promise<Page<FishingSessionRow>> {
  let query = db.selectFrom('fishing_sessions');
  if (filter.active === true) query = query.where('ended_at', 'is', null);
  if (filter.active === false) query = query.where('ended_at', 'is not', null);
  return readPage(query.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc'), page, size);
}

// Catches

export type CatchWithSession = FishingCatchRow & { readonly place_id: number; readonly mode: string };

function catchesWithSession(db: Executor) {
  return db.selectFrom('fishing_catches as c').innerJoin('fishing_sessions as s', 's.id', 'c.session_id').selectAll('c').select(['s.place_id', 's.mode']);
}

/** A catch goes with its play's appends: nothing in the play reads it back. */
export function appendCatch(trx: Trx, row: FishingCatchRow): void {
  unitOf(trx).append('fishing_catches', [row]);
}

export function findCatch(db: Executor, id: string): Promise<CatchWithSession | undefined> {
  return catchesWithSession(db).where('c.id', '=', id).executeTakeFirst();
}

/** Writes what opening a catch box gave; false when it was opened already. */
export async function recordOpen(trx: Trx, id: string, openRef: string, open: { readonly openedAt: number; readonly rollId: string; readonly ornamentId: string; readonly price: number; readonly backpackItemId: string }): Promise<boolean> {
  const result = await trx
    .updateTable('fishing_catches')
    .set({ opened_at: open.openedAt, open_ref: openRef, roll_id: open.rollId, ornament_id: open.ornamentId, item_price: open.price, backpack_item_id: open.backpackItemId })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function recentCatches(db: Executor, sessionId: string, limit: number): Promise<CatchWithSession[]> {
  return catchesWithSession(db).where('c.session_id', '=', sessionId).orderBy('c.seq', 'desc').limit(limit).execute();
}

/** A member's catch boxes still to open, oldest first. */
export function unopenedCatches(db: Executor, userId: string, limit: number): Promise<CatchWithSession[]> {
  return catchesWithSession(db).where('c.user_id', '=', userId).where('c.opened_at', 'is', null).orderBy('c.caught_at').orderBy('c.id').limit(limit).execute();
}

export async function countUnopened(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('fishing_catches').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('opened_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's catches, newest first (every catch has its session, so the join drops none from the count). */
export function pageCatches(db: Executor, userId: string, page: number, size: number): Promise<Page<CatchWithSession>> {
  return readPage(catchesWithSession(db).where('c.user_id', '=', userId).orderBy('c.caught_at', 'desc').orderBy('c.id', 'desc'), page, size);
}
