import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/** Responsible play: a person's limits, the breaks they took, and each account's reality check. */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('responsible_limits')
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('amount', t.bigint)
      .addColumn('pending', 'integer', (c) => c.notNull())
      .addColumn('pending_amount', t.bigint)
      .addColumn('applies_at', t.bigint)
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('responsible_limits_key', ['owner_id', 'kind', 'period'])
      .execute();
    await db.schema
      .createTable('responsible_breaks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('started_at', t.bigint, (c) => c.notNull())
      .addColumn('until', t.bigint)
      .execute();
    await db.schema.createIndex('responsible_breaks_owner').on('responsible_breaks').columns(['owner_id', 'started_at']).execute();
    await appendOnly(db, dialect, 'responsible_breaks');
    await db.schema
      .createTable('responsible_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('reality_check_minutes', 'integer', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
  },
};
