import { afterEach, describe, expect, it } from 'vitest';
import { BOX_KIND, LISTED_BOX_KINDS } from '@lootbay/shared/catalog';
import { createTestDatabase, dropAppendOnlyGuards, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { loadDemoCatalogue } from './catalog.demo-data';
import { seedCatalog } from './catalog.seed';
import { createCatalogService } from './catalog.service';

describe.each(TEST_DIALECTS)('demo catalogue seed on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.dispose());

  const count = async (table: 'ornaments' | 'boxes' | 'box_odds_versions' | 'box_categories') =>
    Number((await database!.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('fills an empty database once, and a second run changes nothing', async () => {
    database = await createTestDatabase(dialect);
    const demo = loadDemoCatalogue();
    await seedCatalog(database.db, 1, null);
    expect(await count('ornaments')).toBe(demo.ornaments.length);
    expect(await count('boxes')).toBe(demo.boxes.length);
    expect(await count('box_odds_versions')).toBe(demo.boxes.length);
    const forgePools = demo.boxes.filter((box) => box.kind === BOX_KIND.forge).length;
    const listed = demo.boxes.filter((box) => LISTED_BOX_KINDS.includes(box.kind)).length;
    expect(listed).toBeGreaterThanOrEqual(12);
    expect(listed).toBeLessThanOrEqual(20);
    expect(forgePools).toBeGreaterThanOrEqual(10);
    expect(demo.boxes.filter((box) => box.kind === BOX_KIND.fishing)).toHaveLength(15);
    await seedCatalog(database.db, 2, null);
    expect(await count('boxes')).toBe(demo.boxes.length);
    expect(await count('box_odds_versions')).toBe(demo.boxes.length);
  });

  it('finishes a seed that was cut short', async () => {
    database = await createTestDatabase(dialect);
    await seedCatalog(database.db, 1, null);
    // A box the crash never wrote: published odds cannot be deleted, so their guard steps aside here.
    await dropAppendOnlyGuards(database, ['box_odds', 'box_odds_versions']);
    await database.db.kysely.deleteFrom('box_odds').where('box_id', '=', 'awp').execute();
    await database.db.kysely.deleteFrom('box_odds_versions').where('box_id', '=', 'awp').execute();
    await database.db.kysely.deleteFrom('boxes').where('id', '=', 'awp').execute();
    await seedCatalog(database.db, 2, null);
    expect(await count('boxes')).toBe(loadDemoCatalogue().boxes.length);
  });

  it('puts the CS2 art of every item and box under the image host, with the local picture as its fallback', async () => {
    database = await createTestDatabase(dialect);
    await seedCatalog(database.db, 1, 'https://art.example');
    const catalog = createCatalogService({ db: database.db });
    const ornaments = await database.db.kysely.selectFrom('ornaments').selectAll().execute();
    expect(ornaments.every((row) => /^https:\/\/art\.example\/images\/[0-9a-f]{64}(_light|_medium|_heavy)?\.webp$/.test(row.art ?? ''))).toBe(true);
    const recoil = (await catalog.boxesByIds(['recoil'], 'en')).get('recoil')!;
    expect(recoil.image).toMatch(/^https:\/\/art\.example\/images\/[0-9a-f]{64}\.webp#fallback=\/images\/boxes\/hot\.svg$/);
    // A picture an operator chooses replaces the art.
    await database.db.transaction((trx) => catalog.updateBoxIn(trx, 'recoil', { image: '/images/boxes/premium.svg' }));
    expect((await catalog.boxesByIds(['recoil'], 'en')).get('recoil')!.image).toBe('/images/boxes/premium.svg');
  });

  it('seeds the local pictures only without an image host', async () => {
    database = await createTestDatabase(dialect);
    await seedCatalog(database.db, 1, null);
    const withArt = await database.db.kysely.selectFrom('boxes').select('id').where('art', 'is not', null).execute();
    expect(withArt).toEqual([]);
  });

  it("leaves an operator's own catalogue alone", async () => {
    database = await createTestDatabase(dialect);
    await database.db.kysely.insertInto('box_categories').values({ id: 'own', name_cn: '自营', name_br: 'Própria', name_en: 'Own', sort: 0 }).execute();
    await database.db.kysely
      .insertInto('boxes')
      .values({ id: 'own-box', name_cn: 'x', name_br: 'x', name_en: 'x', image: '', category_id: 'own', price: 100, currency: 'coin', kind: 0, level: 0, odds_version: 1, expected_return: 90, sort: 0, visible: 1, created_at: 0, updated_at: 0 })
      .execute();
    await seedCatalog(database.db, 1, null);
    expect(await count('boxes')).toBe(1);
    expect(await count('ornaments')).toBe(0);
  });
});
