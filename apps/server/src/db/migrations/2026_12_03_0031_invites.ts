import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * Invites and three-tier rebates. A promoter's rebate of a site day is one settlement row, unique
 * per promoter and day, written in the transaction that records its lines and credits the
 * claimable amount: a second run, a concurrent one or a rerun after a crash finds the row and
 * settles nothing twice. Claims move the claimable amount with a conditional update.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('invite_settlements')
      .addColumn('promoter_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('invitees', 'integer', (c) => c.notNull())
      .addColumn('settled_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('invite_settlements_pk', ['promoter_id', 'day'])
      .execute();
    await appendOnly(db, dialect, 'invite_settlements');

    await db.schema
      .createTable('invite_rebates')
      .addColumn('promoter_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('invitee_id', 'text', (c) => c.notNull())
      .addColumn('tier', 'integer', (c) => c.notNull())
      .addColumn('recharged', t.bigint, (c) => c.notNull())
      .addColumn('rate', 'integer', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('invite_rebates_pk', ['promoter_id', 'day', 'invitee_id'])
      .execute();
    await appendOnly(db, dialect, 'invite_rebates');

    await db.schema
      .createTable('invite_balances')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('settled', t.bigint, (c) => c.notNull())
      .addColumn('claimed', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .addCheckConstraint('invite_balances_claimed', sql`claimed >= 0 and claimed <= settled`)
      .execute();

    await db.schema
      .createTable('invite_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('settled_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invite_rates')
      .addColumn('level', 'integer', (c) => c.primaryKey())
      .addColumn('tier1', 'integer', (c) => c.notNull())
      .addColumn('tier2', 'integer', (c) => c.notNull())
      .addColumn('tier3', 'integer', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('invite_promoters')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('granted_at', t.bigint, (c) => c.notNull())
      .execute();
  },
};
