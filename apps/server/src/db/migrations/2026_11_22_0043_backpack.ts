import type { LootbayMigration } from '../migration';

/** The backpack: every won item as one row with one owner and one status, and its event log. */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('backpack_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('source_type', 'integer', (c) => c.notNull())
      .addColumn('origin', 'integer', (c) => c.notNull())
      .addColumn('source_ref', 'text', (c) => c.notNull())
      .addColumn('collected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('event_seq', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('backpack_items_owner_status').on('backpack_items').columns(['user_id', 'status', 'created_at']).execute();

    await db.schema
      .createTable('backpack_item_events')
      .addColumn('item_id', 'text', (c) => c.notNull().references('backpack_items.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('from_status', 'integer')
      .addColumn('to_status', 'integer', (c) => c.notNull())
      .addColumn('collected', 'integer', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('backpack_item_events_pk', ['item_id', 'seq'])
      .execute();
  },
};
