import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { ConsoleFishPool, ConsoleFishTool } from '@lootbay/shared/schemas/console-fishing';
import type { FishCatch, FishTool } from '@lootbay/shared/schemas/fishing';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { readyPlayer } from '../../../test/helpers/players';
import { buyBait, fish, startFishing } from '../../../test/kits/fishing';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

describe.each(TEST_DIALECTS)('console fishing calls on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  const call = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, path, body, operator.token);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  it("lists the 15 pools with their rod, odds version and return on the bait's cost", async () => {
    const pools = (await call<ConsoleFishPool[]>('games/fishing/pools')).data;
    expect(pools).toHaveLength(15);
    for (const pool of pools) {
      expect(pool).toMatchObject({ exists: true, visible: true, oddsVersion: 1, boxId: `fish-${pool.ground}-${pool.level}` });
      expect(pool.returnOfBaitBp).toBeGreaterThan(8_500);
      expect(pool.returnOfBaitBp).toBeLessThan(10_000);
    }
  });

  it("changes a tool's price and sale for players at once; refuses a pack without bait and a change of kind", async () => {
    const tools = (await call<ConsoleFishTool[]>('games/fishing/tools')).data;
    const bait = tools.find((tool) => tool.id === 'bait-2')!;
    const saved = await call<ConsoleFishTool>('games/fishing/tools/save', { ...bait, price: 5_500, reason: 'spring prices' });
    expect(saved.data).toMatchObject({ id: 'bait-2', price: 5_500 });
    expect((await t.call<FishTool[]>('/activity/fish/mallFishToolList')).data.find((tool) => tool.id === 'bait-2')!.price).toBe(5_500);
    await call('games/fishing/tools/save', { ...bait, enabled: false, reason: 'out of season' });
    expect((await t.call<FishTool[]>('/activity/fish/mallFishToolList')).data.some((tool) => tool.id === 'bait-2')).toBe(false);
    expect((await call('games/fishing/tools/save', { ...bait, bait: 0, reason: 'x' })).code).toBe(22017);
    expect((await call('games/fishing/tools/save', { ...bait, kind: 'rod', bait: 0, reason: 'x' })).code).toBe(22018);
    expect((await call('games/fishing/tools/save', { ...bait, reason: 'back on sale' })).code).toBe(100);
  });

  it('edits a pool as any box: a new odds version for new sessions, while a running session keeps the one it started on', async () => {
    const member = await readyPlayer(t, 10_000);
    await buyBait(t, member.token);
    const live = await startFishing(t, member.token, { placeId: 1, mode: 'entertainment', bait: 2 });
    const pool = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'fish-1-1' })).data;
    const items = pool.ornaments.map((item, index) => ({ ornamentId: item.id, probability: index === 0 ? item.rollTo - item.rollFrom + 1 + 100 : index === 1 ? item.rollTo - item.rollFrom + 1 - 100 : item.rollTo - item.rollFrom + 1 }));
    const revised = await call<{ oddsVersion: number }>('boxes/odds', { boxId: 'fish-1-1', price: pool.price, items, reason: 'more of the cheapest' });
    expect(revised.data.oddsVersion).toBe(2);
    const cast = await fish<{ box: FishCatch }>(t, 'fishingBox', member.token);
    expect(cast.box.oddsVersion).toBe(1);
    await fish(t, 'endFishing', member.token);
    await startFishing(t, member.token, { placeId: 1, mode: 'entertainment', bait: 1 });
    const next = await fish<{ box: FishCatch }>(t, 'fishingBox', member.token);
    expect(next.box.oddsVersion).toBe(2);
    const opened = await fish<FishCatch>(t, 'fishOpenBox', member.token, { id: next.box.id });
    expect((await t.call<{ oddsId: string }>('/visitor/rollProof', { id: opened.rollId })).data.oddsId).toBe('box:fish-1-1@2');

    const sessions = (await call<{ list: { id: string; nickname: string; catches: number; endReason: string | null }[]; total: number }>('games/fishing/sessions', { page: 1, size: 10 })).data;
    expect(sessions.list.map((session) => session.id)).toContain(live.sessionId);
    const ended = (await call<{ list: { id: string }[] }>('games/fishing/sessions', { page: 1, size: 10, active: false })).data;
    expect(ended.list.map((session) => session.id)).toContain(live.sessionId);
  });
});
