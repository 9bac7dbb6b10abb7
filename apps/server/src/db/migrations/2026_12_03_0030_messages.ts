import { sql, type Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * Messages and their read marks. A personal message is sent once per member and key, an official
 * one once per key (two unique indexes, since a null member never collides with itself); a member
 * reads a message once (the primary key), so read-all and a new message may race freely.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t) {
    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text')
      .addColumn('send_key', 'text', (c) => c.notNull())
      .addColumn('template', 'text')
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('operator_id', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('messages_personal_once').on('messages').columns(['user_id', 'send_key']).unique().where(sql.ref('user_id'), 'is not', null).execute();
    await db.schema.createIndex('messages_official_once').on('messages').column('send_key').unique().where(sql.ref('user_id'), 'is', null).execute();
    await db.schema.createIndex('messages_inbox').on('messages').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('message_reads')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('read_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('message_reads_pk', ['user_id', 'message_id'])
      .execute();
  },
};
