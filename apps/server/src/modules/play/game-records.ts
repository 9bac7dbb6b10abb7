import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import type { Trx } from '../../db/unit-of-work';

/** Games that keep one record per play, named by the play's id, with its player and time. */
type OnePlayRecords = 'percentage_plays' | 'forge_plays';

/**
 * Reads and writes of a game's one-row-per-play records. Each game owns its table; this is the
 * same few statements over it, so they are written once.
 */
export function gameRecords<Table extends OnePlayRecords>(table: Table) {
  type Row = Selectable<Database[Table]>;
  // One table of the union at a time: Kysely types a query over a union of tables as their intersection.
  const from = (db: Kysely<Database>) => db.selectFrom(table as OnePlayRecords);
  return {
    async insert(trx: Trx, row: Insertable<Database[Table]>): Promise<void> {
      await insertRows(table, [row]).execute(trx);
    },
    async find(db: Kysely<Database>, id: string): Promise<Row | undefined> {
      return (await from(db).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    },
    /** A member's plays, newest first. */
    async page(db: Kysely<Database>, userId: string, page: number, size: number): Promise<{ rows: Row[]; total: number }> {
      const [rows, count] = await Promise.all([
        from(db).selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
        from(db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as Row[], total: Number(count.n) };
    },
  };
}
