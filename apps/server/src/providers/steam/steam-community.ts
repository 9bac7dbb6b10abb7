import { SteamUnavailableError, type InventoryVisibility, type SteamProvider } from './steam.provider';

/** The 64-bit Steam id of account 0 of an individual in the public universe; an account id (a trade link's `partner`) counts from it. */
const INDIVIDUAL_ACCOUNT_BASE = 76561197960265728n;
const LARGEST_ACCOUNT_ID = 0xffff_ffffn;
/** Counter-Strike 2 (app 730), its item context (2). */
const CS2_INVENTORY = '730/2';
/** What Steam's own inventory page asks for first: 75 items, described in English (Steam refuses a count above 2000 with a 400). */
const INVENTORY_QUERY = 'l=english&count=75';

export const STEAM_TIMEOUT_MS = 10_000;
/** How long an answer about one account is reused. */
export const STEAM_CACHE_MS = 60_000;
/**
 * Requests one instance sends to the inventory endpoint in any minute. Steam publishes no figure;
 * what is reported is about 60 a minute per address for pages of at most 2000 items
 * (node-steamcommunity#300, 2022), 5 a minute for large pages (SteamBot#1060, 2016), and limits
 * tightened again in May 2025 (node-steamcommunity#357): a third of the reported figure leaves room
 * for the tightening and for other instances behind the same address.
 */
export const STEAM_REQUESTS_PER_MINUTE = 20;
/** After a 429, Steam is not asked at all for this long (or for its Retry-After, when longer). */
export const STEAM_COOL_DOWN_MS = 2 * 60_000;
const MINUTE_MS = 60_000;
/** Accounts remembered at most; the oldest answers go first. */
const MAX_CACHED_ACCOUNTS = 10_000;

/** The 64-bit Steam id of the account behind a trade link's `partner` (its 32-bit account id). */
export function steamId64(partner: string): string {
  if (!/^\d{1,10}$/.test(partner) || BigInt(partner) > LARGEST_ACCOUNT_ID) throw new RangeError(`not a Steam account id: ${partner}`);
  return (INDIVIDUAL_ACCOUNT_BASE + BigInt(partner)).toString();
}

/** An inventory as Steam serves it: `success: 1`, with `assets` and `descriptions` unless it is empty. */
function isInventory(body: string): boolean {
  try {
    return (JSON.parse(body) as { success?: unknown } | null)?.success === 1;
  } catch {
    return false;
  }
}

export interface SteamCommunityOptions {
  readonly timeoutMs?: number;
  readonly cacheMs?: number;
  readonly clock?: () => number;
}

/**
 * Asks Steam Community whether a CS2 inventory can be seen, as a trade needs: the inventory
 * endpoint answers 403 with the body `null` for a private inventory (or profile) and 200 with the
 * inventory (possibly empty) otherwise. Answers are kept a short while per account; a 429 stops
 * every request for a cool-down, and a cap keeps this instance under Steam's per-address limit.
 * Whatever Steam does not answer plainly is "unavailable", never "private".
 */
export function createSteamCommunity(config: { communityBase: string }, options: SteamCommunityOptions = {}): SteamProvider {
  const base = config.communityBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? STEAM_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? STEAM_CACHE_MS;
  const clock = options.clock ?? Date.now;
  const cache = new Map<string, { readonly visibility: InventoryVisibility; readonly until: number }>();
  const pending = new Map<string, Promise<InventoryVisibility>>();
  let sentAt: number[] = [];
  let coolUntil = 0;

  function remember(steamId: string, visibility: InventoryVisibility): void {
    cache.delete(steamId);
    cache.set(steamId, { visibility, until: clock() + cacheMs });
    if (cache.size > MAX_CACHED_ACCOUNTS) cache.delete(cache.keys().next().value!);
  }

  function takeSendSlot(): void {
    const now = clock();
    if (now < coolUntil) throw new SteamUnavailableError(`Steam rate-limited this instance; not asking again for ${coolUntil - now} ms`);
    sentAt = sentAt.filter((at) => at > now - MINUTE_MS);
    if (sentAt.length >= STEAM_REQUESTS_PER_MINUTE) throw new SteamUnavailableError(`${STEAM_REQUESTS_PER_MINUTE} inventory requests in the last minute: over this instance's share of Steam's limit`);
    sentAt.push(now);
  }

  function coolDown(retryAfter: string | null): void {
    const asked = Number(retryAfter) * 1000;
    coolUntil = clock() + Math.max(STEAM_COOL_DOWN_MS, Number.isFinite(asked) ? asked : 0);
  }

  async function ask(steamId: string): Promise<InventoryVisibility> {
    takeSendSlot();
    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const response = await fetch(`${base}/inventory/${steamId}/${CS2_INVENTORY}?${INVENTORY_QUERY}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      body = await response.text();
    } catch (error) {
      throw new SteamUnavailableError(`Steam inventory did not answer: ${(error as Error).message}`);
    }
    if (status === 429) {
      coolDown(retryAfter);
      throw new SteamUnavailableError('Steam answered 429 (too many requests)');
    }
    // A 403 from Steam itself carries `null`; one with another body is a block in front of it (an HTML page), not a private inventory.
    if (status === 403 && body.trim() === 'null') return 'private';
    if (status === 200 && isInventory(body)) return 'public';
    throw new SteamUnavailableError(`Steam inventory answered ${status} without a readable inventory`);
  }

  return {
    async inventoryVisibility(partnerId) {
      const steamId = steamId64(partnerId);
      const cached = cache.get(steamId);
      if (cached && cached.until > clock()) return cached.visibility;
      // Concurrent questions about one account (the first checks of one take-back's retrievals) share one request.
      const inFlight = pending.get(steamId);
      if (inFlight) return inFlight;
      const asking = ask(steamId)
        .then((visibility) => {
          remember(steamId, visibility);
          return visibility;
        })
        .finally(() => pending.delete(steamId));
      pending.set(steamId, asking);
      return asking;
    },
  };
}
