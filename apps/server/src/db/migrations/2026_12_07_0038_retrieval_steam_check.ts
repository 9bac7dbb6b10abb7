import { sql } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * A take-back no longer waits for Steam: the retrieval's first check asks whether the trade link's
 * inventory is public and records when Steam said so (`steam_checked_at`) before the market order
 * is first placed. Retrievals already under way were checked when they were asked for, and keys
 * when their Steam account was added: they count as checked from their creation.
 */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema.alterTable('retrievals').addColumn('steam_checked_at', t.bigint).execute();
    await sql`update retrievals set steam_checked_at = created_at`.execute(db);
  },
};
