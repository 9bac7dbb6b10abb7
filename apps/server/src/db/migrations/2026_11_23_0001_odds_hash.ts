import { sql, type Kysely } from 'kysely';
import { boxOddsId, oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { appendOnly, type LootbayMigration } from '../migration';

interface VersionRow {
  box_id: string;
  version: number;
  price: number;
}

interface OddsRow {
  box_id: string;
  version: number;
  ornament_id: string;
  roll_from: number;
  roll_to: number;
  price: number;
}

/**
 * Odds become tamper-evident: each version gets the hash of its canonical text (computed here for
 * the versions published so far), and versions and their item lists refuse UPDATE and DELETE.
 */
export const migration: LootbayMigration = {
  async up(db: Kysely<unknown>, _types, dialect) {
    await db.schema.alterTable('box_odds_versions').addColumn('hash', 'text', (c) => c.notNull().defaultTo('')).execute();
    const versions = (await sql<VersionRow>`select box_id, version, price from box_odds_versions`.execute(db)).rows;
    const items = (await sql<OddsRow>`select box_id, version, ornament_id, roll_from, roll_to, price from box_odds order by box_id, version, position`.execute(db)).rows;
    for (const version of versions) {
      const entries = items
        .filter((item) => item.box_id === version.box_id && Number(item.version) === Number(version.version))
        .map((item) => ({ from: Number(item.roll_from), to: Number(item.roll_to), itemId: item.ornament_id, price: Number(item.price) }));
      const hash = await oddsHash({ id: boxOddsId(version.box_id, Number(version.version)), price: Number(version.price), entries });
      await sql`update box_odds_versions set hash = ${hash} where box_id = ${version.box_id} and version = ${version.version}`.execute(db);
    }
    await appendOnly(db, dialect, 'box_odds_versions');
    await appendOnly(db, dialect, 'box_odds');
  },
};
