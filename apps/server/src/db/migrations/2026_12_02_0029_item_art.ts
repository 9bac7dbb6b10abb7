import type { Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * The real CS2 art of items and boxes, where the catalogue has it: a full address on the image
 * host, shown with the local picture (`image`) as its fallback. Null keeps the local picture only.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('ornaments').addColumn('art', 'text').execute();
    await db.schema.alterTable('boxes').addColumn('art', 'text').execute();
  },
};
