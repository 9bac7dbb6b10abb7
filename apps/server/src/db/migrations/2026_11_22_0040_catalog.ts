import type { LootbayMigration } from '../migration';

/** The catalogue: items (ornaments), box categories, boxes and their versioned odds. */
export const migration: LootbayMigration = {
  async up(db, t) {
    await db.schema
      .createTable('ornaments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cs2_id', 'integer', (c) => c.notNull())
      .addColumn('weapon_type', 'text', (c) => c.notNull())
      .addColumn('weapon_cn', 'text', (c) => c.notNull())
      .addColumn('weapon_br', 'text', (c) => c.notNull())
      .addColumn('weapon_en', 'text', (c) => c.notNull())
      .addColumn('skin_cn', 'text', (c) => c.notNull())
      .addColumn('skin_br', 'text', (c) => c.notNull())
      .addColumn('skin_en', 'text', (c) => c.notNull())
      .addColumn('rarity', 'text', (c) => c.notNull())
      .addColumn('grade', 'integer', (c) => c.notNull())
      .addColumn('wear', 'text', (c) => c.notNull())
      .addColumn('wear_value', 'double precision', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('box_categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('name_br', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('boxes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('name_br', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('category_id', 'text', (c) => c.notNull().references('box_categories.id'))
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('expected_return', t.bigint, (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addColumn('updated_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('boxes_category').on('boxes').columns(['category_id', 'sort']).execute();

    // Odds never change in place: each edit of a box's item list is a new version.
    await db.schema
      .createTable('box_odds_versions')
      .addColumn('box_id', 'text', (c) => c.notNull().references('boxes.id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('expected_return', t.bigint, (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('box_odds_versions_pk', ['box_id', 'version'])
      .execute();

    await db.schema
      .createTable('box_odds')
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull().references('ornaments.id'))
      .addColumn('roll_from', 'integer', (c) => c.notNull())
      .addColumn('roll_to', 'integer', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint('box_odds_pk', ['box_id', 'version', 'position'])
      .addForeignKeyConstraint('box_odds_version_fk', ['box_id', 'version'], 'box_odds_versions', ['box_id', 'version'])
      .execute();
  },
};
