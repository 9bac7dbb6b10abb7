import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * The item economy. Retrievals to Steam with their append-only events; a partial unique index
 * keeps one retrieval under way per item. The sandbox market's book of orders (development and
 * tests only). The mall's items with a stock that cannot go negative, and its append-only
 * purchases and exchanges.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('retrieval_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.unique())
      .addColumn('item_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('retrievals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text')
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('market_name', 'text', (c) => c.notNull())
      .addColumn('trade_url', 'text', (c) => c.notNull())
      .addColumn('sell_status', 'integer', (c) => c.notNull())
      .addColumn('shipping_status', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'text')
      .addColumn('trade_offer_id', 'text')
      .addColumn('offer_expires_at', t.bigint)
      .addColumn('checks', 'integer', (c) => c.notNull())
      .addColumn('next_check_at', t.bigint)
      .addColumn('event_seq', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('state_since', t.bigint, (c) => c.notNull())
      .addColumn('finished_at', t.bigint)
      .addCheckConstraint('retrievals_end', sql`(finished_at is null) = (outcome is null) and (finished_at is null) = (sell_status not in (10, 11))`)
      .execute();
    await db.schema.createIndex('retrievals_one_open_per_item').on('retrievals').column('item_id').unique().where(sql.ref('finished_at'), 'is', null).execute();
    await db.schema.createIndex('retrievals_user').on('retrievals').columns(['user_id', 'kind', 'created_at']).execute();
    await db.schema.createIndex('retrievals_request').on('retrievals').column('request_id').execute();
    await db.schema.createIndex('retrievals_due').on('retrievals').columns(['finished_at', 'next_check_at']).execute();

    await db.schema
      .createTable('retrieval_events')
      .addColumn('retrieval_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('from_sell', 'integer')
      .addColumn('from_shipping', 'integer')
      .addColumn('to_sell', 'integer', (c) => c.notNull())
      .addColumn('to_shipping', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('retrieval_events_pk', ['retrieval_id', 'seq'])
      .execute();
    await appendOnly(db, dialect, 'retrieval_events');

    await db.schema
      .createTable('sandbox_market_orders')
      .addColumn('purchase_id', 'text', (c) => c.primaryKey())
      .addColumn('item_name', 'text', (c) => c.notNull())
      .addColumn('max_price', t.bigint, (c) => c.notNull())
      .addColumn('trade_url', 'text', (c) => c.notNull())
      .addColumn('placed_at', t.bigint, (c) => c.notNull())
      .addColumn('scenario', 'text', (c) => c.notNull())
      .addColumn('quote_ms', t.bigint, (c) => c.notNull())
      .addColumn('restock_ms', t.bigint, (c) => c.notNull())
      .addColumn('ship_ms', t.bigint, (c) => c.notNull())
      .addColumn('accept_ms', t.bigint, (c) => c.notNull())
      .addColumn('offer_ms', t.bigint, (c) => c.notNull())
      .addColumn('shipping', 'text', (c) => c.notNull())
      .addColumn('final_state', 'text')
      .addColumn('final_reason', 'text')
      .addColumn('final_at', t.bigint)
      .execute();

    await db.schema
      .createTable('mall_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('weapon_type', 'text', (c) => c.notNull())
      .addColumn('rarity', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addCheckConstraint('mall_items_stock', sql`stock >= 0`)
      .addCheckConstraint('mall_items_price', sql`price > 0`)
      .execute();
    await db.schema.createIndex('mall_items_listing').on('mall_items').columns(['visible', 'price']).execute();

    await db.schema
      .createTable('mall_purchases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('mall_item_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('num', 'integer', (c) => c.notNull())
      .addColumn('unit_price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('item_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mall_purchases_user').on('mall_purchases').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'mall_purchases');

    await db.schema
      .createTable('mall_exchanges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('mall_item_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('target_price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('given', 'text', (c) => c.notNull())
      .addColumn('given_value', t.bigint, (c) => c.notNull())
      .addColumn('difference', t.bigint, (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mall_exchanges_user').on('mall_exchanges').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'mall_exchanges');
  },
};
