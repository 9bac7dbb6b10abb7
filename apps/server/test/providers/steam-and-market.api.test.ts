import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import type { KeyProduct } from '@lootbay/shared/schemas/key-shop';
import { SELL_STATUS, SHIPPING_STATUS, type Retrieval } from '@lootbay/shared/schemas/retrieval';
import { FEATURE_CLOSED, FEATURE_OPEN } from '@lootbay/shared/schemas/site';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { startSteamCommunityDouble, type SteamCommunityDouble } from '../doubles/steam-community';
import { startWaxpeerDouble, WAXPEER_MESSAGES, type WaxpeerDouble } from '../doubles/waxpeer';
import { createTestApp, runAllDue, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { registerMember, type RegisteredMember } from '../helpers/members';
import { readyPlayer } from '../helpers/players';
import { keyShopViolations, retrievalViolations } from '../helpers/retrievals';

/** Waxpeer counts a dollar as 1000 units; the rate here differs from the adapter's default, so the ceiling shows the setting is used. */
const UNITS_PER_COIN = 140;
/** The 64-bit Steam id of account 0 of an individual: a trade link's partner counts from it. */
const INDIVIDUAL_ACCOUNT_BASE = 76561197960265728n;
const TRADE_TOKEN = 'Ab3dE_9x';

/** A trade link of an account of its own, so one test's Steam answers (kept a minute per account) never reach another's. */
function newTradeLink(): { url: string; partner: string } {
  const partner = String(randomInt(1_000_000, 2 ** 32));
  return { url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${TRADE_TOKEN}`, partner };
}

interface WonItem {
  readonly itemId: string;
  readonly marketName: string;
  readonly price: number;
}

describe.each(TEST_DIALECTS)('Steam and the trading market through the server on %s', (dialect) => {
  const clock = { now: Date.now() };
  const deps = { clock: () => clock.now, scheduler: { now: () => clock.now } };
  let steam: SteamCommunityDouble;
  let waxpeer: WaxpeerDouble;

  beforeAll(async () => {
    steam = await startSteamCommunityDouble();
    waxpeer = await startWaxpeerDouble({ clock: () => clock.now });
  });
  afterAll(async () => {
    await steam?.close();
    await waxpeer?.close();
  });

  const itemStatus = async (t: TestApp, itemId: string) => (await t.database.db.kysely.selectFrom('backpack_items').select('status').where('id', '=', itemId).executeTakeFirstOrThrow()).status;
  const coins = async (t: TestApp, token: string) => (await t.call<UserAsset>('/member/userAsset', {}, { token })).data.coin;
  const retrievalConfig = async (t: TestApp) => (await t.call<{ value: string | null }>('/common/searchSysConfig', { code: 'retrieval' })).data.value;
  const invariants = async (t: TestApp) => [...(await ledgerViolations(t.database.db.kysely)), ...(await retrievalViolations(t.database.db.kysely)), ...(await keyShopViolations(t.database.db.kysely))];

  /** Coins the way a player gets them in development: an order paid at the sandbox checkout. */
  async function recharge(t: TestApp, member: RegisteredMember): Promise<void> {
    const order = await t.call<{ orderNo: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token });
    expect(order.code, order.msg).toBe(100);
    expect((await t.inject({ method: 'POST', url: `/dev/pay/${order.data.orderNo}/succeed` })).json()).toMatchObject({ code: 100, data: { outcome: 'credited' } });
  }

  /** An item in the backpack, won by opening a case. */
  async function winItem(t: TestApp, member: RegisteredMember): Promise<WonItem> {
    const opened = await t.call<{ list: { backpackItemId: string; ornament: { name: string; wearName: string; price: number } }[] }>('/member/openBox', { id: 'recoil', num: 1 }, { token: member.token });
    expect(opened.code, opened.msg).toBe(100);
    const [won] = opened.data.list;
    return { itemId: won!.backpackItemId, marketName: `${won!.ornament.name} (${won!.ornament.wearName})`, price: won!.ornament.price };
  }

  describe('with Waxpeer as the market', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { STEAM_COMMUNITY_BASE: steam.url, MARKET_PROVIDER: 'waxpeer', MARKET_API_KEY: waxpeer.apiKey, MARKET_ENDPOINT: waxpeer.url, MARKET_UNITS_PER_COIN: String(UNITS_PER_COIN) },
        deps,
      });
    });
    afterAll(() => t?.close());
    afterEach(async () => {
      steam.down = false;
      waxpeer.down = false;
      expect(await invariants(t)).toEqual([]);
    });

    const info = async (token: string) => (await t.call<MemberUser>('/member/info', {}, { token })).data;
    /** A retrieval as its member's list shows it. */
    const current = async (member: RegisteredMember, id: string) => (await t.call<{ list: Retrieval[] }>('/member/takeBack/list', { page: 1, size: 50 }, { token: member.token })).data.list.find((entry) => entry.id === id)!;
    const buys = (purchaseId: string) => waxpeer.received.filter((request) => request.method === 'buy-one-p2p-name' && request.query.get('project_id') === purchaseId).length;
    const itemEvents = async (itemId: string, action: string) =>
      (await t.database.db.kysely.selectFrom('backpack_item_events').select('seq').where('item_id', '=', itemId).where('action', '=', action).execute()).length;
    const pendingChecks = async (id: string) =>
      (await t.database.db.kysely.selectFrom('jobs').select('id').where('dedupe_key', 'like', `retrieval.check:${id}:%`).where('status', '=', 'pending').execute()).length;

    /** The next check of every retrieval under way: the longest a check waits is 20 polls of 30 s. */
    async function nextChecks(): Promise<void> {
      clock.now += 10 * 60_000 + 1_000;
      await runAllDue(t.app);
    }

    /** A verified adult with coins, a trade link bound and a won item taken back: the retrieval just asked for. */
    async function takenBack(): Promise<{ member: RegisteredMember; item: WonItem; link: { url: string; partner: string }; retrieval: Retrieval }> {
      const member = await readyPlayer(t);
      await recharge(t, member);
      const link = newTradeLink();
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: link.url }, { token: member.token })).code).toBe(100);
      const item = await winItem(t, member);
      // The cheapest listing is the ceiling itself: bought only if the ceiling is kept to, not exceeded.
      waxpeer.setListing(item.marketName, Math.floor((item.price * UNITS_PER_COIN) / 100));
      const answer = await t.call<{ list: Retrieval[] }>('/member/takeBack', { ids: [item.itemId] }, { token: member.token });
      expect(answer.code, answer.msg).toBe(100);
      const [asked] = answer.data.list;
      expect(asked).toMatchObject({ itemId: item.itemId, sellStatus: SELL_STATUS.awaitingQuote, shippingStatus: SHIPPING_STATUS.sendingQuote, outcome: null });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.retrieving);
      return { member, item, link, retrieval: asked! };
    }

    it('binds a trade link whose inventory Steam shows, and refuses a private one (11041) or Steam down (11042)', async () => {
      const member = await registerMember(t);
      const link = newTradeLink();
      const bound = await t.call<MemberUser>('/member/bindTransactionUrl', { transactionUrl: link.url }, { token: member.token });
      expect(bound.code, bound.msg).toBe(100);
      expect(bound.data.tradeUrl).toBe(link.url);
      expect(steam.received.at(-1)).toMatchObject({ steamId: (INDIVIDUAL_ACCOUNT_BASE + BigInt(link.partner)).toString(), appId: '730', contextId: '2' });

      const hidden = newTradeLink();
      steam.setPrivate(hidden.partner);
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: hidden.url }, { token: member.token })).code).toBe(ERRORS.STEAM_INVENTORY_PRIVATE.code);
      // A partner id past Steam's 32-bit account numbers names nobody: refused before Steam is asked.
      const before = steam.requests;
      const tooLarge = 'https://steamcommunity.com/tradeoffer/new/?partner=9999999999&token=Lootbay1';
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: tooLarge }, { token: member.token })).code).toBe(ERRORS.TRADE_URL_INVALID.code);
      expect(steam.requests).toBe(before);
      steam.down = true;
      const asked = steam.requests;
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: newTradeLink().url }, { token: member.token })).code).toBe(ERRORS.STEAM_UNAVAILABLE.code);
      expect(steam.requests).toBe(asked + 1);
      // Neither refusal replaced the link bound before.
      expect((await info(member.token)).tradeUrl).toBe(link.url);
    });

    it('answers the retrieval feature open', async () => {
      expect(await retrievalConfig(t)).toBe(FEATURE_OPEN);
    });

    it('buys a taken-back item once at Waxpeer under the retrieval’s id, and delivers it once when the trade is done', async () => {
      const { member, item, link, retrieval } = await takenBack();
      await runAllDue(t.app);
      const order = waxpeer.orders.get(retrieval.id);
      expect(order).toMatchObject({ name: item.marketName, partner: link.partner, token: TRADE_TOKEN, maxPrice: Math.floor((item.price * UNITS_PER_COIN) / 100), status: 0 });
      expect(order!.price).toBeLessThanOrEqual(order!.maxPrice);
      expect(buys(retrieval.id)).toBe(1);

      const offer = waxpeer.advance(retrieval.id, 4);
      await nextChecks();
      expect(await current(member, retrieval.id)).toMatchObject({ sellStatus: SELL_STATUS.awaitingBuyer, shippingStatus: SHIPPING_STATUS.quoteSent, tradeOfferId: offer.tradeId, offerExpiresAt: offer.sendUntil! * 1000 });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.retrieving);

      waxpeer.advance(retrieval.id, 5);
      await nextChecks();
      expect(await current(member, retrieval.id)).toMatchObject({ sellStatus: SELL_STATUS.complete, shippingStatus: SHIPPING_STATUS.quoteSent, outcome: 'delivered', tradeOfferId: offer.tradeId });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.retrieved);
      // Ended: nothing asks Waxpeer again, and later checks change nothing.
      expect(await pendingChecks(retrieval.id)).toBe(0);
      await nextChecks();
      expect(await itemEvents(item.itemId, 'retrieveDelivered')).toBe(1);
      expect(buys(retrieval.id)).toBe(1);
    });

    it('brings the item back to the backpack once when Waxpeer cancels the purchase', async () => {
      const { member, item, retrieval } = await takenBack();
      await runAllDue(t.app);
      // Waxpeer lets no buyer cancel: the player is told the order ends by itself if the seller does not ship.
      expect((await t.call('/member/closeUserOrnaStateTaskBack', { id: retrieval.id }, { token: member.token })).code).toBe(ERRORS.RETRIEVAL_CANCEL_REFUSED.code);
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.retrieving);
      waxpeer.advance(retrieval.id, 6, { reason: WAXPEER_MESSAGES.sellerFailed });
      await nextChecks();
      expect(await current(member, retrieval.id)).toMatchObject({ sellStatus: SELL_STATUS.cancelled, shippingStatus: SHIPPING_STATUS.sendingQuote, outcome: 'seller_cancelled' });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.normal);
      expect(await pendingChecks(retrieval.id)).toBe(0);
      await nextChecks();
      expect(await itemEvents(item.itemId, 'retrieveRefunded')).toBe(1);
      expect(await itemEvents(item.itemId, 'retrieveDelivered')).toBe(0);
    });

    it('asks Steam at the first check, not at the take-back: a private inventory ends the retrieval with nothing bought at Waxpeer', async () => {
      const member = await readyPlayer(t);
      await recharge(t, member);
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: newTradeLink().url }, { token: member.token })).code).toBe(100);
      const item = await winItem(t, member);
      // The inventory turned private since binding (another account here, so no answer kept from the binding stands for it).
      const hidden = newTradeLink();
      steam.setPrivate(hidden.partner);
      await t.database.db.kysely.updateTable('users').set({ trade_url: hidden.url }).where('id', '=', member.userId).execute();
      const asked = steam.requests;
      const answer = await t.call<{ list: Retrieval[] }>('/member/takeBack', { ids: [item.itemId] }, { token: member.token });
      expect(answer.code, answer.msg).toBe(100);
      expect(steam.requests).toBe(asked);
      const [retrieval] = answer.data.list;

      await runAllDue(t.app);
      expect(steam.requests).toBe(asked + 1);
      expect(await current(member, retrieval!.id)).toMatchObject({ sellStatus: SELL_STATUS.cancelled, shippingStatus: SHIPPING_STATUS.sendingQuote, outcome: 'inventory_private' });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.normal);
      expect(buys(retrieval!.id)).toBe(0);
      expect(await pendingChecks(retrieval!.id)).toBe(0);
    });

    it('keeps a retrieval under way while Waxpeer is down, and a later check completes it', async () => {
      const { member, item, retrieval } = await takenBack();
      waxpeer.down = true;
      await runAllDue(t.app);
      expect(waxpeer.orders.has(retrieval.id)).toBe(false);
      expect(await current(member, retrieval.id)).toMatchObject({ sellStatus: SELL_STATUS.awaitingQuote, shippingStatus: SHIPPING_STATUS.sendingQuote, outcome: null });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.retrieving);

      waxpeer.down = false;
      await nextChecks();
      expect(waxpeer.orders.get(retrieval.id)).toMatchObject({ name: item.marketName, status: 0 });
      // Down again while the trade goes through: the check that fails is tried again.
      waxpeer.advance(retrieval.id, 5);
      waxpeer.down = true;
      await nextChecks();
      expect((await current(member, retrieval.id)).outcome).toBeNull();
      waxpeer.down = false;
      await nextChecks();
      expect(await current(member, retrieval.id)).toMatchObject({ sellStatus: SELL_STATUS.complete, outcome: 'delivered' });
      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.retrieved);
      expect(buys(retrieval.id)).toBe(1);
      expect(await itemEvents(item.itemId, 'retrieveDelivered')).toBe(1);
    });

    it('makes one key order of one cart when 8 orders race, taking the stock once', async () => {
      const member = await readyPlayer(t);
      expect((await t.call('/app/key/steam/add', { name: 'main', tradeUrl: newTradeLink().url }, { token: member.token })).code).toBe(100);
      const stock = async () => Object.fromEntries((await t.call<{ list: KeyProduct[] }>('/app/key/box/list', { page: 1, size: 50 })).data.list.map((key) => [key.id, key.stock]));
      await t.call('/app/key/cart/add', { productId: 'key-kilowatt', num: 2 }, { token: member.token });
      await t.call('/app/key/cart/add', { productId: 'key-snakebite', num: 1 }, { token: member.token });
      const before = await stock();

      const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('/app/key/order/add', {}, { token: member.token })));
      expect(answers.map((answer) => answer.code).sort()).toEqual([100, ...Array<number>(7).fill(ERRORS.KEY_CART_EMPTY.code)]);
      const after = await stock();
      expect({ kilowatt: before['key-kilowatt']! - after['key-kilowatt']!, snakebite: before['key-snakebite']! - after['key-snakebite']! }).toEqual({ kilowatt: 2, snakebite: 1 });
      const orders = await t.database.db.kysely.selectFrom('key_orders').select(['units', 'status']).where('user_id', '=', member.userId).execute();
      expect(orders).toEqual([{ units: 3, status: 'awaiting_payment' }]);
      expect((await t.call<{ count: number }>('/app/key/cart/list', {}, { token: member.token })).data.count).toBe(0);
    });
  });

  describe('without a market', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { STEAM_COMMUNITY_BASE: steam.url, MARKET_PROVIDER: 'none' }, deps });
    });
    afterAll(() => t?.close());
    afterEach(async () => {
      steam.rateLimited = false;
      expect(await invariants(t)).toEqual([]);
    });

    it('answers the retrieval feature closed, and refuses a take-back and a key order (20006) before anything moves', async () => {
      expect(await retrievalConfig(t)).toBe(FEATURE_CLOSED);
      const member = await readyPlayer(t);
      await recharge(t, member);
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: newTradeLink().url }, { token: member.token })).code).toBe(100);
      expect((await t.call('/app/key/steam/add', { name: 'main', tradeUrl: newTradeLink().url }, { token: member.token })).code).toBe(100);
      const item = await winItem(t, member);
      await t.call('/app/key/cart/add', { productId: 'key-recoil', num: 3 }, { token: member.token });
      const held = await coins(t, member.token);
      const stock = async () => (await t.call<KeyProduct>('/app/key/box/info', { id: 'key-recoil' })).data.stock;
      const stockBefore = await stock();

      expect((await t.call('/member/takeBack', { ids: [item.itemId] }, { token: member.token })).code).toBe(ERRORS.FEATURE_NOT_OPEN.code);
      expect((await t.call('/app/key/order/add', {}, { token: member.token })).code).toBe(ERRORS.FEATURE_NOT_OPEN.code);

      expect(await itemStatus(t, item.itemId)).toBe(ITEM_STATUS.normal);
      expect(await coins(t, member.token)).toBe(held);
      expect(await stock()).toBe(stockBefore);
      expect((await t.call<{ count: number }>('/app/key/cart/list', {}, { token: member.token })).data.count).toBe(3);
      expect(await t.database.db.kysely.selectFrom('retrievals').select('id').where('user_id', '=', member.userId).execute()).toEqual([]);
      expect(await t.database.db.kysely.selectFrom('key_orders').select('order_no').where('user_id', '=', member.userId).execute()).toEqual([]);
    });

    // Last here: after a 429 this instance leaves Steam alone for two minutes.
    it('answers 11042 when Steam rate-limits, and does not ask Steam again while it cools down', async () => {
      const member = await registerMember(t);
      steam.rateLimited = true;
      const asked = steam.requests;
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: newTradeLink().url }, { token: member.token })).code).toBe(ERRORS.STEAM_UNAVAILABLE.code);
      steam.rateLimited = false;
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: newTradeLink().url }, { token: member.token })).code).toBe(ERRORS.STEAM_UNAVAILABLE.code);
      expect(steam.requests).toBe(asked + 1);
      expect((await t.call<MemberUser>('/member/info', {}, { token: member.token })).data.tradeUrl).toBeNull();
    });
  });
});
