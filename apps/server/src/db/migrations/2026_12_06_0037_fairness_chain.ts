import type { Kysely } from 'kysely';
import { appendOnly, guardRows, type LootbayMigration } from '../migration';

/** Item status moves allowed in the backpack (backpack.transitions.ts, as of this migration). */
const ITEM_MOVES = [
  [0, 2],
  [0, 1],
  [1, 0],
  [1, 3],
  [0, 3],
  [0, 10],
  [10, 11],
  [10, 0],
] as const;

/**
 * The public hash chain (records waiting to be linked, the linked records, the published heads),
 * the beacon round a game seed takes, the game seed of a leisure fishing session, and the
 * database's refusal to rewrite any result: finished battles and their seats, drawn rooms,
 * settled exponent rounds, revealed game seeds, retired pairs, landed catches and backpack items
 * outside their allowed moves.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('fairness_chain_pending')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('fairness_chain')
      .addColumn('seq', t.bigint, (c) => c.primaryKey())
      .addColumn('prev_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('linked_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fairness_chain_ref').on('fairness_chain').columns(['ref', 'kind']).execute();
    await appendOnly(db, dialect, 'fairness_chain');

    await db.schema
      .createTable('fairness_chain_heads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', t.bigint, (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('published_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fairness_chain_heads_seq').on('fairness_chain_heads').columns(['seq', 'published_at']).execute();
    await appendOnly(db, dialect, 'fairness_chain_heads');

    await db.schema.alterTable('fairness_game_seeds').addColumn('beacon_round', t.bigint).execute();
    await db.schema.alterTable('fairness_game_seeds').addColumn('beacon', 'text').execute();
    await db.schema.alterTable('fishing_sessions').addColumn('game_seed_id', 'text').execute();

    await guardRows(db, dialect, 'arena_battles', {
      finalWhen: `old.status in ('finished', 'cancelled')`,
      fixed: ['id', 'creator_id', 'mode', 'seat_count', 'boxes', 'price', 'currency', 'game_seed_id', 'public_hash', 'created_at'],
    });
    await guardRows(db, dialect, 'arena_seats', {
      finalWhen: 'old.result is not null',
      fixed: ['battle_id', 'seat', 'team', 'user_id', 'robot_id', 'joined_at'],
    });
    await guardRows(db, dialect, 'roll_rooms', {
      finalWhen: 'old.client_seed is not null',
      fixed: ['id', 'creator_id', 'game_seed_id', 'public_hash', 'created_at'],
      refuseWhen: [`old.status = 'finished' and changed(status)`],
    });
    await guardRows(db, dialect, 'exponent_rounds', {
      finalWhen: 'old.result is not null',
      fixed: ['issue', 'starts_at'],
      refuseWhen: ['old.public_hash is not null and changed(public_hash)'],
    });
    await guardRows(db, dialect, 'fairness_game_seeds', {
      finalWhen: 'old.revealed_at is not null',
      fixed: ['id', 'game', 'reference', 'secret', 'salt', 'public_hash', 'created_at'],
      refuseWhen: ['old.client_seed is not null and changed(client_seed)', 'old.beacon_round is not null and changed(beacon_round)', 'old.beacon is not null and changed(beacon)'],
    });
    await guardRows(db, dialect, 'fairness_keys', {
      finalWhen: 'old.retired_at is not null',
      fixed: ['id', 'user_id', 'secret', 'salt', 'public_hash', 'created_at'],
      refuseWhen: ['new.round < old.round'],
    });
    await guardRows(db, dialect, 'fishing_catches', {
      finalWhen: 'old.opened_at is not null',
      fixed: ['id', 'session_id', 'user_id', 'seq', 'caught_at', 'box_id', 'odds_version', 'odds_hash'],
    });
    const moves = ITEM_MOVES.map(([from, to]) => `(old.status = ${from} and new.status = ${to})`).join(' or ');
    await guardRows(db, dialect, 'backpack_items', {
      finalWhen: 'old.status in (2, 3, 11)',
      fixed: ['id', 'user_id', 'ornament_id', 'price', 'source_type', 'origin', 'source_ref', 'created_at'],
      refuseWhen: [`old.status <> new.status and not (${moves})`],
    });
  },
};
