import type { Kysely } from 'kysely';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { SELL_STATUS } from '@lootbay/shared/schemas/retrieval';
import type { Database } from '../../src/db/database';
import { isAllowedRetrievalChange } from '../../src/modules/retrieval/retrieval.transitions';

/**
 * I12 read straight from the tables, in one snapshot: each retrieval's events chain allowed
 * changes up to its row; it ends in exactly one of delivered (its item 10 → 11) or refunded (its
 * item 10 → 0), once, or is still under way with its item retrieving; an item has at most one
 * retrieval under way; where the sandbox market ended an order, it ended the same way; and no
 * order exists for a retrieval whose trade link Steam has not cleared.
 */
export async function retrievalViolations(db: Kysely<Database>): Promise<string[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const violations: string[] = [];
      const retrievals = await trx.selectFrom('retrievals').selectAll().execute();
      const events = await trx.selectFrom('retrieval_events').selectAll().orderBy('seq').execute();
      const itemEvents = await trx.selectFrom('backpack_item_events').selectAll().where('reference', 'like', 'retrieval:%').execute();
      const items = new Map((await trx.selectFrom('backpack_items').select(['id', 'status']).execute()).map((item) => [item.id, item.status]));
      const market = new Map((await trx.selectFrom('sandbox_market_orders').selectAll().execute()).map((order) => [order.purchase_id, order]));
      const open = new Map<string, number>();
      for (const row of retrievals) {
        const log = events.filter((event) => event.retrieval_id === row.id);
        if (log.length !== row.event_seq) violations.push(`I12 retrieval ${row.id} has ${log.length} events, seq says ${row.event_seq}`);
        let state: { sell: number; shipping: number } | null = null;
        for (const event of log) {
          const from = event.from_sell === null ? null : { sell: event.from_sell, shipping: event.from_shipping! };
          if (JSON.stringify(from) !== JSON.stringify(state)) violations.push(`I12 retrieval ${row.id} event ${event.seq} starts elsewhere`);
          const to = { sell: event.to_sell, shipping: event.to_shipping };
          if (!isAllowedRetrievalChange(from, to)) violations.push(`I12 retrieval ${row.id} event ${event.seq} ${JSON.stringify(from)}→${JSON.stringify(to)} is not allowed`);
          state = to;
        }
        if (state && (state.sell !== row.sell_status || state.shipping !== row.shipping_status)) violations.push(`I12 retrieval ${row.id} row disagrees with its last event`);
        const order = market.get(row.id);
        // The order is placed only once Steam said the inventory is public (decision 0090).
        if (order && row.steam_checked_at === null) violations.push(`I12 retrieval ${row.id} has a market order but Steam never cleared its trade link`);
        if (row.outcome === 'inventory_private' && (order || row.steam_checked_at !== null)) violations.push(`I12 retrieval ${row.id} ended on a private inventory after Steam cleared it or an order was placed`);
        if (order?.final_state && row.finished_at !== null && (order.final_state === 'delivered') !== (row.outcome === 'delivered')) {
          violations.push(`I12 retrieval ${row.id} ended ${row.outcome} but the market ${order.final_state}`);
        }
        // A key's end is the key shop's to check (keyShopViolations); an item's is the backpack's.
        if (row.kind !== 'item') continue;
        const own = itemEvents.filter((event) => event.reference === `retrieval:${row.id}`);
        const count = (action: string) => own.filter((event) => event.action === action).length;
        if (count('retrieve') !== 1) violations.push(`I12 retrieval ${row.id} took its item ${count('retrieve')} times`);
        const delivered = count('retrieveDelivered');
        const refunded = count('retrieveRefunded');
        if (row.sell_status === SELL_STATUS.complete && (delivered !== 1 || refunded !== 0 || row.outcome !== 'delivered')) violations.push(`I12 retrieval ${row.id} is complete but its item was delivered ${delivered}, refunded ${refunded} times`);
        if (row.sell_status === SELL_STATUS.cancelled && (refunded !== 1 || delivered !== 0 || row.outcome === 'delivered')) violations.push(`I12 retrieval ${row.id} is cancelled but its item was delivered ${delivered}, refunded ${refunded} times`);
        if (row.finished_at === null) {
          if (delivered + refunded !== 0) violations.push(`I12 retrieval ${row.id} is under way but its item was settled`);
          if (items.get(row.item_id) !== ITEM_STATUS.retrieving) violations.push(`I12 retrieval ${row.id} is under way but its item is in status ${items.get(row.item_id)}`);
          open.set(row.item_id, (open.get(row.item_id) ?? 0) + 1);
        }
      }
      for (const [itemId, count] of open) if (count > 1) violations.push(`I12 item ${itemId} has ${count} retrievals under way`);
      return violations;
    });
}

/**
 * The key shop's books: an unpaid order took no coins and sent nothing; a paid one took its total
 * once and sent one retrieval per key; each key that ended is counted once, as delivered or as
 * refunded with exactly one refund of its price.
 */
export async function keyShopViolations(db: Kysely<Database>): Promise<string[]> {
  const violations: string[] = [];
  const orders = await db.selectFrom('key_orders').selectAll().execute();
  const transfers = await db.selectFrom('ledger_transfers').selectAll().where('reference', 'like', 'key_order:%').execute();
  const deliveries = await db.selectFrom('retrievals').selectAll().where('kind', '=', 'key').execute();
  for (const order of orders) {
    const reference = `key_order:${order.order_no}`;
    const paid = transfers.filter((transfer) => transfer.reference === reference && transfer.reason === 'key_purchase');
    const refunds = transfers.filter((transfer) => transfer.reference === reference && transfer.reason === 'key_refund');
    const sent = deliveries.filter((delivery) => delivery.request_id === order.order_no);
    if (order.status !== 'paid') {
      if (paid.length + refunds.length + sent.length > 0) violations.push(`key order ${order.order_no} is ${order.status} but took coins or sent keys`);
      continue;
    }
    if (paid.reduce((sum, transfer) => sum + Number(transfer.amount), 0) !== Number(order.total)) violations.push(`key order ${order.order_no} was not paid its total once`);
    if (sent.length !== order.units) violations.push(`key order ${order.order_no} sent ${sent.length} of ${order.units} keys`);
    const delivered = sent.filter((delivery) => delivery.outcome === 'delivered').length;
    const refunded = sent.filter((delivery) => delivery.outcome !== null && delivery.outcome !== 'delivered');
    if (delivered !== order.delivered || refunded.length !== order.refunded) violations.push(`key order ${order.order_no} counts ${order.delivered}/${order.refunded}, its keys ended ${delivered}/${refunded.length}`);
    const refundKeys = refunds.map((transfer) => transfer.id).sort();
    if (JSON.stringify(refundKeys) !== JSON.stringify(refunded.map((delivery) => `key_refund:${delivery.id}`).sort())) violations.push(`key order ${order.order_no} refunded other keys than those that failed`);
    if (refunds.reduce((sum, transfer) => sum + Number(transfer.amount), 0) !== Number(order.refunded_amount)) violations.push(`key order ${order.order_no} refunded another amount than it counts`);
  }
  return violations;
}
