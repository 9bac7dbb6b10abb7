import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { periodIndex } from '../../db/day-buckets';
import { readPage, type Page } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { BoxOpenRow, NewBoxOpen } from './boxes.table';

type Executor = Kysely<Database>;

export function appendOpens(trx: Trx, rows: readonly NewBoxOpen[]): void {
  unitOf(trx).append('box_opens', rows);
}

export interface OpenFilter {
  readonly userId?: string | undefined;
  readonly boxId?: string | undefined;
  /** Only opens of free level boxes: they record price 0, and a paid box always has a price. */
  readonly free?: boolean | undefined;
}

function filtered(db: Executor, filter: OpenFilter) {
  let query = db.selectFrom('box_opens');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.boxId !== undefined) query = query.where('box_id', '=', filter.boxId);
  if (filter.free) query = query.where('price', '=', 0);
  return query;
}

export async function pageOpens(db: Executor, filter: OpenFilter, page: number, size: number): Promise<Page<BoxOpenRow>> {
  return readPage(filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('position', 'desc'), page, size);
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

/** Paid boxes by how often they were opened since a time, most first. */
export function mostOpened(db: Executor, since: number, limit: number) {
  return db
    .selectFrom('box_opens')
    .where('created_at', '>=', since)
    .where('price', '>', 0)
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

/** A member's paid opens in [from, to). */
export async function countPaidOpens(db: Executor, userId: string, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('box_opens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('price', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The members with the most paid opens in [from, to), most first (the earliest to get there first on a tie). */
export async function topPaidOpeners(db: Executor, from: number, to: number, limit: number): Promise<{ userId: string; opens: number }[]> {
  const rows = await db
    .selectFrom('box_opens')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('price', '>', 0)
    .groupBy('user_id')
    .orderBy('n', 'desc')
    .orderBy('last')
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, opens: Number(row.n) }));
}

/**
 * Takes a member's open of a free box: inserted, or moved to now when the last one is at least a
 * cooldown old; false while the countdown runs. One statement, so racing opens meet on the row
 * (on PostgreSQL the second waits for the first to commit, then finds the countdown running).
 */
export async function claimFreeBox(trx: Trx, userId: string, boxId: string, now: number, cooldownMs: number): Promise<boolean> {
  const claimed = await trx
    .insertInto('free_box_claims')
    .values({ user_id: userId, box_id: boxId, opened_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'box_id'])
        .doUpdateSet({ opened_at: (eb) => eb.ref('excluded.opened_at') })
        .where('free_box_claims.opened_at', '<=', now - cooldownMs),
    )
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** When a member last opened each free box. */
export async function freeBoxClaims(db: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('free_box_claims').select(['box_id', 'opened_at']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.box_id, Number(row.opened_at)]));
}

/** Boxes opened per period (see `periodIndex`), and how many of them were free level boxes. */
export async function opensByPeriod(db: Executor, bounds: readonly number[]): Promise<{ period: number; opens: number; freeOpens: number }[]> {
  const period = periodIndex('created_at', bounds);
  const rows = await db
    .selectFrom('box_opens')
    .select((eb) => [
      period.as('period'),
      eb.fn.countAll<number | string>().as('opens'),
      eb.fn.sum<number | string>(eb.case().when('price', '=', 0).then(1).else(0).end()).as('free'),
    ])
    .where('created_at', '>=', bounds[0]!)
    .where('created_at', '<', bounds[bounds.length - 1]!)
    .groupBy(period)
    .execute();
  return rows.map((row) => ({ period: Number(row.period), opens: Number(row.opens), freeOpens: Number(row.free) }));
}

/** Paid opens in [from, to) per box, odds version and currency: how many, what they cost and the value of the items won. */
export async function paidOpenTotals(db: Executor, from: number, to: number) {
  const rows = await db
    .selectFrom('box_opens')
    .select((eb) => ['box_id', 'odds_version', 'currency', eb.fn.countAll<number | string>().as('opens'), eb.fn.sum<number | string>('price').as('spent'), eb.fn.sum<number | string>('item_price').as('paid')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('price', '>', 0)
    .groupBy(['box_id', 'odds_version', 'currency'])
    .execute();
  return rows.map((row) => ({ boxId: row.box_id, oddsVersion: Number(row.odds_version), currency: row.currency, opens: Number(row.opens), spent: Number(row.spent), paidOut: Number(row.paid) }));
}

/** Boxes opened on the site and the value of the items they gave, hundredths (the home page's counters). */
/** Per paid box, over every open: how many, and the sums of each open's return (item value ÷ price) and of its square, for a mean and its spread. */
export async function openReturnsByBox(db: Executor): Promise<{ boxId: string; opens: number; returnSum: number; returnSquares: number }[]> {
  const rows = await sql<{ box_id: string; opens: number | string; return_sum: number | string; return_squares: number | string }>`
    select box_id, count(*) as opens,
      sum(item_price * 1.0 / price) as return_sum,
      sum((item_price * 1.0 / price) * (item_price * 1.0 / price)) as return_squares
    from box_opens where price > 0 group by box_id`.execute(db);
  return rows.rows.map((row) => ({ boxId: row.box_id, opens: Number(row.opens), returnSum: Number(row.return_sum), returnSquares: Number(row.return_squares) }));
}

export async function siteOpenTotals(db: Executor): Promise<{ opens: number; dropped: number }> {
  const row = await db
    .selectFrom('box_opens')
    .select((eb) => [eb.fn.countAll<number | string>().as('opens'), eb.fn.coalesce(eb.fn.sum<number | string>('item_price'), eb.lit(0)).as('dropped')])
    .executeTakeFirstOrThrow();
  return { opens: Number(row.opens), dropped: Number(row.dropped) };
}

/** A member's opens per period (see `periodIndex`). */
export async function memberOpensByPeriod(db: Executor, userId: string, bounds: readonly number[]): Promise<{ period: number; opens: number }[]> {
  const period = periodIndex('created_at', bounds);
  const rows = await db
    .selectFrom('box_opens')
    .select((eb) => [period.as('period'), eb.fn.countAll<number | string>().as('opens')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', bounds[0]!)
    .where('created_at', '<', bounds[bounds.length - 1]!)
    .groupBy(period)
    .execute();
  return rows.map((row) => ({ period: Number(row.period), opens: Number(row.opens) }));
}

/** A member's opens in all. */
export async function countMemberOpens(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('box_opens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The opens that gave the most valuable items, in [from, to) and of one member when named; the earlier first on a tie. */
export function bestOpens(db: Executor, filter: { readonly from?: number; readonly to?: number; readonly userId?: string }, limit: number): Promise<BoxOpenRow[]> {
  let query = db.selectFrom('box_opens').selectAll();
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  return query.orderBy('item_price', 'desc').orderBy('created_at').orderBy('id').limit(limit).execute();
}
