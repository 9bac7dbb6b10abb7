import { MarketUnavailableError, type MarketCancelReason, type MarketOrder, type MarketOrderState, type TradingProvider } from './trading.provider';

export const WAXPEER_BASE = 'https://api.waxpeer.com';
export const WAXPEER_TIMEOUT_MS = 10_000;
/**
 * Waxpeer units one coin is worth when MARKET_UNITS_PER_COIN is not set: a coin is a yuan
 * (recharge is 1 : 1, docs/economy.md) and Waxpeer counts a dollar as 1000 units, so at about
 * 7.2 yuan to the dollar a coin is 138 units (rounded down). The rate moves: production sets it.
 */
export const DEFAULT_UNITS_PER_COIN = 138;

export interface WaxpeerConfig {
  readonly apiKey: string;
  readonly endpoint: string | null;
  readonly unitsPerCoin: number | null;
}

/** A purchase as `check-many-project-id` reports it (numbers sometimes come as strings). */
interface WaxpeerTrade {
  readonly id?: number | string;
  readonly project_id?: string;
  readonly status?: number;
  readonly trade_id?: string | number | null;
  readonly send_until?: number | string | null;
  readonly last_updated?: number | string | null;
  readonly reason?: string | null;
  readonly release_date?: string | null;
}

interface WaxpeerAnswer {
  readonly success?: unknown;
  readonly msg?: unknown;
  readonly id?: unknown;
  readonly trades?: unknown;
}

/** The ceiling in Waxpeer units (1000 to the dollar) of a price in hundredths of a coin, rounded down so it is never exceeded. */
export function priceCeiling(maxPrice: number, unitsPerCoin: number): number {
  return Math.floor((maxPrice * unitsPerCoin) / 100);
}

/** A trade link's `partner` (the account id) and `token`, as the buy call takes them; null when it is not one. */
export function tradeLinkParts(tradeUrl: string): { readonly partner: string; readonly token: string } | null {
  if (!URL.canParse(tradeUrl)) return null;
  const query = new URL(tradeUrl).searchParams;
  const partner = query.get('partner');
  const token = query.get('token');
  return partner && /^\d{1,10}$/.test(partner) && token && /^[A-Za-z0-9_-]{1,32}$/.test(token) ? { partner, token } : null;
}

/** Epoch ms of a Waxpeer time: unix seconds (a number or digits) or an ISO date. */
function epochMs(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(value)) return Number(value) * 1000;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * Why Waxpeer ended a purchase (status 6), from its `reason` text: the buyer's trade link or
 * inventory refused it, the buyer did not accept the offer in time or declined it, the seller did
 * not send, or the listing went (sold, or dearer than the ceiling). Anything else the market
 * cancels on its own side counts as the seller's failure.
 */
