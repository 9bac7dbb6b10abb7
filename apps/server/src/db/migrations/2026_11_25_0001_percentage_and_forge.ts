import type { Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * The percentage game's plays and the forge's: one append-only row per play, named by the play's
 * id, holding what it decided; the proof is the roll of the same id in the round ledger.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('percentage_plays')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('target_price', t.bigint, (c) => c.notNull())
      .addColumn('coins', t.bigint, (c) => c.notNull())
      // The staked items as JSON [{ id, price }], in id order.
      .addColumn('staked_items', 'text', (c) => c.notNull())
      .addColumn('stake_value', t.bigint, (c) => c.notNull())
      .addColumn('rtp', 'integer', (c) => c.notNull())
      .addColumn('chance', 'integer', (c) => c.notNull())
      // The consolation items of the odds as JSON [{ id, price }], in range order.
      .addColumn('consolation', 'text', (c) => c.notNull())
      .addColumn('odds_hash', 'text', (c) => c.notNull())
      .addColumn('roll_id', 'text', (c) => c.notNull())
      .addColumn('win', 'integer', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('percentage_plays_user').on('percentage_plays').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'percentage_plays');

    await db.schema
      .createTable('forge_plays')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      // The consumed inputs as JSON [{ id, price }], in id order.
      .addColumn('inputs', 'text', (c) => c.notNull())
      .addColumn('input_value', t.bigint, (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('odds_hash', 'text', (c) => c.notNull())
      .addColumn('roll_id', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('forge_plays_user').on('forge_plays').columns(['user_id', 'created_at']).execute();
    await appendOnly(db, dialect, 'forge_plays');
  },
};
