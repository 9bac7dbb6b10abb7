import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * The round ledger: every roll of every game, one append-only row each, unique per (seed, round,
 * slot). Member pairs get a committed next pair (`next_for`), and games with several players get
 * game seeds. The rolls of the opens made so far are copied in, each under its open's id.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema.alterTable('fairness_keys').addColumn('next_for', 'text').execute();
    // One committed next pair per member (SQLite cannot add a unique column, so an index says it).
    await db.schema.createIndex('fairness_keys_next_for').on('fairness_keys').column('next_for').unique().execute();

    await db.schema
      .createTable('fairness_game_seeds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('public_hash', 'text', (c) => c.notNull())
      // The players' user seeds in join order (JSON), and their hash, once the last one joined.
      .addColumn('player_seeds', 'text')
      .addColumn('client_seed', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('fixed_at', t.bigint)
      .addColumn('revealed_at', t.bigint)
      .execute();
    await db.schema.createIndex('fairness_game_seeds_reference').on('fairness_game_seeds').columns(['game', 'reference']).execute();

    await db.schema
      .createTable('fairness_rolls')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key_kind', 'text', (c) => c.notNull().check(sql`key_kind in ('pair', 'game')`))
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('round', t.bigint, (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      // The user seed (pair) or client seed (game) the roll signed.
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('roll_point', 'integer', (c) => c.notNull())
      .addColumn('odds_id', 'text')
      .addColumn('odds_hash', 'text')
      .addColumn('outcome', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      // I10: one roll per (seed, round, slot).
      .addUniqueConstraint('fairness_rolls_key_round_slot', ['key_id', 'round', 'slot'])
      .execute();

    await sql`
      insert into fairness_rolls (id, key_kind, key_id, round, slot, seed, user_id, game, reference, roll_point, odds_id, odds_hash, outcome, created_at)
      select o.id, 'pair', o.fairness_key_id, o.round, 0, o.user_seed, o.user_id, 'box_open', 'box_open:' || o.batch_id, o.roll_point,
             'box:' || o.box_id || '@' || o.odds_version, v.hash, o.ornament_id, o.created_at
      from box_opens o join box_odds_versions v on v.box_id = o.box_id and v.version = o.odds_version`.execute(db);
    await appendOnly(db, dialect, 'fairness_rolls');
  },
};
