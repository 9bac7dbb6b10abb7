import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { insertRows } from '../../db/insert-rows';
import { readPage, type Page } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { ExponentBagRow, ExponentGraffitiRow, ExponentOfferRow, ExponentOpenRow, ExponentPurchaseRow, ExponentRoundRow, NewExponentRound } from './exponent.table';

type Executor = Kysely<Database>;

const SETTINGS_ID = 'site';

export function latestRound(db: Executor): Promise<ExponentRoundRow | undefined> {
  return db.selectFrom('exponent_rounds').selectAll().orderBy('starts_at', 'desc').limit(1).executeTakeFirst();
}

/** Adds a round unless another instance did first (on PostgreSQL it waits for that one's commit); true when added. */
export async function insertRoundIfNone(trx: Trx, round: NewExponentRound): Promise<boolean> {
  const inserted = await sql`${insertRows('exponent_rounds', [round])} on conflict do nothing returning issue`.execute(trx);
  return inserted.rows.length === 1;
}

export async function setRoundSeed(trx: Trx, issue: string, seedId: string, publicHash: string): Promise<void> {
  await trx.updateTable('exponent_rounds').set({ game_seed_id: seedId, public_hash: publicHash }).where('issue', '=', issue).execute();
}

export function findRound(db: Executor, issue: string): Promise<ExponentRoundRow | undefined> {
  return db.selectFrom('exponent_rounds').selectAll().where('issue', '=', issue).executeTakeFirst();
}

/** The round running at a moment. */
export function roundAt(db: Executor, at: number): Promise<ExponentRoundRow | undefined> {
  return db.selectFrom('exponent_rounds').selectAll().where('starts_at', '<=', at).where('ends_at', '>', at).executeTakeFirst();
}

/** Rounds that ended and wait for their settlement, oldest first. */
export function dueRounds(db: Executor, at: number, limit: number): Promise<ExponentRoundRow[]> {
  return db.selectFrom('exponent_rounds').selectAll().where('status', '=', 'open').where('ends_at', '<=', at).orderBy('starts_at').limit(limit).execute();
}

/** The open round that ends first after a moment: the one in play, or else the next to open. */
export function nextToEnd(db: Executor, at: number): Promise<ExponentRoundRow | undefined> {
  return db.selectFrom('exponent_rounds').selectAll().where('status', '=', 'open').where('ends_at', '>', at).orderBy('starts_at').limit(1).executeTakeFirst();
}

/** Rounds committed ahead of a moment, soonest first. */
export function upcomingRounds(db: Executor, at: number, limit: number): Promise<ExponentRoundRow[]> {
  return db.selectFrom('exponent_rounds').selectAll().where('starts_at', '>', at).orderBy('starts_at').limit(limit).execute();
}

/** Rounds that ended before a moment, newest first. */
export async function pastRounds(db: Executor, at: number, page: number, size: number): Promise<Page<ExponentRoundRow>> {
  const past = db.selectFrom('exponent_rounds').where('ends_at', '<=', at);
  return readPage(past.selectAll().orderBy('starts_at', 'desc'), page, size);
}

/** The last settled round before a moment (its close is the index now). */
export function lastSettled(db: Executor, before: number): Promise<ExponentRoundRow | undefined> {
  return db.selectFrom('exponent_rounds').selectAll().where('status', '=', 'settled').where('ends_at', '<=', before).orderBy('starts_at', 'desc').limit(1).executeTakeFirst();
}

/**
 * Holds the round in play for a purchase: true when it is open at that moment. On PostgreSQL a
 * shared lock, so purchases go on side by side while the settlement, which closes the row first,
 * waits for those under way and then sees each of them; one that comes after finds it closed.
 * SQLite runs one writer at a time, which gives the same.
 */
