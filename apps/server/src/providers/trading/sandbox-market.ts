import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { RETRIEVAL_TIMINGS } from '@lootbay/shared/constants';
import type { DevMarketOutcome } from '@lootbay/shared/schemas/retrieval';
import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import type { SandboxMarketOrderRow } from './sandbox-market.table';
import { MarketUnavailableError, type MarketCancelReason, type MarketOrder, type MarketOrderState, type TradingProvider } from './trading.provider';

/** The courses a sandbox order can take: each failure mode of a real market, and delivery. */
export const SANDBOX_SCENARIOS = ['deliver', 'restock', 'out_of_stock', 'seller_cancel', 'offer_expire'] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

/** How often each course is taken when an order's course is drawn from its id (per 100). */
const SCENARIO_WEIGHTS: Readonly<Record<SandboxScenario, number>> = { deliver: 84, restock: 6, out_of_stock: 4, seller_cancel: 3, offer_expire: 3 };
/** Shipping is automatic for this many sellers in 100; the others ship by hand. */
const AUTOMATIC_SHIPPERS = 70;
/** The simulated player accepts a trade offer this long after it arrives. */
const ACCEPT_WITHIN = { min: 60_000, max: 45 * 60_000 } as const;
export const SANDBOX_MARKET_LATENCY_MS = 150;

export interface SandboxMarketOptions {
  readonly db: Db;
  readonly clock: () => number;
  /** 1 keeps the spec's timings; a smaller factor shrinks every wait (0.001: a 16-hour quote takes under a minute). */
  readonly timeScale: number;
  readonly latencyMs?: number;
  /** The share of calls (0..1) that find the market unreachable. */
  readonly unreachableRate?: number;
  /** The course an order takes; drawn from its purchase id unless given. */
  readonly scenarioOf?: (order: MarketOrder) => SandboxScenario;
}

/** The sandbox market, with what only a sandbox can do: end an order at once with a chosen outcome. */
export interface SandboxMarket extends TradingProvider {
  /** Ends an order that has not ended yet; answers the state after, or null for an unknown order. */
  force(purchaseId: string, outcome: DevMarketOutcome): Promise<MarketOrderState | null>;
  forgetTradeLinksIn(trx: Trx, purchaseIds: readonly string[]): Promise<void>;
}

/** Uniform numbers in [0, 1) drawn from a purchase id, so an order's course is the same on every instance and after restarts. */
function draws(purchaseId: string): number[] {
  const digest = createHash('sha256').update(`sandbox-market:${purchaseId}`).digest();
  return [0, 4, 8, 12, 16, 20].map((offset) => digest.readUInt32BE(offset) / 2 ** 32);
}

function between(range: { readonly min: number; readonly max: number }, u: number): number {
  return Math.round(range.min + (range.max - range.min) * u);
}

/**
 * The course chosen on purpose by the last digit of the trade link's partner id, as the Steam
 * sandbox reads 0 (private) and 9 (unreachable): 1 out of stock, 2 stock filled then delivered,
 * 3 a seller who never ships, 4 a trade offer left to expire, 5 delivered; other digits draw one.
 */
const SCENARIO_BY_DIGIT: Readonly<Record<string, SandboxScenario>> = { '1': 'out_of_stock', '2': 'restock', '3': 'seller_cancel', '4': 'offer_expire', '5': 'deliver' };

function chosenScenario(tradeUrl: string): SandboxScenario | undefined {
  const partner = /[?&]partner=(\d+)/.exec(tradeUrl)?.[1];
  return partner ? SCENARIO_BY_DIGIT[partner.slice(-1)] : undefined;
}

function drawnScenario(u: number): SandboxScenario {
  let left = u * 100;
  for (const scenario of SANDBOX_SCENARIOS) {
    left -= SCENARIO_WEIGHTS[scenario];
    if (left < 0) return scenario;
  }
  return 'deliver';
}

const FORCED: Readonly<Record<DevMarketOutcome, { state: 'delivered' | 'cancelled'; reason: MarketCancelReason | null }>> = {
  deliver: { state: 'delivered', reason: null },
  cancel: { state: 'cancelled', reason: 'seller_cancelled' },
  'out-of-stock': { state: 'cancelled', reason: 'out_of_stock' },
};

