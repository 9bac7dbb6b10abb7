import { orderedId } from '../../db/ordered-id';
import type { Db } from '../../db/dialect';
import type { CatalogService, OrnamentRow } from '../catalog/catalog.service';
import { mallFacts } from './shop.facts';
import { countMallItems, insertMallItems } from './shop.repository';

/** The demo mall: this many items of each weapon family, spread over its price range. */
const DEMO_ITEMS_PER_FAMILY = 7;
/** The mall sells at the item's value plus this many percent. */
const DEMO_MARKUP_PERCENT = 5;

/**
 * Stocks an empty mall with items of every weapon family across its price range: most priced in coins,
 * every fifth in diamonds; a few down to their last piece.
 */
export async function seedMall(db: Db, now: number, catalog: Pick<CatalogService, 'catalogueOrnaments'>): Promise<void> {
  if ((await countMallItems(db.kysely)) > 0) return;
  const { rows } = await catalog.catalogueOrnaments({ sortBy: 'price_asc' }, 1, 1000);
  const families = new Map<string, OrnamentRow[]>();
  for (const row of rows) if (row.weapon_type !== 'graffiti' && row.price > 0) families.set(row.weapon_type, [...(families.get(row.weapon_type) ?? []), row]);
  const picked = [...families.values()]
    .flatMap((family) => {
      const count = Math.min(DEMO_ITEMS_PER_FAMILY, family.length);
      return Array.from({ length: count }, (_, index) => family[Math.round((index * (family.length - 1)) / Math.max(1, count - 1))]!);
    })
    .sort((a, b) => a.price - b.price);
  await insertMallItems(
    db.kysely,
    picked.map((row, index) => ({
      id: orderedId(now),
      ...mallFacts(row),
      price: Math.ceil((row.price * (100 + DEMO_MARKUP_PERCENT)) / 100),
      currency: index % 5 === 4 ? 'diamond' : 'coin',
      stock: index % 11 === 3 ? 1 : 3 + ((index * 7) % 28),
      visible: 1,
      sort: 0,
      created_at: now,
      updated_at: now,
    })),
  );
}
