import { sql, type Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * The key shop: keys with a stock that cannot go negative, members' carts and Steam accounts (one
 * default each, a partial unique index), and key orders (a request key once).
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('key_products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('name_br', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text')
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addCheckConstraint('key_products_stock', sql`stock >= 0`)
      .addCheckConstraint('key_products_price', sql`price > 0`)
      .execute();

    await db.schema
      .createTable('key_cart_items')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('num', 'integer', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('key_cart_items_pk', ['user_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('key_steam_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('trade_url', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('key_steam_accounts_user').on('key_steam_accounts').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('key_steam_accounts_one_default').on('key_steam_accounts').column('user_id').unique().where(sql.ref('is_default'), '=', 1).execute();

    await db.schema
      .createTable('key_orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('steam_account_id', 'text', (c) => c.notNull())
      .addColumn('steam_name', 'text', (c) => c.notNull())
      .addColumn('trade_url', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('total', t.bigint, (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.unique())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('paid_at', t.bigint)
      .addColumn('delivered', 'integer', (c) => c.notNull())
      .addColumn('refunded', 'integer', (c) => c.notNull())
      .addColumn('refunded_amount', t.bigint, (c) => c.notNull())
      .addCheckConstraint('key_orders_counts', sql`delivered + refunded <= units`)
      .execute();
    await db.schema.createIndex('key_orders_user').on('key_orders').columns(['user_id', 'created_at']).execute();
  },
};
