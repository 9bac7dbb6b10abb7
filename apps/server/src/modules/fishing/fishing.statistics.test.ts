import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeIndexFor } from '@lootbay/shared/fairness/odds';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { FishPlace } from '@lootbay/shared/schemas/fishing';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { chiSquarePValue } from '../../../test/helpers/statistics';
import { loadDemoCatalogue } from '../catalog/catalog.demo-data';
import { buyBait, startFishing } from '../../../test/kits/fishing';
import { readyPlayer } from '../../../test/helpers/players';

/** Leisure catches landed through the server in one session: every item of the pool expected over 100 times. */
const CATCHES = 10_000;

/**
 * The pools' odds as rolled: every demo pool is one of the catalogue's demo boxes, so the million
 * rolls of catalog.statistics.test.ts check each against its published probabilities and return.
 * Here, real catches landed by the server land on the items their roll points select, at the
 * frequencies the published odds give.
 */
describe('fishing pools: real catches follow the published odds', () => {
  let t: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp('sqlite', { deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(() => t.close());

  it('serves the 15 demo pools exactly as the catalogue publishes them', async () => {
    const demo = loadDemoCatalogue();
    const places = (await t.call<FishPlace[]>('/activity/fish/getFishPlace')).data;
    for (const place of places) {
      const served = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: place.boxId })).data;
      const published = demo.boxes.find((box) => box.id === place.boxId)!;
      expect(served.ornaments.map((item) => [item.id, item.rollTo - item.rollFrom + 1])).toEqual(published.items.map((item) => [item.ornamentId, item.weight]));
      expect(served.expectedReturn).toBe(place.expectedReturn);
    }
  });

  it(`lands ${CATCHES} leisure catches on the items their roll points select, at the published frequencies`, { timeout: 120_000 }, async () => {
    const member = await readyPlayer(t, CATCHES * 100);
    for (let pack = 0; pack < CATCHES / 200; pack += 1) await buyBait(t, member.token, 'bait-1', 20);
    const started = await startFishing(t, member.token, { placeId: 1, mode: 'leisure', bait: CATCHES });
    // The member is away for all of it: the sweep lands the catches.
    await t.app.scheduler.runDueOnce();
    now += CATCHES * 90_000 + 30_000;
    await t.app.scheduler.runDueOnce();

    const pool = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'fish-1-1', version: 1 })).data;
    const ranges = pool.ornaments.map((item) => ({ from: item.rollFrom, to: item.rollTo }));
    const rows = await t.database.db.kysely
      .selectFrom('fishing_catches as c')
      .innerJoin('fairness_rolls as r', 'r.id', 'c.roll_id')
      .select(['c.ornament_id', 'c.item_price', 'r.roll_point'])
      .where('c.session_id', '=', started.sessionId!)
      .execute();
    expect(rows).toHaveLength(CATCHES);
    const counts = pool.ornaments.map(() => 0);
    for (const row of rows) {
      const index = rangeIndexFor(ranges, row.roll_point);
      expect(row.ornament_id).toBe(pool.ornaments[index]!.id);
      counts[index]! += 1;
    }
    let statistic = 0;
    pool.ornaments.forEach((item, index) => {
      const expected = (CATCHES * (item.rollTo - item.rollFrom + 1)) / 100_000;
      statistic += (counts[index]! - expected) ** 2 / expected;
    });
    expect(chiSquarePValue(statistic, pool.ornaments.length - 1)).toBeGreaterThan(0.001);

    // The mean catch value lies within 4.5 standard errors of the published return.
    const mean = rows.reduce((sum, row) => sum + Number(row.item_price), 0) / CATCHES;
    const variance = pool.ornaments.reduce((sum, item) => sum + ((item.rollTo - item.rollFrom + 1) / 100_000) * (item.price - pool.expectedReturn) ** 2, 0);
    expect(Math.abs(mean - pool.expectedReturn)).toBeLessThan(4.5 * Math.sqrt(variance / CATCHES));
  });
});
