import { orderedId } from '../../db/ordered-id';

import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { ITEM_STATUS, ITEM_STATUSES, type BackpackItem, type InventoryPage, type SellAnswer } from '@lootbay/shared/schemas/backpack';
import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import type { CatalogService } from '../catalog/catalog.service';
import type { WalletService } from '../wallet/wallet.service';
import { allEventsOfItemsOf, allItemsOf, appendItems, changeStatus, countCollected, findItems, appendEvents, listEvents, pageItems, setCollected, totalsByStatus, type ChangedItem } from './backpack.repository';
import type { BackpackItemRow } from './backpack.table';
import { COLLECTABLE_STATUS, ITEM_TRANSITIONS, type ItemAction } from './backpack.transitions';

/** Sold (decomposed) items are paid in coins from the prizes account (docs/economy.md). */
const SALE_CURRENCY = 'coin';

export interface GrantedItem {
  readonly ornamentId: string;
  readonly price: number;
  readonly sourceType: number;
  readonly origin: number;
  /** What produced it: `<game>:<gameRef>` for the play engine, e.g. `box_open:<playId>`. */
  readonly reference: string;
}

export interface InventoryQuery {
  readonly page: number;
  readonly size: number;
  readonly status?: number | number[] | undefined;
  readonly sourceType?: number | undefined;
  readonly collected?: number | undefined;
  readonly sort: 'time' | 'price';
  readonly order: 'asc' | 'desc';
}

export interface BackpackDependencies {
  readonly db: Db;
  readonly catalog: Pick<CatalogService, 'ornaments'>;
  readonly wallet: Pick<WalletService, 'transferMany'>;
  readonly clock?: () => number;
}

