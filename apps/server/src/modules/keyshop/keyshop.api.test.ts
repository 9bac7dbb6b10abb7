import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { KEY_ORDER_PAY_WITHIN_MS, type KeyCart, type KeyOrder, type KeyProduct, type KeySteamAccount } from '@lootbay/shared/schemas/key-shop';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { keyShopViolations, retrievalViolations } from '../../../test/helpers/retrievals';
import { COURSE, FAST_MARKET, tradeLink } from '../../../test/kits/retrieval';

describe.each(TEST_DIALECTS)('key shop on %s', (dialect) => {
  const clock = { now: Date.now() };
  let t: TestApp;
  let keys: KeyProduct[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: FAST_MARKET, deps: { clock: () => clock.now, scheduler: { now: () => clock.now } } });
    keys = (await t.call<{ list: KeyProduct[] }>('/app/key/box/list', { size: 50 })).data.list;
  });
  afterAll(() => t.close());

  const call = <T>(path: string, token: string, body: Record<string, unknown> = {}) => t.call<T>(`/app/key/${path}`, body, { token });
  const coins = async (token: string) => (await t.call<UserAsset>('/member/userAsset', {}, { token })).data.coin;
  const clean = async () => expect([...(await ledgerViolations(t.database.db.kysely)), ...(await retrievalViolations(t.database.db.kysely)), ...(await keyShopViolations(t.database.db.kysely))]).toEqual([]);

  async function runMarket(orderNo: string, token: string): Promise<KeyOrder> {
    for (let second = 0; second < 600; second += 1) {
      clock.now += 1000;
      await runAllDue(t.app);
      const order = (await call<KeyOrder>('order/check', token, { orderNo })).data;
      if (order.status !== 'delivering') return order;
    }
    throw new Error(`key order ${orderNo} did not finish`);
  }

  it('shows visitors the keys of the demo cases with the box each opens', async () => {
    expect(keys.length).toBe(6);
    expect(keys.every((key) => key.price === 1_750 && key.stock > 0 && key.boxId !== null)).toBe(true);
    const recoil = (await t.call<KeyProduct>('/app/key/box/info', { id: 'key-recoil' }, { locale: 'cn' })).data;
    expect(recoil).toMatchObject({ boxId: 'recoil', name: expect.stringContaining('钥匙') });
    expect((await t.call('/app/key/box/info', { id: 'nope' })).code).toBe(ERRORS.KEY_PRODUCT_NOT_FOUND.code);
    const index = (await t.call<{ products: KeyProduct[]; cartCount: number }>('/app/key/index', {})).data;
    expect(index.products.length).toBeGreaterThan(0);
    expect(index.cartCount).toBe(0);
    expect((await t.call<{ total: number }>('/app/key/box/list', { name: 'kilowatt' })).data.total).toBe(1);
  });

  it('keeps a cart, Steam accounts with one default, and a priced confirmation', async () => {
    const member = await readyPlayer(t);
    expect((await call<KeyCart>('cart/add', member.token, { productId: 'key-recoil', num: 2 })).data).toMatchObject({ count: 2, total: 3_500 });
    expect((await call<KeyCart>('cart/add', member.token, { productId: 'key-recoil', num: 3 })).data.count).toBe(5);
    expect((await call('cart/add', member.token, { productId: 'key-recoil', num: 16 })).code).toBe(ERRORS.KEY_QUANTITY.code);
    expect((await call<KeyCart>('cart/edit', member.token, { productId: 'key-recoil', num: 1 })).data.count).toBe(1);
    await call('cart/add', member.token, { productId: 'key-fracture' });
    expect((await call<KeyCart>('cart/delete', member.token, { productIds: ['key-fracture'] })).data.lines.map((line) => line.product.id)).toEqual(['key-recoil']);
    expect((await call('cart/add', member.token, { productId: 'key-recoil', num: 0 })).code).toBe(ERRORS.KEY_QUANTITY.code);

    expect((await call('order/add', member.token)).code).toBe(ERRORS.KEY_STEAM_ACCOUNT_NOT_FOUND.code);
    const first = (await call<{ list: KeySteamAccount[] }>('steam/add', member.token, { name: 'main', tradeUrl: tradeLink(COURSE.deliver) })).data.list;
    expect(first).toMatchObject([{ name: 'main', isDefault: true }]);
    // Made in the same millisecond of the test's clock, the accounts are named rather than taken by position.
    const added = (await call<{ list: KeySteamAccount[] }>('steam/add', member.token, { name: 'second', tradeUrl: tradeLink('7') })).data.list;
    const both = ['main', 'second'].map((name) => added.find((account) => account.name === name)!);
    expect(both.map((account) => account.isDefault)).toEqual([true, false]);
    expect((await call('steam/add', member.token, { name: 'private', tradeUrl: tradeLink('0') })).code).toBe(ERRORS.STEAM_INVENTORY_PRIVATE.code);
    expect((await call('steam/add', member.token, { name: 'bad', tradeUrl: 'https://example.com' })).code).toBe(ERRORS.TRADE_URL_INVALID.code);
    const switched = (await call<{ list: KeySteamAccount[] }>('user/update', member.token, { defaultSteamAccountId: both[1]!.id })).data.list;
    expect(both.map(({ id }) => switched.find((account) => account.id === id)!.isDefault)).toEqual([false, true]);
    const renamed = (await call<{ list: KeySteamAccount[] }>('steam/update', member.token, { id: both[0]!.id, name: 'renamed' })).data.list;
    expect(renamed.find((account) => account.id === both[0]!.id)!.name).toBe('renamed');
    expect((await call('steam/update', member.token, { id: 'nope', name: 'x' })).code).toBe(ERRORS.KEY_STEAM_ACCOUNT_NOT_FOUND.code);

    const confirm = (await call<{ total: number; steamAccount: KeySteamAccount; balance: number; enough: boolean }>('order/confirm', member.token)).data;
    expect(confirm).toMatchObject({ total: 1_750, steamAccount: { id: both[1]!.id }, balance: 0, enough: false });
    const config = (await call<{ balance: number; packages: unknown[] }>('recharge/config', member.token)).data;
    expect(config.packages.length).toBeGreaterThan(0);
  });

  it('holds the cap of 5 Steam accounts against a burst of adds', async () => {
    const member = await registerMember(t);
    const add = (name: string) => call('steam/add', member.token, { name, tradeUrl: tradeLink(COURSE.deliver) });
    for (const name of ['one', 'two', 'three']) expect((await add(name)).code).toBe(100);
    const codes = (await Promise.all(Array.from({ length: 10 }, (_, n) => add(`burst ${n}`)))).map((answer) => answer.code);
    expect(codes.filter((code) => code === 100)).toHaveLength(2);
    expect(codes.filter((code) => code === ERRORS.KEY_STEAM_ACCOUNT_LIMIT.code)).toHaveLength(8);
    const accounts = (await call<{ list: KeySteamAccount[] }>('steam/list', member.token)).data.list;
    expect(accounts).toHaveLength(5);
    expect(accounts.filter((account) => account.isDefault)).toHaveLength(1);
  });

  it('orders the cart, holds the stock, takes the coins once, and delivers each key to the chosen account', async () => {
    const member = await readyPlayer(t, 10_000);
    await call('steam/add', member.token, { name: 'main', tradeUrl: tradeLink(COURSE.deliver) });
    await call('cart/add', member.token, { productId: 'key-kilowatt', num: 2 });
    await call('cart/add', member.token, { productId: 'key-snakebite', num: 1 });
    const stockBefore = (await t.call<KeyProduct>('/app/key/box/info', { id: 'key-kilowatt' })).data.stock;
    const requestId = randomUUID();
    const order = (await call<KeyOrder>('order/add', member.token, { requestId })).data;
    expect(order).toMatchObject({ status: 'awaiting_payment', total: 5_250, expiresAt: order.createdAt + KEY_ORDER_PAY_WITHIN_MS, deliveries: [] });
    expect((await call<KeyOrder>('order/add', member.token, { requestId })).data.orderNo).toBe(order.orderNo);
    expect((await call<KeyCart>('cart/list', member.token)).data.count).toBe(0);
    expect((await t.call<KeyProduct>('/app/key/box/info', { id: 'key-kilowatt' })).data.stock).toBe(stockBefore - 2);
    expect((await call('order/add', member.token)).code).toBe(ERRORS.KEY_CART_EMPTY.code);

    const paid = await Promise.all([call<KeyOrder>('order/recharge', member.token, { orderNo: order.orderNo }), call<KeyOrder>('order/recharge', member.token, { orderNo: order.orderNo })]);
    expect(paid.map((answer) => answer.code)).toEqual([100, 100]);
    expect(await coins(member.token)).toBe(10_000 - 5_250);
    expect(paid[0]!.data.deliveries).toHaveLength(3);
    const ended = await runMarket(order.orderNo, member.token);
    expect(ended).toMatchObject({ status: 'delivered', delivered: 3, refunded: 0, refundedAmount: 0 });
    expect((await call<{ total: number }>('order/list', member.token, { status: 'delivered' })).data.total).toBe(1);
    // A key's delivery is the key shop's, not a backpack retrieval the player cancels.
    expect((await t.call('/member/closeUserOrnaStateTaskBack', { id: ended.deliveries[0]!.id }, { token: member.token })).code).toBe(ERRORS.RETRIEVAL_NOT_FOUND.code);
    await clean();
  });

  it('pays back each key the market cannot deliver, and times out an order left unpaid', async () => {
    const member = await readyPlayer(t, 10_000);
    await call('steam/add', member.token, { name: 'main', tradeUrl: tradeLink(COURSE.outOfStock) });
    await call('cart/add', member.token, { productId: 'key-dreams', num: 2 });
    const order = (await call<KeyOrder>('order/add', member.token)).data;
    const paid = (await call<KeyOrder>('order/recharge', member.token, { orderNo: order.orderNo })).data;
    // The sandbox's development route ends a key's order at once, like a retrieval's.
    const settled = (await t.inject({ method: 'POST', url: `/dev/market/${paid.deliveries[0]!.id}/out-of-stock` })).json() as { data: { kind: string; outcome: string } };
    expect(settled.data).toMatchObject({ kind: 'key', outcome: 'out_of_stock' });
    const ended = await runMarket(order.orderNo, member.token);
    expect(ended).toMatchObject({ status: 'refunded', refunded: 2, refundedAmount: 3_500 });
    expect(ended.deliveries.every((delivery) => delivery.outcome === 'out_of_stock')).toBe(true);
    expect(await coins(member.token)).toBe(10_000);

    const stock = (await t.call<KeyProduct>('/app/key/box/info', { id: 'key-dreams' })).data.stock;
    await call('cart/add', member.token, { productId: 'key-dreams', num: 3 });
    const unpaid = (await call<KeyOrder>('order/add', member.token)).data;
    clock.now += KEY_ORDER_PAY_WITHIN_MS + 1_000;
    await runAllDue(t.app);
    expect((await call<KeyOrder>('order/check', member.token, { orderNo: unpaid.orderNo })).data.status).toBe('timeout');
    expect((await t.call<KeyProduct>('/app/key/box/info', { id: 'key-dreams' })).data.stock).toBe(stock);
    expect((await call('order/recharge', member.token, { orderNo: unpaid.orderNo })).code).toBe(ERRORS.KEY_ORDER_NOT_PAYABLE.code);
    const other = await readyPlayer(t);
    expect((await call('order/check', other.token, { orderNo: unpaid.orderNo })).code).toBe(ERRORS.KEY_ORDER_NOT_FOUND.code);

    const unverified = await registerMember(t);
    await call('steam/add', unverified.token, { name: 'main', tradeUrl: tradeLink(COURSE.deliver) });
    await call('cart/add', unverified.token, { productId: 'key-dreams' });
    expect((await call('order/add', unverified.token)).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);

    const poor = await readyPlayer(t);
    await call('steam/add', poor.token, { name: 'main', tradeUrl: tradeLink(COURSE.deliver) });
    await call('cart/add', poor.token, { productId: 'key-dreams' });
    const broke = (await call<KeyOrder>('order/add', poor.token)).data;
    expect((await call('order/recharge', poor.token, { orderNo: broke.orderNo })).code).toBe(ERRORS.INSUFFICIENT_BALANCE.code);
    expect((await call<KeyOrder>('order/check', poor.token, { orderNo: broke.orderNo })).data.status).toBe('awaiting_payment');
    await clean();
  });
});
