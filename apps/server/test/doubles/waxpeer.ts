import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** 0 with the seller, 1–3 the seller preparing and sending, 4 the offer out (accepted once it has a release date), 5 done, 6 cancelled. */
export type WaxpeerStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Waxpeer's own words for the refusals and ends this double gives. */
export const WAXPEER_MESSAGES = {
  wrongKey: 'wrong api',
  wrongParams: 'wrong params',
  noFunds: 'noFunds',
  noItem: 'Item price has increased or item is no longer available',
  invalidTradeLink: 'invalid buyer tradelink',
  duplicate: 'projectId already exists',
  busy: 'System busy',
  buyerFailed: 'Buyer failed to accept',
  sellerFailed: 'Seller failed to accept',
} as const;

export interface WaxpeerOrder {
  /** Waxpeer's id of the purchase. */
  readonly id: number;
  /** Ours (`project_id`). */
  readonly projectId: string;
  readonly name: string;
  /** Charged, units of 1/1000 dollar. */
  readonly price: number;
  /** The ceiling the buy call gave. */
  readonly maxPrice: number;
  readonly partner: string;
  readonly token: string;
  status: WaxpeerStatus;
  tradeId: string | null;
  /** Unix seconds. */
  sendUntil: number | null;
  reason: string | null;
  releaseDate: string | null;
  /** Unix seconds. */
  lastUpdated: number;
  /** Epoch ms when `check-many-project-id` starts listing it. */
  readonly listedFrom: number;
}

export interface WaxpeerRequest {
  readonly method: string;
  readonly query: URLSearchParams;
}

export interface WaxpeerDoubleOptions {
  readonly apiKey?: string;
  /** The wallet, units of 1/1000 dollar. */
  readonly balance?: number;
  /** What an item without a listing of its own costs (units); `setListing` changes one item. */
  readonly defaultPrice?: number;
  readonly clock?: () => number;
  /** How long the buyer has to accept an offer (Waxpeer: about 30 minutes). */
  readonly offerWindowMs?: number;
  readonly host?: string;
  readonly port?: number;
}

export interface WaxpeerDouble {
  readonly url: string;
  readonly apiKey: string;
  /** The purchases, by our id (`project_id`). */
  readonly orders: ReadonlyMap<string, WaxpeerOrder>;
  readonly received: readonly WaxpeerRequest[];
  /** The wallet, units of 1/1000 dollar: a buy dearer than it is refused for funds. */
  balance: number;
  /** Answer every call with a 503. */
  down: boolean;
  /** Never answer (for timeouts). */
  hang: boolean;
  /** Answer every call with a 429. */
  rateLimited: boolean;
  /** Refuse purchases with Waxpeer's "System busy". */
  busy: boolean;
  /** Carry out each call but never answer it (a lost answer). */
  dropAnswers: boolean;
  /** How long a new purchase stays out of `check-many-project-id` (Waxpeer advises asking a minute after buying). */
  listingLagMs: number;
  /** The cheapest listing of an item, units; null: none for sale. */
  setListing(name: string, price: number | null): void;
  /** Makes the buy call refuse a trade link's partner as invalid. */
  setInvalidTradeLink(partner: string): void;
  /**
   * Moves a purchase to a status: 4 sends the offer (a trade id, `send_until` the offer window
   * later), 4 with `accepted` is the offer taken under Steam's trade protection, 6 cancels with the
   * reason given and gives the money back.
   */
  advance(purchaseId: string, status: WaxpeerStatus, details?: { readonly reason?: string; readonly accepted?: boolean }): WaxpeerOrder;
  close(): Promise<void>;
}

function tradeOf(order: WaxpeerOrder) {
  return {
    id: order.id,
    price: order.price,
    name: order.name,
    status: order.status,
    project_id: order.projectId,
    custom_id: null,
    trade_id: order.tradeId,
    done: order.status === 5 || order.status === 6,
    for_steamid64: (76561197960265728n + BigInt(order.partner)).toString(),
    reason: order.reason,
    release_date: order.releaseDate,
    is_released: order.status === 5,
    seller_name: 'double-seller',
    seller_avatar: null,
    seller_steam_joined: 1_589_314_982,
    seller_steam_level: 12,
    send_until: order.sendUntil === null ? null : String(order.sendUntil),
    last_updated: String(order.lastUpdated),
    counter: 0,
  };
}

/**
 * Waxpeer's purchase API as a buyer sees it (`/v1/buy-one-p2p-name`, `/v1/check-many-project-id`,
 * the key in the `api` query parameter): it buys the cheapest listing of a name at no more than the
 * price given, charges the wallet, keeps one purchase per `project_id`, answers refusals as
 * `{ success: false, msg }`, and moves purchases through Waxpeer's statuses on command. Waxpeer
 * sends a buyer no notifications (only a websocket to sellers), so this double sends none.
 */
