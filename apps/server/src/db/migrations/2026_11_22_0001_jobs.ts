import type { LootbayMigration } from '../migration';

export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('run_at', t.bigint, (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', t.bigint)
      .addColumn('last_error', 'text')
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addColumn('finished_at', t.bigint)
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  },
};
