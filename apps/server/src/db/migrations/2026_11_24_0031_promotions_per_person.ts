import { sql } from 'kysely';
import type { LootbayMigration } from '../migration';

/**
 * Promotions are claimed once per person, not per account: one row per promotion (a redemption
 * code, the first-recharge bonus) and person (the verified owner behind an account, whose
 * sub-accounts share it), so racing claims of one family find the same primary key. Claims already
 * made by accounts move over under their owner, the earliest one first; the per-account tables
 * they replace go.
 */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('promotion_claims')
      .addColumn('promotion', 'text', (c) => c.notNull())
      .addColumn('person', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('promotion_claims_pk', ['promotion', 'person'])
      .execute();
    // `where true` keeps SQLite from reading `on conflict` as part of the join.
    await sql`
      insert into promotion_claims (promotion, person, user_id, reference, created_at)
      select 'code:' || r.code, u.owner_id, r.user_id, 'code:' || r.code, r.created_at
      from redemption_uses r join users u on u.id = r.user_id where true order by r.created_at
      on conflict do nothing`.execute(db);
    await sql`
      insert into promotion_claims (promotion, person, user_id, reference, created_at)
      select 'first_recharge', u.owner_id, f.user_id, 'order:' || f.order_no, f.created_at
      from recharge_first_bonuses f join users u on u.id = f.user_id where true order by f.created_at
      on conflict do nothing`.execute(db);
    await db.schema.dropTable('redemption_uses').execute();
    await db.schema.dropTable('recharge_first_bonuses').execute();
  },
};
