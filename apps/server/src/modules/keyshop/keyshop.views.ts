import type { Locale } from '@lootbay/shared/constants';
import type { KeyProduct, KeySteamAccount } from '@lootbay/shared/schemas/key-shop';
import type { KeyProductRow, KeySteamAccountRow } from './keyshop.table';

export function toKeyProduct(row: KeyProductRow, locale: Locale): KeyProduct {
  return { id: row.id, name: row[`name_${locale}`], boxId: row.box_id, image: row.image, price: Number(row.price), stock: row.stock };
}

export function toSteamAccount(row: KeySteamAccountRow): KeySteamAccount {
  return { id: row.id, name: row.name, tradeUrl: row.trade_url, isDefault: row.is_default === 1 };
}
