import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * The exponent (index) game: the site's rounds, committed ahead and settled in order; the purchases
 * of each round, ordered by their time-ordered ids (one per member and box, append-only); the index boxes matches
 * won and the graffiti misses received; index box opens (append-only); the weapon boxes on offer
 * and the per-round limit.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('exponent_rounds')
      .addColumn('issue', 'text', (c) => c.primaryKey())
      .addColumn('starts_at', t.bigint, (c) => c.notNull().unique())
      .addColumn('ends_at', t.bigint, (c) => c.notNull())
      .addColumn('game_seed_id', 'text')
      .addColumn('public_hash', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('buyers', 'integer', (c) => c.notNull())
      .addColumn('client_seed', 'text')
      .addColumn('roll_id', 'text')
      .addColumn('roll_point', 'integer')
      .addColumn('result', 'text')
      .addColumn('index_open', t.bigint)
      .addColumn('index_close', t.bigint)
      .addColumn('graffiti_id', 'text')
      .addColumn('graffiti_price', t.bigint)
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('settled_at', t.bigint)
      .execute();
    await db.schema.createIndex('exponent_rounds_due').on('exponent_rounds').columns(['status', 'ends_at']).execute();

    await db.schema
      .createTable('exponent_purchases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('issue', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('user_seed', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('index_box_id', 'text', (c) => c.notNull())
      .addColumn('index_odds_version', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exponent_purchases_order').on('exponent_purchases').columns(['issue', 'id']).execute();
    // A purchase is final: one per member, box and round, whatever the requests say.
    await db.schema.createIndex('exponent_purchases_once').on('exponent_purchases').columns(['issue', 'user_id', 'box_id']).unique().execute();
    await db.schema.createIndex('exponent_purchases_member').on('exponent_purchases').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'exponent_purchases');

    await db.schema
      .createTable('exponent_bag')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('issue', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('opened_at', t.bigint)
      .execute();
    await db.schema.createIndex('exponent_bag_member').on('exponent_bag').columns(['user_id', 'opened_at', 'created_at']).execute();

    await db.schema
      .createTable('exponent_graffiti')
      .addColumn('purchase_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('issue', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .execute();
    await appendOnly(db, dialect, 'exponent_graffiti');

    await db.schema
      .createTable('exponent_opens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bag_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('odds_hash', 'text', (c) => c.notNull())
      .addColumn('roll_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exponent_opens_member').on('exponent_opens').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'exponent_opens');

    await db.schema
      .createTable('exponent_offers')
      .addColumn('box_id', 'text', (c) => c.primaryKey())
      .addColumn('index_box_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('exponent_settings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('round_limit', 'integer', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
  },
};
