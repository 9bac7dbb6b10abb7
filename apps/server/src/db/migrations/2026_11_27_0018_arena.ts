import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * Arena battles: the battle row moves through its states; seats, drops and awards record who sat
 * where, what each seat opened and what the winners were given (drops and awards append-only).
 * Rank points per site day, and rank prizes once per day and rank.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('arena_battles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('creator_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('seat_count', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('boxes', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('game_seed_id', 'text', (c) => c.notNull())
      .addColumn('public_hash', 'text', (c) => c.notNull())
      .addColumn('client_seed', 'text')
      .addColumn('rounds_played', 'integer', (c) => c.notNull())
      .addColumn('next_at', t.bigint)
      .addColumn('winner_team', 'integer')
      .addColumn('tie_roll_id', 'text')
      .addColumn('tie_roll_point', 'integer')
      .addColumn('tie_teams', 'text')
      .addColumn('cloned_from', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('started_at', t.bigint)
      .addColumn('finished_at', t.bigint)
      .execute();
    await db.schema.createIndex('arena_battles_listing').on('arena_battles').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('arena_battles_created').on('arena_battles').columns(['created_at']).execute();
    await db.schema.createIndex('arena_battles_creator').on('arena_battles').columns(['creator_id', 'status']).execute();

    await db.schema
      .createTable('arena_seats')
      .addColumn('battle_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('team', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('robot_id', 'text')
      .addColumn('user_seed', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('won', t.bigint, (c) => c.notNull())
      .addColumn('joined_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('arena_seats_pk', ['battle_id', 'seat'])
      .execute();
    // A member takes at most one seat of a battle (robots' rows have no user).
    await db.schema.createIndex('arena_seats_member').on('arena_seats').columns(['battle_id', 'user_id']).unique().execute();
    await db.schema.createIndex('arena_seats_user').on('arena_seats').columns(['user_id', 'joined_at']).execute();

    await db.schema
      .createTable('arena_drops')
      .addColumn('battle_id', 'text', (c) => c.notNull())
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('roll_id', 'text', (c) => c.notNull())
      .addColumn('roll_point', 'integer', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text')
      .addPrimaryKeyConstraint('arena_drops_pk', ['battle_id', 'round', 'seat'])
      .execute();
    await appendOnly(db, dialect, 'arena_drops');

    await db.schema
      .createTable('arena_awards')
      .addColumn('battle_id', 'text', (c) => c.notNull())
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('winner_seat', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('arena_awards_pk', ['battle_id', 'round', 'seat'])
      .execute();
    await appendOnly(db, dialect, 'arena_awards');

    await db.schema
      .createTable('arena_reports')
      .addColumn('battle_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('arena_reports_pk', ['battle_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('arena_watches')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('battle_id', 'text', (c) => c.notNull())
      .addColumn('watched_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('arena_watches_pk', ['user_id', 'battle_id'])
      .execute();
    await db.schema.createIndex('arena_watches_recent').on('arena_watches').columns(['user_id', 'watched_at']).execute();

    await db.schema
      .createTable('arena_rank_points')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('points', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('arena_rank_points_pk', ['day', 'user_id'])
      .execute();
    await db.schema.createIndex('arena_rank_points_order').on('arena_rank_points').columns(['day', 'points']).execute();

    await db.schema
      .createTable('arena_rank_prizes')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('points', t.bigint, (c) => c.notNull())
      .addColumn('prize', t.bigint, (c) => c.notNull())
      .addColumn('paid_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('arena_rank_prizes_pk', ['day', 'rank'])
      .execute();
  },
};