export function offerIdOf(purchaseId: string): string {
  return `sbx-offer-${createHash('sha256').update(purchaseId).digest('hex').slice(0, 12)}`;
}

/** Where an order stands at time `t`, from its course and timings alone (until it is ended by a call). */
export function stateAt(row: SandboxMarketOrderRow, t: number): MarketOrderState {
  const offerId = offerIdOf(row.purchase_id);
  if (row.final_state !== null && row.final_at !== null && row.final_at <= t) {
    return row.final_state === 'delivered'
      ? { state: 'delivered', offerId, at: row.final_at }
      : { state: 'cancelled', reason: row.final_reason as MarketCancelReason, at: row.final_at };
  }
  let quotedAt = row.placed_at + row.quote_ms;
  if (t < quotedAt) return { state: 'quoting' };
  if (row.scenario === 'out_of_stock') return { state: 'cancelled', reason: 'out_of_stock', at: quotedAt };
  if (row.scenario === 'restock') {
    if (t < quotedAt + row.restock_ms) return { state: 'restocking' };
    quotedAt += row.restock_ms;
  }
  const shipping = row.shipping as 'automatic' | 'manual';
  if (row.scenario === 'seller_cancel') {
    const giveUpAt = quotedAt + row.ship_ms;
    return t < giveUpAt ? { state: 'awaiting_seller', shipping } : { state: 'cancelled', reason: 'seller_cancelled', at: giveUpAt };
  }
  const shippedAt = quotedAt + row.ship_ms;
  if (t < shippedAt) return { state: 'awaiting_seller', shipping };
  const expiresAt = shippedAt + row.offer_ms;
  if (row.scenario === 'offer_expire') return t < expiresAt ? { state: 'offer_sent', offerId, expiresAt } : { state: 'cancelled', reason: 'offer_expired', at: expiresAt };
  const acceptedAt = shippedAt + row.accept_ms;
  return t < acceptedAt ? { state: 'offer_sent', offerId, expiresAt } : { state: 'delivered', offerId, at: acceptedAt };
}

function isOver(state: MarketOrderState): state is Extract<MarketOrderState, { state: 'delivered' | 'cancelled' }> {
  return state.state === 'delivered' || state.state === 'cancelled';
}

/**
 * A market that behaves like a real one: quotes after a delay, runs out of stock, fills stock and
 * quotes again, has sellers who never ship, sends trade offers that expire unaccepted, delivers
 * the rest, and now and then does not answer. Its timings are the spec's (point 9), scaled by
 * `timeScale`. It keeps its orders in a table of its own, as a real market keeps them on its side,
 * so an order's course survives restarts and reads the same from every instance. Once an order
 * ends (by its course, a cancellation or `force`), the end is written down with a conditional
 * update, so whichever call ends it first decides, and every later call answers that.
 */
