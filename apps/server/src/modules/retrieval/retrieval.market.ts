import type { MessageTemplateId } from '@lootbay/shared/messages';
import { SELL_STATUS, SHIPPING_STATUS, type RetrievalOutcome } from '@lootbay/shared/schemas/retrieval';
import { unitOf, type Trx } from '../../db/unit-of-work';
import { tradePartnerOf } from '../../providers/steam/public-inventory';
import type { MarketCancelReason, MarketOrderState } from '../../providers/trading/trading.provider';
import { RETRIEVAL_CHECK, type RetrievalDependencies } from './retrieval.context';
import { findRetrieval, insertEvent, moveRetrieval, recordCheck, recordSteamChecked } from './retrieval.repository';
import type { RetrievalRow } from './retrieval.table';
import { isAllowedRetrievalChange, sameState, type RetrievalState } from './retrieval.transitions';

const OUTCOME_OF_CANCEL: Readonly<Record<MarketCancelReason, RetrievalOutcome>> = {
  out_of_stock: 'out_of_stock',
  seller_cancelled: 'seller_cancelled',
  offer_expired: 'offer_expired',
  buyer_cancelled: 'player_cancelled',
};

/** The personal message an end sends: the delivery, and the refusal the player did not see when asking. */
const MESSAGE_OF_OUTCOME: Partial<Record<RetrievalOutcome, MessageTemplateId>> = {
  delivered: 'retrieval_done',
  inventory_private: 'retrieval_inventory_private',
};

/** A check waits at least the poll interval, and longer the longer a state lasts, up to this many intervals. */
const MAX_POLL_INTERVALS = 20;
/** Attempts at applying one answer of the market when racing changes keep coming first. */
const APPLY_ATTEMPTS = 3;

interface Target {
  readonly to: RetrievalState;
  readonly outcome?: RetrievalOutcome;
  readonly tradeOfferId?: string;
  readonly offerExpiresAt?: number;
}

function stateOf(row: RetrievalRow): RetrievalState {
  return { sell: row.sell_status, shipping: row.shipping_status };
}

/** The statuses a market state puts a retrieval in (spec point 4). */
function targetOf(market: MarketOrderState, current: RetrievalState): Target {
  switch (market.state) {
    case 'quoting':
      return { to: current.sell === SELL_STATUS.awaitingQuote ? current : { sell: SELL_STATUS.awaitingQuote, shipping: SHIPPING_STATUS.sendingQuote } };
    case 'restocking':
      return { to: { sell: SELL_STATUS.awaitingQuote, shipping: SHIPPING_STATUS.resendingQuote } };
    case 'awaiting_seller':
      return { to: { sell: SELL_STATUS.awaitingSeller, shipping: SHIPPING_STATUS.queued } };
    case 'offer_sent':
      return { to: { sell: SELL_STATUS.awaitingBuyer, shipping: SHIPPING_STATUS.quoteSent }, tradeOfferId: market.offerId, offerExpiresAt: market.expiresAt };
    case 'delivered':
      return { to: { sell: SELL_STATUS.complete, shipping: SHIPPING_STATUS.quoteSent }, outcome: 'delivered', tradeOfferId: market.offerId };
    case 'cancelled':
      return { to: { sell: SELL_STATUS.cancelled, shipping: current.shipping }, outcome: OUTCOME_OF_CANCEL[market.reason] };
  }
}

/** What the end of a retrieval does to what it delivered, in the transaction that ends it (per kind). */
export type RetrievalSettler = (trx: Trx, row: RetrievalRow, outcome: RetrievalOutcome) => Promise<void>;

/** How a change of a retrieval is recorded: its event's reason, the check it answers, and whether it holds only before any order. */
interface Move {
  readonly reason: string;
  readonly check: number | undefined;
  readonly now: number;
  readonly beforeOrder?: boolean;
}

/**
 * Follows each retrieval's market order: a check asks the market where the order stands (placing
 * it first) and applies the answer; a check that leaves it under way schedules the next one, as a
 * durable job keyed by the check's number, so restarts and several instances ask once per step.
 * Before the order is first placed, a check asks Steam whether the trade link's inventory is
 * public (decision 0090): a private one ends the retrieval with no order placed.
 * The end of a retrieval settles what it delivered in the same transaction, exactly once,
 * whichever of a check or a cancellation comes first: a backpack item is delivered (10 → 11) or
 * back in the backpack (10 → 0); a key's settler is the key shop's.
 */