export function cancelReasonOf(reason: string | null | undefined): MarketCancelReason {
  const text = (reason ?? '').toLowerCase();
  if (/trade ?link|inventory is private|can't trade|cannot trade/.test(text)) return 'buyer_cancelled';
  if (/declin/.test(text)) return 'buyer_cancelled';
  if (/buyer/.test(text)) return 'offer_expired';
  if (/seller/.test(text)) return 'seller_cancelled';
  if (/price|no longer available|sold|not found|no items/.test(text)) return 'out_of_stock';
  return 'seller_cancelled';
}

/**
 * Where a Waxpeer purchase stands. Statuses: 0 the purchase is with the seller, who has not taken
 * it up yet; 1–3 the seller is preparing and sending the Steam offer; 4 the offer is out
 * (`trade_id`, to accept before `send_until`), and once accepted it carries the `release_date` of
 * Steam's trade protection; 5 done; 6 cancelled, with its `reason`. Waxpeer does not say whether a
 * seller ships by hand or by software, so the longer course (by hand) is assumed.
 */
export function stateOfTrade(trade: WaxpeerTrade, now: number): MarketOrderState {
  const offerId = trade.trade_id === null || trade.trade_id === undefined || trade.trade_id === '' ? null : String(trade.trade_id);
  const at = epochMs(trade.last_updated) ?? now;
  switch (trade.status) {
    case 0:
      return { state: 'quoting' };
    case 1:
    case 2:
    case 3:
      return { state: 'awaiting_seller', shipping: 'manual' };
    case 4: {
      const expiresAt = epochMs(trade.send_until);
      if (offerId === null || expiresAt === null) return { state: 'awaiting_seller', shipping: 'manual' };
      // Accepted: the item is the player's, only Steam's trade protection runs on.
      if (trade.release_date) return { state: 'delivered', offerId, at };
      return { state: 'offer_sent', offerId, expiresAt };
    }
    case 5:
      return { state: 'delivered', offerId: offerId ?? String(trade.id), at };
    case 6:
      return { state: 'cancelled', reason: cancelReasonOf(trade.reason), at };
    default:
      throw new MarketUnavailableError(`waxpeer reported an unknown purchase status ${String(trade.status)}`);
  }
}

/** What a refused buy means: a purchase under this id exists already, a cancelled order, or no answer at all (try again). */
function refusalOf(message: string): 'duplicate' | MarketCancelReason | null {
  const text = message.toLowerCase();
  if (/project.?id/.test(text) && /exist|already|used/.test(text)) return 'duplicate';
  if (/busy|try again|buy_csgo|wrong api|api key/.test(text)) return null;
  if (/fund|money|balance/.test(text)) return 'out_of_stock';
  if (/trade ?link/.test(text)) return 'buyer_cancelled';
  if (/price|no longer available|not found|no items|sold/.test(text)) return 'out_of_stock';
  return null;
}

/**
 * Waxpeer (api.waxpeer.com, API v1, the key in the `api` query parameter): an order buys the
 * cheapest listing of the item's market hash name at no more than the ceiling (`buy-one-p2p-name`,
 * price in units of 1/1000 dollar) for the trade link's partner and token, under our purchase id as
 * its `project_id`; `check-many-project-id` says where it stands. Placing looks the id up first and
 * Waxpeer refuses a second purchase under one `project_id`, so an order is bought once however
 * often it is placed. Waxpeer takes no cancellation from a buyer: a seller who does not send is
 * cancelled by Waxpeer within minutes, so cancelling answers where the order stands.
 */
export function createWaxpeerMarket(config: WaxpeerConfig, options: { timeoutMs?: number } = {}): TradingProvider {
  const base = (config.endpoint ?? WAXPEER_BASE).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? WAXPEER_TIMEOUT_MS;
  const unitsPerCoin = config.unitsPerCoin ?? DEFAULT_UNITS_PER_COIN;

  async function call(method: string, query: URLSearchParams): Promise<WaxpeerAnswer> {
    query.set('api', config.apiKey);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}/v1/${method}?${query}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The message never carries the address: it holds the key.
      throw new MarketUnavailableError(`waxpeer ${method}: no answer (${(error as Error).name})`);
    }
    if (status === 429) throw new MarketUnavailableError(`waxpeer ${method}: rate-limited (429)`);
    if (status >= 500) throw new MarketUnavailableError(`waxpeer ${method}: ${status}`);
    if (status === 401 || status === 403) throw new MarketUnavailableError(`waxpeer ${method}: the key was refused (${status}); check MARKET_API_KEY and the key's IP whitelist`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new MarketUnavailableError(`waxpeer ${method}: ${status} without JSON`);
    }
    if (answer === null || typeof answer !== 'object' || typeof (answer as WaxpeerAnswer).success !== 'boolean') throw new MarketUnavailableError(`waxpeer ${method}: ${status} without an answer`);
    return answer as WaxpeerAnswer;
  }

  /** The purchase under our id, or null when Waxpeer has none. */
  async function lookUp(purchaseId: string): Promise<WaxpeerTrade | null> {
    const answer = await call('check-many-project-id', new URLSearchParams({ id: purchaseId }));
    // Waxpeer's rule for this call: anything but success with no message is to be asked again.
    if (answer.success !== true || (typeof answer.msg === 'string' && answer.msg !== '') || !Array.isArray(answer.trades)) {
      throw new MarketUnavailableError(`waxpeer check-many-project-id: ${typeof answer.msg === 'string' ? answer.msg : 'no trades'}`);
    }
    return (answer.trades as WaxpeerTrade[]).find((trade) => trade.project_id === purchaseId) ?? null;
  }

  async function buy(order: MarketOrder): Promise<MarketOrderState> {
    const link = tradeLinkParts(order.tradeUrl);
    if (!link) return { state: 'cancelled', reason: 'buyer_cancelled', at: Date.now() };
    const price = priceCeiling(order.maxPrice, unitsPerCoin);
    if (price < 1) return { state: 'cancelled', reason: 'out_of_stock', at: Date.now() };
    const answer = await call(
      'buy-one-p2p-name',
      new URLSearchParams({ name: order.itemName, price: String(price), partner: link.partner, token: link.token, project_id: order.purchaseId, game: 'csgo' }),
    );
    if (answer.success === true) return { state: 'quoting' };
    const message = typeof answer.msg === 'string' ? answer.msg : '';
    const refusal = refusalOf(message);
    if (refusal === null) throw new MarketUnavailableError(`waxpeer buy-one-p2p-name refused: ${message || 'no message'}`);
    if (refusal !== 'duplicate') return { state: 'cancelled', reason: refusal, at: Date.now() };
    // Bought under this id before (an answer lost on the way): the purchase is followed, never bought again.
    const bought = await lookUp(order.purchaseId);
    if (!bought) throw new MarketUnavailableError('waxpeer holds a purchase under this id that it does not list yet');
    return stateOfTrade(bought, Date.now());
  }

  return {
    name: 'waxpeer',

    async placeOrder(order) {
      const placed = await lookUp(order.purchaseId);
      return placed ? stateOfTrade(placed, Date.now()) : buy(order);
    },

    async orderState(purchaseId) {
      const placed = await lookUp(purchaseId);
      return placed ? stateOfTrade(placed, Date.now()) : null;
    },

    // A purchase Waxpeer has not listed may still be on its way there, so it is never answered as cancelled.
    async cancelOrder(purchaseId) {
      const placed = await lookUp(purchaseId);
      return placed ? stateOfTrade(placed, Date.now()) : { state: 'quoting' };
    },
  };
}
