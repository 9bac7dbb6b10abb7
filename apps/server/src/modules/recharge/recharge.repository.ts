import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { periodIndex } from '../../db/day-buckets';
import { readWindow } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { PayCallbacksTable, PromotionClaimsTable, RechargeOrdersTable, RechargeOrderStatus, RedemptionCodesTable } from './recharge.table';

export function listEnabledPackages(db: Kysely<Database>) {
  return db.selectFrom('recharge_packages').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('amount').execute();
}

export function findEnabledPackage(db: Kysely<Database>, id: string) {
  return db.selectFrom('recharge_packages').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
}

export function findSettings(db: Kysely<Database>) {
  return db.selectFrom('recharge_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function insertOrder(db: Kysely<Database>, order: RechargeOrdersTable): Promise<void> {
  await db.insertInto('recharge_orders').values(order).execute();
}

export function findOrder(db: Kysely<Database>, orderNo: string) {
  return db.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/** An order read to be changed in the caller's transaction: locked on PostgreSQL (SQLite runs one transaction at a time). */
export function findOrderForUpdate(trx: Trx, orderNo: string, lock: boolean) {
  const query = trx.selectFrom('recharge_orders').selectAll().where('order_no', '=', orderNo);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The provider's id of an order's checkout, for asking about it later. */
export async function recordCheckoutRef(db: Kysely<Database>, orderNo: string, reference: string): Promise<void> {
  await db.updateTable('recharge_orders').set({ checkout_ref: reference }).where('order_no', '=', orderNo).execute();
}

/** Unpaid orders whose provider is due to be asked about them, the longest due first. */
export function ordersDueForQuery(db: Kysely<Database>, now: number, limit: number) {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('next_query_at', '<=', now)
    .where('status', 'in', ['awaiting', 'timeout'])
    .orderBy('next_query_at')
    .limit(limit)
    .execute();
}

/**
 * Counts one query of an order and sets when the next is due (null: no more), unless another
 * instance counted this one first: true for the one that did.
 */
export async function countQuery(db: Kysely<Database>, orderNo: string, queries: number, next: number | null): Promise<boolean> {
  const result = await db
    .updateTable('recharge_orders')
    .set({ queries: queries + 1, next_query_at: next })
    .where('order_no', '=', orderNo)
    .where('queries', '=', queries)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The provider closed the order unpaid: nobody needs to ask about it again. */
export async function stopQueries(db: Kysely<Database>, orderNo: string): Promise<void> {
  await db.updateTable('recharge_orders').set({ next_query_at: null }).where('order_no', '=', orderNo).execute();
}

/** What a refund or dispute took back of a paid order so far. */
export async function recordReversal(trx: Trx, orderNo: string, reversal: { refunded_amount: number; reversed_coins: number; unrecovered_coins: number }): Promise<void> {
  await trx.updateTable('recharge_orders').set(reversal).where('order_no', '=', orderNo).execute();
}

/** Inserts an order paid by a provider event unless that event already paid one: true when this one is new. */
export async function insertOrderOnce(trx: Trx, order: RechargeOrdersTable): Promise<boolean> {
  const rows = await trx
    .insertInto('recharge_orders')
    .values(order)
    .onConflict((oc) => oc.columns(['provider', 'provider_event_id']).doNothing())
    .returning('order_no')
    .execute();
  return rows.length === 1;
}

export function findOrderByEvent(db: Kysely<Database>, provider: string, eventId: string) {
  return db.selectFrom('recharge_orders').selectAll().where('provider', '=', provider).where('provider_event_id', '=', eventId).executeTakeFirst();
}

/** Marks an order paid unless it already is: the one row this answers 1 for credits the order. Nobody needs to ask about it again. */
export async function claimPaidOrder(trx: Trx, orderNo: string, eventId: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('recharge_orders')
    .set({ status: 'success', provider_event_id: eventId, paid_at: now, next_query_at: null })
    .where('order_no', '=', orderNo)
    .where('status', 'in', ['awaiting', 'timeout'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recordReceived(trx: Trx, orderNo: string, firstBonus: number, received: number): Promise<void> {
  await trx.updateTable('recharge_orders').set({ first_bonus: firstBonus, amount_received: received }).where('order_no', '=', orderNo).execute();
}

/**
 * Claims a promotion for a person: true for the one claim that counts. A racing claim of the same
 * person waits on the key and then finds it taken, so the database decides, not a prior read.
 */
export async function claimPromotion(trx: Trx, claim: PromotionClaimsTable): Promise<boolean> {
  const rows = await trx
    .insertInto('promotion_claims')
    .values(claim)
    .onConflict((oc) => oc.columns(['promotion', 'person']).doNothing())
    .returning('person')
    .execute();
  return rows.length === 1;
}

/** Whether a person has claimed a promotion already. */
export async function hasClaimed(db: Kysely<Database>, promotion: string, person: string): Promise<boolean> {
  const row = await db.selectFrom('promotion_claims').select('person').where('promotion', '=', promotion).where('person', '=', person).executeTakeFirst();
  return row !== undefined;
}

export async function expireOrders(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('recharge_orders')
    .set({ status: 'timeout' })
    .where('status', '=', 'awaiting')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Coins some users recharged since a moment: paid orders, and orders still payable (they may be paid yet). */
export async function rechargedCoinsSince(db: Kysely<Database>, userIds: readonly string[], since: number, now: number): Promise<number> {
  if (userIds.length === 0) return 0;
  const row = await db
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.lit(0)).as('coins'))
    .where('user_id', 'in', [...userIds])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('status', '=', 'success'), eb.and([eb('status', '=', 'awaiting'), eb('expires_at', '>', now)])]))
    .executeTakeFirstOrThrow();
  return Number(row.coins);
}

/** Coins (bonuses not counted) of a member's orders paid since a moment: what the recharge activity counts. */
export async function paidCoinsSince(db: Kysely<Database>, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.lit(0)).as('coins'))
    .where('user_id', '=', userId)
    .where('status', '=', 'success')
    .where('paid_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.coins);
}

/** Coins (bonuses not counted) each member was paid for in [start, end): what invite rebates are a share of. */
export async function paidCoinsByMember(db: Kysely<Database>, start: number, end: number): Promise<{ userId: string; coins: number }[]> {
  const rows = await db
    .selectFrom('recharge_orders')
    .select(['user_id', (eb) => eb.fn.sum<number>('coins').as('coins')])
    .where('status', '=', 'success')
    .where('paid_at', '>=', start)
    .where('paid_at', '<', end)
    .groupBy('user_id')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, coins: Number(row.coins) }));
}

