import type { LootbayMigration } from '../migration';

/** Provable fairness: each user's server secret and salt, public hash, user seed and round count. */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('fairness_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('public_hash', 'text', (c) => c.notNull())
      .addColumn('user_seed', 'text', (c) => c.notNull())
      .addColumn('round', t.bigint, (c) => c.notNull().defaultTo(0))
      // The user id while the pair is in play, null once retired: one pair in play per user.
      .addColumn('active_for', 'text', (c) => c.unique())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('retired_at', t.bigint)
      .execute();
    await db.schema.createIndex('fairness_keys_user').on('fairness_keys').columns(['user_id', 'created_at']).execute();
  },
};
