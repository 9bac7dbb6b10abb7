import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Database } from './database';

/**
 * `insert into <table> (<columns>) values (…), (…)` as one plain SQL fragment. The play path
 * writes a handful of rows per request; building them through Kysely's query tree cost more than
 * running them, while this compiles in a few microseconds. Every row must have the same columns.
 */
export function insertRows<T extends keyof Database & string>(table: T, rows: readonly Insertable<Database[T]>[]): RawBuilder<unknown> {
  const first = rows[0];
  if (!first) throw new Error(`no rows to insert into ${table}`);
  const columns = Object.keys(first) as (keyof typeof first & string)[];
  const tuples = rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(tuples)}`;
}