export function createBackpackService(deps: BackpackDependencies) {
  const { catalog, wallet } = deps;
  const db = deps.db.kysely;
  const clock = deps.clock ?? Date.now;

  async function present(rows: readonly BackpackItemRow[], locale: Locale): Promise<BackpackItem[]> {
    const ornaments = await catalog.ornaments(
      rows.map((row) => row.ornament_id),
      locale,
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      price: row.price,
      sourceType: row.source_type,
      origin: row.origin,
      collected: row.collected,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      ornament: { ...ornaments.get(row.ornament_id)!, price: row.price },
    }));
  }

  function events(changed: readonly ChangedItem[], userId: string, action: string, from: number, to: number, reference: string, now: number) {
    return changed.map((item) => ({
      item_id: item.id,
      seq: item.event_seq,
      user_id: userId,
      action,
      from_status: from,
      to_status: to,
      collected: item.collected,
      reference,
      created_at: now,
    }));
  }

  /** Says precisely why some of the asked items could not make a change. */
  async function refusal(trx: Trx, userId: string, ids: readonly string[], changed: readonly ChangedItem[], action: ItemAction): Promise<AppError> {
    const done = new Set(changed.map((item) => item.id));
    const rows = await findItems(
      trx,
      ids.filter((id) => !done.has(id)),
    );
    const own = rows.filter((row) => row.user_id === userId);
    if (own.length < ids.length - done.size) return new AppError('ITEM_NOT_FOUND');
    const transition = ITEM_TRANSITIONS[action];
    if (transition.refusedWhenCollected && own.some((row) => row.status === transition.from && row.collected === 1)) return new AppError('ITEM_COLLECTED');
    return new AppError('ITEM_NOT_AVAILABLE');
  }

  /**
   * Moves the owner's items through one transition of the table, inside the caller's
   * transaction, logging an event for each. All or none: if any item cannot move, it throws.
   */
  async function transition(trx: Trx, userId: string, ids: readonly string[], action: ItemAction, reference: string): Promise<ChangedItem[]> {
    const unique = [...new Set(ids)].sort();
    const { from, to, refusedWhenCollected } = ITEM_TRANSITIONS[action];
    const now = clock();
    const changed = await changeStatus(trx, { userId, ids: unique, from, to, refuseCollected: refusedWhenCollected, now });
    if (changed.length !== unique.length) throw await refusal(trx, userId, unique, changed, action);
    appendEvents(trx, events(changed, userId, action, from, to, reference, now));
    return changed;
  }

  /**
   * Puts won items in, with their events: `won`, and the transition `then` names if any. They go
   * with the work's appends (`unitOf(trx).append`): nothing reads them in the work that won them.
   */
  async function grant(trx: Trx, userId: string, items: readonly GrantedItem[], then?: { readonly action: ItemAction; readonly reference: string }): Promise<string[]> {
    const now = clock();
    const moved = then && ITEM_TRANSITIONS[then.action];
    if (moved && moved.from !== ITEM_STATUS.normal) throw new Error(`a won item cannot ${then.action} at once`);
    const rows = items.map((item) => ({
      id: orderedId(),
      user_id: userId,
      ornament_id: item.ornamentId,
      price: item.price,
      status: moved ? moved.to : ITEM_STATUS.normal,
      source_type: item.sourceType,
      origin: item.origin,
      source_ref: item.reference,
      collected: 0,
      event_seq: moved ? 2 : 1,
      created_at: now,
      updated_at: now,
    }));
    const won = rows.map((row) => ({ item_id: row.id, seq: 1, user_id: userId, action: 'won', from_status: null, to_status: ITEM_STATUS.normal, collected: 0, reference: row.source_ref, created_at: now }));
    const next = moved ? rows.map((row) => ({ item_id: row.id, seq: 2, user_id: userId, action: then.action, from_status: moved.from, to_status: moved.to, collected: 0, reference: then.reference, created_at: now })) : [];
    appendItems(trx, rows, [...won, ...next]);
    return rows.map((row) => row.id);
  }

  /**
   * Credits the sold items' prices, one ledger transfer per item keyed by the item: paid once.
   * The items have just moved to sold, which nothing leaves, so their keys are fresh.
   */
  async function paySale(trx: Trx, userId: string, sold: readonly ChangedItem[]): Promise<SellAnswer> {
    const paid = sold.filter((item) => item.price > 0);
    await wallet.transferMany(
      trx,
      paid.map((item) => ({
        id: `item_sale:${item.id}`,
        from: { system: 'prizes' } as const,
        to: { user: userId },
        currency: SALE_CURRENCY,
        amount: item.price,
        reason: 'item_sale',
        reference: `backpack_item:${item.id}`,
      })),
      { fresh: true },
    );
    return { count: sold.length, amount: sold.reduce((sum, item) => sum + item.price, 0), ids: sold.map((item) => item.id) };
  }

  return {
    /** Puts won items into the owner's backpack (status normal) with the caller's appends: the caller's work must not read them. */
    grant: (trx: Trx, userId: string, items: readonly GrantedItem[]): Promise<string[]> => grant(trx, userId, items),

    /**
     * Puts won items into the owner's backpack already moved on by one transition (an item opened
     * in a battle is staked at once), with both events in the item's history. They are written with
     * the work's appends: the work must not read them.
     */
    grantThen: (trx: Trx, userId: string, items: readonly GrantedItem[], action: ItemAction, reference: string): Promise<string[]> => grant(trx, userId, items, { action, reference }),

    transition,

    /** `/member/discount`: sells the given items for their prices, all or none. */
    async sell(userId: string, ids: readonly string[]): Promise<SellAnswer> {
      const reference = `sale:${orderedId()}`;
      return deps.db.transaction(async (trx) => paySale(trx, userId, await transition(trx, userId, ids, 'sell', reference)));
    },

    /** `/member/discountAll`: sells every item in the backpack that is not favourited. */
    async sellAll(userId: string): Promise<SellAnswer> {
      const reference = `sale:${orderedId()}`;
      return deps.db.transaction(async (trx) => {
        const { from, to } = ITEM_TRANSITIONS.sell;
        const now = clock();
        const sold = await changeStatus(trx, { userId, from, to, refuseCollected: true, now });
        if (sold.length === 0) throw new AppError('NOTHING_TO_SELL');
        appendEvents(trx, events(sold, userId, 'sell', from, to, reference, now));
        return paySale(trx, userId, sold);
      });
    },

    /** `/member/collectOrnament`: favourites (or un-favourites) an item in the backpack. */
    async collect(userId: string, id: string, collected: number, locale: Locale): Promise<BackpackItem> {
      await deps.db.transaction(async (trx) => {
        const now = clock();
        const changed = await setCollected(trx, userId, id, collected, COLLECTABLE_STATUS, now);
        if (!changed) {
          const [row] = await findItems(trx, [id]);
          if (!row || row.user_id !== userId) throw new AppError('ITEM_NOT_FOUND');
          if (row.status !== COLLECTABLE_STATUS) throw new AppError('ITEM_NOT_AVAILABLE');
          return;
        }
        appendEvents(trx, events([changed], userId, collected === 1 ? 'collect' : 'uncollect', COLLECTABLE_STATUS, COLLECTABLE_STATUS, 'member', now));
      });
      return this.item(userId, id, locale);
    },

    async item(userId: string, id: string, locale: Locale): Promise<BackpackItem> {
      const [row] = await findItems(db, [id]);
      if (!row || row.user_id !== userId) throw new AppError('ITEM_NOT_FOUND');
      return (await present([row], locale))[0]!;
    },

    /** `/member/getUserOrnamentInfo`: one item with every change it went through. */
    async itemDetail(userId: string, id: string, locale: Locale) {
      const item = await this.item(userId, id, locale);
      const log = await listEvents(db, id);
      return {
        ...item,
        events: log.map((event) => ({
          seq: event.seq,
          action: event.action,
          fromStatus: event.from_status,
          toStatus: event.to_status,
          collected: event.collected,
          reference: event.reference,
          createdAt: event.created_at,
        })),
      };
    },

    /** Items by owner with filters, sorting, paging and the value of everything matched. */
    async inventory(userId: string, query: InventoryQuery, locale: Locale, defaultStatuses?: readonly number[]): Promise<InventoryPage> {
      const statuses = query.status === undefined ? defaultStatuses : Array.isArray(query.status) ? query.status : [query.status];
      const { rows, total, totalPrice } = await pageItems(
        db,
        { userId, statuses, sourceType: query.sourceType, collected: query.collected },
        query.sort,
        query.order,
        query.page,
        query.size,
      );
      return { list: await present(rows, locale), total, page: query.page, size: query.size, totalPrice };
    },

    /** The backpack's part of a member's data export: every item they hold or held, each with its events. */
    async exportFor(userId: string, locale: Locale) {
      const [rows, events] = await Promise.all([allItemsOf(db, userId), allEventsOfItemsOf(db, userId)]);
      const byItem = new Map<string, object[]>();
      for (const event of events) {
        const log = byItem.get(event.item_id) ?? [];
        log.push({ seq: event.seq, action: event.action, fromStatus: event.from_status, toStatus: event.to_status, collected: event.collected, reference: event.reference, createdAt: event.created_at });
        byItem.set(event.item_id, log);
      }
      return (await present(rows, locale)).map((item) => ({ ...item, events: byItem.get(item.id) ?? [] }));
    },

    /** `/mybox/user/bag/info`: what the backpack holds, and counts by every status. */
    async bagInfo(userId: string) {
      const [totals, collectedCount] = await Promise.all([totalsByStatus(db, userId), countCollected(db, userId)]);
      const byStatus = ITEM_STATUSES.map((status) => {
        const row = totals.find((total) => Number(total.status) === status);
        return { status, count: Number(row?.n ?? 0), totalPrice: Number(row?.value ?? 0) };
      });
      const normal = byStatus.find((entry) => entry.status === ITEM_STATUS.normal)!;
      return { count: normal.count, totalPrice: normal.totalPrice, collectedCount, byStatus };
    },
  };
}

export type BackpackService = ReturnType<typeof createBackpackService>;
