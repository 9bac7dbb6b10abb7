import type { Kysely } from 'kysely';
import { SELL_STATUS } from '@lootbay/shared/schemas/retrieval';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { RetrievalEventsTable, RetrievalRequestsTable, RetrievalRow, RetrievalsTable } from './retrieval.table';
import type { RetrievalState } from './retrieval.transitions';

type Executor = Kysely<Database>;

/** Records a take-back request; false when its key was used before. */
export async function insertRequest(trx: Trx, row: RetrievalRequestsTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('retrieval_requests')
    .values(row)
    .onConflict((conflict) => conflict.column('request_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findRequestByKey(db: Executor, requestKey: string) {
  return db.selectFrom('retrieval_requests').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

export async function insertRetrievals(trx: Trx, rows: readonly RetrievalsTable[], events: readonly RetrievalEventsTable[]): Promise<void> {
  await trx.insertInto('retrieval_events').values([...events]).execute();
  await trx.insertInto('retrievals').values([...rows]).execute();
}

export function insertEvent(trx: Trx, event: RetrievalEventsTable) {
  return trx.insertInto('retrieval_events').values(event).execute();
}

export function findRetrieval(db: Executor, id: string): Promise<RetrievalRow | undefined> {
  return db.selectFrom('retrievals').selectAll().where('id', '=', id).executeTakeFirst();
}

export function retrievalsOfRequest(db: Executor, requestId: string): Promise<RetrievalRow[]> {
  return db.selectFrom('retrievals').selectAll().where('request_id', '=', requestId).orderBy('item_id').execute();
}

export interface RetrievalChange {
  readonly to: RetrievalState;
  readonly outcome?: string;
  readonly tradeOfferId?: string | null;
  readonly offerExpiresAt?: number | null;
  readonly nextCheckAt: number | null;
  readonly now: number;
  /** The check this change answers: it counts as asked, and a change for an older check is refused. */
  readonly check?: number;
  /** Only while no market order can exist: Steam has not yet been recorded as saying the inventory is public. */
  readonly beforeOrder?: boolean;
}

/**
 * The one way a retrieval's statuses change: only from the state it was read in (and, for a
 * check, only for the check it answers), in one statement; answers the new event seq, or
 * undefined when another change came first.
 */
export async function moveRetrieval(trx: Trx, id: string, from: RetrievalState, change: RetrievalChange): Promise<{ event_seq: number; user_id: string; item_id: string } | undefined> {
  const finished = change.nextCheckAt === null;
  let query = trx
    .updateTable('retrievals')
    .set((eb) => ({
      sell_status: change.to.sell,
      shipping_status: change.to.shipping,
      event_seq: eb('event_seq', '+', 1),
      state_since: change.now,
      next_check_at: change.nextCheckAt,
      ...(change.check === undefined ? {} : { checks: change.check + 1 }),
      ...(change.outcome === undefined ? {} : { outcome: change.outcome }),
      ...(change.tradeOfferId === undefined ? {} : { trade_offer_id: change.tradeOfferId }),
      ...(change.offerExpiresAt === undefined ? {} : { offer_expires_at: change.offerExpiresAt }),
      ...(finished ? { finished_at: change.now } : {}),
    }))
    .where('id', '=', id)
    .where('sell_status', '=', from.sell)
    .where('shipping_status', '=', from.shipping);
  if (change.check !== undefined) query = query.where('checks', '=', change.check);
  if (change.beforeOrder) query = query.where('steam_checked_at', 'is', null);
  return query.returning(['event_seq', 'user_id', 'item_id']).executeTakeFirst();
}

/**
 * Records that Steam said the inventory is public, for check `check` of a retrieval still under
 * way and not yet checked; committed before the market order is placed. False when a racing change
 * (a cancellation, the sweep) came first.
 */
export async function recordSteamChecked(db: Executor, id: string, check: number, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('retrievals')
    .set({ steam_checked_at: now })
    .where('id', '=', id)
    .where('checks', '=', check)
    .where('finished_at', 'is', null)
    .where('steam_checked_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A check that found nothing new: it counts as asked, and the next one is due at `nextCheckAt`. */
export async function recordCheck(trx: Trx, id: string, check: number, nextCheckAt: number): Promise<boolean> {
  const updated = await trx
    .updateTable('retrievals')
    .set({ checks: check + 1, next_check_at: nextCheckAt })
    .where('id', '=', id)
    .where('checks', '=', check)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function pageRetrievals(db: Executor, userId: string, kind: string, state: 'open' | 'finished' | undefined, page: number, size: number) {
  let filtered = db.selectFrom('retrievals').where('user_id', '=', userId).where('kind', '=', kind);
  if (state === 'open') filtered = filtered.where('finished_at', 'is', null);
  if (state === 'finished') filtered = filtered.where('finished_at', 'is not', null);
  return readPage(filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size);
}

/** Retrievals under way whose check is overdue by more than `graceMs`: their job died or gave up. */
export function overdueRetrievals(db: Executor, now: number, graceMs: number, limit: number) {
  return db
    .selectFrom('retrievals')
    .select(['id', 'checks'])
    .where('finished_at', 'is', null)
    .where('next_check_at', '<', now - graceMs)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
}

/** Every retrieval of a member's backpack items, oldest first, for their data export. */
export function retrievalsOfUser(db: Executor, userId: string, kind: string) {
  return db.selectFrom('retrievals').selectAll().where('user_id', '=', userId).where('kind', '=', kind).orderBy('created_at').orderBy('id').execute();
}

/**
 * Erasure: blanks the trade link copied into the members' finished retrievals (complete or
 * cancelled). One still under way keeps it: its market order may yet be placed with it.
 */
export async function blankFinishedTradeUrls(trx: Trx, userIds: readonly string[]): Promise<void> {
  await trx
    .updateTable('retrievals')
    .set({ trade_url: '' })
    .where('user_id', 'in', userIds)
    .where('sell_status', 'in', [SELL_STATUS.complete, SELL_STATUS.cancelled])
    .execute();
}

export async function retrievalIdsOf(trx: Trx, userIds: readonly string[]): Promise<string[]> {
  return (await trx.selectFrom('retrievals').select('id').where('user_id', 'in', userIds).orderBy('id').execute()).map((row) => row.id);
}

export interface RetrievalFilter {
  readonly state?: 'open' | 'finished' | undefined;
  readonly kind?: string | undefined;
  readonly userId?: string | undefined;
}

/** Every retrieval the filter matches, newest first: the operators' queue. */
export async function pageAllRetrievals(db: Executor, filter: RetrievalFilter, page: number, size: number) {
  let filtered = db.selectFrom('retrievals');
  if (filter.state === 'open') filtered = filtered.where('finished_at', 'is', null);
  if (filter.state === 'finished') filtered = filtered.where('finished_at', 'is not', null);
  if (filter.kind) filtered = filtered.where('kind', '=', filter.kind);
  if (filter.userId) filtered = filtered.where('user_id', '=', filter.userId);
  return readPage(filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size);
}
