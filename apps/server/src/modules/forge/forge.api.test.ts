import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgeBandFor } from '@lootbay/shared/fairness/forge';
import { rollPoint } from '@lootbay/shared/fairness/roll';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { Box, BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { ResetUserKey, RollProof } from '@lootbay/shared/schemas/fairness';
import type { ForgePool, ForgeRecord } from '@lootbay/shared/schemas/forge';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { giveItems, readyPlayer } from '../../../test/helpers/players';

const ITEM = 'orn-366-bs';

describe.each(TEST_DIALECTS)('the forge on %s', (dialect) => {
  let t: TestApp;
  let pools: ForgePool[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    pools = (await t.call<ForgePool[]>('/visitor/forgePools', {})).data;
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];

  it('publishes bands of input value that follow each other, each a pool with versioned odds that is never listed as a box', async () => {
    expect(pools.length).toBeGreaterThanOrEqual(10);
    pools.forEach((pool, index) => {
      expect(pool.maxValue).toBe(pools[index + 1]?.minValue ?? null);
      expect(pool.expectedReturn).toBeGreaterThan(0);
      expect(pool.topPrice).toBeGreaterThan(pool.minValue);
    });
    const detail = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: pools[0]!.boxId })).data;
    expect(detail).toMatchObject({ kind: 2, oddsHash: pools[0]!.oddsHash, expectedReturn: pools[0]!.expectedReturn, price: pools[0]!.minValue });
    const listed = (await t.call<{ list: Box[] }>('/visitor/list/box', { page: 1, size: 100 })).data.list;
    expect(listed.some((box) => box.kind === 2)).toBe(false);
    expect((await t.call('/member/openBox', { id: pools[0]!.boxId, num: 1 }, { token: (await readyPlayer(t, 1_000_000)).token })).code).toBe(13002);
  });

  it('forges three items into one drawn by one roll from the pool their value decides, and the roll checks out', async () => {
    const member = await readyPlayer(t);
    const band = pools[3]!;
    const prices = [Math.floor(band.minValue / 3), Math.floor(band.minValue / 3), band.minValue - 2 * Math.floor(band.minValue / 3)];
    const ids = await giveItems(
      t,
      member.userId,
      prices.map((price) => ({ ornamentId: ITEM, price })),
    );
    const answer = await t.call<ForgeRecord>('/member/compound', { ids, requestId: randomUUID() }, { token: member.token });
    expect(answer.code).toBe(100);
    const forged = answer.data;
    expect(forged).toMatchObject({ boxId: band.boxId, inputValue: band.minValue, oddsVersion: band.oddsVersion, oddsHash: band.oddsHash, ids: [...ids].sort() });
    expect(forgeBandFor(forged.inputValue, pools)?.boxId).toBe(band.boxId);

    const odds = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: band.boxId, version: forged.oddsVersion })).data;
    const owner = odds.ornaments.find((item) => item.rollFrom <= forged.rollPoint && forged.rollPoint <= item.rollTo);
    expect(owner?.id).toBe(forged.item.id);
    expect(forged.item.price).toBe(owner?.price);
    const proof = (await t.call<RollProof>('/visitor/rollProof', { id: forged.rollId })).data;
    expect(proof).toMatchObject({ game: 'forge', oddsId: `box:${band.boxId}@${forged.oddsVersion}`, oddsHash: band.oddsHash, outcome: forged.item.id });
    const reset = (await t.call<ResetUserKey>('/member/resetUserKey', {}, { token: member.token })).data;
    expect(await rollPoint({ secret: reset.secretHash, userSeed: forged.userSeed, round: forged.round })).toBe(forged.rollPoint);

    const held = (await t.call<InventoryPage>('/member/getMyInventory', { size: 50, status: [0, 3] }, { token: member.token })).data.list;
    expect(held.filter((item) => ids.includes(item.id)).map((item) => item.status)).toEqual([3, 3, 3]);
    expect(held.find((item) => item.id === forged.item.backpackItemId)).toMatchObject({ status: 0, price: forged.item.price });
    const history = (await t.call<{ list: ForgeRecord[]; total: number }>('/member/compoundHistory', { page: 1, size: 10 }, { token: member.token })).data;
    expect(history.list).toEqual([forged]);
    expect(await invariants()).toEqual([]);
  });

  it('uses the top band for any value above it, and answers a retried request with the first forge', async () => {
    const member = await readyPlayer(t);
    const top = pools.at(-1)!;
    const ids = await giveItems(t, member.userId, [
      { ornamentId: ITEM, price: top.minValue },
      { ornamentId: ITEM, price: top.minValue },
    ]);
    const body = { ids, requestId: randomUUID() };
    const first = await t.call<ForgeRecord>('/member/compound', body, { token: member.token });
    expect(first.data.boxId).toBe(top.boxId);
    expect(await t.call('/member/compound', body, { token: member.token })).toEqual(first);
    expect((await t.call<{ total: number }>('/member/compoundHistory', {}, { token: member.token })).data.total).toBe(1);
  });

  it('refuses too few, too many or repeated items, a value below the lowest band and a favourite, changing nothing', async () => {
    const member = await readyPlayer(t);
    const ids = await giveItems(
      t,
      member.userId,
      Array.from({ length: 11 }, () => ({ ornamentId: ITEM, price: 1 })),
    );
    const forge = (body: Record<string, unknown>, locale = 'en') => t.call('/member/compound', body, { token: member.token, locale });
    expect(await forge({ ids: ids.slice(0, 1) }, 'cn')).toMatchObject({ code: 15101, msg: '请选择 2-10 件饰品进行合成' });
    expect((await forge({ ids })).code).toBe(15101);
    expect((await forge({ ids: [ids[0], ids[0]] })).code).toBe(15101);
    const tooLow = await forge({ ids: ids.slice(0, 3) });
    expect(tooLow).toMatchObject({ code: 15102, data: { minValue: pools[0]!.minValue } });
    const [dear] = await giveItems(t, member.userId, [{ ornamentId: ITEM, price: pools[0]!.minValue }]);
    expect((await t.call('/member/collectOrnament', { id: dear, collect: 1 }, { token: member.token })).code).toBe(100);
    expect((await forge({ ids: [ids[0], dear] })).code).toBe(13202);
    const held = (await t.call<InventoryPage>('/member/getMyInventory', { size: 50 }, { token: member.token })).data;
    expect(held.total).toBe(12);
    expect(await invariants()).toEqual([]);
  });
});
