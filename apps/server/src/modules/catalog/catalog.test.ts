import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExactPartition } from '@lootbay/shared/fairness/odds';
import { pictureFallback } from '@lootbay/shared/item-art';
import type { Box, BoxDetail } from '@lootbay/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { RETURN_RATE_POLICY_BP, withinReturnPolicy } from '@lootbay/shared/fairness/return-policy';
import { createCatalogService, probabilityText, type CatalogService } from './catalog.service';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

describe('probability text', () => {
  it('prints points out of 100000 as an exact percentage', () => {
    expect(probabilityText(100_000)).toBe('100.000%');
    expect(probabilityText(26)).toBe('0.026%');
    expect(probabilityText(1)).toBe('0.001%');
    expect(probabilityText(79_920)).toBe('79.920%');
  });

  it('the return policy is inclusive at both ends', () => {
    expect(withinReturnPolicy(RETURN_RATE_POLICY_BP.min * 10 * 1000, 1000)).toBe(true);
    expect(withinReturnPolicy(RETURN_RATE_POLICY_BP.min * 10 * 1000 - 1, 1000)).toBe(false);
    expect(withinReturnPolicy(RETURN_RATE_POLICY_BP.max * 10 * 1000, 1000)).toBe(true);
    expect(withinReturnPolicy(RETURN_RATE_POLICY_BP.max * 10 * 1000 + 1, 1000)).toBe(false);
  });
});

