import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { Draw, FairnessService, RollView } from '../fairness/fairness.service';
import { readPage, type Page } from '../../db/page';
import { unitOf, type Trx } from '../../db/unit-of-work';

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
    /** The play's record goes with its appends: no play reads its own record back. */
    append(trx: Trx, row: Insertable<Database[Table]>): void {
      unitOf(trx).append(table, [row]);
    },
    async find(db: Kysely<Database>, id: string): Promise<Row | undefined> {
      return (await from(db).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    },
    /** A member's plays, newest first. */
    async page(db: Kysely<Database>, userId: string, page: number, size: number): Promise<Page<Row>> {
      return (await readPage(from(db).selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc'), page, size)) as Page<Row>;
    },
  };
}

/** A game's record with the roll of the round ledger that decided it. */
export interface Rolled<Row> {
  readonly row: Row;
  readonly roll: RollView;
}

/** The roll a play just drew, as the histories show it. */
export function rollViewOf(draw: Draw): RollView {
  return { id: draw.rollId, publicHash: draw.publicHash, seed: draw.seed, round: draw.round, index: draw.index, rollPoint: draw.rollPoint };
}

/** Records with their rolls, read in one call; a record without its roll is a broken ledger. */
export async function withRolls<Row extends { readonly id: string; readonly roll_id: string }>(rolls: FairnessService['rolls'], rows: readonly Row[]): Promise<Rolled<Row>[]> {
  const found = await rolls(rows.map((row) => row.roll_id));
  return rows.map((row) => {
    const roll = found.get(row.roll_id);
    if (!roll) throw new Error(`game record ${row.id} has no roll in the round ledger`);
    return { row, roll };
  });
}
