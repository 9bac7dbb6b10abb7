import type { LootbayMigration } from '../migration';

/** Data rights: exports, closure requests, versions of the terms and who accepted them. */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('privacy_exports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('archive', 'text')
      .addColumn('size', t.bigint)
      .addColumn('requested_at', t.bigint, (c) => c.notNull())
      .addColumn('ready_at', t.bigint)
      .addColumn('expires_at', t.bigint)
      .execute();
    await db.schema.createIndex('privacy_exports_user').on('privacy_exports').columns(['user_id', 'requested_at']).execute();
    await db.schema.createIndex('privacy_exports_expiry').on('privacy_exports').columns(['status', 'expires_at']).execute();

    await db.schema
      .createTable('privacy_closures')
      .addColumn('owner_id', 'text', (c) => c.primaryKey())
      .addColumn('requested_by', 'text', (c) => c.notNull())
      .addColumn('requested_at', t.bigint, (c) => c.notNull())
      .addColumn('reply_by', t.bigint, (c) => c.notNull())
      .addColumn('erase_at', t.bigint, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('erased_at', t.bigint)
      .execute();
    await db.schema.createIndex('privacy_closures_open').on('privacy_closures').columns(['status', 'reply_by']).execute();

    await db.schema
      .createTable('terms_versions')
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('text_cn', 'text', (c) => c.notNull())
      .addColumn('text_br', 'text', (c) => c.notNull())
      .addColumn('text_en', 'text', (c) => c.notNull())
      .addColumn('published_at', t.bigint, (c) => c.notNull())
      .addColumn('effective_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('terms_acceptances')
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('accepted_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('terms_acceptances_pk', ['owner_id', 'version'])
      .execute();
  },
};