/** Those of some members who have been paid for at least one order (effective invitees). */
export async function membersEverPaid(db: Kysely<Database>, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('recharge_orders').select('user_id').distinct().where('user_id', 'in', [...userIds]).where('status', '=', 'success').execute();
  return rows.map((row) => row.user_id);
}

export async function listUserOrders(db: Kysely<Database>, userId: string, limit: number, offset: number) {
  return readWindow(db.selectFrom('recharge_orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('order_no', 'desc'), limit, offset);
}

/** The record of a provider event, if it was seen before. */
export function findCallbackByEvent(db: Kysely<Database>, provider: string, eventId: string) {
  return db.selectFrom('pay_callbacks').select(['id', 'outcome', 'detail']).where('provider', '=', provider).where('event_id', '=', eventId).executeTakeFirst();
}

/** Records a signed provider event once: true the first time it is seen, false for a replay. */
export async function recordCallback(db: Kysely<Database>, row: PayCallbacksTable): Promise<boolean> {
  const rows = await db
    .insertInto('pay_callbacks')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

export async function insertCode(db: Kysely<Database>, row: RedemptionCodesTable): Promise<void> {
  await db.insertInto('redemption_codes').values(row).execute();
}

export function findCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('redemption_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Takes one use of a code while any remain. */
export async function takeCodeUse(trx: Trx, code: string): Promise<boolean> {
  const result = await trx
    .updateTable('redemption_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .whereRef('used_count', '<', 'max_uses')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The enabled package an app store's product buys. */
export function findStoreProduct(db: Kysely<Database>, store: string, productId: string) {
  return db
    .selectFrom('recharge_store_products as s')
    .innerJoin('recharge_packages as p', 'p.id', 's.package_id')
    .select(['p.id', 'p.amount', 'p.coins', 'p.bonus_percent'])
    .where('s.store', '=', store)
    .where('s.product_id', '=', productId)
    .where('p.enabled', '=', 1)
    .executeTakeFirst();
}

/** Every order of a member, oldest first, for their data export. */
export function allUserOrders(db: Kysely<Database>, userId: string) {
  return db.selectFrom('recharge_orders').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('order_no').execute();
}

export interface OrderFilter {
  readonly status?: RechargeOrderStatus | undefined;
  readonly userId?: string | undefined;
  readonly orderNo?: string | undefined;
  /** Created at or after, epoch ms. */
  readonly from?: number | undefined;
  /** Created before, epoch ms. */
  readonly to?: number | undefined;
}

function filteredOrders(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('recharge_orders');
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.orderNo !== undefined) query = query.where('order_no', '=', filter.orderNo);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  return query;
}

/** Every member's orders, newest first, for the console. */
export async function pageOrders(db: Kysely<Database>, filter: OrderFilter, limit: number, offset: number) {
  return readWindow(filteredOrders(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('order_no', 'desc'), limit, offset);
}

/** When the provider last reported a payment of each order failed. */
export async function lastFailures(db: Kysely<Database>, orderNos: readonly string[]): Promise<Map<string, number>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_callbacks')
    .select((eb) => ['order_no', eb.fn.max('received_at').as('at')])
    .where('order_no', 'in', [...orderNos])
    .where('outcome', '=', 'failed_payment')
    .groupBy('order_no')
    .execute();
  return new Map(rows.flatMap((row) => (row.order_no === null ? [] : [[row.order_no, Number(row.at)] as const])));
}

/** How many declined payments the provider reported for an order. */
export async function countFailures(db: Kysely<Database>, orderNo: string): Promise<number> {
  const row = await db
    .selectFrom('pay_callbacks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_no', '=', orderNo)
    .where('outcome', '=', 'failed_payment')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Closes an order the member gave up on: only while it awaits payment (a late payment still credits it). */
export async function closeOrder(db: Kysely<Database>, orderNo: string): Promise<boolean> {
  const result = await db.updateTable('recharge_orders').set({ status: 'timeout' }).where('order_no', '=', orderNo).where('status', '=', 'awaiting').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The provider events recorded for an order, oldest first. */
export function findCallbacks(db: Kysely<Database>, orderNo: string) {
  return db.selectFrom('pay_callbacks').selectAll().where('order_no', '=', orderNo).orderBy('received_at').orderBy('id').execute();
}

/**
 * Paid orders per period of their payment (see `periodIndex`): how many, by how many members, what
 * was paid and what was credited.
 */
export async function paidOrdersByPeriod(db: Kysely<Database>, bounds: readonly number[]) {
  const period = periodIndex('paid_at', bounds);
  const rows = await db
    .selectFrom('recharge_orders')
    .select((eb) => [
      period.as('period'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.count<number | string>('user_id').distinct().as('payers'),
      eb.fn.sum<number | string>('amount_paid').as('paid'),
      eb.fn.sum<number | string>('amount_received').as('received'),
    ])
    .where('status', '=', 'success')
    .where('paid_at', '>=', bounds[0]!)
    .where('paid_at', '<', bounds[bounds.length - 1]!)
    .groupBy(period)
    .execute();
  return rows.map((row) => ({ period: Number(row.period), orders: Number(row.orders), payers: Number(row.payers), paid: Number(row.paid), received: Number(row.received) }));
}

/** Inserts a new code unless one of that text exists: true when this one is new. */
export async function insertCodeOnce(trx: Trx, row: RedemptionCodesTable): Promise<boolean> {
  const rows = await trx
    .insertInto('redemption_codes')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return rows.length === 1;
}

/** Every redemption code, newest first. */
export async function pageCodes(db: Kysely<Database>, limit: number, offset: number) {
  return readWindow(db.selectFrom('redemption_codes').selectAll().orderBy('created_at', 'desc').orderBy('code'), limit, offset);
}
