import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WAXPEER_MESSAGES, startWaxpeerDouble, type WaxpeerDouble } from '../../../test/doubles/waxpeer';
import { MarketUnavailableError, type MarketOrder } from './trading.provider';
import { DEFAULT_UNITS_PER_COIN, cancelReasonOf, createWaxpeerMarket, priceCeiling, stateOfTrade, tradeLinkParts } from './waxpeer';

let waxpeer: WaxpeerDouble;
let now = 1_800_000_000_000;
const ITEM = 'AK-47 | Redline (Field-Tested)';

const market = (options: { unitsPerCoin?: number | null; apiKey?: string; timeoutMs?: number } = {}) =>
  createWaxpeerMarket({ apiKey: options.apiKey ?? waxpeer.apiKey, endpoint: waxpeer.url, unitsPerCoin: options.unitsPerCoin === undefined ? 100 : options.unitsPerCoin }, { timeoutMs: options.timeoutMs ?? 2_000 });

/** An order of 12.34 coins' ceiling (1234 units at 100 units a coin) for a fresh purchase id. */
const order = (changes: Partial<MarketOrder> = {}): MarketOrder => ({
  purchaseId: randomUUID(),
  itemName: ITEM,
  maxPrice: 1234,
  tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12',
  ...changes,
});

const buys = () => waxpeer.received.filter((request) => request.method === 'buy-one-p2p-name').length;

beforeAll(async () => {
  waxpeer = await startWaxpeerDouble({ clock: () => now, defaultPrice: 1000 });
});
afterAll(() => waxpeer.close());
beforeEach(() => {
  now += 3_600_000;
  Object.assign(waxpeer, { balance: 1_000_000, down: false, hang: false, rateLimited: false, busy: false, dropAnswers: false, listingLagMs: 0 });
  waxpeer.setListing(ITEM, 1000);
});

describe('prices and trade links', () => {
  it('converts hundredths of a coin to Waxpeer units, rounding down', () => {
    expect(priceCeiling(1234, 100)).toBe(1234);
    expect(priceCeiling(12345, 138)).toBe(17036);
    expect(priceCeiling(100, 1000 / 7.2)).toBe(138);
    expect(priceCeiling(1, 50)).toBe(0);
    expect(DEFAULT_UNITS_PER_COIN).toBe(138);
  });

  it('reads the partner and token of a trade link', () => {
    expect(tradeLinkParts('https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12')).toEqual({ partner: '39734273', token: 'AbCdEf12' });
    expect(tradeLinkParts('https://steamcommunity.com/tradeoffer/new/?partner=x&token=AbCdEf12')).toBeNull();
    expect(tradeLinkParts('not a link')).toBeNull();
  });
});

