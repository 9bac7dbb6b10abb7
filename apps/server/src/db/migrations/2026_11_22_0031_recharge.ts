import { sql } from 'kysely';
import type { LootbayMigration } from '../migration';

export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('recharge_packages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('amount', t.bigint, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('coins', t.bigint, (c) => c.notNull().check(sql`coins > 0`))
      .addColumn('bonus_percent', 'integer', (c) => c.notNull().defaultTo(0).check(sql`bonus_percent between 0 and 30`))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('recharge_pay_types')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('name_br', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('recharge_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('custom_min', t.bigint, (c) => c.notNull())
      .addColumn('custom_max', t.bigint, (c) => c.notNull())
      .addColumn('first_bonus_percent', 'integer', (c) => c.notNull().check(sql`first_bonus_percent between 0 and 30`))
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('recharge_orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('package_id', 'text')
      .addColumn('pay_type', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('awaiting', 'success', 'timeout')`))
      .addColumn('amount_paid', t.bigint, (c) => c.notNull().check(sql`amount_paid > 0`))
      .addColumn('coins', t.bigint, (c) => c.notNull())
      .addColumn('bonus', t.bigint, (c) => c.notNull())
      .addColumn('first_bonus', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('amount_received', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('provider_event_id', 'text')
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('expires_at', t.bigint, (c) => c.notNull())
      .addColumn('paid_at', t.bigint)
      .execute();
    await db.schema.createIndex('recharge_orders_user').on('recharge_orders').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('recharge_orders_due').on('recharge_orders').columns(['status', 'expires_at']).execute();
    await db.schema
      .createTable('recharge_first_bonuses')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('pay_callbacks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('order_no', 'text')
      .addColumn('event_id', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('received_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pay_callbacks_order').on('pay_callbacks').columns(['order_no', 'received_at']).execute();
    await db.schema
      .createTable('redemption_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('max_uses', 'integer', (c) => c.notNull().check(sql`max_uses > 0`))
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', t.bigint)
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addCheckConstraint('redemption_codes_within_uses', sql`used_count between 0 and max_uses`)
      .execute();
    await db.schema
      .createTable('redemption_uses')
      .addColumn('code', 'text', (c) => c.notNull().references('redemption_codes.code'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('redemption_uses_pk', ['code', 'user_id'])
      .execute();
  },
};
