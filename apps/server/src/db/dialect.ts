import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** BIGINT holds epoch milliseconds and hundredths; both fit in a safe integer, or we fail loudly. */
function parseSafeBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`BIGINT outside the safe integer range: ${text}`);
  return value;
}

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers run beside the writer; FULL sync makes a commit survive power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

function openPostgres(url: string): Kysely<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.INT8 ? parseSafeBigint : pg.types.getTypeParser(oid, format),
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(database: Config['database']): Db {
  const kysely = database.kind === 'sqlite' ? openSqlite(database.file) : openPostgres(database.url);
  return {
    kysely,
    dialect: database.kind,
    async ping() {
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
      }
    },
    close: () => kysely.destroy(),
  };
}
