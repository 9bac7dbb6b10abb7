import { sql, type Kysely } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * The key shop's count of each member's Steam accounts, one row per member: adding an account
 * claims one of the 5 by a conditional upsert of it, so racing adds cannot pass the cap. Counted
 * from the accounts already there.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_account_slots')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('used', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into key_account_slots (user_id, used) select user_id, count(*) from key_steam_accounts group by user_id`.execute(db);
  },
};
