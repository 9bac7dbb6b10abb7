import type { Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * Operators' part of the arena: house robots' names and pictures as edited (ids and seeds stay
 * fixed, so every battle stays checkable), and the review of each battle report.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('arena_robot_profiles')
      .addColumn('robot_id', 'text', (c) => c.primaryKey())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema.alterTable('arena_reports').addColumn('reviewed_at', t.bigint).execute();
    await db.schema.alterTable('arena_reports').addColumn('reviewed_by', 'text').execute();
    await db.schema.alterTable('arena_reports').addColumn('outcome', 'text').execute();
    await db.schema.alterTable('arena_reports').addColumn('review_reason', 'text').execute();
    await db.schema.createIndex('arena_reports_recent').on('arena_reports').columns(['created_at']).execute();
    await db.schema.createIndex('arena_reports_battle').on('arena_reports').columns(['battle_id']).execute();
  },
};