describe.each(TEST_DIALECTS)('catalogue on %s', (dialect) => {
  let t: TestApp;
  let catalog: CatalogService;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    catalog = createCatalogService({ db: t.database.db });
  });
  afterAll(() => t.close());

  it('lists the seeded boxes as { list, total, page, size } with ids and prices in hundredths', async () => {
    const answer = await t.call<Page<Box>>('/visitor/list/box', { page: 1, size: 5 });
    expect(answer.code).toBe(100);
    expect(answer.data.total).toBeGreaterThanOrEqual(12);
    expect(answer.data.total).toBeLessThanOrEqual(20);
    expect(answer.data.page).toBe(1);
    expect(answer.data.size).toBe(5);
    expect(answer.data.list).toHaveLength(5);
    for (const box of answer.data.list) {
      expect(typeof box.id).toBe('string');
      expect(Number.isInteger(box.price)).toBe(true);
    }
    const second = await t.call<Page<Box>>('/visitor/list/box', { page: 2, size: 5 });
    expect(second.data.list.map((box) => box.id)).not.toContain(answer.data.list[0]!.id);
  });

  it('filters boxes by category, kind and keyword', async () => {
    const free = await t.call<Page<Box>>('/visitor/list/box', { kind: 1 });
    expect(free.data.list.length).toBeGreaterThan(0);
    expect(free.data.list.every((box) => box.kind === 1 && box.price === 0 && box.level > 0)).toBe(true);
    const premium = await t.call<Page<Box>>('/visitor/list/box', { categoryId: 'premium' });
    expect(premium.data.list.every((box) => box.categoryId === 'premium')).toBe(true);
    const named = await t.call<Page<Box>>('/visitor/list/box', { keyword: 'ak-47' });
    expect(named.data.list.map((box) => box.id)).toEqual(['ak47']);
  });

  it('answers categories, alone and with their boxes, in the caller language', async () => {
    const categories = await t.call<{ id: string; name: string }[]>('/visitor/box/cate/list', {}, { locale: 'cn' });
    expect(categories.data.map((category) => category.id)).toEqual(['hot', 'weapon', 'premium', 'budget', 'free']);
    expect(categories.data[0]!.name).toBe('热门武器箱');
    const withBoxes = await t.call<{ id: string; boxes: Box[] }[]>('/mybox/box/box_category_list');
    const total = withBoxes.data.reduce((sum, category) => sum + category.boxes.length, 0);
    expect(total).toBe((await t.call<Page<Box>>('/visitor/list/box', { size: 100 })).data.total);
  });

  it('every seeded box publishes ranges that partition 1..100000 and keeps to the house edge policy', async () => {
    const boxes = (await t.call<Page<Box>>('/visitor/list/box', { size: 100 })).data.list;
    for (const box of boxes) {
      const info = await t.call<BoxDetail>('/visitor/getBoxInfo', { id: box.id });
      expect(info.code).toBe(100);
      const ranges = info.data.ornaments.map((item) => ({ from: item.rollFrom, to: item.rollTo }));
      expect(isExactPartition(ranges), box.id).toBe(true);
      const exact = info.data.ornaments.reduce((sum, item) => sum + item.price * (item.rollTo - item.rollFrom + 1), 0);
      expect(info.data.expectedReturn).toBe(Math.round(exact / 100_000));
      if (box.kind === 0) expect(withinReturnPolicy(exact, box.price), box.id).toBe(true);
    }
  });

  it('shows items with grade colour, rarity label, wear, their CS2 art and a local picture to fall back on', async () => {
    const items = await t.call<BoxDetail['ornaments']>('/visitor/list/boxOrnament', { id: 'recoil' }, { locale: 'cn' });
    expect(items.code).toBe(100);
    const awp = items.data.find((item) => item.weapon === 'AWP');
    expect(awp).toMatchObject({ skin: '迷人眼', rarity: 'covert', grade: 5, gradeColor: '#eb4b4b', rarityName: '隐秘', cardStyle: 'card-red' });
    expect(awp!.image).toMatch(/^https:\/\/cdn\.cstrike\.app\/images\/[0-9a-f]{64}_(light|medium|heavy)\.webp#fallback=\/images\/ornaments\/sniper\/covert\.svg$/);
    const picture = await t.inject({ method: 'GET', url: pictureFallback(awp!.image)! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['cache-control']).toContain('max-age');
    expect(picture.body).toContain('<svg');
    const box = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
    expect((await t.inject({ method: 'GET', url: pictureFallback(box.image)! })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/images/ornaments/rifle/nope.svg' })).statusCode).toBe(404);
  });

  it('answers BOX_NOT_FOUND for an unknown box', async () => {
    const answer = await t.call('/visitor/getBoxInfo', { id: 'nope' });
    expect(answer.code).toBe(13001);
  });

  describe('odds versions', () => {
    it('an edit publishes a new version and leaves the old odds readable', async () => {
      const before = await catalog.boxInfo('starter', 'en');
      const items = before.ornaments.map((item) => ({ ornamentId: item.id, points: item.rollTo - item.rollFrom + 1 }));
      // Move 100 points from the first item to the second: a different, still exact partition.
      items[0] = { ...items[0]!, points: items[0]!.points - 100 };
      items[1] = { ...items[1]!, points: items[1]!.points + 100 };
      const version = await catalog.reviseOdds('starter', before.oddsVersion, items);
      expect(version).toBe(before.oddsVersion + 1);
      const after = await catalog.boxInfo('starter', 'en');
      expect(after.oddsVersion).toBe(version);
      expect(after.ornaments[1]!.rollTo - after.ornaments[1]!.rollFrom).toBe(before.ornaments[1]!.rollTo - before.ornaments[1]!.rollFrom + 100);
      const old = await catalog.boxInfo('starter', 'en', before.oddsVersion);
      expect(old.ornaments).toEqual(before.ornaments);
      expect(old.oddsVersion).toBe(before.oddsVersion);
      const viaApi = await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'starter', version: before.oddsVersion });
      expect(viaApi.data.ornaments.map((item) => item.rollTo)).toEqual(before.ornaments.map((item) => item.rollTo));
    });

    it('an edit based on a stale version is refused, also when two race', async () => {
      const current = await catalog.boxInfo('gloves', 'en');
      const items = current.ornaments.map((item) => ({ ornamentId: item.id, points: item.rollTo - item.rollFrom + 1 }));
      const outcomes = await Promise.allSettled([
        catalog.reviseOdds('gloves', current.oddsVersion, items),
        catalog.reviseOdds('gloves', current.oddsVersion, items),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ key: 'ODDS_VERSION_CONFLICT' });
      await expect(catalog.reviseOdds('gloves', current.oddsVersion, items)).rejects.toMatchObject({ key: 'ODDS_VERSION_CONFLICT' });
    });

    it('refuses ranges that do not partition 1..100000, and a return outside the policy', async () => {
      const current = await catalog.boxInfo('knives', 'en');
      const items = current.ornaments.map((item) => ({ ornamentId: item.id, points: item.rollTo - item.rollFrom + 1 }));
      const short = items.map((item, index) => (index === 0 ? { ...item, points: item.points - 1 } : item));
      await expect(catalog.reviseOdds('knives', current.oddsVersion, short)).rejects.toMatchObject({ key: 'ODDS_NOT_PARTITION' });
      await expect(catalog.reviseOdds('knives', current.oddsVersion, items, current.price * 2)).rejects.toMatchObject({ key: 'ODDS_OUTSIDE_POLICY' });
      await expect(catalog.reviseOdds('knives', current.oddsVersion, [{ ornamentId: 'nope', points: 100_000 }])).rejects.toMatchObject({ key: 'ORNAMENT_NOT_FOUND' });
      expect((await catalog.boxInfo('knives', 'en')).oddsVersion).toBe(current.oddsVersion);
    });
  });
});
