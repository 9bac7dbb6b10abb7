import type { LootbayMigration } from '../migration';

export const migration: LootbayMigration = {
  async up(db, t, dialect) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull().unique())
      .addColumn('mobile', 'text', (c) => c.unique())
      .addColumn('password_hash', 'text')
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('nickname_changed_at', t.bigint)
      .addColumn('avatar_url', 'text')
      .addColumn('invite_code', 'text', (c) => c.notNull().unique())
      .addColumn('inviter_id', 'text')
      .addColumn('trade_url', 'text')
      .addColumn('barred', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_owner').on('users').column('owner_id').execute();
    await db.schema.createIndex('users_inviter').on('users').column('inviter_id').execute();

    await db.schema
      .createTable('real_names')
      .addColumn('owner_id', 'text', (c) => c.primaryKey())
      .addColumn('real_name', 'text', (c) => c.notNull())
      .addColumn('id_number_key', 'text', (c) => c.notNull().unique())
      .addColumn('id_number_masked', 'text', (c) => c.notNull())
      .addColumn('birth_date', 'text', (c) => c.notNull())
      .addColumn('verified_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('renewed_at', t.bigint, (c) => c.notNull())
      .addColumn('revoked_at', t.bigint)
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', t.bigint)
      .addColumn('ip', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sms_codes_mobile_purpose').on('sms_codes').columns(['mobile', 'purpose', 'created_at']).execute();

    await db.schema
      .createTable('abuse_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('answer_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('consumed_at', t.bigint)
      .execute();

    await db.schema
      .createTable('server_keys')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('public_pem', 'text', (c) => c.notNull())
      .addColumn('private_pem', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_avatars')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('image', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_avatars_user').on('user_avatars').column('user_id').execute();
  },
};
