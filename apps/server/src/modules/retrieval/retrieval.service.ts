import type { Locale } from '@lootbay/shared/constants';
import { RETRIEVAL_TIMINGS } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { ConsoleRetrieval } from '@lootbay/shared/schemas/console-economy';
import { SELL_STATUS, expectedWait, isCancellable, isFinished, type Retrieval, type RetrievalOutcome } from '@lootbay/shared/schemas/retrieval';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import { tradePartnerOf } from '../../providers/steam/public-inventory';
import { MarketUnavailableError, type MarketOrderState } from '../../providers/trading/trading.provider';
import type { RetrievalDependencies } from './retrieval.context';
import { createMarketFollower, type RetrievalSettler } from './retrieval.market';
import { blankFinishedTradeUrls, findRequestByKey, findRetrieval, insertRequest, insertRetrievals, overdueRetrievals, pageAllRetrievals, pageRetrievals, recordCheck, retrievalIdsOf, retrievalsOfRequest, retrievalsOfUser, type RetrievalFilter } from './retrieval.repository';
import type { RetrievalEventsTable, RetrievalRow, RetrievalsTable } from './retrieval.table';
import { REQUESTED } from './retrieval.transitions';

/** A check overdue by this much more than the longest poll interval is re-armed by the sweep. */
const OVERDUE_GRACE_MS = 5 * 60_000;
const SWEEP_BATCH = 200;
/** Market orders whose trade links an erasure forgets per statement, well under either database's bound parameters. */
const ERASE_BATCH = 500;

/** A backpack item's retrieval. */
export const ITEM_KIND = 'item';

/** Something to send to a trade link, besides backpack items (the key shop's keys). */
export interface Delivery {
  /** The retrieval's id, when the caller has already named it (in its item events). */
  readonly id?: string;
  readonly kind: string;
  readonly requestId: string;
  readonly userId: string;
  /** What is delivered, unique per kind: the retrieval is under way for it once. */
  readonly ref: string;
  readonly marketName: string;
  readonly price: number;
  readonly tradeUrl: string;
}

export interface TakeBackRequest {
  readonly ids: readonly string[];
  readonly requestId?: string | undefined;
}

/**
 * Retrieval ("take back") of backpack items to the player's Steam account through the trading
 * market (decision 0067). Items move 0 → 10 with their retrievals in one transaction; Steam and the
 * market are asked after commit, by durable jobs (decision 0090); the end moves each item once, to
 * 11 or back to 0.
 */
