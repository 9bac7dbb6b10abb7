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

/** What the database lets the application change in a table whose rows record results. */
export interface RowGuard {
  /** A condition on `old` under which the row is final: no column may change any more. */
  readonly finalWhen: string;
  /** Columns no update may ever change. */
  readonly fixed: readonly string[];
  /** Further refusals, as conditions on `old` and `new` (`changed(column)` is portable). */
  readonly refuseWhen?: readonly string[];
}

/**
 * Guards a table whose rows move through states before they record a result: DELETE (and, on
 * PostgreSQL, TRUNCATE) is always refused, UPDATE is refused once the row is final or when it
 * touches a fixed column. Pair it with a database role that does not own the tables
 * (docs/operations.md), since an owner may switch triggers off.
 */
export async function guardRows(db: Kysely<unknown>, dialect: DialectName, table: string, guard: RowGuard): Promise<void> {
  const changed = (column: string) => (dialect === 'sqlite' ? `old.${column} is not new.${column}` : `old.${column} is distinct from new.${column}`);
  const portable = (condition: string) => condition.replace(/changed\((\w+)\)/g, (_, column: string) => changed(column));
  const refused = [`(${portable(guard.finalWhen)})`, ...guard.fixed.map(changed), ...(guard.refuseWhen ?? []).map((condition) => `(${portable(condition)})`)].join(' or ');
  if (dialect === 'sqlite') {
    await sql.raw(`create trigger ${table}_guard_delete before delete on ${table} begin select raise(abort, '${table} keeps its rows'); end`).execute(db);
    await sql.raw(`create trigger ${table}_guard_update before update on ${table} when ${refused} begin select raise(abort, '${table}: this change is refused'); end`).execute(db);
    return;
  }
  await sql
    .raw(
      `create or replace function ${table}_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or tg_op = 'TRUNCATE' then raise exception '% keeps its rows', tg_table_name; end if;
        if ${refused} then raise exception '%: this change is refused', tg_table_name; end if;
        return new;
      end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger ${table}_guard_update before update or delete on ${table} for each row execute function ${table}_guard()`).execute(db);
  await sql.raw(`create trigger ${table}_guard_truncate before truncate on ${table} for each statement execute function ${table}_guard()`).execute(db);
}
