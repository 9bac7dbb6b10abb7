import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { plannedOnce } from './planned-once';

/** Distinct statements kept prepared; the queries of the server are far fewer than this. */
const CAPACITY = 512;

/**
 * Kysely prepares every statement anew; preparing costs more than running most of ours. The
 * same SQL text always gives the same plan, so prepared statements are kept, least recently used
 * out first. better-sqlite3 runs a statement to completion before the next starts, so sharing one
 * is safe. Each is planned once for every value it is given (see `plannedOnce`).
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(text: string): SqliteStatement {
      const cached = prepared.get(text);
      if (cached) {
        prepared.delete(text);
        prepared.set(text, cached);
        return cached;
      }
      const statement = database.prepare(plannedOnce(text)) as unknown as SqliteStatement;
      prepared.set(text, statement);
      if (prepared.size > CAPACITY) prepared.delete(prepared.keys().next().value as string);
      return statement;
    },
  };
}
