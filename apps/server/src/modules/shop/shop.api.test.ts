import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { ITEM_STATUS, SOURCE_TYPE, type BackpackItem, type InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { Exchange, MallBuyAnswer, MallItem } from '@lootbay/shared/schemas/shop';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember } from '../../../test/helpers/members';
import { giveItems, readyPlayer, TEST_GRANT } from '../../../test/helpers/players';
import { createWalletService } from '../wallet/wallet.service';

describe.each(TEST_DIALECTS)('shop and mall on %s', (dialect) => {
  let t: TestApp;
  let mall: MallItem[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    mall = (await t.call<{ list: MallItem[] }>('/visitor/mallInventory', { size: 100 })).data.list;
  });
  afterAll(() => t.close());

  const asset = async (token: string) => (await t.call<UserAsset>('/member/userAsset', {}, { token })).data;
  const clean = async () => expect([...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))]).toEqual([]);
  const stockOf = async (id: string) => Number((await t.database.db.kysely.selectFrom('mall_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const inCoins = (minStock = 2) => mall.find((item) => item.currency === 'coin' && item.stock >= minStock && item.price < 20_000)!;

  async function grantDiamonds(userId: string, amount: number): Promise<void> {
    const wallet = createWalletService({ db: t.database.db });
    await t.database.db.transaction((trx) => wallet.transferMany(trx, [{ id: `test_grant:${randomUUID()}`, from: { system: 'promotions' }, to: { user: userId }, currency: 'diamond', amount, reason: TEST_GRANT, reference: 'test' }]));
  }

  it('shows visitors the mall, filtered by weapon type, rarity, price and name in any language, sorted and paged', async () => {
    const page = (body: Record<string, unknown>) => t.call<{ list: MallItem[]; total: number; page: number; size: number }>('/visitor/mallInventory', body);
    const all = (await page({ size: 100 })).data;
    expect(all.total).toBe(mall.length);
    expect(all.total).toBeGreaterThan(20);
    expect(new Set(mall.map((item) => item.currency))).toEqual(new Set(['coin', 'diamond']));
    expect(all.list.map((item) => item.price)).toEqual([...all.list.map((item) => item.price)].sort((a, b) => a - b));
    const dearest = (await page({ sort: 'price', order: 'desc', size: 1 })).data.list[0]!;
    expect(dearest.price).toBe(Math.max(...mall.map((item) => item.price)));

    const knives = (await page({ weaponType: 'knife', size: 100 })).data.list;
    expect(knives.length).toBeGreaterThan(0);
    expect(knives.every((item) => item.ornament.weaponType === 'knife')).toBe(true);
    const covert = (await page({ rarity: 'covert', size: 100 })).data.list;
    expect(covert.every((item) => item.ornament.rarity === 'covert')).toBe(true);
    const band = (await page({ minPrice: 1_000, maxPrice: 10_000, size: 100 })).data.list;
    expect(band.every((item) => item.price >= 1_000 && item.price <= 10_000)).toBe(true);

    const sample = mall[3]!;
    const byEnglish = (await page({ name: sample.ornament.skin.slice(0, 4), size: 100 })).data.list;
    expect(byEnglish.map((item) => item.id)).toContain(sample.id);
    const chinese = (await t.call<{ list: MallItem[] }>('/visitor/mallInventory', { size: 100 }, { locale: 'cn' })).data.list.find((item) => item.id === sample.id)!;
    expect((await page({ name: chinese.ornament.weapon, size: 100 })).data.list.map((item) => item.id)).toContain(sample.id);

    expect((await page({ page: 2, size: 5 })).data).toMatchObject({ page: 2, size: 5, total: mall.length });
    expect((await page({ rarity: 'legendary' })).code).toBe(ERRORS.DATA_ABNORMAL.code);
  });

  it('sells for coins once per request id, into the backpack as shop items at their value, and takes the stock', async () => {
    const item = inCoins(4);
    const member = await readyPlayer(t, item.price * 3);
    const stock = await stockOf(item.id);
    const requestId = randomUUID();
    const bought = await t.call<MallBuyAnswer>('/member/mallBuy', { id: item.id, num: 2, price: item.price, requestId }, { token: member.token });
    expect(bought.code).toBe(100);
    expect(bought.data).toMatchObject({ spent: item.price * 2, currency: 'coin' });
    expect(bought.data.list).toHaveLength(2);
    const again = await t.call<MallBuyAnswer>('/member/mallBuy', { id: item.id, num: 2, price: item.price, requestId }, { token: member.token });
    expect(again.data.list).toEqual(bought.data.list);
    expect((await asset(member.token)).coin).toBe(item.price);
    expect(await stockOf(item.id)).toBe(stock - 2);
    const held = (await t.call<BackpackItem>('/member/getUserOrnamentInfo', { id: bought.data.list[0] }, { token: member.token })).data;
    expect(held).toMatchObject({ status: ITEM_STATUS.normal, sourceType: SOURCE_TYPE.shopExchange, price: item.ornament.price });
    expect((await t.call<InventoryPage>('/member/getMyInventory', { sourceType: SOURCE_TYPE.shopExchange }, { token: member.token })).data.total).toBe(2);

    expect((await t.call('/member/mallBuy', { id: item.id, num: 1, price: item.price + 1 }, { token: member.token })).code).toBe(ERRORS.MALL_PRICE_CHANGED.code);
    expect((await t.call('/member/mallBuy', { id: item.id, num: 2 }, { token: member.token })).code).toBe(ERRORS.INSUFFICIENT_BALANCE.code);
    expect((await t.call('/member/mallBuy', { id: 'no-such-item', num: 1 }, { token: member.token })).code).toBe(ERRORS.MALL_ITEM_NOT_FOUND.code);
    expect((await t.call('/member/mallBuy', { id: item.id, num: 11 }, { token: member.token })).code).toBe(ERRORS.DATA_ABNORMAL.code);
    await clean();
  });

  it('sells diamond-priced items for diamonds, offers jade for a coin shortfall, and only to verified adults', async () => {
    const gem = mall.find((item) => item.currency === 'diamond' && item.stock > 0)!;
    const member = await readyPlayer(t);
    expect((await t.call('/member/mallBuy', { id: gem.id, num: 1 }, { token: member.token })).code).toBe(ERRORS.INSUFFICIENT_BALANCE.code);
    await grantDiamonds(member.userId, gem.price);
    expect((await t.call<MallBuyAnswer>('/member/mallBuy', { id: gem.id, num: 1 }, { token: member.token })).data).toMatchObject({ spent: gem.price, currency: 'diamond' });
    expect((await asset(member.token)).mallAmount).toBe(0);

    const wallet = createWalletService({ db: t.database.db });
    const item = inCoins();
    await t.database.db.transaction((trx) => wallet.transferMany(trx, [{ id: `test_grant:${randomUUID()}`, from: { system: 'promotions' }, to: { user: member.userId }, currency: 'jade', amount: item.price, reason: TEST_GRANT, reference: 'test' }]));
    const offer = await t.call<{ currency: string; shortfall: number; canDeductWithJade: boolean }>('/member/mallBuy', { id: item.id, num: 1 }, { token: member.token });
    expect(offer.code).toBe(ERRORS.INSUFFICIENT_INGOTS_OR_COINS.code);
    expect(offer.data).toMatchObject({ currency: 'coin', shortfall: item.price, canDeductWithJade: true });
    expect((await t.call('/member/mallBuy', { id: item.id, num: 1, useJade: true }, { token: member.token })).code).toBe(100);

    const unverified = await registerMember(t);
    expect((await t.call('/member/mallBuy', { id: item.id, num: 1 }, { token: unverified.token })).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
    expect((await t.call('/member/mallBuy', { id: item.id, num: 1 })).code).toBe(ERRORS.TOKEN_EXPIRED.code);
    await clean();
  });

  it('exchanges backpack items for a mall item, crediting the surplus and charging the shortfall in diamonds', async () => {
    const member = await readyPlayer(t);
    const cheap = mall.find((item) => item.stock >= 2 && item.price > 200)!;
    const given = await giveItems(t, member.userId, [
      { ornamentId: cheap.ornament.id, price: cheap.price },
      { ornamentId: cheap.ornament.id, price: 150 },
    ]);
    const surplus = cheap.price + 150 - cheap.price;
    expect((await t.call('/ornament/exchange', { ids: given, targetId: cheap.id, difference: surplus + 1 }, { token: member.token })).code).toBe(ERRORS.EXCHANGE_VALUE_CHANGED.code);
    const exchanged = await t.call<Exchange>('/ornament/exchange', { ids: given, targetId: cheap.id, difference: surplus }, { token: member.token });
    expect(exchanged.code).toBe(100);
    expect(exchanged.data).toMatchObject({ givenValue: cheap.price + 150, difference: surplus, target: { mallItemId: cheap.id, price: cheap.price } });
    expect(exchanged.data.given.map((item) => item.id).sort()).toEqual([...given].sort());
    expect((await asset(member.token)).mallAmount).toBe(surplus);
    for (const id of given) expect((await t.call<BackpackItem>('/member/getUserOrnamentInfo', { id }, { token: member.token })).data.status).toBe(ITEM_STATUS.battleLost);
    expect((await t.call<BackpackItem>('/member/getUserOrnamentInfo', { id: exchanged.data.itemId }, { token: member.token })).data.sourceType).toBe(SOURCE_TYPE.shopExchange);
    expect((await t.call('/ornament/exchange', { ids: given, targetId: cheap.id }, { token: member.token })).code).toBe(ERRORS.ITEM_NOT_AVAILABLE.code);

    // A dearer target: the shortfall comes out of the diamonds, when there are enough.
    const dear = mall.find((item) => item.price > surplus + 300 && item.price < surplus + 100_000 && item.stock > 0)!;
    const [small] = await giveItems(t, member.userId, [{ ornamentId: cheap.ornament.id, price: dear.price - surplus }]);
    const [favourite] = await giveItems(t, member.userId, [{ ornamentId: cheap.ornament.id, price: 100 }]);
    await t.call('/member/collectOrnament', { id: favourite }, { token: member.token });
    expect((await t.call('/ornament/exchange', { ids: [small, favourite], targetId: dear.id }, { token: member.token })).code).toBe(ERRORS.ITEM_COLLECTED.code);
    const [spare] = await giveItems(t, member.userId, [{ ornamentId: cheap.ornament.id, price: 50 }]);
    const topped = await t.call<Exchange>('/ornament/exchange', { ids: [small, spare], targetId: dear.id }, { token: member.token });
    expect(topped.code).toBe(100);
    expect(topped.data.difference).toBe(50 - surplus);
    expect((await asset(member.token)).mallAmount).toBe(surplus + topped.data.difference);
    const [last] = await giveItems(t, member.userId, [{ ornamentId: cheap.ornament.id, price: 1 }]);
    const short = await t.call('/ornament/exchange', { ids: [last], targetId: dear.id }, { token: member.token, locale: 'en' });
    expect(short).toMatchObject({ code: ERRORS.EXCHANGE_SHORT_OF_DIAMONDS.code, msg: ERRORS.EXCHANGE_SHORT_OF_DIAMONDS.messages.en, data: { difference: 1 - dear.price } });
    expect((await t.call<BackpackItem>('/member/getUserOrnamentInfo', { id: last }, { token: member.token })).data.status).toBe(ITEM_STATUS.normal);

    const list = (await t.call<{ list: Exchange[]; total: number }>('/ornament/exchange/list', {}, { token: member.token })).data;
    expect(list.total).toBe(2);
    expect(list.list[0]!.id).toBe(topped.data.id);
    await clean();
  });

  it('sells the last one to one of ten racing buyers', async () => {
    const item = inCoins();
    await t.database.db.kysely.updateTable('mall_items').set({ stock: 1 }).where('id', '=', item.id).execute();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => readyPlayer(t, item.price)));
    const answers = await Promise.all(buyers.map((buyer) => t.call('/member/mallBuy', { id: item.id, num: 1, requestId: randomUUID() }, { token: buyer.token })));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === ERRORS.MALL_OUT_OF_STOCK.code)).toHaveLength(9);
    expect(await stockOf(item.id)).toBe(0);
    expect((await t.call<{ list: MallItem[] }>('/visitor/mallInventory', { size: 100 })).data.list.map((entry) => entry.id)).not.toContain(item.id);
    await clean();
  });
});
