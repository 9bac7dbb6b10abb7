import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { BackpackItemEventsTable, BackpackItemRow, NewBackpackItem } from './backpack.table';

type Executor = Kysely<Database>;

/** Items the work does not read again, written with its appends (the events after them). */
export function appendItems(trx: Trx, items: readonly NewBackpackItem[], events: readonly BackpackItemEventsTable[]): void {
  unitOf(trx).append('backpack_items', items);
  appendEvents(trx, events);
}

export function appendEvents(trx: Trx, events: readonly BackpackItemEventsTable[]): void {
  unitOf(trx).append('backpack_item_events', events);
}

export interface ChangedItem {
  id: string;
  ornament_id: string;
  price: number;
  event_seq: number;
  collected: number;
}

/**
 * The one way an item's status changes: only the owner's items that are still in `from` (and not
 * favourited, when the change is refused for favourites) move to `to`, in one statement.
 * `ids` undefined means every such item of the owner.
 */
export async function changeStatus(
  trx: Trx,
  change: { userId: string; ids?: readonly string[]; from: number; to: number; refuseCollected: boolean; now: number },
): Promise<ChangedItem[]> {
  let query = trx
    .updateTable('backpack_items')
    .set((eb) => ({ status: change.to, event_seq: eb('event_seq', '+', 1), updated_at: change.now }))
    .where('user_id', '=', change.userId)
    .where('status', '=', change.from);
  if (change.ids) query = query.where('id', 'in', [...change.ids]);
  if (change.refuseCollected) query = query.where('collected', '=', 0);
  return query.returning(['id', 'ornament_id', 'price', 'event_seq', 'collected']).execute();
}

/** Favourites or un-favourites an owner's item that is in the backpack. */
export async function setCollected(trx: Trx, userId: string, id: string, collected: number, status: number, now: number): Promise<ChangedItem | undefined> {
  return trx
    .updateTable('backpack_items')
    .set((eb) => ({ collected, event_seq: eb('event_seq', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .where('collected', '!=', collected)
    .returning(['id', 'ornament_id', 'price', 'event_seq', 'collected'])
    .executeTakeFirst();
}

export function findItems(db: Executor, ids: readonly string[]): Promise<BackpackItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('backpack_items').selectAll().where('id', 'in', [...ids]).execute();
}

export function listEvents(db: Executor, itemId: string) {
  return db.selectFrom('backpack_item_events').selectAll().where('item_id', '=', itemId).orderBy('seq').execute();
}

export interface ItemFilter {
  readonly userId: string;
  readonly statuses?: readonly number[] | undefined;
  readonly sourceType?: number | undefined;
  readonly collected?: number | undefined;
}

function filtered(db: Executor, filter: ItemFilter) {
  let query = db.selectFrom('backpack_items').where('user_id', '=', filter.userId);
  if (filter.statuses && filter.statuses.length > 0) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.sourceType !== undefined) query = query.where('source_type', '=', filter.sourceType);
  if (filter.collected !== undefined) query = query.where('collected', '=', filter.collected);
  return query;
}

export async function pageItems(
  db: Executor,
  filter: ItemFilter,
  sort: 'time' | 'price',
  order: 'asc' | 'desc',
  page: number,
  size: number,
): Promise<{ rows: BackpackItemRow[]; total: number; totalPrice: number }> {
  const column = sort === 'price' ? 'price' : 'created_at';
  const [rows, totals] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy(column, order)
      .orderBy('id', order)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered(db, filter)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('price'), sql<number>`0`).as('value')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n), totalPrice: Number(totals.value) };
}

export function totalsByStatus(db: Executor, userId: string) {
  return db
    .selectFrom('backpack_items')
    .where('user_id', '=', userId)
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('price'), sql<number>`0`).as('value')])
    .groupBy('status')
    .execute();
}

export async function countCollected(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('backpack_items')
    .where('user_id', '=', userId)
    .where('collected', '=', 1)
    .where('status', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every item of a member, oldest first, for their data export. */
export function allItemsOf(db: Executor, userId: string): Promise<BackpackItemRow[]> {
  return db.selectFrom('backpack_items').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** The events of every item a member holds, in order, for their data export. */
export function allEventsOfItemsOf(db: Executor, userId: string) {
  return db
    .selectFrom('backpack_item_events')
    .selectAll()
    .where('item_id', 'in', (eb) => eb.selectFrom('backpack_items').select('id').where('user_id', '=', userId))
    .orderBy('item_id')
    .orderBy('seq')
    .execute();
}