export function createMarketFollower(deps: RetrievalDependencies, settlerOf: (kind: string) => RetrievalSettler) {
  const db = deps.db.kysely;

  function nextCheckAt(row: RetrievalRow, now: number, stateChanged: boolean): number {
    const inState = stateChanged ? 0 : now - row.state_since;
    return now + Math.min(deps.pollMs * MAX_POLL_INTERVALS, Math.max(deps.pollMs, Math.floor(inState / 4)));
  }

  async function scheduleCheck(trx: Trx, id: string, check: number, runAt: number): Promise<void> {
    await deps.jobs.enqueueIn(trx, { kind: RETRIEVAL_CHECK, runAt, payload: { id, check }, dedupeKey: `${RETRIEVAL_CHECK}:${id}:${check}` });
  }

  /** Moves a retrieval read in `trx` to `target`: its event, its end's settlement or its next check, and word to its owner after commit; false when a racing change came first. */
  async function move(trx: Trx, row: RetrievalRow, target: Target, how: Move): Promise<boolean> {
    const from = stateOf(row);
    const finished = target.outcome !== undefined;
    const next = finished ? null : nextCheckAt(row, how.now, true);
    const moved = await moveRetrieval(trx, row.id, from, {
      to: target.to,
      nextCheckAt: next,
      now: how.now,
      ...(how.check === undefined ? {} : { check: how.check }),
      ...(how.beforeOrder ? { beforeOrder: true } : {}),
      ...(target.outcome === undefined ? {} : { outcome: target.outcome }),
      ...(target.tradeOfferId === undefined ? {} : { tradeOfferId: target.tradeOfferId }),
      ...(target.offerExpiresAt === undefined ? {} : { offerExpiresAt: target.offerExpiresAt }),
    });
    if (!moved) return false;
    await insertEvent(trx, {
      retrieval_id: row.id,
      seq: moved.event_seq,
      from_sell: from.sell,
      from_shipping: from.shipping,
      to_sell: target.to.sell,
      to_shipping: target.to.shipping,
      reason: how.reason,
      created_at: how.now,
    });
    if (finished) {
      await settlerOf(row.kind)(trx, row, target.outcome!);
      const template = MESSAGE_OF_OUTCOME[target.outcome!];
      if (template) await deps.messages.send(trx, { userId: row.user_id, key: `retrieval:${row.id}`, template, params: { item: row.market_name } });
    } else if (how.check !== undefined) {
      await scheduleCheck(trx, row.id, how.check + 1, next!);
    }
    unitOf(trx).afterCommit(() =>
      deps.tell(row.user_id, { id: row.id, itemId: row.item_id, sellStatus: target.to.sell, shippingStatus: target.to.shipping, outcome: target.outcome ?? null, at: how.now }),
    );
    return true;
  }

  /** One attempt at applying the market's answer to the retrieval as it stands now; false when a racing change came first. */
  async function applyOnce(id: string, market: MarketOrderState, check: number | undefined): Promise<boolean> {
    return deps.db.transaction(async (trx) => {
      const row = await findRetrieval(trx, id);
      if (!row || row.finished_at !== null || (check !== undefined && row.checks !== check)) return true;
      const now = deps.clock();
      const from = stateOf(row);
      const target = targetOf(market, from);
      if (sameState(from, target.to) || !isAllowedRetrievalChange(from, target.to)) {
        // Nothing new (or a market answer behind what we know): a check still counts and the next one is due.
        if (!sameState(from, target.to)) deps.log.warn({ retrieval: id, from, market }, 'market answered a state behind the retrieval');
        if (check === undefined) return true;
        const next = nextCheckAt(row, now, false);
        if (!(await recordCheck(trx, id, check, next))) return false;
        await scheduleCheck(trx, id, check + 1, next);
        return true;
      }
      return move(trx, row, target, { reason: target.outcome ?? market.state, check, now });
    });
  }

  /** Applies an answer of the market; `check` names the check it answers (none for a cancellation's answer). */
  async function apply(id: string, market: MarketOrderState, check?: number): Promise<void> {
    for (let attempt = 1; attempt <= APPLY_ATTEMPTS; attempt += 1) {
      // False when a racing change (a cancellation, the sweep) came first: read again and apply to what it left.
      if (await applyOnce(id, market, check)) return;
    }
  }

  /**
   * Ends a retrieval for which no market order can exist yet (Steam has not been recorded as
   * saying its inventory is public), with no one to ask: the item is refunded. The condition is in
   * the same statement as the change, so a check recording Steam's word at the same time makes
   * this refuse; false then, or when it had ended or moved on already.
   */
  async function endBeforeOrder(id: string, outcome: RetrievalOutcome, check?: number): Promise<boolean> {
    return deps.db.transaction(async (trx) => {
      const row = await findRetrieval(trx, id);
      if (!row || row.finished_at !== null || row.steam_checked_at !== null || (check !== undefined && row.checks !== check)) return false;
      const target = { to: { sell: SELL_STATUS.cancelled, shipping: row.shipping_status }, outcome };
      return move(trx, row, target, { reason: outcome, check, now: deps.clock(), beforeOrder: true });
    });
  }

  return {
    apply,
    scheduleCheck,
    endBeforeOrder,
    /** The longest a retrieval under way waits between two checks. */
    longestPollMs: deps.pollMs * MAX_POLL_INTERVALS,

    /**
     * The job: asks the market about check `check` of a retrieval (placing the order on the first)
     * and applies the answer. Before the order is first placed, Steam is asked whether the trade
     * link's inventory is public, and its yes is recorded first, so no order exists while it is not.
     */
    async check(id: string, check: number): Promise<void> {
      const row = await findRetrieval(db, id);
      if (!row || row.finished_at !== null || row.checks !== check) return;
      if (!deps.market) throw new Error('no trading market is configured');
      if (row.steam_checked_at === null) {
        // Steam not answering rejects: the scheduler tries the check again, and the sweep re-arms it after.
        if ((await deps.steam.inventoryVisibility(tradePartnerOf(row.trade_url))) !== 'public') {
          await endBeforeOrder(id, 'inventory_private', check);
          return;
        }
        if (!(await deps.db.write((q) => recordSteamChecked(q, id, check, deps.clock())))) return;
      }
      const order = { purchaseId: row.id, itemName: row.market_name, maxPrice: Number(row.price), tradeUrl: row.trade_url };
      const state = (check === 0 ? null : await deps.market.orderState(row.id)) ?? (await deps.market.placeOrder(order));
      await apply(id, state, check);
    },
  };
}

export type MarketFollower = ReturnType<typeof createMarketFollower>;
