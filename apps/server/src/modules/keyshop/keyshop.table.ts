import type { Selectable } from 'kysely';

/** A key the key shop sells (the key of a CS2 case), priced in coins, with a stock. */
export interface KeyProductsTable {
  id: string;
  name_cn: string;
  name_br: string;
  name_en: string;
  /** The catalogue box (case) it opens, when the catalogue has it. */
  box_id: string | null;
  image: string;
  /** Hundredths of a coin. */
  price: number;
  /** Never below zero; an order holds its keys from it until paid or timed out. */
  stock: number;
  visible: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface KeyCartItemsTable {
  user_id: string;
  product_id: string;
  num: number;
  updated_at: number;
}

/** A Steam account a member has keys delivered to. */
export interface KeySteamAccountsTable {
  id: string;
  user_id: string;
  name: string;
  trade_url: string;
  /** 1 for the one orders go to unless another is chosen. */
  is_default: number;
  created_at: number;
  updated_at: number;
}

/**
 * How many Steam accounts a member has added: adds claim one by a conditional upsert of this row,
 * so racing adds of one member queue on it and the cap holds on both databases.
 */
export interface KeyAccountSlotsTable {
  user_id: string;
  used: number;
}

/**
 * A key order. Its lines and the account it goes to are fixed when it is made; paying it sends one
 * retrieval per key (kind `key`), whose ends count the keys delivered and refunded.
 */
export interface KeyOrdersTable {
  order_no: string;
  user_id: string;
  steam_account_id: string;
  steam_name: string;
  trade_url: string;
  /** JSON `[{ productId, num, unitPrice }]`. */
  lines: string;
  /** Hundredths of a coin. */
  total: number;
  /** Keys in all. */
  units: number;
  /** `awaiting_payment`, `timeout` or `paid`. */
  status: string;
  /** `<userId>:<requestId>`; null when the client sent no key. */
  request_key: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  delivered: number;
  refunded: number;
  refunded_amount: number;
}

export interface KeyShopTables {
  key_products: KeyProductsTable;
  key_cart_items: KeyCartItemsTable;
  key_steam_accounts: KeySteamAccountsTable;
  key_account_slots: KeyAccountSlotsTable;
  key_orders: KeyOrdersTable;
}

export type KeyProductRow = Selectable<KeyProductsTable>;
export type KeySteamAccountRow = Selectable<KeySteamAccountsTable>;
export type KeyOrderRow = Selectable<KeyOrdersTable>;

export interface KeyOrderLine {
  readonly productId: string;
  readonly num: number;
  readonly unitPrice: number;
}
