import type { LootbayMigration } from '../migration';

/** Box opens: each roll with its proof (seed hash, user seed, round, odds version) and its item. */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('box_opens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('batch_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('fairness_key_id', 'text', (c) => c.notNull())
      .addColumn('public_hash', 'text', (c) => c.notNull())
      .addColumn('user_seed', 'text', (c) => c.notNull())
      .addColumn('round', t.bigint, (c) => c.notNull())
      .addColumn('roll_point', 'integer', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      // I10: a round of a seed is used by one roll only.
      .addUniqueConstraint('box_opens_key_round', ['fairness_key_id', 'round'])
      .execute();
    await db.schema.createIndex('box_opens_user').on('box_opens').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('box_opens_box').on('box_opens').columns(['box_id', 'created_at']).execute();
    await db.schema.createIndex('box_opens_time').on('box_opens').columns(['created_at']).execute();

    // The guided first open is offered once per member.
    await db.schema
      .createTable('box_guided_opens')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
  },
};
