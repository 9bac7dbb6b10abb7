import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { KEY_ORDER_PAY_WITHIN_MS, type KeyCart, type KeyOrder, type KeyOrderStatus } from '@lootbay/shared/schemas/key-shop';
import { orderedId } from '../../db/ordered-id';
import type { Trx } from '../../db/unit-of-work';
import { KEY_KIND, KEY_ORDER_EXPIRE, type KeyShopDependencies } from './keyshop.context';
import { accountsOf, cartForOrder, changeOrderStatus, countDeliveryEnd, findOrder, findOrderByKey, findProducts, insertOrder, moveStock, pageOrders, removeFromCart } from './keyshop.repository';
import type { KeyOrderLine, KeyOrderRow, KeySteamAccountRow } from './keyshop.table';
import { toKeyProduct, toSteamAccount } from './keyshop.views';

const PAY_REASON = 'key_purchase';
const REFUND_REASON = 'key_refund';

/** A paid order's status as players see it, from how many of its keys have ended each way. */
function statusOf(row: KeyOrderRow): KeyOrderStatus {
  if (row.status !== 'paid') return row.status as KeyOrderStatus;
  if (row.delivered + row.refunded < row.units) return 'delivering';
  if (row.refunded === 0) return 'delivered';
  return row.delivered === 0 ? 'refunded' : 'partly_refunded';
}

function linesOf(row: KeyOrderRow): KeyOrderLine[] {
  return JSON.parse(row.lines) as KeyOrderLine[];
}

/**
 * Key orders: made from the cart with the keys held from the stock, paid with coins within 15
 * minutes (else the keys go back), then sent a key at a time as retrievals of kind `key` to the
 * order's Steam account. Each key's end is counted in the transaction that ends it; a key that
 * cannot be delivered is paid back at its price, once (the transfer's key is the retrieval's).
 */