export async function startWaxpeerDouble(options: WaxpeerDoubleOptions = {}): Promise<WaxpeerDouble> {
  const apiKey = options.apiKey ?? 'waxpeer-double-key';
  const clock = options.clock ?? Date.now;
  const offerWindowMs = options.offerWindowMs ?? 30 * 60_000;
  const defaultPrice = options.defaultPrice ?? 100;
  const orders = new Map<string, WaxpeerOrder>();
  const listings = new Map<string, number | null>();
  const invalidPartners = new Set<string>();
  const received: WaxpeerRequest[] = [];
  let nextId = 30_717_149;

  const seconds = () => Math.floor(clock() / 1000);

  function buy(query: URLSearchParams): object {
    const name = query.get('name');
    const price = Number(query.get('price'));
    const partner = query.get('partner') ?? '';
    const token = query.get('token') ?? '';
    const projectId = query.get('project_id');
    if (!name || !Number.isSafeInteger(price) || price < 1 || (projectId !== null && (projectId === '' || projectId.length > 50))) return { success: false, msg: WAXPEER_MESSAGES.wrongParams };
    if (double.busy) return { success: false, msg: WAXPEER_MESSAGES.busy };
    if (!/^\d{1,10}$/.test(partner) || !/^[A-Za-z0-9_-]{8}$/.test(token) || invalidPartners.has(partner)) return { success: false, msg: WAXPEER_MESSAGES.invalidTradeLink };
    if (projectId !== null && orders.has(projectId)) return { success: false, msg: WAXPEER_MESSAGES.duplicate };
    const listing = listings.has(name) ? listings.get(name)! : defaultPrice;
    if (listing === null || listing > price) return { success: false, msg: WAXPEER_MESSAGES.noItem };
    if (listing > double.balance) return { success: false, msg: WAXPEER_MESSAGES.noFunds };
    double.balance -= listing;
    const id = nextId++;
    const order: WaxpeerOrder = {
      id,
      projectId: projectId ?? `waxpeer-${id}`,
      name,
      price: listing,
      maxPrice: price,
      partner,
      token,
      status: 0,
      tradeId: null,
      sendUntil: null,
      reason: null,
      releaseDate: null,
      lastUpdated: seconds(),
      listedFrom: clock() + double.listingLagMs,
    };
    orders.set(order.projectId, order);
    return { success: true, id, price: listing };
  }

  function lookUp(query: URLSearchParams): object {
    const ids = query.getAll('id');
    if (ids.length === 0 || ids.length > 100) return { success: false, msg: WAXPEER_MESSAGES.wrongParams };
    const now = clock();
    const trades = ids.flatMap((id) => {
      const order = orders.get(id);
      return order && order.listedFrom <= now ? [tradeOf(order)] : [];
    });
    return { success: true, trades };
  }

  function send(response: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8'): void {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://waxpeer.invalid');
    const method = url.pathname.replace(/^\/v1\//, '');
    received.push({ method, query: url.searchParams });
    if (double.hang) return;
    if (double.down) return send(response, 503, '<html><body>503 Service Temporarily Unavailable</body></html>', 'text/html');
    if (double.rateLimited) return send(response, 429, JSON.stringify({ msBeforeNext: 1500 }));
    if (url.searchParams.get('api') !== apiKey) return send(response, 401, JSON.stringify({ success: false, msg: WAXPEER_MESSAGES.wrongKey }));
    let answer: object;
    if (request.method === 'GET' && method === 'buy-one-p2p-name') answer = buy(url.searchParams);
    else if (request.method === 'GET' && method === 'check-many-project-id') answer = lookUp(url.searchParams);
    else return send(response, 404, JSON.stringify({ success: false, msg: 'Method not found' }));
    if (double.dropAnswers) return;
    send(response, 200, JSON.stringify(answer));
  }

  const server = createServer(handle);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  const double: WaxpeerDouble = {
    url: `http://${host}:${port}`,
    apiKey,
    orders,
    received,
    balance: options.balance ?? 1_000_000,
    down: false,
    hang: false,
    rateLimited: false,
    busy: false,
    dropAnswers: false,
    listingLagMs: 0,
    setListing(name, price) {
      listings.set(name, price);
    },
    setInvalidTradeLink(partner) {
      invalidPartners.add(partner);
    },
    advance(purchaseId, status, details = {}) {
      const order = orders.get(purchaseId);
      if (!order) throw new Error(`no Waxpeer purchase under ${purchaseId}`);
      order.status = status;
      order.lastUpdated = seconds();
      if (status === 4 && order.tradeId === null) {
        order.tradeId = String(randomInt(1_000_000_000, 9_999_999_999));
        order.sendUntil = Math.floor((clock() + offerWindowMs) / 1000);
      }
      if (status === 4 && details.accepted) order.releaseDate = new Date(clock() + 7 * 86_400_000).toISOString();
      if (status === 6) {
        order.reason = details.reason ?? WAXPEER_MESSAGES.sellerFailed;
        double.balance += order.price;
      }
      return order;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return double;
}
