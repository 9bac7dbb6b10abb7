import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * What each play staked and won for each member it touched (coins and item value, hundredths):
 * the play engine writes it in the play's transaction; loss limits and reality checks read it.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('play_results')
      .addColumn('play_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('staked', t.bigint, (c) => c.notNull())
      .addColumn('won', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('play_results_key', ['play_id', 'user_id'])
      .execute();
    await db.schema.createIndex('play_results_user').on('play_results').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'play_results');
  },
};
