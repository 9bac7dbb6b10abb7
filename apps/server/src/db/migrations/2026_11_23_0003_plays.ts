import { sql, type Kysely } from 'kysely';
import { appendOnly, type LootbayMigration } from '../migration';

/**
 * The play engine's record of every settled request: its idempotency key and content, the game
 * and game it belongs to, and whether it settles that game (once: a partial unique index). The
 * opens made so far become plays, one per open call.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, t, dialect) {
    await db.schema
      .createTable('plays')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_key', 'text', (c) => c.notNull().unique())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('game_ref', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('settles', 'integer', (c) => c.notNull().check(sql`settles in (0, 1)`))
      .addColumn('created_at', t.bigint, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('plays_settle_once').on('plays').columns(['game', 'game_ref']).unique().where(sql.ref('settles'), '=', 1).execute();

    await sql`
      insert into plays (id, request_key, content_hash, game, game_ref, user_id, settles, created_at)
      select batch_id, 'box_open:earlier:' || batch_id, '', 'box_open', batch_id, min(user_id), 1, min(created_at)
      from box_opens group by batch_id`.execute(db);
    await appendOnly(db, dialect, 'plays');
  },
};
