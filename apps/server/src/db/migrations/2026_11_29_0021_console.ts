import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * The operator console: operators with their authenticators, sessions (token hashes), the
 * append-only audit log, and balance corrections awaiting a second operator.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('operators')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('totp_secret', 'text')
      .addColumn('totp_step', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('operator_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('operator_id', 'text', (c) => c.notNull())
      .addColumn('verified', 'integer', (c) => c.notNull())
      .addColumn('enrol_secret', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('ended_at', t.bigint)
      .execute();
    await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').columns(['operator_id']).execute();

    await db.schema
      .createTable('audit_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('operator_id', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('before', 'text', (c) => c.notNull())
      .addColumn('after', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at', 'id']).execute();
    await appendOnly(db, dialect, 'audit_entries');

    await db.schema
      .createTable('balance_corrections')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('requested_at', t.bigint, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', t.bigint)
      .addColumn('transfer_id', 'text')
      .execute();
    await db.schema.createIndex('balance_corrections_status').on('balance_corrections').columns(['status', 'requested_at']).execute();
  },
};
