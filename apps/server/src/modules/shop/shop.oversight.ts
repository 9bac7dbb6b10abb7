import { AppError } from '@lootbay/shared/errors';
import type { ConsoleMallItem } from '@lootbay/shared/schemas/console-economy';
import type { MallCurrency } from '@lootbay/shared/schemas/shop';
import type { Rarity } from '@lootbay/shared/catalog';
import { orderedId } from '../../db/ordered-id';
import type { Trx } from '../../db/unit-of-work';
import type { ShopDependencies } from './shop.service';
import { mallFacts } from './shop.facts';
import { findMallItem, insertMallItems, pageMallItems, updateMallItem } from './shop.repository';
import type { MallItemRow } from './shop.table';

export interface MallItemChange {
  readonly id?: string | undefined;
  readonly ornamentId: string;
  readonly price: number;
  readonly currency: MallCurrency;
  readonly stock: number;
  readonly visible: boolean;
  readonly sort: number;
}

/** The operator console's view of the mall: every item, hidden or sold out, and the one way to stock or price one. */
export function createMallOversight(deps: ShopDependencies) {
  const db = deps.db.kysely;

  async function present(rows: readonly MallItemRow[]): Promise<ConsoleMallItem[]> {
    const ornaments = await deps.catalog.ornaments(
      rows.map((row) => row.ornament_id),
      'en',
    );
    return rows.map((row) => {
      const ornament = ornaments.get(row.ornament_id)!;
      return {
        id: row.id,
        ornamentId: row.ornament_id,
        name: `${ornament.name} (${ornament.wearName})`,
        weaponType: row.weapon_type,
        rarity: row.rarity as Rarity,
        value: ornament.price,
        price: Number(row.price),
        currency: row.currency as MallCurrency,
        stock: row.stock,
        visible: row.visible === 1,
        sort: row.sort,
        updatedAt: Number(row.updated_at),
      };
    });
  }

  return {
    async items(name: string | undefined, page: number, size: number) {
      const { list: rows, total } = await pageMallItems(db, { name, inStock: false, visibleOnly: false }, 'time', 'desc', page, size);
      return { list: await present(rows), total, page, size };
    },

    /** Puts a catalogue item on sale (no id) or changes a mall item, in the console's transaction. */
    async saveItemIn(trx: Trx, change: MallItemChange): Promise<{ before: ConsoleMallItem | null; after: ConsoleMallItem }> {
      const now = deps.clock();
      const fields = { price: change.price, currency: change.currency, stock: change.stock, visible: change.visible ? 1 : 0, sort: change.sort, updated_at: now };
      if (change.id !== undefined) {
        const before = await updateMallItem(trx, change.id, fields);
        if (!before) throw new AppError('MALL_ITEM_NOT_FOUND');
        if (before.ornament_id !== change.ornamentId) throw new AppError('DATA_ABNORMAL');
        const [was, is] = await Promise.all([present([before]), present([(await findMallItem(trx, change.id))!])]);
        return { before: was[0]!, after: is[0]! };
      }
      const row = (await deps.catalog.ornamentRowsIn(trx, [change.ornamentId])).get(change.ornamentId);
      if (!row) throw new AppError('ITEM_NOT_FOUND');
      const id = orderedId(now);
      await insertMallItems(trx, [{ id, ...mallFacts(row), ...fields, created_at: now }]);
      return { before: null, after: (await present([(await findMallItem(trx, id))!]))[0]! };
    },
  };
}
