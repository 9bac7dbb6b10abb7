import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * Box opens keep what the box game decided (box, odds version and its hash, price, item) and leave
 * the proof to the round ledger, where each open's roll is the row with the open's id. The table
 * becomes append-only; items won by an open now name the play that won them.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('box_opens_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('batch_id', 'text', (c) => c.notNull())
      // The open's place in its play: the boxes of one call roll consecutive rounds in this order.
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('box_id', 'text', (c) => c.notNull())
      .addColumn('odds_version', 'integer', (c) => c.notNull())
      .addColumn('odds_hash', 'text', (c) => c.notNull())
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('ornament_id', 'text', (c) => c.notNull())
      .addColumn('item_price', t.bigint, (c) => c.notNull())
      .addColumn('backpack_item_id', 'text', (c) => c.notNull())
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await sql`
      insert into box_opens_next (id, batch_id, position, user_id, box_id, odds_version, odds_hash, price, currency, ornament_id, item_price, backpack_item_id, created_at)
      select o.id, o.batch_id, (select count(*) from box_opens p where p.batch_id = o.batch_id and p.round < o.round), o.user_id, o.box_id, o.odds_version, v.hash,
             o.price, o.currency, o.ornament_id, o.item_price, o.backpack_item_id, o.created_at
      from box_opens o join box_odds_versions v on v.box_id = o.box_id and v.version = o.odds_version`.execute(db);
    await sql`
      update backpack_items set source_ref = 'box_open:' || (select o.batch_id from box_opens o where o.id = substr(backpack_items.source_ref, 10))
      where source_ref like 'box_open:%' and exists (select 1 from box_opens o where o.id = substr(backpack_items.source_ref, 10))`.execute(db);
    await db.schema.dropTable('box_opens').execute();
    await db.schema.alterTable('box_opens_next').renameTo('box_opens').execute();
    await db.schema.createIndex('box_opens_batch').on('box_opens').columns(['batch_id', 'position']).execute();
    await db.schema.createIndex('box_opens_user').on('box_opens').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('box_opens_box').on('box_opens').columns(['box_id', 'created_at']).execute();
    await db.schema.createIndex('box_opens_time').on('box_opens').columns(['created_at']).execute();
    await appendOnly(db, dialect, 'box_opens');
    await appendOnly(db, dialect, 'ledger_transfers');
  },
};