export async function holdOpenRound(trx: Trx, dialect: DialectName, issue: string, at: number): Promise<boolean> {
  let query = trx.selectFrom('exponent_rounds').select('issue').where('issue', '=', issue).where('status', '=', 'open').where('starts_at', '<=', at).where('ends_at', '>', at);
  if (dialect === 'postgres') query = query.forShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Closes an open round for its settlement; answers it as closed, or nothing when it was settled already. */
export function closeRound(trx: Trx, issue: string, at: number): Promise<ExponentRoundRow | undefined> {
  return trx.updateTable('exponent_rounds').set({ status: 'settled', settled_at: at }).where('issue', '=', issue).where('status', '=', 'open').returningAll().executeTakeFirst();
}

/** The round just before one. */
export function previousRound(trx: Trx, startsAt: number): Promise<ExponentRoundRow | undefined> {
  return trx.selectFrom('exponent_rounds').selectAll().where('starts_at', '<', startsAt).orderBy('starts_at', 'desc').limit(1).executeTakeFirst();
}

export async function recordSettlement(
  trx: Trx,
  issue: string,
  settled: Pick<ExponentRoundRow, 'buyers' | 'client_seed' | 'roll_id' | 'roll_point' | 'result' | 'index_open' | 'index_close' | 'graffiti_id' | 'graffiti_price'>,
): Promise<void> {
  await trx.updateTable('exponent_rounds').set(settled).where('issue', '=', issue).execute();
}

/** A purchase goes with its play's appends: nothing in the play reads it back, and the round's row it holds keeps a settlement waiting for it. */
export function appendPurchase(trx: Trx, row: ExponentPurchaseRow): void {
  unitOf(trx).append('exponent_purchases', [row]);
}

export function findPurchase(db: Executor, id: string): Promise<ExponentPurchaseRow | undefined> {
  return db.selectFrom('exponent_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A round's purchases in purchase order (their time-ordered ids). */
export function purchasesOf(db: Executor, issue: string, page?: { readonly page: number; readonly size: number }): Promise<ExponentPurchaseRow[]> {
  let query = db.selectFrom('exponent_purchases').selectAll().where('issue', '=', issue).orderBy('id');
  if (page) query = query.limit(page.size).offset((page.page - 1) * page.size);
  return query.execute();
}

/** What a member bought in a round so far, in the caller's transaction. */
export function memberPurchasesIn(db: Executor, issue: string, userId: string): Promise<ExponentPurchaseRow[]> {
  return db.selectFrom('exponent_purchases').selectAll().where('issue', '=', issue).where('user_id', '=', userId).orderBy('id').execute();
}

export async function countPurchases(db: Executor, issue: string): Promise<number> {
  const row = await db.selectFrom('exponent_purchases').select((eb) => eb.fn.countAll<number>().as('n')).where('issue', '=', issue).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many bought into each of some rounds (rounds nobody bought into are left out). */
export async function countsOf(db: Executor, issues: readonly string[]): Promise<Map<string, number>> {
  if (issues.length === 0) return new Map();
  const rows = await db
    .selectFrom('exponent_purchases')
    .select(['issue', (eb) => eb.fn.countAll<number>().as('n')])
    .where('issue', 'in', [...issues])
    .groupBy('issue')
    .execute();
  return new Map(rows.map((row) => [row.issue, Number(row.n)]));
}

/**
 * Each purchase's place in its round's purchase order, from 0: per round, the purchases before the
 * earliest of them counted, then the ones between the earliest and the latest read in order (one
 * page of a round's buyers, or a member's one purchase of it).
 */
export async function purchaseOrder(db: Executor, purchases: readonly Pick<ExponentPurchaseRow, 'id' | 'issue'>[]): Promise<Map<string, number>> {
  const order = new Map<string, number>();
  const byIssue = new Map<string, string[]>();
  for (const purchase of purchases) byIssue.set(purchase.issue, [...(byIssue.get(purchase.issue) ?? []), purchase.id]);
  for (const [issue, ids] of byIssue) {
    const sorted = [...ids].sort();
    const [first, last] = [sorted[0]!, sorted.at(-1)!];
    // One purchase is preceded by the count before it; several need the ids between them too.
    const [before, between] = await Promise.all([
      db.selectFrom('exponent_purchases').select((eb) => eb.fn.countAll<number>().as('n')).where('issue', '=', issue).where('id', '<', first).executeTakeFirstOrThrow(),
      first === last ? [{ id: first }] : db.selectFrom('exponent_purchases').select('id').where('issue', '=', issue).where('id', '>=', first).where('id', '<=', last).orderBy('id').execute(),
    ]);
    between.forEach((row, index) => order.set(row.id, Number(before.n) + index));
  }
  return order;
}

/** A member's purchases, newest first. */
export async function pageMemberPurchases(db: Executor, userId: string, page: number, size: number): Promise<Page<ExponentPurchaseRow>> {
  const own = db.selectFrom('exponent_purchases').where('user_id', '=', userId);
  return readPage(own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size);
}

export async function insertBag(trx: Trx, rows: readonly ExponentBagRow[]): Promise<void> {
  if (rows.length > 0) await insertRows('exponent_bag', rows).execute(trx);
}

export async function insertGraffiti(trx: Trx, rows: readonly ExponentGraffitiRow[]): Promise<void> {
  if (rows.length > 0) await insertRows('exponent_graffiti', rows).execute(trx);
}

export function bagByIds(db: Executor, ids: readonly string[]): Promise<ExponentBagRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exponent_bag').selectAll().where('id', 'in', [...ids]).execute();
}

export function graffitiByPurchases(db: Executor, ids: readonly string[]): Promise<ExponentGraffitiRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exponent_graffiti').selectAll().where('purchase_id', 'in', [...ids]).execute();
}

/** Takes a held index box for its open; false when it is not the member's or was opened already. */
export async function openBag(trx: Trx, id: string, userId: string, at: number): Promise<boolean> {
  const result = await trx.updateTable('exponent_bag').set({ opened_at: at }).where('id', '=', id).where('user_id', '=', userId).where('opened_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A member's index boxes: held ones first (oldest first), then opened ones, newest open first. */
export async function pageBag(db: Executor, userId: string, status: 'held' | 'opened' | undefined, page: number, size: number): Promise<Page<ExponentBagRow>> {
  let own = db.selectFrom('exponent_bag').where('user_id', '=', userId);
  if (status === 'held') own = own.where('opened_at', 'is', null);
  if (status === 'opened') own = own.where('opened_at', 'is not', null);
  return readPage(own.selectAll().orderBy(sql`case when opened_at is null then 0 else 1 end`).orderBy(sql`case when opened_at is null then created_at else -opened_at end`).orderBy('id'), page, size);
}

export async function countHeld(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('exponent_bag').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('opened_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOpen(trx: Trx, row: ExponentOpenRow): Promise<void> {
  await insertRows('exponent_opens', [row]).execute(trx);
}

export function opensByBag(db: Executor, bagIds: readonly string[]): Promise<ExponentOpenRow[]> {
  if (bagIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('exponent_opens').selectAll().where('bag_id', 'in', [...bagIds]).execute();
}

export function findOpen(db: Executor, id: string): Promise<ExponentOpenRow | undefined> {
  return db.selectFrom('exponent_opens').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function pageOpens(db: Executor, userId: string, page: number, size: number): Promise<Page<ExponentOpenRow>> {
  const own = db.selectFrom('exponent_opens').where('user_id', '=', userId);
  return readPage(own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size);
}

export function listOffers(db: Executor): Promise<ExponentOfferRow[]> {
  return db.selectFrom('exponent_offers').selectAll().orderBy('position').execute();
}

export async function replaceOffers(trx: Trx, offers: readonly ExponentOfferRow[]): Promise<void> {
  await trx.deleteFrom('exponent_offers').execute();
  if (offers.length > 0) await insertRows('exponent_offers', offers).execute(trx);
}

export async function roundLimit(db: Executor): Promise<number | undefined> {
  return (await db.selectFrom('exponent_settings').select('round_limit').where('id', '=', SETTINGS_ID).executeTakeFirst())?.round_limit;
}

export async function saveRoundLimit(trx: Trx, limit: number, at: number): Promise<void> {
  await sql`${insertRows('exponent_settings', [{ id: SETTINGS_ID, round_limit: limit, updated_at: at }])} on conflict (id) do update set round_limit = excluded.round_limit, updated_at = excluded.updated_at`.execute(trx);
}

/** Rounds that have started, newest first, only those someone bought into if asked (operators' view). */
export async function pageStartedRounds(db: Executor, at: number, bought: boolean | undefined, page: number, size: number): Promise<Page<ExponentRoundRow>> {
  let started = db.selectFrom('exponent_rounds').where('starts_at', '<=', at);
  const someone = sql<boolean>`exists (select 1 from exponent_purchases where exponent_purchases.issue = exponent_rounds.issue)`;
  if (bought === true) started = started.where(someone);
  if (bought === false) started = started.where(sql<boolean>`not ${someone}`);
  return readPage(started.selectAll().orderBy('starts_at', 'desc'), page, size);
}

/** The purchases of some rounds. */
export function purchasesOfRounds(db: Executor, issues: readonly string[]): Promise<ExponentPurchaseRow[]> {
  if (issues.length === 0) return Promise.resolve([]);
  return db.selectFrom('exponent_purchases').selectAll().where('issue', 'in', [...issues]).execute();
}
