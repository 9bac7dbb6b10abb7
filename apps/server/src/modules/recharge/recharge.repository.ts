import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/unit-of-work';
import type { PayCallbacksTable, RechargeOrdersTable, RedemptionCodesTable } from './recharge.table';

export function listEnabledPackages(db: Kysely<Database>) {
  return db.selectFrom('recharge_packages').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('amount').execute();
}

export function findEnabledPackage(db: Kysely<Database>, id: string) {
  return db.selectFrom('recharge_packages').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
}

export function listEnabledPayTypes(db: Kysely<Database>) {
  return db.selectFrom('recharge_pay_types').selectAll().where('enabled', '=', 1).orderBy('sort').execute();
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

/** Marks an order paid unless it already is: the one row this answers 1 for credits the order. */
export async function claimPaidOrder(trx: Trx, orderNo: string, eventId: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('recharge_orders')
    .set({ status: 'success', provider_event_id: eventId, paid_at: now })
    .where('order_no', '=', orderNo)
    .where('status', 'in', ['awaiting', 'timeout'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recordReceived(trx: Trx, orderNo: string, firstBonus: number, received: number): Promise<void> {
  await trx.updateTable('recharge_orders').set({ first_bonus: firstBonus, amount_received: received }).where('order_no', '=', orderNo).execute();
}

/** True for the user's first paid order: the one that earns the first-recharge bonus. */
export async function claimFirstPaidOrder(trx: Trx, userId: string, orderNo: string, now: number): Promise<boolean> {
  const rows = await trx
    .insertInto('recharge_first_bonuses')
    .values({ user_id: userId, order_no: orderNo, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  return rows.length === 1;
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

export async function listUserOrders(db: Kysely<Database>, userId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('recharge_orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('recharge_orders').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertCallback(db: Kysely<Database>, row: PayCallbacksTable): Promise<void> {
  await db.insertInto('pay_callbacks').values(row).execute();
}

export async function insertCode(db: Kysely<Database>, row: RedemptionCodesTable): Promise<void> {
  await db.insertInto('redemption_codes').values(row).execute();
}

export function findCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('redemption_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** One use per user and code: false when this user already used it (or is using it right now). */
export async function claimCodeUse(trx: Trx, code: string, userId: string, now: number): Promise<boolean> {
  const rows = await trx
    .insertInto('redemption_uses')
    .values({ code, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['code', 'user_id']).doNothing())
    .returning('code')
    .execute();
  return rows.length === 1;
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
