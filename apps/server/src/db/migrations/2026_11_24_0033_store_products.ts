import type { LootbayMigration } from '../migration';

/** What each in-app product of the App Store and Google Play buys: one recharge package. */
export const migration: LootbayMigration = {
  async up(db) {
    await db.schema
      .createTable('recharge_store_products')
      .addColumn('store', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('package_id', 'text', (c) => c.notNull().references('recharge_packages.id'))
      .addPrimaryKeyConstraint('recharge_store_products_pk', ['store', 'product_id'])
      .execute();
  },
};
