import type { Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * Customer service: one conversation per member (a unique member) and its lines, each written once
 * per sender's key, so a retried send never repeats a line.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('support_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().unique())
      .addColumn('member_read_at', t.bigint, (c) => c.notNull())
      .addColumn('support_read_at', t.bigint, (c) => c.notNull())
      .addColumn('last_line_at', t.bigint, (c) => c.notNull())
      .addColumn('last_from', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_conversations_recent').on('support_conversations').column('last_line_at').execute();

    await db.schema
      .createTable('support_lines')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('operator_id', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('send_key', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('support_lines_once').on('support_lines').columns(['conversation_id', 'send_key']).unique().execute();
    await db.schema.createIndex('support_lines_order').on('support_lines').columns(['conversation_id', 'created_at']).execute();
  },
};
