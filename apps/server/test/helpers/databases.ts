import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Config } from '../../src/config';
import { openDatabase, type Db, type DialectName } from '../../src/db/dialect';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrator';
import { adminQuery, databaseUrl, dropDatabaseOnceClosed } from './postgres-admin';

/** PostgreSQL runs when TEST_DATABASE_URL is set (CI requires it); SQLite always runs. */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];

export const TEST_DIALECTS: readonly DialectName[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  readonly db: Db;
  readonly config: Config['database'];
  /** Closes the connection and drops everything the test created. */
  dispose(): Promise<void>;
}

/** The migrated SQLite database, serialized once per test process and copied for each test database. */
let sqliteImage: Buffer | undefined;

async function migratedSqliteImage(): Promise<Buffer> {
  if (!sqliteImage) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-image-'));
    const file = path.join(dir, 'migrated.db');
    const scratch = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(scratch);
    await sql`vacuum into ${file}`.execute(scratch.kysely);
    await scratch.close();
    sqliteImage = fs.readFileSync(file);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return sqliteImage;
}

/**
 * A fresh, migrated database: an in-memory SQLite one, or a PostgreSQL database of its own, so
 * test files never see each other's rows. Both are copies of one migrated database of the run
 * (a serialized SQLite image; the PostgreSQL template test/setup/postgres-template.ts makes);
 * only a database migrated part of the way runs its migrations.
 */
export async function createTestDatabase(dialect: DialectName, options: { migrateUpTo?: string } = {}): Promise<TestDatabase> {
  const partly = options.migrateUpTo;
  if (dialect === 'sqlite') {
    const config = { kind: 'sqlite', file: ':memory:' } as const;
    const db = openDatabase(config, undefined, partly ? {} : { image: await migratedSqliteImage() });
    if (partly) await migrateUpTo(db, partly);
    return { db, config, dispose: () => db.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lootbay_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(TEST_DATABASE_URL, partly ? `create database ${name}` : `create database ${name} template ${inject('postgresTemplate')}`);
  const config = { kind: 'postgres', url: databaseUrl(TEST_DATABASE_URL, name) } as const;
  const db = openDatabase(config);
  if (partly) await migrateUpTo(db, partly);
  return {
    db,
    config,
    async dispose() {
      await db.close();
      await dropDatabaseOnceClosed(TEST_DATABASE_URL!, name);
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
