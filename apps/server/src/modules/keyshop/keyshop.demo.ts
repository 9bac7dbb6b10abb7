import type { Db } from '../../db/dialect';
import type { CatalogService } from '../catalog/catalog.service';
import { countProducts, insertProducts } from './keyshop.repository';

/** The demo's cases, whose keys the key shop sells. */
const DEMO_CASES = ['recoil', 'revolution', 'kilowatt', 'dreams', 'fracture', 'snakebite'] as const;
/** A CS2 case key costs about 2.49 US dollars: 17.50 coins. */
const DEMO_KEY_PRICE = 1_750;
const DEMO_KEY_STOCK = 500;
const KEY_WORD = { cn: '钥匙', br: 'Chave da ', en: ' Key' } as const;

/** Stocks an empty key shop with the keys of the demo catalogue's cases. */
export async function seedKeyProducts(db: Db, now: number, catalog: Pick<CatalogService, 'boxesByIds'>): Promise<void> {
  if ((await countProducts(db.kysely)) > 0) return;
  const [cn, br, en] = await Promise.all((['cn', 'br', 'en'] as const).map((locale) => catalog.boxesByIds(DEMO_CASES, locale)));
  await insertProducts(
    db.kysely,
    DEMO_CASES.filter((id) => en!.has(id)).map((id, index) => ({
      id: `key-${id}`,
      name_cn: `${cn!.get(id)!.name}${KEY_WORD.cn}`,
      name_br: `${KEY_WORD.br}${br!.get(id)!.name}`,
      name_en: `${en!.get(id)!.name}${KEY_WORD.en}`,
      box_id: id,
      image: en!.get(id)!.image,
      price: DEMO_KEY_PRICE,
      stock: DEMO_KEY_STOCK,
      visible: 1,
      sort: DEMO_CASES.length - index,
      created_at: now,
      updated_at: now,
    })),
  );
}
