import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { MallExchangeRow, MallItemRow, MallItemsTable, MallPurchaseRow } from './shop.table';

type Executor = Kysely<Database>;

export interface MallQuery {
  readonly weaponType?: string | undefined;
  readonly rarity?: string | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly name?: string | undefined;
  readonly inStock: boolean;
  readonly visibleOnly: boolean;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Executor, query: MallQuery) {
  let select = db.selectFrom('mall_items');
  if (query.visibleOnly) select = select.where('visible', '=', 1);
  if (query.inStock) select = select.where('stock', '>', 0);
  if (query.weaponType) select = select.where('weapon_type', '=', query.weaponType);
  if (query.rarity) select = select.where('rarity', '=', query.rarity);
  if (query.minPrice !== undefined) select = select.where('price', '>=', query.minPrice);
  if (query.maxPrice !== undefined) select = select.where('price', '<=', query.maxPrice);
  if (query.name) select = select.where(sql<boolean>`search_text like ${likePattern(query.name)} escape '\\'`);
  return select;
}

export async function pageMallItems(db: Executor, query: MallQuery, sort: 'price' | 'time', order: 'asc' | 'desc', page: number, size: number) {
  const column = sort === 'price' ? 'price' : 'created_at';
  return readPage(filtered(db, query).selectAll().orderBy(column, order).orderBy('sort', 'desc').orderBy('id'), page, size);
}

export function findMallItem(db: Executor, id: string): Promise<MallItemRow | undefined> {
  return db.selectFrom('mall_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes `num` from a listed mall item's stock, only if it has that many and, when `price` is
 * given, still costs that: two buyers of the last one make one purchase. Answers the item as
 * taken, or nothing.
 */
export function takeStock(trx: Trx, id: string, num: number, now: number, price?: number): Promise<MallItemRow | undefined> {
  let update = trx
    .updateTable('mall_items')
    .set((eb) => ({ stock: eb('stock', '-', num), updated_at: now }))
    .where('id', '=', id)
    .where('visible', '=', 1)
    .where('stock', '>=', num);
  if (price !== undefined) update = update.where('price', '=', price);
  return update.returningAll().executeTakeFirst();
}

/** Changes what operators set on a mall item; answers it as it was before, or undefined for an unknown id. */
export async function updateMallItem(trx: Trx, id: string, change: Pick<MallItemsTable, 'price' | 'currency' | 'stock' | 'visible' | 'sort' | 'updated_at'>): Promise<MallItemRow | undefined> {
  const before = await trx.selectFrom('mall_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (before) await trx.updateTable('mall_items').set(change).where('id', '=', id).execute();
  return before;
}

export async function insertMallItems(db: Executor, rows: readonly MallItemsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('mall_items').values([...rows]).execute();
}

export async function countMallItems(db: Executor): Promise<number> {
  const row = await db.selectFrom('mall_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A purchase goes with its play's appends: nothing in the play reads it back. */
export function appendPurchase(trx: Trx, row: MallPurchaseRow): void {
  unitOf(trx).append('mall_purchases', [row]);
}

export function findPurchase(db: Executor, id: string): Promise<MallPurchaseRow | undefined> {
  return db.selectFrom('mall_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An exchange goes with its play's appends, as a purchase does. */
export function appendExchange(trx: Trx, row: MallExchangeRow): void {
  unitOf(trx).append('mall_exchanges', [row]);
}

export function findExchange(db: Executor, id: string): Promise<MallExchangeRow | undefined> {
  return db.selectFrom('mall_exchanges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function pageExchanges(db: Executor, userId: string, page: number, size: number) {
  const base = db.selectFrom('mall_exchanges').where('user_id', '=', userId);
  return readPage(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size);
}