export function createSandboxMarket(options: SandboxMarketOptions): SandboxMarket {
  const db = options.db.kysely;
  const latencyMs = options.latencyMs ?? SANDBOX_MARKET_LATENCY_MS;
  const scale = (ms: number) => Math.max(1, Math.round(ms * options.timeScale));

  async function network(): Promise<void> {
    if (latencyMs > 0) await sleep(latencyMs);
    if (Math.random() < (options.unreachableRate ?? 0)) throw new MarketUnavailableError('sandbox market: no answer');
  }

  function find(purchaseId: string) {
    return db.selectFrom('sandbox_market_orders').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst();
  }

  /** Writes down an order's end unless another call ended it first; answers the end that stands. */
  async function end(purchaseId: string, state: 'delivered' | 'cancelled', reason: MarketCancelReason | null, at: number): Promise<MarketOrderState> {
    await db
      .updateTable('sandbox_market_orders')
      .set({ final_state: state, final_reason: reason, final_at: at })
      .where('purchase_id', '=', purchaseId)
      .where('final_state', 'is', null)
      .execute();
    const row = await find(purchaseId);
    return stateAt(row!, Math.max(at, row!.final_at ?? at));
  }

  async function current(row: SandboxMarketOrderRow): Promise<MarketOrderState> {
    const now = options.clock();
    const state = stateAt(row, now);
    if (row.final_state === null && isOver(state)) return end(row.purchase_id, state.state, state.state === 'cancelled' ? state.reason : null, state.at);
    return state;
  }

  function newOrder(order: MarketOrder, now: number): SandboxMarketOrderRow {
    const [u0 = 0, u1 = 0, u2 = 0, u3 = 0, u4 = 0, u5 = 0] = draws(order.purchaseId);
    const scenario = options.scenarioOf?.(order) ?? chosenScenario(order.tradeUrl) ?? drawnScenario(u0);
    const automatic = u3 * 100 < AUTOMATIC_SHIPPERS;
    // Most quotes come quickly and a few take most of the 16 hours, as on a real market.
    const quote = between(RETRIEVAL_TIMINGS.quote, u1 ** 3);
    const ship = scenario === 'seller_cancel' ? RETRIEVAL_TIMINGS.shipWithin : between(automatic ? RETRIEVAL_TIMINGS.automaticShipping : RETRIEVAL_TIMINGS.manualShipping, u4);
    return {
      purchase_id: order.purchaseId,
      item_name: order.itemName,
      max_price: order.maxPrice,
      trade_url: order.tradeUrl,
      placed_at: now,
      scenario,
      quote_ms: scale(quote),
      restock_ms: scale(between(RETRIEVAL_TIMINGS.stockFill, u2)),
      ship_ms: scale(ship),
      accept_ms: scale(between(ACCEPT_WITHIN, u5)),
      offer_ms: scale(RETRIEVAL_TIMINGS.offerAcceptWithin),
      shipping: automatic ? 'automatic' : 'manual',
      final_state: null,
      final_reason: null,
      final_at: null,
    };
  }

  async function insertOnce(row: SandboxMarketOrderRow): Promise<SandboxMarketOrderRow> {
    await db
      .insertInto('sandbox_market_orders')
      .values(row)
      .onConflict((conflict) => conflict.column('purchase_id').doNothing())
      .execute();
    return (await find(row.purchase_id))!;
  }

  return {
    name: 'sandbox',

    async placeOrder(order) {
      await network();
      return current(await insertOnce(newOrder(order, options.clock())));
    },

    async orderState(purchaseId) {
      await network();
      const row = await find(purchaseId);
      return row ? current(row) : null;
    },

    async cancelOrder(purchaseId) {
      await network();
      const now = options.clock();
      const row = await find(purchaseId);
      if (!row) {
        // Cancelled before it was placed: the id is taken by a cancelled order, so a late placement finds it cancelled.
        const tombstone = newOrder({ purchaseId, itemName: '', maxPrice: 0, tradeUrl: '' }, now);
        await insertOnce({ ...tombstone, final_state: 'cancelled', final_reason: 'buyer_cancelled', final_at: now });
        return current((await find(purchaseId))!);
      }
      const state = await current(row);
      if (state.state === 'quoting' || state.state === 'restocking' || state.state === 'awaiting_seller') return end(purchaseId, 'cancelled', 'buyer_cancelled', now);
      return state;
    },

    async force(purchaseId, outcome) {
      const row = await find(purchaseId);
      if (!row) return null;
      const { state, reason } = FORCED[outcome];
      return end(purchaseId, state, reason, options.clock());
    },

    // Only ended orders: one still running is left as it is, like the retrieval that follows it.
    async forgetTradeLinksIn(trx, purchaseIds) {
      if (purchaseIds.length === 0) return;
      await trx.updateTable('sandbox_market_orders').set({ trade_url: '' }).where('purchase_id', 'in', purchaseIds).where('final_state', 'is not', null).execute();
    },
  };
}

/** How many sandbox orders ended in each state: for tests that check the market and our records agree. */
export function sandboxOrderEnds(db: Db) {
  return db.kysely
    .selectFrom('sandbox_market_orders')
    .select(['purchase_id', 'final_state', 'final_reason'])
    .where(sql<boolean>`final_state is not null`)
    .execute();
}
