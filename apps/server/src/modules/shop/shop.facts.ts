import type { OrnamentRow } from '../catalog/catalog.service';
import type { MallItemsTable } from './shop.table';

/** The item's fixed facts the mall filters on: weapon family, rarity and its names in every language. */
export function mallFacts(row: OrnamentRow): Pick<MallItemsTable, 'ornament_id' | 'weapon_type' | 'rarity' | 'search_text'> {
  const names = [row.weapon_cn, row.skin_cn, row.weapon_br, row.skin_br, row.weapon_en, row.skin_en];
  return { ornament_id: row.id, weapon_type: row.weapon_type, rarity: row.rarity, search_text: names.join(' ').toLowerCase() };
}
