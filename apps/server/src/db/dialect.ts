import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './database';
import { groupCommit } from './group-commit';
import { PreparedStatementsClient } from './prepared-client';
import { withStatementCache } from './statement-cache';
import { pooledTransactions, type UnitLog, type Work } from './unit-of-work';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: DialectName;
  /**
   * THE unit of work: runs the work in one transaction and answers once it committed. Hooks of
   * `unitOf(trx)` run just before and after the commit; on PostgreSQL a deadlock or serialization
   * failure reruns the whole work; on SQLite concurrent works share one commit (group commit).
   */
  transaction<T>(work: Work<T>): Promise<T>;
  /**
   * A write outside any work (a job's claim or settlement). On SQLite an autocommit is a durable
   * commit of its own whose fsync blocks the event loop, so there it joins the group commit;
   * PostgreSQL runs it on the pool as it is.
   */
  write<T>(statement: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Statements sent to the database since it was opened: on PostgreSQL each is a round trip, the cost a play is measured by. */
  statements(): number;
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

/** Counts every statement Kysely runs (its `log` hook sees each one, failed or not). */
function statementCounter() {
  let count = 0;
  return { log: () => void (count += 1), count: () => count };
}

function openSqlite(file: string, log: UnitLog, counter: ReturnType<typeof statementCounter>, image?: Buffer) {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = image ? new SQLite(image) : new SQLite(file);
  // WAL lets readers run beside the writer; FULL sync makes a commit survive power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), log: counter.log });
  return { kysely, transaction: groupCommit(kysely, () => database.inTransaction, log) };
}

function openPostgres(url: string, log: UnitLog, counter: ReturnType<typeof statementCounter>) {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.INT8 ? parseSafeBigint : pg.types.getTypeParser(oid, format),
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, max: 10, types, Client: PreparedStatementsClient });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: counter.log });
  return { kysely, transaction: pooledTransactions(kysely, log) };
}

const stderrLog: UnitLog = { warn: (object, message) => console.warn(message, object) };

export interface OpenOptions {
  /** An in-memory SQLite database starts as a copy of this serialized one (tests copy a migrated database). */
  readonly image?: Buffer;
}

export function openDatabase(database: Config['database'], log: UnitLog = stderrLog, options: OpenOptions = {}): Db {
  const counter = statementCounter();
  const { kysely, transaction } = database.kind === 'sqlite' ? openSqlite(database.file, log, counter, options.image) : openPostgres(database.url, log, counter);
  return {
    kysely,
    dialect: database.kind,
    transaction,
    write: database.kind === 'sqlite' ? transaction : (statement) => statement(kysely),
    statements: counter.count,
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
