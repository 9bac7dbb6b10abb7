import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The 64-bit Steam id of account 0 of an individual in the public universe. */
const INDIVIDUAL_ACCOUNT_BASE = 76561197960265728n;
const LARGEST_ACCOUNT_ID = 0xffff_ffffn;
/** Steam refuses larger pages with a 400 since May 2025. */
const LARGEST_PAGE = 2000;
const DEFAULT_INVENTORY = ['Clutch Case'];

export interface SteamInventoryRequest {
  readonly steamId: string;
  readonly appId: string;
  readonly contextId: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface SteamCommunityDouble {
  /** The base to give as `communityBase` (STEAM_COMMUNITY_BASE). */
  readonly url: string;
  /** Inventory requests received so far (answered or not). */
  readonly requests: number;
  readonly received: readonly SteamInventoryRequest[];
  /** Answer every request with Steam's 429 (too many requests). */
  rateLimited: boolean;
  /** Answer every request with a 503, as Steam does while down. */
  down: boolean;
  /** Never answer (for timeouts). */
  hang: boolean;
  /** Makes an account's inventory private (or public again); `account` is a 64-bit Steam id or a trade link's partner. */
  setPrivate(account: string | number | bigint, isPrivate?: boolean): void;
  /** The market hash names an account's CS2 inventory holds (`[]`: an empty inventory); one Clutch Case by default. */
  setInventory(account: string | number | bigint, items: readonly string[]): void;
  close(): Promise<void>;
}

function steamIdOf(account: string | number | bigint): string {
  const value = BigInt(account);
  return (value <= LARGEST_ACCOUNT_ID ? INDIVIDUAL_ACCOUNT_BASE + value : value).toString();
}

function isIndividual(steamId: string): boolean {
  if (!/^\d{17}$/.test(steamId)) return false;
  const account = BigInt(steamId) - INDIVIDUAL_ACCOUNT_BASE;
  return account >= 0n && account <= LARGEST_ACCOUNT_ID;
}

/** A CS2 inventory as the endpoint serves it: assets, their descriptions, the count and `success: 1`; only the count when empty. */
function inventoryBody(items: readonly string[], seed: string): object {
  if (items.length === 0) return { total_inventory_count: 0, success: 1, rwgrsn: -2 };
  const classIds = items.map((_, index) => String(310_776_000 + index));
  return {
    assets: items.map((_, index) => ({ appid: 730, contextid: '2', assetid: `${seed.slice(-8)}${index}`, classid: classIds[index], instanceid: '0', amount: '1' })),
    descriptions: items.map((name, index) => ({
      appid: 730,
      classid: classIds[index],
      instanceid: '0',
      currency: 0,
      background_color: '',
      icon_url: `econ/image/${classIds[index]!}`,
      tradable: 1,
      name,
      name_color: 'D2D2D2',
      type: 'Base Grade Container',
      market_name: name,
      market_hash_name: name,
      commodity: 1,
      market_tradable_restriction: 7,
      marketable: 1,
    })),
    total_inventory_count: items.length,
    success: 1,
    rwgrsn: -2,
  };
}

/**
 * Steam Community's inventory endpoint, `GET /inventory/<steamId64>/<appId>/<contextId>`, as it
 * answers a visitor without a session: a public inventory is 200 with its assets and descriptions
 * (an empty one with only `total_inventory_count: 0`), a private one is 403 with the body `null`, a
 * malformed request (not an individual's 64-bit id, a page larger than 2000) is 400 with `null`.
 * It can be told to rate-limit (429), be down (503) or hang.
 */
export async function startSteamCommunityDouble(options: { host?: string; port?: number } = {}): Promise<SteamCommunityDouble> {
  const privateAccounts = new Set<string>();
  const inventories = new Map<string, readonly string[]>();
  const received: SteamInventoryRequest[] = [];

  function send(response: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8'): void {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://steam.invalid');
    const match = /^\/inventory\/([^/]+)\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return send(response, 404, '<html><body>Not Found</body></html>', 'text/html; charset=utf-8');
    const [, steamId = '', appId = '', contextId = ''] = match;
    received.push({ steamId, appId, contextId, query: Object.fromEntries(url.searchParams), headers: { ...request.headers } });
    if (double.hang) return;
    if (double.down) return send(response, 503, '<html><body>Service Unavailable</body></html>', 'text/html; charset=utf-8');
    if (double.rateLimited) return send(response, 429, 'null');
    const count = url.searchParams.get('count');
    if (!isIndividual(steamId) || (count !== null && !(Number(count) >= 1 && Number(count) <= LARGEST_PAGE))) return send(response, 400, 'null');
    if (privateAccounts.has(steamId)) return send(response, 403, 'null');
    const items = appId === '730' && contextId === '2' ? (inventories.get(steamId) ?? DEFAULT_INVENTORY) : [];
    send(response, 200, JSON.stringify(inventoryBody(items, steamId)));
  }

  const server = createServer(handle);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  const double: SteamCommunityDouble = {
    url: `http://${host}:${port}`,
    get requests() {
      return received.length;
    },
    received,
    rateLimited: false,
    down: false,
    hang: false,
    setPrivate(account, isPrivate = true) {
      if (isPrivate) privateAccounts.add(steamIdOf(account));
      else privateAccounts.delete(steamIdOf(account));
    },
    setInventory(account, items) {
      inventories.set(steamIdOf(account), [...items]);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return double;
}
