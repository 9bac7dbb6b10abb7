import { BOX_KIND, RARITY_INFO } from '@lootbay/shared/catalog';
import type { Db } from '../../db/dialect';
import { loadDemoCatalogue } from './catalog.demo-data';
import { findBox, insertOrnaments, listBoxIds, listCategoryIds } from './catalog.repository';
import { createCatalogService } from './catalog.service';

/** Box prices are set to whole tenths of a coin, rounded up from expected return / return rate. */
const PRICE_STEP = 10;

/**
 * Loads the demo catalogue (items, categories, boxes with their first odds). Whatever is already
 * there is kept, so a seed cut short finishes on the next start; a database holding boxes of its
 * own (an operator's catalogue) is left alone. The CS2 art is put under `artUrl` (the image host),
 * or left out when there is none.
 */
export async function seedCatalog(database: Db, now: number, artUrl: string | null): Promise<void> {
  const art = (path: string) => (artUrl ? `${artUrl}${path}` : null);
  const db = database.kysely;
  const demo = loadDemoCatalogue();
  const catalog = createCatalogService({ db: database, clock: () => now });
  const demoBoxIds = new Set(demo.boxes.map((box) => box.id));
  if ((await listBoxIds(db)).some((id) => !demoBoxIds.has(id))) return;
  await insertOrnaments(
    db,
    demo.ornaments.map((ornament) => ({
      id: ornament.id,
      cs2_id: ornament.cs2Id,
      weapon_type: ornament.weaponType,
      weapon_cn: ornament.weapon.cn,
      weapon_br: ornament.weapon.br,
      weapon_en: ornament.weapon.en,
      skin_cn: ornament.skin.cn,
      skin_br: ornament.skin.br,
      skin_en: ornament.skin.en,
      rarity: ornament.rarity,
      grade: RARITY_INFO[ornament.rarity].grade,
      wear: ornament.wear,
      wear_value: ornament.wearValue,
      price: ornament.price,
      image: ornament.image,
      art: art(ornament.art),
      created_at: now,
    })),
  );
  const categories = new Set(await listCategoryIds(db));
  for (const category of demo.categories) {
    if (categories.has(category.id)) continue;
    await catalog.addCategory({ id: category.id, name_cn: category.name.cn, name_br: category.name.br, name_en: category.name.en, sort: category.sort });
  }
  const prices = new Map(demo.ornaments.map((ornament) => [ornament.id, ornament.price]));
  for (const [index, box] of demo.boxes.entries()) {
    if (await findBox(db, box.id)) continue;
    // Demo weights are already whole roll points summing to 100000.
    const items = box.items.map((item) => ({ ornamentId: item.ornamentId, points: item.weight }));
    const expectedTimes100000 = items.reduce((sum, item) => sum + prices.get(item.ornamentId)! * item.points, 0);
    const price = box.kind === BOX_KIND.free ? 0 : Math.ceil(expectedTimes100000 / 100_000 / box.returnRate / PRICE_STEP) * PRICE_STEP;
    await catalog.createBox(
      { id: box.id, name: box.name, image: box.image, art: art(box.art), categoryId: box.categoryId, price, currency: 'coin', kind: box.kind, level: box.level, sort: demo.boxes.length - index },
      items,
      now,
    );
  }
}
