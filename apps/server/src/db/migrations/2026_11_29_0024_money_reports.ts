import type { Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * The console's daily money report reads play results and paid orders by time over every member:
 * indexes on those times, so a range of days reads its rows, not the whole table.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('play_results_time').on('play_results').columns(['created_at']).execute();
    await db.schema.createIndex('recharge_orders_paid').on('recharge_orders').columns(['paid_at']).execute();
  },
};
