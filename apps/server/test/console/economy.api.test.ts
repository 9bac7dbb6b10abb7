import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { ConsoleKeyProduct, ConsoleMallItem, ConsoleRetrieval } from '@lootbay/shared/schemas/console-economy';
import type { KeyProduct } from '@lootbay/shared/schemas/key-shop';
import type { Retrieval } from '@lootbay/shared/schemas/retrieval';
import type { MallItem } from '@lootbay/shared/schemas/shop';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DIALECTS } from '../helpers/databases';
import { readyPlayer } from '../helpers/players';
import { COURSE, retriever } from '../kits/retrieval';
import { consoleCall, signedInOperator, type TestOperator } from '../kits/console';

describe.each(TEST_DIALECTS)('console economy calls on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  const call = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, path, body, operator.token);
  const mall = async () => (await t.call<{ list: MallItem[] }>('/visitor/mallInventory', { size: 100, inStock: 0 })).data.list;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  it('restocks, reprices, hides and adds mall items, and players see each change at once', async () => {
    const page = (await call<{ list: ConsoleMallItem[]; total: number }>('economy/mall', { size: 100 })).data;
    expect(page.total).toBe((await mall()).length);
    const item = page.list.find((entry) => entry.currency === 'coin')!;
    expect(item.name).toContain('(');
    const saved = await call<ConsoleMallItem>('economy/mall/save', { ...item, stock: 0, price: item.price + 100, reason: 'sold out at the old price' });
    expect(saved.data).toMatchObject({ id: item.id, stock: 0, price: item.price + 100 });
    expect((await t.call<{ list: MallItem[] }>('/visitor/mallInventory', { size: 100 })).data.list.map((entry) => entry.id)).not.toContain(item.id);
    await call('economy/mall/save', { ...item, stock: 25, currency: 'diamond', reason: 'restocked, now for diamonds' });
    expect((await mall()).find((entry) => entry.id === item.id)).toMatchObject({ stock: 25, currency: 'diamond' });
    await call('economy/mall/save', { ...item, visible: false, reason: 'taken off sale' });
    expect((await mall()).some((entry) => entry.id === item.id)).toBe(false);

    const added = await call<ConsoleMallItem>('economy/mall/save', { ornamentId: item.ornamentId, price: 999, currency: 'coin', stock: 3, visible: true, reason: 'a second listing' });
    expect(added.data).toMatchObject({ ornamentId: item.ornamentId, price: 999, stock: 3, visible: true });
    expect((await t.call<{ list: MallItem[] }>('/visitor/mallInventory', { name: added.data.name.split(' | ')[1]!.split(' (')[0], size: 100 })).data.list.map((entry) => entry.id)).toContain(added.data.id);
    expect((await call('economy/mall/save', { ornamentId: 'no-such-item', price: 1, currency: 'coin', stock: 1, visible: true, reason: 'x' })).code).toBe(ERRORS.ITEM_NOT_FOUND.code);
    expect((await call('economy/mall/save', { id: 'no-such-listing', ornamentId: item.ornamentId, price: 1, currency: 'coin', stock: 1, visible: true, reason: 'x' })).code).toBe(ERRORS.MALL_ITEM_NOT_FOUND.code);
    expect((await call('economy/mall/save', { ...item, stock: -1, reason: 'x' })).code).toBe(ERRORS.DATA_ABNORMAL.code);
  });

  it('creates and restocks keys for the boxes they open', async () => {
    const keys = (await call<ConsoleKeyProduct[]>('economy/keys')).data;
    expect(keys.length).toBe(6);
    const key = keys.find((entry) => entry.id === 'key-recoil')!;
    await call('economy/keys/save', { ...key, price: 1_600, stock: 7, reason: 'a better supplier' });
    expect((await t.call<KeyProduct>('/app/key/box/info', { id: 'key-recoil' })).data).toMatchObject({ price: 1_600, stock: 7 });
    const made = await call<ConsoleKeyProduct>('economy/keys/save', { id: 'key-ak47', name: { cn: 'AK-47 箱钥匙', br: 'Chave da Caixa AK-47', en: 'AK-47 Box Key' }, boxId: 'ak47', price: 2_000, stock: 10, visible: true, reason: 'new key' });
    expect(made.data).toMatchObject({ id: 'key-ak47', boxId: 'ak47', stock: 10 });
    expect((await call('economy/keys/save', { ...made.data, boxId: 'no-such-box', reason: 'x' })).code).toBe(ERRORS.BOX_NOT_FOUND.code);
  });

  it('shows the retrieval queue with each retrieval’s statuses and market checks, by state and player', async () => {
    const { member, items } = await retriever(t, 2, COURSE.deliver);
    const sent = (await t.call<{ list: Retrieval[] }>('/member/takeBack', { ids: items }, { token: member.token })).data.list;
    await t.inject({ method: 'POST', url: `/dev/market/${sent[0]!.id}/deliver` });
    const open = (await call<{ list: ConsoleRetrieval[]; total: number }>('economy/retrievals', { state: 'open', userId: member.userId })).data;
    expect(open.list.map((entry) => entry.id)).toEqual([sent[1]!.id]);
    expect(open.list[0]).toMatchObject({ kind: 'item', sellStatus: 0, shippingStatus: 60, outcome: null, checks: 0 });
    const finished = (await call<{ list: ConsoleRetrieval[] }>('economy/retrievals', { state: 'finished', userId: member.userId })).data.list;
    expect(finished).toMatchObject([{ id: sent[0]!.id, outcome: 'delivered', sellStatus: 10 }]);
    const stranger = await readyPlayer(t);
    expect((await call<{ total: number }>('economy/retrievals', { userId: stranger.userId })).data.total).toBe(0);
  });
});