export function createKeyOrders(deps: KeyShopDependencies) {
  const db = deps.db.kysely;

  deps.retrieval.onEnd(KEY_KIND, async (trx, retrieval, outcome) => {
    const delivered = outcome === 'delivered';
    if (!delivered) {
      await deps.wallet.transferMany(trx, [
        { id: `${REFUND_REASON}:${retrieval.id}`, from: { system: 'sales' }, to: { user: retrieval.user_id }, currency: 'coin', amount: Number(retrieval.price), reason: REFUND_REASON, reference: `key_order:${retrieval.request_id}` },
      ]);
    }
    await countDeliveryEnd(trx, retrieval.request_id, delivered, delivered ? 0 : Number(retrieval.price));
  });

  async function present(rows: readonly KeyOrderRow[], locale: Locale): Promise<KeyOrder[]> {
    const products = new Map((await findProducts(db, [...new Set(rows.flatMap((row) => linesOf(row).map((line) => line.productId)))])).map((row) => [row.id, row]));
    return Promise.all(
      rows.map(async (row) => {
        const deliveries = row.status === 'paid' ? await deps.retrieval.ofRequest(row.order_no) : [];
        return {
          orderNo: row.order_no,
          status: statusOf(row),
          total: Number(row.total),
          steamAccount: { id: row.steam_account_id, name: row.steam_name, tradeUrl: row.trade_url },
          lines: linesOf(row).map((line) => ({ product: toKeyProduct(products.get(line.productId)!, locale), num: line.num, unitPrice: line.unitPrice })),
          createdAt: Number(row.created_at),
          expiresAt: Number(row.expires_at),
          paidAt: row.paid_at === null ? null : Number(row.paid_at),
          deliveries: deliveries.map((delivery) => ({
            id: delivery.id,
            sellStatus: delivery.sell_status,
            shippingStatus: delivery.shipping_status,
            outcome: delivery.outcome as KeyOrder['deliveries'][number]['outcome'],
            tradeOfferId: delivery.trade_offer_id,
            finishedAt: delivery.finished_at === null ? null : Number(delivery.finished_at),
          })),
          delivered: row.delivered,
          refunded: row.refunded,
          refundedAmount: Number(row.refunded_amount),
        };
      }),
    );
  }

  async function ownOrder(userId: string, orderNo: string): Promise<KeyOrderRow> {
    const row = await findOrder(db, orderNo);
    if (!row || row.user_id !== userId) throw new AppError('KEY_ORDER_NOT_FOUND');
    return row;
  }

  /** The account an order goes to: the one chosen, or the member's default. */
  async function accountFor(userId: string, steamAccountId: string | undefined): Promise<KeySteamAccountRow> {
    const accounts = await accountsOf(db, userId);
    const account = steamAccountId === undefined ? accounts.find((row) => row.is_default === 1) : accounts.find((row) => row.id === steamAccountId);
    if (!account) throw new AppError('KEY_STEAM_ACCOUNT_NOT_FOUND');
    return account;
  }

  async function returnStock(trx: Trx, row: KeyOrderRow, now: number): Promise<void> {
    for (const line of linesOf(row)) await moveStock(trx, line.productId, -line.num, now);
  }

  return {
    /** `/app/key/order/confirm`: the cart priced, the account it would go to, and whether the coins cover it. */
    async confirm(userId: string, steamAccountId: string | undefined, cart: KeyCart) {
      const account = await accountFor(userId, steamAccountId).catch((error: unknown) => {
        // Without a default account the confirmation still prices the cart; a chosen one must exist.
        if (steamAccountId === undefined && error instanceof AppError) return null;
        throw error;
      });
      const balance = await deps.wallet.balance(userId, 'coin');
      return { ...cart, steamAccount: account ? toSteamAccount(account) : null, balance, enough: balance >= cart.total };
    },

    /** `/app/key/order/add`: orders the cart for an account, holding the keys from the stock; a retried request key answers the first order. */
    async add(userId: string, request: { steamAccountId?: string | undefined; requestId?: string | undefined }, locale: Locale): Promise<KeyOrder> {
      if (!deps.retrieval.available()) throw new AppError('FEATURE_NOT_OPEN');
      const requestKey = request.requestId ? `${userId}:${request.requestId}` : null;
      const replay = requestKey ? await findOrderByKey(db, requestKey) : undefined;
      if (replay) {
        if (request.steamAccountId !== undefined && request.steamAccountId !== replay.steam_account_id) throw new AppError('REQUEST_ID_REUSED');
        return (await present([replay], locale))[0]!;
      }
      const account = await accountFor(userId, request.steamAccountId);
      const orderNo = await deps.db.transaction(async (trx) => {
        await deps.gate.assert(trx, userId);
        const now = deps.clock();
        const cart = await cartForOrder(trx, userId, deps.db.dialect === 'postgres');
        const products = new Map((await findProducts(trx, cart.map((line) => line.product_id))).map((row) => [row.id, row]));
        const lines = cart.filter((line) => products.get(line.product_id)?.visible === 1).map((line) => ({ productId: line.product_id, num: line.num, unitPrice: Number(products.get(line.product_id)!.price) }));
        if (lines.length === 0) throw new AppError('KEY_CART_EMPTY');
        for (const line of lines) if (!(await moveStock(trx, line.productId, line.num, now))) throw new AppError('MALL_OUT_OF_STOCK', { productId: line.productId });
        const row = {
          order_no: `K${orderedId(now).replaceAll('-', '').slice(0, 20).toUpperCase()}`,
          user_id: userId,
          steam_account_id: account.id,
          steam_name: account.name,
          trade_url: account.trade_url,
          lines: JSON.stringify(lines),
          total: lines.reduce((sum, line) => sum + line.unitPrice * line.num, 0),
          units: lines.reduce((sum, line) => sum + line.num, 0),
          status: 'awaiting_payment',
          request_key: requestKey,
          created_at: now,
          expires_at: now + KEY_ORDER_PAY_WITHIN_MS,
          paid_at: null,
          delivered: 0,
          refunded: 0,
          refunded_amount: 0,
        };
        // A racing retry of the same key made the order first: this one takes nothing.
        if (!(await insertOrder(trx, row))) return null;
        await removeFromCart(
          trx,
          userId,
          lines.map((line) => line.productId),
        );
        await deps.jobs.enqueueIn(trx, { kind: KEY_ORDER_EXPIRE, runAt: row.expires_at, payload: { orderNo: row.order_no }, dedupeKey: `${KEY_ORDER_EXPIRE}:${row.order_no}` });
        return row.order_no;
      });
      const made = orderNo === null ? await findOrderByKey(db, requestKey!) : await findOrder(db, orderNo);
      return (await present([made!], locale))[0]!;
    },

    /**
     * `/app/key/order/recharge`: pays an order with coins (jade covering a shortfall when the
     * player agrees) and sends its keys, in one transaction; paying a paid order answers it as it is.
     */
    async pay(userId: string, orderNo: string, useJade: boolean | undefined, locale: Locale): Promise<KeyOrder> {
      const first = await ownOrder(userId, orderNo);
      if (first.status === 'paid') return (await present([first], locale))[0]!;
      if (!deps.retrieval.available()) throw new AppError('FEATURE_NOT_OPEN');
      await deps.db.transaction(async (trx) => {
        await deps.gate.assert(trx, userId);
        const now = deps.clock();
        if (!(await changeOrderStatus(trx, orderNo, 'awaiting_payment', 'paid', { paid_at: now, until: now }))) {
          const current = await findOrder(trx, orderNo);
          if (current?.status === 'paid') return;
          throw new AppError('KEY_ORDER_NOT_PAYABLE', { status: current ? statusOf(current) : null });
        }
        const reference = `key_order:${orderNo}`;
        await deps.wallet.debitWithAutoConversion(trx, { id: reference, userId, currency: 'coin', amount: Number(first.total), to: 'sales', reason: PAY_REASON, reference, ...(useJade === undefined ? {} : { useJade }) });
        const products = new Map((await findProducts(trx, linesOf(first).map((line) => line.productId))).map((row) => [row.id, row]));
        let n = 0;
        await deps.retrieval.sendIn(
          trx,
          linesOf(first).flatMap((line) =>
            Array.from({ length: line.num }, () => ({
              kind: KEY_KIND,
              requestId: orderNo,
              userId,
              ref: `${orderNo}:${(n += 1)}`,
              marketName: products.get(line.productId)!.name_en,
              price: line.unitPrice,
              tradeUrl: first.trade_url,
            })),
          ),
        );
      });
      return (await present([(await findOrder(db, orderNo))!], locale))[0]!;
    },

    /** `/app/key/order/check`: an order with its payment and each key's delivery. */
    async check(userId: string, orderNo: string, locale: Locale): Promise<KeyOrder> {
      return (await present([await ownOrder(userId, orderNo)], locale))[0]!;
    },

    async list(userId: string, status: KeyOrderStatus | undefined, page: number, size: number, locale: Locale) {
      const { list: rows, total } = await pageOrders(db, userId, status, page, size);
      return { list: await present(rows, locale), total, page, size };
    },

    /** The job at an order's deadline: unpaid, it times out and its keys go back to the stock. */
    async expire(orderNo: string): Promise<void> {
      await deps.db.transaction(async (trx) => {
        const row = await findOrder(trx, orderNo);
        if (!row) return;
        const now = deps.clock();
        if (row.expires_at > now) throw new Error(`key order ${orderNo} is not due until ${row.expires_at}`);
        if (await changeOrderStatus(trx, orderNo, 'awaiting_payment', 'timeout')) await returnStock(trx, row, now);
      });
    },
  };
}
