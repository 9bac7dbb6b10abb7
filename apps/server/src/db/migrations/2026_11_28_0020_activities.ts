import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * Free level boxes and activities. A free box's claim row holds the member's last open: one
 * conditional upsert takes it, so racing opens open once per 24 hours. Recharge awards, wishes
 * drawn and board rewards are once per member and day (or step) by their keys, and append-only.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('free_box_claims')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('opened_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('free_box_claims_pk', ['user_id', 'box_id'])
      .execute();

    await db.schema
      .createTable('recharge_awards')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('tier', 'integer', (c) => c.notNull())
      .addColumn('award', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('recharge_awards_pk', ['user_id', 'day', 'tier'])
      .execute();
    await appendOnly(db, dialect, 'recharge_awards');

    await db.schema
      .createTable('pray_choices')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('chosen_at', t.bigint, (c) => c.notNull())
      .addColumn('drawn_at', t.bigint)
      .addPrimaryKeyConstraint('pray_choices_pk', ['user_id', 'day'])
      .execute();

    await db.schema
      .createTable('pray_draws')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('odds_hash', 'text', (c) => c.notNull())
      .addColumn('roll_id', 'text', (c) => c.notNull())
      .addColumn('win', 'integer', (c) => c.notNull())
      .addColumn('backpack_item_id', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    // One draw per member and site day, whatever the choice row says.
    await db.schema.createIndex('pray_draws_day').on('pray_draws').columns(['user_id', 'day']).unique().execute();
    await appendOnly(db, dialect, 'pray_draws');

    await db.schema
      .createTable('bingo_rewards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('activity_id', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('step', 'integer', (c) => c.notNull())
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
    // A pay step rewards a member once per period: racing claims meet on this key.
    await db.schema.createIndex('bingo_rewards_once').on('bingo_rewards').columns(['user_id', 'activity_id', 'period', 'step']).unique().execute();
    await appendOnly(db, dialect, 'bingo_rewards');
  },
};
