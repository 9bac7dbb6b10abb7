import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect';

/** Column types that differ between the two dialects; everything else is portable SQL. */
export interface ColumnTypes {
  /** 64-bit integers: money in hundredths, epoch milliseconds. */
  readonly bigint: 'bigint' | 'integer';
  /** JSON documents: jsonb on PostgreSQL, text on SQLite. */
  readonly json: 'jsonb' | 'text';
}

export function columnTypes(dialect: DialectName): ColumnTypes {
  return dialect === 'postgres' ? { bigint: 'bigint', json: 'jsonb' } : { bigint: 'integer', json: 'text' };
}

export interface LootbayMigration {
  up(db: Kysely<unknown>, types: ColumnTypes, dialect: DialectName): Promise<void>;
}

/**
 * Makes a table append-only: the database itself refuses UPDATE, DELETE (and, on PostgreSQL,
 * TRUNCATE), so records that prove what happened cannot be edited in place.
 */
export async function appendOnly(db: Kysely<unknown>, dialect: DialectName, table: string): Promise<void> {
  if (dialect === 'sqlite') {
    for (const action of ['update', 'delete']) {
      await sql
        .raw(`create trigger ${table}_no_${action} before ${action} on ${table} begin select raise(abort, '${table} is append-only'); end`)
        .execute(db);
    }
    return;
  }
  await sql`
    create or replace function lootbay_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name;
    end $$`.execute(db);
  await sql.raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function lootbay_append_only()`).execute(db);
  await sql.raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function lootbay_append_only()`).execute(db);
}
