import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackpackItem, InventoryPage, SellAnswer } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import type { RegisteredMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { createWalletService, type WalletService } from '../wallet/wallet.service';

interface Detail extends BackpackItem {
  events: { seq: number; action: string; fromStatus: number | null; toStatus: number }[];
}

describe.each(TEST_DIALECTS)('backpack on %s', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let boxPrice: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    wallet = createWalletService({ db: t.database.db });
    boxPrice = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'starter' })).data.price;
  });
  afterAll(() => t.close());

  /** A verified adult who opened `boxes` starter boxes and holds their items. */
  async function playerWithItems(boxes: number): Promise<{ member: RegisteredMember; items: OpenBoxAnswer['list'] }> {
    const member = await readyPlayer(t, boxPrice * boxes, '李四');
    const items: OpenBoxAnswer['list'] = [];
    for (let left = boxes; left > 0; left -= 5) {
      const answer = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'starter', num: Math.min(5, left) }, { token: member.token });
      if (answer.code !== 100) throw new Error(`open failed: ${answer.msg}`);
      items.push(...answer.data.list);
    }
    return { member, items };
  }

  const inventory = (token: string, body: Record<string, unknown> = {}) => t.call<InventoryPage>('/member/getMyInventory', body, { token });

  it('lists, filters, sorts and pages the backpack with totals', async () => {
    const { member, items } = await playerWithItems(7);
    const all = (await inventory(member.token, { size: 100 })).data;
    expect(all.total).toBe(7);
    expect(all.totalPrice).toBe(items.reduce((sum, item) => sum + item.ornament.price, 0));
    const byPrice = (await inventory(member.token, { sort: 'price', order: 'asc', size: 100 })).data.list.map((item) => item.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const page = (await inventory(member.token, { page: 2, size: 3 })).data;
    expect(page).toMatchObject({ total: 7, page: 2, size: 3 });
    expect(page.list).toHaveLength(3);
    expect((await inventory(member.token, { sourceType: 5 })).data.total).toBe(0);
    expect((await t.call<InventoryPage>('/user/ornament/list', {}, { token: member.token })).data.total).toBe(7);
    expect((await inventory(member.token, { status: 9 })).code).toBe(20000);
  });

  it('sells items for their price once, and the records keep them', async () => {
    const { member, items } = await playerWithItems(3);
    const [first, second] = items;
    const sold = await t.call<SellAnswer>('/member/discount', { ids: [first!.backpackItemId, second!.backpackItemId] }, { token: member.token });
    expect(sold.code).toBe(100);
    expect(sold.data.amount).toBe(first!.ornament.price + second!.ornament.price);
    expect(await wallet.balance(member.userId, 'coin')).toBe(sold.data.amount);
    expect((await inventory(member.token)).data.total).toBe(1);
    const records = (await t.call<InventoryPage>('/member/getInventoryRecords', { status: 2 }, { token: member.token })).data;
    expect(records.total).toBe(2);
    expect((await t.call('/member/discount', { ids: [first!.backpackItemId] }, { token: member.token })).code).toBe(13203);
    const detail = (await t.call<Detail>('/member/getUserOrnamentInfo', { id: first!.backpackItemId }, { token: member.token })).data;
    expect(detail.events.map((event) => [event.action, event.fromStatus, event.toStatus])).toEqual([
      ['won', null, 0],
      ['sell', 0, 2],
    ]);
    const bag = (await t.call<{ count: number; byStatus: { status: number; count: number }[] }>('/mybox/user/bag/info', {}, { token: member.token })).data;
    expect(bag.count).toBe(1);
    expect(bag.byStatus.find((entry) => entry.status === 2)?.count).toBe(2);
  });

  it("cannot touch another member's item", async () => {
    const owner = await playerWithItems(1);
    const other = await playerWithItems(1);
    const itemId = owner.items[0]!.backpackItemId;
    expect((await t.call('/member/discount', { ids: [itemId] }, { token: other.member.token })).code).toBe(13201);
    expect((await t.call('/member/getUserOrnamentInfo', { id: itemId }, { token: other.member.token })).code).toBe(13201);
    expect((await t.call('/member/collectOrnament', { id: itemId }, { token: other.member.token })).code).toBe(13201);
    expect(await wallet.balance(other.member.userId, 'coin')).toBe(0);
  });

  it('a favourited item cannot be decomposed, in the spec words, and sell-all leaves it', async () => {
    const { member, items } = await playerWithItems(3);
    const kept = items[0]!.backpackItemId;
    const collected = await t.call<BackpackItem>('/member/collectOrnament', { id: kept }, { token: member.token });
    expect(collected.data.collected).toBe(1);
    expect(await t.call('/member/discount', { ids: [kept] }, { token: member.token, locale: 'en' })).toMatchObject({ code: 13202, msg: 'Cannot be decomposed or retrieved after favouriting' });
    expect((await t.call('/member/discount', { ids: [kept] }, { token: member.token, locale: 'cn' })).msg).toBe('收藏后不可分解或取回');
    const all = await t.call<SellAnswer>('/member/discountAll', {}, { token: member.token });
    expect(all.data.count).toBe(2);
    expect(all.data.ids).not.toContain(kept);
    expect((await t.call('/member/discountAll', {}, { token: member.token })).code).toBe(13204);
    await t.call('/member/collectOrnament', { id: kept, collect: 0 }, { token: member.token });
    expect((await t.call<SellAnswer>('/member/discount', { ids: [kept] }, { token: member.token })).code).toBe(100);
    expect((await t.call('/member/collectOrnament', { id: kept }, { token: member.token })).code).toBe(13203);
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
  });

  it('concurrent sells of one item credit it once', async () => {
    const { member, items } = await playerWithItems(1);
    const item = items[0]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call<SellAnswer>('/member/discount', { ids: [item.backpackItemId] }, { token: member.token })));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 13203)).toHaveLength(9);
    expect(await wallet.balance(member.userId, 'coin')).toBe(item.ornament.price);
  });

  it('sell-all racing single sells pays every item exactly once', async () => {
    const { member, items } = await playerWithItems(6);
    const calls = [
      t.call<SellAnswer>('/member/discountAll', {}, { token: member.token }),
      ...items.map((item) => t.call<SellAnswer>('/member/discount', { ids: [item.backpackItemId] }, { token: member.token })),
      t.call<SellAnswer>('/member/discountAll', {}, { token: member.token }),
    ];
    const answers = await Promise.all(calls);
    const soldIds = answers.filter((answer) => answer.code === 100).flatMap((answer) => answer.data.ids);
    expect(soldIds.sort()).toEqual(items.map((item) => item.backpackItemId).sort());
    expect(await wallet.balance(member.userId, 'coin')).toBe(items.reduce((sum, item) => sum + item.ornament.price, 0));
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    expect(await gameViolations(t.database.db.kysely, t.app.invariants)).toEqual([]);
  });
});
