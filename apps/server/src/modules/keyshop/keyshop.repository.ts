import { sql, type Kysely } from 'kysely';
import type { KeyOrderStatus } from '@lootbay/shared/schemas/key-shop';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { KeyOrderRow, KeyOrdersTable, KeyProductRow, KeyProductsTable, KeySteamAccountRow, KeySteamAccountsTable } from './keyshop.table';

type Executor = Kysely<Database>;

function visibleProducts(db: Executor, name: string | undefined) {
  let select = db.selectFrom('key_products').where('visible', '=', 1);
  if (name) {
    const like = `%${name.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    select = select.where(sql<boolean>`lower(name_cn || ' ' || name_br || ' ' || name_en) like ${like} escape '\\'`);
  }
  return select;
}

export async function pageProducts(db: Executor, name: string | undefined, order: 'asc' | 'desc', page: number, size: number) {
  return readPage(visibleProducts(db, name).selectAll().orderBy('price', order).orderBy('sort', 'desc').orderBy('id'), page, size);
}

export function findProducts(db: Executor, ids: readonly string[]): Promise<KeyProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('key_products').selectAll().where('id', 'in', [...ids]).execute();
}

export async function insertProducts(db: Executor, rows: readonly KeyProductsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('key_products').values([...rows]).execute();
}

export async function countProducts(db: Executor): Promise<number> {
  return Number((await db.selectFrom('key_products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/** Takes keys from a product's stock only if it has them; puts them back with a negative `num`. */
export async function moveStock(trx: Trx, id: string, num: number, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('key_products')
    .set((eb) => ({ stock: eb('stock', '-', num), updated_at: now }))
    .where('id', '=', id)
    .where('stock', '>=', num)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function cartOf(db: Executor, userId: string) {
  return db.selectFrom('key_cart_items').selectAll().where('user_id', '=', userId).orderBy('updated_at').orderBy('product_id').execute();
}

/**
 * The cart an order is made from, locked on PostgreSQL until the order commits: a racing order of
 * the same cart waits, then finds the lines the first one took gone (SQLite runs one transaction
 * at a time).
 */
export function cartForOrder(trx: Executor, userId: string, lock: boolean) {
  const query = trx.selectFrom('key_cart_items').selectAll().where('user_id', '=', userId).orderBy('updated_at').orderBy('product_id');
  return (lock ? query.forUpdate() : query).execute();
}

/** Sets a cart line to `num` keys, or adds `num` to it (`add`), never past `max`; false when it would. */
export async function putInCart(db: Executor, userId: string, productId: string, num: number, add: boolean, max: number, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('key_cart_items')
    .values({ user_id: userId, product_id: productId, num, updated_at: now })
    .onConflict((conflict) => {
      const update = conflict.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({ num: add ? eb('key_cart_items.num', '+', num) : num, updated_at: now }));
      return add ? update.where(sql<boolean>`key_cart_items.num + ${num} <= ${max}`) : update;
    })
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function removeFromCart(db: Executor, userId: string, productIds: readonly string[]): Promise<void> {
  await db.deleteFrom('key_cart_items').where('user_id', '=', userId).where('product_id', 'in', [...productIds]).execute();
}

export function accountsOf(db: Executor, userId: string): Promise<KeySteamAccountRow[]> {
  return db.selectFrom('key_steam_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/**
 * Counts one more account for the member unless they have `max` already; false when they do. One
 * statement: on PostgreSQL a racing add waits on the member's row and then sees the new count.
 */
export async function claimAccountSlot(trx: Trx, userId: string, max: number): Promise<boolean> {
  const claimed = await trx
    .insertInto('key_account_slots')
    .values({ user_id: userId, used: 1 })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ used: eb('key_account_slots.used', '+', 1) })).where('key_account_slots.used', '<', max))
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Adds an account, the default when the member has none: the default's partial unique index
 * decides between racing adds (the one that finds a default already made is added as not default).
 */
export async function insertAccount(trx: Trx, row: Omit<KeySteamAccountsTable, 'is_default'>): Promise<void> {
  const asDefault = await trx
    .insertInto('key_steam_accounts')
    .values({ ...row, is_default: 1 })
    .onConflict((conflict) => conflict.column('user_id').where('is_default', '=', sql.lit(1)).doNothing())
    .executeTakeFirst();
  if (Number(asDefault.numInsertedOrUpdatedRows ?? 0) === 0) await trx.insertInto('key_steam_accounts').values({ ...row, is_default: 0 }).execute();
}

export async function updateAccount(trx: Trx, userId: string, id: string, change: { name?: string; trade_url?: string }, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('key_steam_accounts')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Makes one of the member's accounts the default (the others lose it first: one default per member). */
export async function makeDefault(trx: Trx, userId: string, id: string, now: number): Promise<boolean> {
  await trx.updateTable('key_steam_accounts').set({ is_default: 0, updated_at: now }).where('user_id', '=', userId).where('is_default', '=', 1).where('id', '!=', id).execute();
  const updated = await trx.updateTable('key_steam_accounts').set({ is_default: 1, updated_at: now }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Erasure: the members' Steam accounts go, and their count with them. */
export async function deleteAccountsOf(trx: Trx, userIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('key_steam_accounts').where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('key_account_slots').where('user_id', 'in', userIds).execute();
}

/**
 * Erasure: blanks the account's trade link and label copied into the members' ended orders (timed
 * out, or paid with every key delivered or refunded). One awaiting payment or still delivering
 * keeps them: paying sends its keys to that link.
 */
export async function blankEndedOrders(trx: Trx, userIds: readonly string[]): Promise<void> {
  await trx
    .updateTable('key_orders')
    .set({ trade_url: '', steam_name: '' })
    .where('user_id', 'in', userIds)
    .where((eb) => eb.or([eb('status', '=', 'timeout'), eb.and([eb('status', '=', 'paid'), sql<boolean>`delivered + refunded = units`])]))
    .execute();
}

export async function insertOrder(trx: Trx, row: KeyOrdersTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('key_orders')
    .values(row)
    .onConflict((conflict) => conflict.column('request_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findOrder(db: Executor, orderNo: string): Promise<KeyOrderRow | undefined> {
  return db.selectFrom('key_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export function findOrderByKey(db: Executor, requestKey: string): Promise<KeyOrderRow | undefined> {
  return db.selectFrom('key_orders').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
}

/** Moves an order from one status to another, only if it is still in the first; `until` keeps an expired one from being paid. */
export async function changeOrderStatus(trx: Trx, orderNo: string, from: string, to: string, change: { paid_at?: number; until?: number } = {}): Promise<boolean> {
  let query = trx
    .updateTable('key_orders')
    .set({ status: to, ...(change.paid_at === undefined ? {} : { paid_at: change.paid_at }) })
    .where('order_no', '=', orderNo)
    .where('status', '=', from);
  if (change.until !== undefined) query = query.where('expires_at', '>', change.until);
  const updated = await query.executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Counts one key of a paid order as delivered, or as refunded with its price. */
export async function countDeliveryEnd(trx: Trx, orderNo: string, delivered: boolean, refundedAmount: number): Promise<void> {
  await trx
    .updateTable('key_orders')
    .set((eb) => (delivered ? { delivered: eb('delivered', '+', 1) } : { refunded: eb('refunded', '+', 1), refunded_amount: eb('refunded_amount', '+', refundedAmount) }))
    .where('order_no', '=', orderNo)
    .execute();
}

/** Orders in a status as players see it: a paid order is delivering until each key has ended, then delivered, partly refunded or refunded. */
function inStatus(db: Executor, userId: string, status: KeyOrderStatus | undefined) {
  const base = db.selectFrom('key_orders').where('user_id', '=', userId);
  switch (status) {
    case undefined:
      return base;
    case 'delivering':
      return base.where('status', '=', 'paid').where(sql<boolean>`delivered + refunded < units`);
    case 'delivered':
      return base.where('status', '=', 'paid').where(sql<boolean>`delivered = units`);
    case 'refunded':
      return base.where('status', '=', 'paid').where(sql<boolean>`refunded = units`);
    case 'partly_refunded':
      return base.where('status', '=', 'paid').where(sql<boolean>`delivered > 0 and refunded > 0 and delivered + refunded = units`);
    default:
      return base.where('status', '=', status);
  }
}

export async function pageOrders(db: Executor, userId: string, status: KeyOrderStatus | undefined, page: number, size: number) {
  return readPage(inStatus(db, userId, status).selectAll().orderBy('created_at', 'desc').orderBy('order_no', 'desc'), page, size);
}

export function allProducts(db: Executor): Promise<KeyProductRow[]> {
  return db.selectFrom('key_products').selectAll().orderBy('sort', 'desc').orderBy('id').execute();
}

/** Creates a key or changes what operators set on one; answers it as it was before, if it was. */
export async function saveProduct(trx: Trx, row: KeyProductsTable): Promise<KeyProductRow | undefined> {
  const before = await trx.selectFrom('key_products').selectAll().where('id', '=', row.id).executeTakeFirst();
  if (before) {
    const { id, created_at: _created, ...change } = row;
    await trx.updateTable('key_products').set(change).where('id', '=', id).execute();
  } else {
    await trx.insertInto('key_products').values(row).execute();
  }
  return before;
}
