import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeIndexFor } from '@lootbay/shared/fairness/odds';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { RollProof } from '@lootbay/shared/schemas/fairness';
import type { FishCatch, FishingStatus, FishPlace, FishTool, FishToolBag } from '@lootbay/shared/schemas/fishing';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { baitViolations, buyBait, fish, startFishing } from '../../../test/kits/fishing';

describe.each(TEST_DIALECTS)('fishing on %s', (dialect) => {
  let t: TestApp;
  let now = Date.now();
  const later = async (ms: number) => {
    now += ms;
    await t.app.scheduler.runDueOnce();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants)), ...(await baitViolations(t.database.db.kysely))];
  const coins = async (token: string) => (await t.call<{ coin: number; experience: number }>('/member/userAsset', {}, { token })).data;

  it('answers the 15 spots: 5 grounds × 3 levels on published pools, each returning less than its bait costs, deeper richer', async () => {
    const places = (await t.call<FishPlace[]>('/activity/fish/getFishPlace')).data;
    expect(places.map((place) => [place.id, place.ground, place.level])).toEqual(Array.from({ length: 15 }, (_, index) => [index + 1, Math.floor(index / 3) + 1, (index % 3) + 1]));
    const tools = (await t.call<FishTool[]>('/activity/fish/mallFishToolList')).data;
    for (const place of places) {
      expect(place).toMatchObject({ open: true, boxId: `fish-${place.ground}-${place.level}`, oddsVersion: 1, rodLevel: place.level === 1 ? 0 : place.level });
      const bait = tools.find((tool) => tool.kind === 'bait' && tool.level === place.level)!;
      expect(place.castPrice).toBe(bait.price / bait.bait);
      expect(place.expectedReturn).toBeLessThan(place.castPrice);
      expect(place.expectedReturn).toBeGreaterThan(place.castPrice * 0.85);
      expect(place.topItems).toHaveLength(3);
    }
    for (let ground = 1; ground <= 5; ground += 1) {
      const levels = places.filter((place) => place.ground === ground).map((place) => place.expectedReturn);
      expect(levels[0]!).toBeLessThan(levels[1]!);
      expect(levels[1]!).toBeLessThan(levels[2]!);
    }
    expect(tools.every((tool) => tool.owned === null)).toBe(true);
  });

  it('sells bait and rods for coins through the ledger, once per request id; a rod is bought once', async () => {
    const member = await readyPlayer(t, 14_000);
    const requestId = randomUUID();
    const first = await fish<{ spent: number; baitHeld: number }>(t, 'mallBuyFishTool', member.token, { id: 'bait-1', num: 2, requestId });
    const again = await fish<{ spent: number; baitHeld: number }>(t, 'mallBuyFishTool', member.token, { id: 'bait-1', num: 2, requestId });
    expect(first).toMatchObject({ spent: 2_000, baitHeld: 20 });
    expect(again).toEqual(first);
    expect(await coins(member.token)).toMatchObject({ coin: 12_000, experience: 20 });
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'bait-1', num: 2, requestId }, { token: member.token })).code).toBe(100);
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'bait-1', num: 3, requestId }, { token: member.token })).code).toBe(14001);

    await fish(t, 'mallBuyFishTool', member.token, { id: 'rod-2', num: 1, price: 3_000 });
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'rod-2', num: 1 }, { token: member.token })).code).toBe(22008);
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'rod-3', num: 2 }, { token: member.token })).code).toBe(22009);
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'rod-3', num: 1, price: 1 }, { token: member.token })).code).toBe(22007);
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'bait-2', num: 21 }, { token: member.token })).code).toBe(22009);
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'nope', num: 1 }, { token: member.token })).code).toBe(22006);
    expect((await t.call('/activity/fish/mallBuyFishTool', { id: 'rod-3', num: 1 }, { token: member.token })).code).toBe(40001);
    expect(await coins(member.token)).toMatchObject({ coin: 9_000 });

    const bag = await fish<FishToolBag>(t, 'fishToolBag', member.token);
    expect(bag.tools.map((tool) => [tool.toolId, tool.bait])).toEqual([
      ['bait-1', 20],
      ['rod-2', 0],
    ]);
    const shop = (await t.call<FishTool[]>('/activity/fish/mallFishToolList', {}, { token: member.token })).data;
    expect(Object.fromEntries(shop.map((tool) => [tool.id, tool.owned]))).toMatchObject({ 'bait-1': 20, 'bait-2': 0, 'rod-2': 1, 'rod-3': 0 });
    expect(await invariants()).toEqual([]);
  });

  it('entertainment: each cast spends a bait for a catch box; opening it rolls the member pair on the pool into the backpack, checkable by its roll', async () => {
    const member = await readyPlayer(t, 10_000);
    await buyBait(t, member.token);
    const started = await startFishing(t, member.token, { placeId: 1, mode: 'entertainment', bait: 3 });
    expect(started).toMatchObject({ active: true, mode: 'entertainment', placeId: 1, bait: 3, baitLeft: 3, catches: 0, nextCatchAt: null });
    expect((await fish<FishToolBag>(t, 'fishToolBag', member.token)).tools[0]).toMatchObject({ toolId: 'bait-1', bait: 7, inUse: 3 });

    const cast = await fish<{ box: FishCatch; status: FishingStatus }>(t, 'fishingBox', member.token, { requestId: randomUUID() });
    expect(cast.box).toMatchObject({ seq: 1, opened: false, ornament: null, boxId: 'fish-1-1', oddsVersion: 1 });
    expect(cast.status).toMatchObject({ baitLeft: 2, catches: 1, unopened: 1 });
    const opened = await fish<FishCatch>(t, 'fishOpenBox', member.token, { id: cast.box.id });
    expect(opened).toMatchObject({ id: cast.box.id, opened: true });
    expect(await fish<FishCatch>(t, 'fishOpenBox', member.token, { id: cast.box.id })).toEqual(opened);

    const proof = (await t.call<RollProof>('/visitor/rollProof', { id: opened.rollId })).data;
    expect(proof).toMatchObject({ kind: 'pair', game: 'fishing', oddsId: 'box:fish-1-1@1', oddsHash: opened.oddsHash, outcome: opened.ornament!.id, rollPoint: opened.rollPoint });
    const pool = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'fish-1-1', version: 1 })).data;
    const item = pool.ornaments[rangeIndexFor(pool.ornaments.map((entry) => ({ from: entry.rollFrom, to: entry.rollTo })), opened.rollPoint!)]!;
    expect(item.id).toBe(opened.ornament!.id);
    const held = (await t.call<InventoryPage>('/member/getMyInventory', { size: 20 }, { token: member.token })).data.list;
    expect(held.find((entry) => entry.id === opened.backpackItemId)).toMatchObject({ sourceType: 6, price: item.price });

    expect((await t.call('/activity/fish/startFishing', { placeId: 2, mode: 'entertainment', toolId: 'bait-1' }, { token: member.token })).code).toBe(22001);
    expect((await t.call('/activity/fish/startFishing', { placeId: 1, mode: 'leisure', toolId: 'bait-1' }, { token: member.token })).code).toBe(22003);

    await fish(t, 'fishingBox', member.token);
    const last = await fish<{ box: FishCatch; status: FishingStatus }>(t, 'fishingBox', member.token);
    expect(last.status).toMatchObject({ active: false, endReason: 'exhausted', baitLeft: 0, catches: 3, unopened: 2 });
    expect((await t.call('/activity/fish/fishingBox', {}, { token: member.token })).code).toBe(22002);
    const bag = await fish<FishToolBag>(t, 'fishToolBag', member.token);
    expect(bag.boxes.map((box) => box.seq)).toEqual([2, 3]);
    for (const box of bag.boxes) await fish(t, 'fishOpenBox', member.token, { id: box.id });
    const history = await fish<{ list: FishCatch[]; total: number }>(t, 'activityFishHistory', member.token, { page: 1, size: 10 });
    expect(history.list.map((entry) => [entry.seq, entry.opened])).toEqual([
      [3, true],
      [2, true],
      [1, true],
    ]);
    expect(await invariants()).toEqual([]);
  });

  it('leisure: one catch per interval from the start while bait lasts, landed when read or by the sweep; an early end keeps what was due and gives the rest back', async () => {
    const member = await readyPlayer(t, 10_000);
    await buyBait(t, member.token);
    const started = await startFishing(t, member.token, { placeId: 4, mode: 'leisure', bait: 6 });
    const start = started.startedAt!;
    expect(started).toMatchObject({ catchSeconds: 90, nextCatchAt: start + 90_000, baitLeft: 6 });

    now += 135_000;
    const status = await fish<FishingStatus>(t, 'fishingStatus', member.token);
    expect(status).toMatchObject({ active: true, catches: 1, baitLeft: 5, nextCatchAt: start + 180_000 });
    expect(status.recent[0]).toMatchObject({ seq: 1, opened: true, caughtAt: start + 90_000, mode: 'leisure' });

    // Away: the sweep lands the catches as they fall due.
    await t.app.scheduler.runDueOnce();
    await later(100_000);
    await later(30_000);
    const swept = await t.database.db.kysely.selectFrom('fishing_sessions').select('catches').where('id', '=', started.sessionId!).executeTakeFirstOrThrow();
    expect(swept.catches).toBe(2);

    now = start + 4 * 90_000 + 10_000;
    const ended = await fish<FishingStatus>(t, 'endFishing', member.token);
    expect(ended).toMatchObject({ active: false, endReason: 'ended', catches: 4, baitLeft: 0 });
    expect(ended.recent.map((entry) => entry.caughtAt)).toEqual([4, 3, 2, 1].map((k) => start + k * 90_000));
    expect((await fish<FishToolBag>(t, 'fishToolBag', member.token)).tools[0]).toMatchObject({ toolId: 'bait-1', bait: 6, inUse: 0 });
    expect((await t.call('/activity/fish/endFishing', {}, { token: member.token })).code).toBe(22015);
    now += 1_000_000;
    expect((await fish<FishingStatus>(t, 'fishingStatus', member.token)).catches).toBe(4);
    expect(await invariants()).toEqual([]);
  });

  it('leisure ends by itself when the bait runs out, also while the member is away; a new start is then free', async () => {
    const member = await readyPlayer(t, 10_000);
    await buyBait(t, member.token);
    const started = await startFishing(t, member.token, { placeId: 7, mode: 'leisure', bait: 3 });
    now += 10 * 90_000;
    await t.app.scheduler.runDueOnce();
    now += 30_000;
    await t.app.scheduler.runDueOnce();
    const session = await t.database.db.kysely.selectFrom('fishing_sessions').selectAll().where('id', '=', started.sessionId!).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ catches: 3, end_reason: 'exhausted', ended_at: started.startedAt! + 3 * 90_000 });
    const status = await fish<FishingStatus>(t, 'fishingStatus', member.token);
    expect(status).toMatchObject({ active: false, endReason: 'exhausted', catches: 3, nextCatchAt: null });
    expect((await startFishing(t, member.token, { placeId: 1, mode: 'entertainment', bait: 1 })).active).toBe(true);
    expect(await invariants()).toEqual([]);
  });

  it('refuses what a start may not do, changing nothing', async () => {
    const member = await readyPlayer(t, 100_000);
    await buyBait(t, member.token);
    await buyBait(t, member.token, 'bait-2');
    const code = async (body: Record<string, unknown>) => (await t.call('/activity/fish/startFishing', body, { token: member.token })).code;
    expect(await code({ placeId: 2, mode: 'leisure', toolId: 'bait-2' })).toBe(22013);
    expect(await code({ placeId: 1, mode: 'leisure', toolId: 'bait-2' })).toBe(22012);
    expect(await code({ placeId: 1, mode: 'leisure', toolId: 'rod-2' })).toBe(22010);
    expect(await code({ placeId: 1, mode: 'leisure', toolId: 'bait-1', bait: 11 })).toBe(22011);
    expect(await code({ placeId: 16, mode: 'leisure', toolId: 'bait-1' })).toBe(22004);
    expect(await code({ placeId: 1, mode: 'fast', toolId: 'bait-1' })).toBe(22014);
    expect(await code({ placeId: 1, mode: 'leisure', toolId: 'none' })).toBe(22006);
    expect((await t.call('/activity/fish/fishingBox', {}, { token: member.token })).code).toBe(22015);
    expect((await t.call('/activity/fish/fishOpenBox', { id: 'none' }, { token: member.token })).code).toBe(22016);
    await fish(t, 'mallBuyFishTool', member.token, { id: 'rod-2', num: 1 });
    expect((await startFishing(t, member.token, { placeId: 2, mode: 'leisure', toolId: 'bait-2', bait: 2 })).active).toBe(true);
    expect((await t.call('/activity/fish/fishingBox', {}, { token: member.token })).code).toBe(22003);
    expect((await fish<FishToolBag>(t, 'fishToolBag', member.token)).tools.map((tool) => [tool.toolId, tool.bait, tool.inUse])).toEqual([
      ['bait-1', 10, 0],
      ['bait-2', 8, 2],
      ['rod-2', 0, 0],
    ]);
    expect(await invariants()).toEqual([]);
  });
});
