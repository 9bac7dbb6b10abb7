import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../../src/config';
import { openDatabase, type Db, type DialectName } from '../../src/db/dialect';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrator';

/** PostgreSQL runs when TEST_DATABASE_URL is set (CI requires it); SQLite always runs. */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];

export const TEST_DIALECTS: readonly DialectName[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  readonly db: Db;
  readonly config: Config['database'];
  /** Closes the connection and drops everything the test created. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory SQLite one, or a new schema of the PostgreSQL test
 * database (the connection's search_path points at it), so test files never see each other's rows.
 */
export async function createTestDatabase(dialect: DialectName, options: { migrateUpTo?: string } = {}): Promise<TestDatabase> {
  const migrate = (db: Db) => (options.migrateUpTo ? migrateUpTo(db, options.migrateUpTo) : migrateToLatest(db));
  if (dialect === 'sqlite') {
    const config = { kind: 'sqlite', file: ':memory:' } as const;
    const db = openDatabase(config);
    await migrate(db);
    return { db, config, dispose: () => db.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const config = { kind: 'postgres', url: url.toString() } as const;
  const db = openDatabase(config);
  await migrate(db);
  return {
    db,
    config,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** Removes the append-only triggers of tables, for tests that must stage what the database refuses. */
export async function dropAppendOnlyGuards(database: TestDatabase, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const names = database.db.dialect === 'sqlite' ? [`${table}_no_update`, `${table}_no_delete`] : [`${table}_append_only`, `${table}_no_truncate`];
    for (const name of names) await sql.raw(database.db.dialect === 'sqlite' ? `drop trigger ${name}` : `drop trigger ${name} on ${table}`).execute(database.db.kysely);
  }
}

/** Removes the guards of result tables (migration.ts `guardRows`), as an administrator could: for tests of what still shows a rewrite. */
export async function dropRowGuards(database: TestDatabase, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const names = database.db.dialect === 'sqlite' ? [`${table}_guard_update`, `${table}_guard_delete`] : [`${table}_guard_update`, `${table}_guard_truncate`];
    for (const name of names) await sql.raw(database.db.dialect === 'sqlite' ? `drop trigger ${name}` : `drop trigger ${name} on ${table}`).execute(database.db.kysely);
  }
}
