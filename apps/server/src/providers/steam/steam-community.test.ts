import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSteamCommunityDouble, type SteamCommunityDouble } from '../../../test/doubles/steam-community';
import { STEAM_CACHE_MS, STEAM_COOL_DOWN_MS, STEAM_REQUESTS_PER_MINUTE, createSteamCommunity, steamId64 } from './steam-community';
import { SteamUnavailableError } from './steam.provider';

let steam: SteamCommunityDouble;
let now: number;
const clock = () => now;
const community = (options: { timeoutMs?: number } = {}) => createSteamCommunity({ communityBase: steam.url }, { clock, ...options });

beforeAll(async () => {
  steam = await startSteamCommunityDouble();
});
afterAll(() => steam.close());
beforeEach(() => {
  now = 1_800_000_000_000;
  steam.rateLimited = false;
  steam.down = false;
  steam.hang = false;
});

describe('the 64-bit Steam id of a trade link partner', () => {
  it('adds the account id to the first individual id of the public universe', () => {
    // Known answer: account 1 is STEAM_0:1:0, 76561197960265729.
    expect(steamId64('1')).toBe('76561197960265729');
    expect(steamId64('0')).toBe('76561197960265728');
    expect(steamId64('4294967295')).toBe('76561202255233023');
  });

  it('refuses what is not a 32-bit account id', () => {
    for (const partner of ['', '-1', '4294967296', '12a', '12345678901']) expect(() => steamId64(partner)).toThrow(RangeError);
  });
});

describe('the Steam Community inventory check', () => {
  it('reads a public inventory, asking as Steam’s own inventory page does', async () => {
    const before = steam.requests;
    await expect(community().inventoryVisibility('100001')).resolves.toBe('public');
    expect(steam.requests).toBe(before + 1);
    expect(steam.received.at(-1)).toMatchObject({ steamId: '76561197960365729', appId: '730', contextId: '2', query: { l: 'english', count: '75' } });
  });

  it('reads an empty inventory as public and a 403 as private', async () => {
    steam.setInventory('100002', []);
    steam.setPrivate('76561197960365731');
    const check = community();
    await expect(check.inventoryVisibility('100002')).resolves.toBe('public');
    await expect(check.inventoryVisibility('100003')).resolves.toBe('private');
  });

  it('keeps an answer for about a minute, per account', async () => {
    const check = community();
    steam.setPrivate('100004');
    await expect(check.inventoryVisibility('100004')).resolves.toBe('private');
    steam.setPrivate('100004', false);
    const before = steam.requests;
    now += STEAM_CACHE_MS - 1;
    await expect(check.inventoryVisibility('100004')).resolves.toBe('private');
    expect(steam.requests).toBe(before);
    now += 1;
    await expect(check.inventoryVisibility('100004')).resolves.toBe('public');
    expect(steam.requests).toBe(before + 1);
  });

  it('asks once for concurrent checks of one account', async () => {
    const check = community();
    const before = steam.requests;
    await expect(Promise.all([check.inventoryVisibility('100005'), check.inventoryVisibility('100005')])).resolves.toEqual(['public', 'public']);
    expect(steam.requests).toBe(before + 1);
  });

  it('answers unavailable when Steam is down, and does not keep that answer', async () => {
    const check = community();
    steam.down = true;
    await expect(check.inventoryVisibility('100006')).rejects.toBeInstanceOf(SteamUnavailableError);
    steam.down = false;
    await expect(check.inventoryVisibility('100006')).resolves.toBe('public');
  });

  it('stops asking for a cool-down after a 429', async () => {
    const check = community();
    steam.rateLimited = true;
    await expect(check.inventoryVisibility('100007')).rejects.toThrow(/429/);
    steam.rateLimited = false;
    const before = steam.requests;
    now += STEAM_COOL_DOWN_MS - 1;
    await expect(check.inventoryVisibility('100008')).rejects.toThrow(/rate-limited/);
    expect(steam.requests).toBe(before);
    now += 1;
    await expect(check.inventoryVisibility('100008')).resolves.toBe('public');
    expect(steam.requests).toBe(before + 1);
  });

  it('sends no more than its share of requests a minute', async () => {
    const check = community();
    const before = steam.requests;
    for (let n = 0; n < STEAM_REQUESTS_PER_MINUTE; n += 1) await check.inventoryVisibility(String(200_000 + n));
    await expect(check.inventoryVisibility('299999')).rejects.toThrow(/last minute/);
    expect(steam.requests).toBe(before + STEAM_REQUESTS_PER_MINUTE);
    now += 60_000;
    await expect(check.inventoryVisibility('299999')).resolves.toBe('public');
  });

  it('gives up on a Steam that does not answer within the timeout', async () => {
    steam.hang = true;
    const started = performance.now();
    await expect(community({ timeoutMs: 150 }).inventoryVisibility('100009')).rejects.toBeInstanceOf(SteamUnavailableError);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answers unavailable for an address where nothing listens', async () => {
    const check = createSteamCommunity({ communityBase: 'http://127.0.0.1:9' }, { timeoutMs: 1_000 });
    await expect(check.inventoryVisibility('100010')).rejects.toBeInstanceOf(SteamUnavailableError);
  });
});