export function createRetrievalService(deps: RetrievalDependencies) {
  const db = deps.db.kysely;
  const settlers = new Map<string, RetrievalSettler>([
    [ITEM_KIND, (trx, row, outcome) => deps.backpack.transition(trx, row.user_id, [row.item_id], outcome === 'delivered' ? 'retrieveDelivered' : 'retrieveRefunded', `retrieval:${row.id}`).then(() => undefined)],
  ]);
  const follower = createMarketFollower(deps, (kind) => {
    const settler = settlers.get(kind);
    if (!settler) throw new Error(`no settler for retrievals of kind ${kind}`);
    return settler;
  });

  /**
   * Puts deliveries on their way in the caller's transaction: rows, first events, first checks due
   * now, and word to their owners after commit. `steamCheckedAt` null has the first check ask Steam
   * whether the trade link's inventory is public before any market order.
   */
  async function send(trx: Trx, deliveries: readonly (Delivery & { readonly ornamentId: string | null })[], now: number, steamCheckedAt: number | null): Promise<RetrievalsTable[]> {
    const rows: RetrievalsTable[] = deliveries.map((delivery) => ({
      id: delivery.id ?? orderedId(now),
      kind: delivery.kind,
      request_id: delivery.requestId,
      user_id: delivery.userId,
      item_id: delivery.ref,
      ornament_id: delivery.ornamentId,
      price: delivery.price,
      market_name: delivery.marketName,
      trade_url: delivery.tradeUrl,
      sell_status: REQUESTED.sell,
      shipping_status: REQUESTED.shipping,
      outcome: null,
      steam_checked_at: steamCheckedAt,
      trade_offer_id: null,
      offer_expires_at: null,
      checks: 0,
      next_check_at: now,
      event_seq: 1,
      created_at: now,
      state_since: now,
      finished_at: null,
    }));
    const events: RetrievalEventsTable[] = rows.map((row) => ({ retrieval_id: row.id, seq: 1, from_sell: null, from_shipping: null, to_sell: row.sell_status, to_shipping: row.shipping_status, reason: 'requested', created_at: now }));
    await insertRetrievals(trx, rows, events);
    for (const row of rows) await follower.scheduleCheck(trx, row.id, 0, now);
    unitOf(trx).afterCommit(() => {
      for (const row of rows) deps.tell(row.user_id, { id: row.id, itemId: row.item_id, sellStatus: row.sell_status, shippingStatus: row.shipping_status, outcome: null, at: now });
    });
    return rows;
  }

  async function present(rows: readonly RetrievalRow[], locale: Locale): Promise<Retrieval[]> {
    const ornaments = await deps.catalog.ornaments(
      rows.flatMap((row) => (row.ornament_id === null ? [] : [row.ornament_id])),
      locale,
    );
    const now = deps.clock();
    return rows.map((row) => {
      const stateSince = Number(row.state_since);
      const wait = row.finished_at === null ? expectedWait(row.sell_status, row.shipping_status) : null;
      const offerExpiresAt = row.offer_expires_at === null ? null : Number(row.offer_expires_at);
      const cancellable = row.finished_at === null && isCancellable(row.sell_status);
      return {
        id: row.id,
        itemId: row.item_id,
        sellStatus: row.sell_status,
        shippingStatus: row.shipping_status,
        outcome: row.outcome as RetrievalOutcome | null,
        price: Number(row.price),
        ornament: ornaments.get(row.ornament_id!)!,
        tradeOfferId: row.trade_offer_id,
        offerExpiresAt,
        createdAt: Number(row.created_at),
        stateSince,
        finishedAt: row.finished_at === null ? null : Number(row.finished_at),
        expected: wait && { from: stateSince + wait.min, to: row.sell_status === SELL_STATUS.awaitingBuyer && offerExpiresAt !== null ? offerExpiresAt : stateSince + wait.max },
        cancellable,
        adviseCancel: cancellable && now - Number(row.created_at) > RETRIEVAL_TIMINGS.adviseCancelAfter,
      };
    });
  }

  /** A repeated request key answers the first request's retrievals; with other items it is refused. */
  async function replay(requestKey: string, itemIds: string, locale: Locale): Promise<Retrieval[]> {
    const first = await findRequestByKey(db, requestKey);
    if (!first) throw new Error(`take-back request ${requestKey} vanished`);
    if (first.item_ids !== itemIds) throw new AppError('REQUEST_ID_REUSED');
    return present(await retrievalsOfRequest(db, first.id), locale);
  }

  /**
   * The trade link of a member who may retrieve: bound, to a Steam account, and the member an
   * adult. All read here; whether its inventory is public is the retrieval's first check's to ask.
   */
  async function tradeUrlOf(userId: string): Promise<string> {
    const user = await deps.accounts.findUser(userId);
    if (!user?.tradeUrl) throw new AppError('STEAM_BIND_REQUIRED');
    await deps.accounts.assertAdult(userId);
    tradePartnerOf(user.tradeUrl);
    return user.tradeUrl;
  }

  async function answerOfMarket<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof MarketUnavailableError) throw new AppError('MARKET_UNAVAILABLE');
      throw error;
    }
  }

  return {
    /** The scheduler's job of one check. */
    check: follower.check,

    /** Whether a market is configured: without one, nothing can be sent to Steam. */
    available: (): boolean => deps.market !== null,

    /** Another kind of delivery (the key shop's keys): what the end of one does, in its transaction. */
    onEnd(kind: string, settler: RetrievalSettler): void {
      if (settlers.has(kind)) throw new Error(`retrievals of kind ${kind} already have a settler`);
      settlers.set(kind, settler);
    },

    /**
     * Sends deliveries of another kind on their way, in the caller's transaction; answers their
     * retrievals. Their trade links were checked with Steam when the caller took them (the key
     * shop's Steam accounts, when added), so their first check places the order at once.
     */
    sendIn: (trx: Trx, deliveries: readonly Delivery[]) => {
      const now = deps.clock();
      return send(trx, deliveries.map((delivery) => ({ ...delivery, ornamentId: null })), now, now);
    },

    /** The retrievals of one request or order, for the module that sent them. */
    ofRequest: (requestId: string) => retrievalsOfRequest(db, requestId),

    /** `/member/takeBack`: one retrieval per item, all or none; a retried request key answers the first. */
    async takeBack(userId: string, request: TakeBackRequest, locale: Locale): Promise<Retrieval[]> {
      if (!deps.market) throw new AppError('FEATURE_NOT_OPEN');
      const itemIds = [...new Set(request.ids)].sort();
      const requestKey = request.requestId ? `${userId}:${request.requestId}` : null;
      if (requestKey && (await findRequestByKey(db, requestKey))) return replay(requestKey, itemIds.join(','), locale);
      const tradeUrl = await tradeUrlOf(userId);
      const requestRowId = orderedId();
      const created = await deps.db.transaction(async (trx) => {
        const now = deps.clock();
        if (!(await insertRequest(trx, { id: requestRowId, user_id: userId, request_key: requestKey, item_ids: itemIds.join(','), created_at: now }))) return null;
        // Each item moves 0 → 10 under the retrieval it goes with; one that cannot refuses them all.
        const ids = itemIds.map(() => orderedId(now));
        const moved = [];
        for (const [index, itemId] of itemIds.entries()) moved.push(...(await deps.backpack.transition(trx, userId, [itemId], 'retrieve', `retrieval:${ids[index]!}`)));
        const names = await deps.catalog.ornamentsIn(
          trx,
          moved.map((item) => item.ornament_id),
          'en',
        );
        return send(
          trx,
          moved.map((item, index) => {
            const ornament = names.get(item.ornament_id)!;
            return { id: ids[index]!, kind: ITEM_KIND, requestId: requestRowId, userId, ref: item.id, ornamentId: item.ornament_id, marketName: `${ornament.name} (${ornament.wearName})`, price: Number(item.price), tradeUrl };
          }),
          now,
          null,
        );
      });
      if (created === null) return replay(requestKey!, itemIds.join(','), locale);
      return present(created, locale);
    },

    /** `/member/takeBack/list`: the member's retrievals, newest first. */
    async list(userId: string, query: { page: number; size: number; state?: 'open' | 'finished' | undefined }, locale: Locale) {
      const { list: rows, total } = await pageRetrievals(db, userId, ITEM_KIND, query.state, query.page, query.size);
      return { list: await present(rows, locale), total, page: query.page, size: query.size };
    },

    /**
     * `/member/closeUserOrnaStateTaskBack`: cancels a retrieval no seller has shipped. Before Steam
     * has said the inventory is public no order exists, and it ends here; after, the market decides
     * (the order may have shipped meanwhile) and its answer is applied like a check's, so a
     * cancellation racing a delivery ends the retrieval once, one way.
     */
    async cancel(userId: string, id: string, locale: Locale): Promise<Retrieval> {
      const row = await findRetrieval(db, id);
      if (!row || row.user_id !== userId || row.kind !== ITEM_KIND) throw new AppError('RETRIEVAL_NOT_FOUND');
      if (isFinished(row.sell_status)) throw new AppError('RETRIEVAL_NOT_CANCELLABLE');
      if (!isCancellable(row.sell_status)) throw new AppError('RETRIEVAL_OFFER_SENT');
      // Before Steam's yes no order exists: the retrieval ends here, with no market to ask.
      if (row.steam_checked_at === null && (await follower.endBeforeOrder(id, 'player_cancelled'))) {
        const ended = (await findRetrieval(db, id))!;
        return (await present([ended], locale))[0]!;
      }
      const market = deps.market;
      if (!market) throw new AppError('FEATURE_NOT_OPEN');
      const state = await answerOfMarket(() => market.cancelOrder(id));
      let after = row;
      // Racing checks may come first a few times; the market's answer is final, so it lands.
      for (let attempt = 0; attempt < 3 && after.finished_at === null && after.sell_status !== SELL_STATUS.awaitingBuyer; attempt += 1) {
        await follower.apply(id, state);
        after = (await findRetrieval(db, id))!;
      }
      if (after.outcome === 'delivered') throw new AppError('RETRIEVAL_NOT_CANCELLABLE');
      if (after.finished_at === null) throw new AppError(after.sell_status === SELL_STATUS.awaitingBuyer ? 'RETRIEVAL_OFFER_SENT' : 'RETRIEVAL_CANCEL_REFUSED');
      return (await present([after], locale))[0]!;
    },

    /**
     * Settles a retrieval at once with what `settle` makes the market answer (the sandbox's
     * development route): the order is placed first if no check has run yet.
     */
    async settleNow(id: string, settle: (purchaseId: string) => Promise<MarketOrderState | null>) {
      const row = await findRetrieval(db, id);
      if (!row) throw new AppError('RETRIEVAL_NOT_FOUND');
      if (row.checks === 0 && row.finished_at === null) await follower.check(id, 0);
      const state = await settle(id);
      if (state) await follower.apply(id, state);
      const after = (await findRetrieval(db, id))!;
      return { id: after.id, kind: after.kind, itemId: after.item_id, sellStatus: after.sell_status, shippingStatus: after.shipping_status, outcome: after.outcome };
    },

    /** Re-arms the checks of retrievals whose job died or gave up (the market was down too long). */
    async sweep(): Promise<number> {
      const now = deps.clock();
      const overdue = await overdueRetrievals(db, now, follower.longestPollMs + OVERDUE_GRACE_MS, SWEEP_BATCH);
      for (const { id, checks } of overdue) {
        await deps.db.transaction(async (trx) => {
          if (await recordCheck(trx, id, checks, now)) await follower.scheduleCheck(trx, id, checks + 1, now);
        });
      }
      return overdue.length;
    },

    /** The operators' queue: every retrieval the filter matches, newest first. */
    async queue(filter: RetrievalFilter, page: number, size: number): Promise<{ list: ConsoleRetrieval[]; total: number; page: number; size: number }> {
      const { list: rows, total } = await pageAllRetrievals(db, filter, page, size);
      const list = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        userId: row.user_id,
        itemId: row.item_id,
        marketName: row.market_name,
        price: Number(row.price),
        tradeUrl: row.trade_url,
        sellStatus: row.sell_status,
        shippingStatus: row.shipping_status,
        outcome: row.outcome as RetrievalOutcome | null,
        tradeOfferId: row.trade_offer_id,
        checks: row.checks,
        nextCheckAt: row.next_check_at === null ? null : Number(row.next_check_at),
        createdAt: Number(row.created_at),
        stateSince: Number(row.state_since),
        finishedAt: row.finished_at === null ? null : Number(row.finished_at),
      }));
      return { list, total, page, size };
    },

    /**
     * The privacy module's erasure step: the trade link copied into the accounts' finished
     * retrievals (items and keys) and into the market's ended orders for them is blanked; one
     * under way keeps it until it ends (the events, append-only, hold no link).
     */
    async eraseOf(trx: Trx, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await blankFinishedTradeUrls(trx, userIds);
      const market = deps.market;
      if (!market?.forgetTradeLinksIn) return;
      const ids = await retrievalIdsOf(trx, userIds);
      for (let at = 0; at < ids.length; at += ERASE_BATCH) await market.forgetTradeLinksIn(trx, ids.slice(at, at + ERASE_BATCH));
    },

    /** The retrieval part of a member's data export. */
    async exportFor(userId: string, locale: Locale): Promise<Retrieval[]> {
      return present(await retrievalsOfUser(db, userId, ITEM_KIND), locale);
    },
  };
}

export type RetrievalService = ReturnType<typeof createRetrievalService>;
