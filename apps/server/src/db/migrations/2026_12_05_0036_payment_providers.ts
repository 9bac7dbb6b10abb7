import type { LootbayMigration } from '../migration';

/**
 * Real payment providers. Which pay types a player is offered now follows from the providers the
 * server is configured with, so the table that named a provider per pay type goes. An order keeps
 * its checkout's reference at the provider (a Stripe session) and when the provider is next asked
 * about it (`next_query_at`, null when no one needs to ask), for orders whose notification never
 * came; and what the provider later gave back to the payer (`refunded_amount`, hundredths of the
 * payment), the coins taken back for it and those that were already spent.
 */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema.dropTable('recharge_pay_types').execute();
    await db.schema.alterTable('recharge_orders').addColumn('checkout_ref', 'text').execute();
    await db.schema.alterTable('recharge_orders').addColumn('next_query_at', t.bigint).execute();
    await db.schema.alterTable('recharge_orders').addColumn('queries', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('recharge_orders').addColumn('refunded_amount', t.bigint, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('recharge_orders').addColumn('reversed_coins', t.bigint, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('recharge_orders').addColumn('unrecovered_coins', t.bigint, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('recharge_orders_next_query').on('recharge_orders').column('next_query_at').execute();
  },
};
