import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * Fishing: the shop's tools, members' bags, purchases, sessions and catch boxes. A partial unique
 * index lets a member hold one session without an end, so racing starts open one; a catch is once
 * per (session, number).
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('fishing_tools')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('bait', 'integer', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('name_br', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('fishing_bag')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('tool_id', 'text', (c) => c.notNull())
      .addColumn('bait', 'integer', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('fishing_bag_pk', ['user_id', 'tool_id'])
      .execute();

    await db.schema
      .createTable('fishing_purchases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('tool_id', 'text', (c) => c.notNull())
      .addColumn('num', 'integer', (c) => c.notNull())
      .addColumn('unit_price', t.bigint, (c) => c.notNull())
      .addColumn('bait', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fishing_purchases_user').on('fishing_purchases').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'fishing_purchases');

    await db.schema
      .createTable('fishing_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('place_id', 'integer', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('tool_id', 'text', (c) => c.notNull())
      .addColumn('bait', 'integer', (c) => c.notNull())
      .addColumn('catches', 'integer', (c) => c.notNull())
      .addColumn('catch_ms', t.bigint, (c) => c.notNull())
      .addColumn('started_at', t.bigint, (c) => c.notNull())
      .addColumn('ended_at', t.bigint)
      .addColumn('end_reason', 'text')
      .addColumn('bait_returned', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fishing_sessions_one_active').on('fishing_sessions').column('user_id').unique().where(sql.ref('ended_at'), 'is', null).execute();
    await db.schema.createIndex('fishing_sessions_user').on('fishing_sessions').columns(['user_id', 'started_at']).execute();
    await db.schema.createIndex('fishing_sessions_open').on('fishing_sessions').columns(['mode', 'ended_at']).execute();

    await db.schema
      .createTable('fishing_catches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('caught_at', t.bigint, (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('odds_hash', 'text', (c) => c.notNull())
      .addColumn('opened_at', t.bigint)
      .addColumn('open_ref', 'text')
      .addColumn('roll_id', 'text')
      .addColumn('ornament_id', 'text')
      .addColumn('item_price', t.bigint)
      .addColumn('backpack_item_id', 'text')
      .execute();
    await db.schema.createIndex('fishing_catches_once').on('fishing_catches').columns(['session_id', 'seq']).unique().execute();
    await db.schema.createIndex('fishing_catches_user').on('fishing_catches').columns(['user_id', 'caught_at']).execute();
  },
};
