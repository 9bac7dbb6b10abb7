import { itemPicture } from '@lootbay/shared/item-art';
import type { ConsoleKeyProduct } from '@lootbay/shared/schemas/console-economy';
import type { Trx } from '../../db/unit-of-work';
import type { CatalogService } from '../catalog/catalog.service';
import type { KeyShopDependencies } from './keyshop.context';
import { allProducts, findProducts, saveProduct } from './keyshop.repository';
import type { KeyProductRow } from './keyshop.table';

export interface KeyProductChange {
  readonly id: string;
  readonly name: { readonly cn: string; readonly br: string; readonly en: string };
  readonly boxId: string;
  readonly price: number;
  readonly stock: number;
  readonly visible: boolean;
  readonly sort: number;
}

function present(row: KeyProductRow): ConsoleKeyProduct {
  return { id: row.id, name: { cn: row.name_cn, br: row.name_br, en: row.name_en }, boxId: row.box_id, image: row.image, price: Number(row.price), stock: row.stock, visible: row.visible === 1, sort: row.sort, updatedAt: Number(row.updated_at) };
}

/** The operator console's view of the key shop: every key, and the one way to create, price or restock one. */
export function createKeyOversight(deps: KeyShopDependencies & { readonly catalog: Pick<CatalogService, 'boxRowIn'> }) {
  return {
    products: async (): Promise<ConsoleKeyProduct[]> => (await allProducts(deps.db.kysely)).map(present),

    /** A key opens a box of the catalogue and takes its picture. */
    async saveProductIn(trx: Trx, change: KeyProductChange): Promise<{ before: ConsoleKeyProduct | null; after: ConsoleKeyProduct }> {
      const now = deps.clock();
      const box = await deps.catalog.boxRowIn(trx, change.boxId);
      const image = itemPicture(box.art, box.image);
      const before = await saveProduct(trx, {
        id: change.id,
        name_cn: change.name.cn,
        name_br: change.name.br,
        name_en: change.name.en,
        box_id: change.boxId,
        image,
        price: change.price,
        stock: change.stock,
        visible: change.visible ? 1 : 0,
        sort: change.sort,
        created_at: now,
        updated_at: now,
      });
      const [after] = await findProducts(trx, [change.id]);
      return { before: before ? present(before) : null, after: present(after!) };
    },
  };
}
