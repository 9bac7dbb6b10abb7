import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/** Roll rooms: the room, its prizes and participants in order, and who won each prize by which roll. */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('roll_rooms')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('official', 'integer', (c) => c.notNull())
      .addColumn('creator_id', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('password_salt', 'text')
      .addColumn('starts_at', t.bigint, (c) => c.notNull())
      .addColumn('ends_at', t.bigint, (c) => c.notNull())
      .addColumn('registered_days', 'integer', (c) => c.notNull())
      .addColumn('spend_period', 'text')
      .addColumn('spend_amount', t.bigint)
      .addColumn('robots_allowed', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('people_count', 'integer', (c) => c.notNull())
      .addColumn('game_seed_id', 'text', (c) => c.notNull())
      .addColumn('public_hash', 'text', (c) => c.notNull())
      .addColumn('client_seed', 'text')
      .addColumn('drawn_at', t.bigint)
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('roll_rooms_listing').on('roll_rooms').columns(['status', 'ends_at']).execute();

    await db.schema
      .createTable('roll_room_prizes')
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('source_item_id', 'text')
      .addPrimaryKeyConstraint('roll_room_prizes_pk', ['room_id', 'position'])
      .execute();
    await appendOnly(db, dialect, 'roll_room_prizes');

    await db.schema
      .createTable('roll_room_people')
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('robot_id', 'text')
      .addColumn('joined_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('roll_room_people_pk', ['room_id', 'seq'])
      .execute();
    await db.schema.createIndex('roll_room_people_member').on('roll_room_people').columns(['room_id', 'user_id']).unique().execute();
    await db.schema.createIndex('roll_room_people_user').on('roll_room_people').columns(['user_id']).execute();
    await appendOnly(db, dialect, 'roll_room_people');

    await db.schema
      .createTable('roll_room_wins')
      .addColumn('room_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('participant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('roll_id', 'text', (c) => c.notNull())
      .addColumn('roll_point', 'integer', (c) => c.notNull())
      .addColumn('backpack_item_id', 'text')
      .addPrimaryKeyConstraint('roll_room_wins_pk', ['room_id', 'position'])
      .execute();
    await appendOnly(db, dialect, 'roll_room_wins');
  },
};
