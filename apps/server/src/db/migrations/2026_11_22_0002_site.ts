import type { LootbayMigration } from '../migration';

export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('sys_config')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('notices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title_cn', 'text', (c) => c.notNull())
      .addColumn('title_br', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('body_cn', 'text', (c) => c.notNull())
      .addColumn('body_br', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('published_at', t.bigint, (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
