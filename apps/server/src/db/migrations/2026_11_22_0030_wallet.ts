import { sql } from 'kysely';
import type { LootbayMigration } from '../migration';

export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('ledger_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('user', 'system')`))
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('balance', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      // The database itself refuses a negative user balance, behind the conditional debit.
      .addCheckConstraint('ledger_accounts_user_not_negative', sql`owner_kind = 'system' or balance >= 0`)
      .addUniqueConstraint('ledger_accounts_owner_currency', ['owner_kind', 'owner_id', 'currency'])
      .execute();
    await db.schema
      .createTable('ledger_transfers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('debit_account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('credit_account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addCheckConstraint('ledger_transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
      .execute();
    await db.schema.createIndex('ledger_transfers_debit').on('ledger_transfers').columns(['debit_account_id', 'created_at']).execute();
    await db.schema.createIndex('ledger_transfers_credit').on('ledger_transfers').columns(['credit_account_id', 'created_at']).execute();
    await db.schema
      .createTable('wallet_members')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('auto_conversion', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('spent_coins', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
  },
};