describe('placing an order on Waxpeer', () => {
  it('buys by market hash name for the trade link, under our id, at no more than the ceiling', async () => {
    const placed = order();
    await expect(market().placeOrder(placed)).resolves.toEqual({ state: 'quoting' });
    const buy = waxpeer.received.findLast((request) => request.method === 'buy-one-p2p-name')!;
    expect(Object.fromEntries(buy.query)).toEqual({ name: ITEM, price: '1234', partner: '39734273', token: 'AbCdEf12', project_id: placed.purchaseId, game: 'csgo', api: waxpeer.apiKey });
    expect(waxpeer.orders.get(placed.purchaseId)).toMatchObject({ price: 1000, maxPrice: 1234, status: 0 });
    expect(waxpeer.balance).toBe(1_000_000 - 1000);
  });

  it('buys once however often the order is placed', async () => {
    const placed = order();
    const before = buys();
    await market().placeOrder(placed);
    waxpeer.advance(placed.purchaseId, 1);
    await expect(market().placeOrder(placed)).resolves.toEqual({ state: 'awaiting_seller', shipping: 'manual' });
    expect(buys()).toBe(before + 1);
    expect(waxpeer.balance).toBe(1_000_000 - 1000);
  });

  it('finds the purchase after a lost answer instead of buying again', async () => {
    const placed = order();
    waxpeer.dropAnswers = true;
    await expect(market({ timeoutMs: 200 }).placeOrder(placed)).rejects.toBeInstanceOf(MarketUnavailableError);
    waxpeer.dropAnswers = false;
    await expect(market().placeOrder(placed)).resolves.toEqual({ state: 'quoting' });
    expect(waxpeer.balance).toBe(1_000_000 - 1000);
  });

  it('is not fooled by a purchase Waxpeer does not list yet: its duplicate refusal stops a second buy', async () => {
    const placed = order();
    waxpeer.listingLagMs = 60_000;
    await market().placeOrder(placed);
    await expect(market().placeOrder(placed)).rejects.toThrow(/does not list yet/);
    expect(waxpeer.received.at(-2)?.method).toBe('buy-one-p2p-name');
    now += 60_000;
    await expect(market().placeOrder(placed)).resolves.toEqual({ state: 'quoting' });
    expect(waxpeer.balance).toBe(1_000_000 - 1000);
  });

  it('converts the ceiling with the configured rate, or 138 units a coin when none is set', async () => {
    waxpeer.setListing(ITEM, 17_036);
    const placed = order({ maxPrice: 12_345 });
    await expect(market({ unitsPerCoin: null }).placeOrder(placed)).resolves.toEqual({ state: 'quoting' });
    expect(waxpeer.orders.get(placed.purchaseId)).toMatchObject({ maxPrice: 17_036, price: 17_036 });
  });

  it('never pays above the ceiling: a dearer listing is no item at that price', async () => {
    waxpeer.setListing(ITEM, 1235);
    const placed = order();
    await expect(market().placeOrder(placed)).resolves.toMatchObject({ state: 'cancelled', reason: 'out_of_stock' });
    expect(waxpeer.orders.has(placed.purchaseId)).toBe(false);
  });

  it('cancels on each refusal with the closest reason', async () => {
    waxpeer.setListing(ITEM, null);
    await expect(market().placeOrder(order())).resolves.toMatchObject({ state: 'cancelled', reason: 'out_of_stock' });
    waxpeer.setListing(ITEM, 1000);
    waxpeer.balance = 999;
    await expect(market().placeOrder(order())).resolves.toMatchObject({ state: 'cancelled', reason: 'out_of_stock' });
    waxpeer.balance = 1_000_000;
    waxpeer.setInvalidTradeLink('11111111');
    await expect(market().placeOrder(order({ tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=11111111&token=AbCdEf12' }))).resolves.toMatchObject({ state: 'cancelled', reason: 'buyer_cancelled' });
  });

  it('cancels an order whose trade link or ceiling cannot buy anything, without buying', async () => {
    const before = buys();
    await expect(market().placeOrder(order({ tradeUrl: 'https://steamcommunity.com/id/someone' }))).resolves.toMatchObject({ state: 'cancelled', reason: 'buyer_cancelled' });
    await expect(market({ unitsPerCoin: 0.5 }).placeOrder(order({ maxPrice: 1 }))).resolves.toMatchObject({ state: 'cancelled', reason: 'out_of_stock' });
    expect(buys()).toBe(before);
  });

  it('answers unavailable when Waxpeer is busy, down, rate-limiting, refusing the key or silent', async () => {
    waxpeer.busy = true;
    await expect(market().placeOrder(order())).rejects.toThrow(/System busy/);
    waxpeer.busy = false;
    waxpeer.down = true;
    await expect(market().placeOrder(order())).rejects.toThrow(/503/);
    waxpeer.down = false;
    waxpeer.rateLimited = true;
    await expect(market().orderState('any')).rejects.toThrow(/429/);
    waxpeer.rateLimited = false;
    await expect(market({ apiKey: 'not-the-key' }).orderState('any')).rejects.toThrow(/key was refused/);
    waxpeer.hang = true;
    const started = performance.now();
    await expect(market({ timeoutMs: 150 }).orderState('any')).rejects.toBeInstanceOf(MarketUnavailableError);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('never shows the key in an error', async () => {
    waxpeer.hang = true;
    const error = await market({ timeoutMs: 100 })
      .orderState('any')
      .then(() => null, (failure: unknown) => failure as Error);
    expect(error).toBeInstanceOf(MarketUnavailableError);
    expect(error!.message).not.toContain(waxpeer.apiKey);
  });
});

describe('following a Waxpeer purchase', () => {
  it('maps every status to where the order stands', async () => {
    const placed = order();
    const wax = market();
    await wax.placeOrder(placed);
    await expect(wax.orderState(placed.purchaseId)).resolves.toEqual({ state: 'quoting' });
    for (const status of [1, 2, 3] as const) {
      waxpeer.advance(placed.purchaseId, status);
      await expect(wax.orderState(placed.purchaseId)).resolves.toEqual({ state: 'awaiting_seller', shipping: 'manual' });
    }
    const sent = waxpeer.advance(placed.purchaseId, 4);
    await expect(wax.orderState(placed.purchaseId)).resolves.toEqual({ state: 'offer_sent', offerId: sent.tradeId, expiresAt: now + 30 * 60_000 });
    now += 60_000;
    waxpeer.advance(placed.purchaseId, 4, { accepted: true });
    await expect(wax.orderState(placed.purchaseId)).resolves.toEqual({ state: 'delivered', offerId: sent.tradeId, at: now });
    waxpeer.advance(placed.purchaseId, 5);
    await expect(wax.orderState(placed.purchaseId)).resolves.toEqual({ state: 'delivered', offerId: sent.tradeId, at: now });
  });

  it('maps each reason Waxpeer cancels with', async () => {
    const cases = [
      [WAXPEER_MESSAGES.buyerFailed, 'offer_expired'],
      [WAXPEER_MESSAGES.sellerFailed, 'seller_cancelled'],
      [WAXPEER_MESSAGES.noItem, 'out_of_stock'],
      ['Invalid tradelink', 'buyer_cancelled'],
      ["We couldn't validate your trade link, either your inventory is private or you can't trade", 'buyer_cancelled'],
      ['declined', 'buyer_cancelled'],
      [WAXPEER_MESSAGES.busy, 'seller_cancelled'],
    ] as const;
    for (const [reason, expected] of cases) {
      const placed = order();
      await market().placeOrder(placed);
      const balance = waxpeer.balance;
      waxpeer.advance(placed.purchaseId, 6, { reason });
      await expect(market().orderState(placed.purchaseId)).resolves.toEqual({ state: 'cancelled', reason: expected, at: now });
      expect(waxpeer.balance).toBe(balance + 1000);
    }
    expect(cancelReasonOf(null)).toBe('seller_cancelled');
  });

  it('answers null for an order Waxpeer never heard of, and refuses to guess an unknown status', async () => {
    await expect(market().orderState(randomUUID())).resolves.toBeNull();
    expect(() => stateOfTrade({ status: 9 }, now)).toThrow(MarketUnavailableError);
  });

  it('reads times as unix seconds or ISO dates', () => {
    expect(stateOfTrade({ status: 4, trade_id: 77, send_until: 1_790_636_153, last_updated: '1790634353' }, now)).toEqual({ state: 'offer_sent', offerId: '77', expiresAt: 1_790_636_153_000 });
    expect(stateOfTrade({ status: 4, trade_id: '77', send_until: '2026-10-05T16:00:00.000Z' }, now)).toEqual({ state: 'offer_sent', offerId: '77', expiresAt: Date.parse('2026-10-05T16:00:00.000Z') });
    expect(stateOfTrade({ status: 4, trade_id: null, send_until: null }, now)).toEqual({ state: 'awaiting_seller', shipping: 'manual' });
  });
});

describe('cancelling on Waxpeer', () => {
  it('answers where the order stands, since Waxpeer takes no cancellation from a buyer', async () => {
    const placed = order();
    await market().placeOrder(placed);
    waxpeer.advance(placed.purchaseId, 1);
    await expect(market().cancelOrder(placed.purchaseId)).resolves.toEqual({ state: 'awaiting_seller', shipping: 'manual' });
    waxpeer.advance(placed.purchaseId, 6, { reason: WAXPEER_MESSAGES.sellerFailed });
    await expect(market().cancelOrder(placed.purchaseId)).resolves.toMatchObject({ state: 'cancelled', reason: 'seller_cancelled' });
  });

  it('never answers an order it cannot see as cancelled, and buys nothing', async () => {
    const before = buys();
    await expect(market().cancelOrder(randomUUID())).resolves.toEqual({ state: 'quoting' });
    expect(buys()).toBe(before);
  });

  it('answers unavailable when Waxpeer does not answer', async () => {
    waxpeer.down = true;
    await expect(market().cancelOrder(randomUUID())).rejects.toBeInstanceOf(MarketUnavailableError);
  });
});
