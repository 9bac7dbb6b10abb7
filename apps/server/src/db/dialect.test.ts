import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestDatabase } from '../../test/helpers/databases';
import { openDatabase } from './dialect';
import { migrateToLatest } from './migrator';
import { MIGRATIONS } from './migrations';

describe('SQLite file database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-db-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates its folder and runs with WAL, full sync, foreign keys and a busy timeout', async () => {
    const file = path.join(dir, 'nested', 'lootbay.db');
    const db = openDatabase({ kind: 'sqlite', file });
    try {
      const pragma = async (name: string) => (await sql.raw(`pragma ${name}`).execute(db.kysely)).rows[0] as Record<string, unknown>;
      expect(Object.values(await pragma('journal_mode'))[0]).toBe('wal');
      expect(Object.values(await pragma('synchronous'))[0]).toBe(2);
      expect(Object.values(await pragma('foreign_keys'))[0]).toBe(1);
      expect(Object.values(await pragma('busy_timeout'))[0]).toBe(5000);
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('keeps what was migrated across a reopen and migrates nothing twice', async () => {
    const file = path.join(dir, 'reopen.db');
    const first = openDatabase({ kind: 'sqlite', file });
    expect(await migrateToLatest(first)).toEqual(Object.keys(MIGRATIONS).sort());
    await first.close();
    const second = openDatabase({ kind: 'sqlite', file });
    expect(await migrateToLatest(second)).toEqual([]);
    await second.close();
  });
});

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  it('create every table, and a second run applies nothing', async () => {
    const database = await createTestDatabase(dialect);
    try {
      expect(await migrateToLatest(database.db)).toEqual([]);
      // This database's own tables only: Kysely's introspection reads every schema on the server,
      // and fails when another test file drops its schema during the read.
      const listed =
        dialect === 'postgres'
          ? sql<{ name: string }>`select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`
          : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
      const tables = (await listed.execute(database.db.kysely)).rows.map((row) => row.name);
      expect(tables).toEqual(expect.arrayContaining(['jobs', 'sys_config', 'notices']));
      expect(await database.db.ping()).toBe(true);
    } finally {
      await database.dispose();
    }
  });

  it('reads 64-bit integers back as exact numbers', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const big = 9_007_199_254_740_991;
      await database.db.kysely.insertInto('sys_config').values({ code: 'big', value: 'x', updated_at: big }).execute();
      const row = await database.db.kysely.selectFrom('sys_config').select('updated_at').where('code', '=', 'big').executeTakeFirstOrThrow();
      expect(row.updated_at).toBe(big);
      expect(typeof row.updated_at).toBe('number');
    } finally {
      await database.dispose();
    }
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('PostgreSQL prepared statements', () => {
  it('prepares each parameterised statement once per connection, and runs DDL as it is', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const prepared = await database.db.transaction(async (trx) => {
        for (const code of ['a', 'b', 'c']) await trx.selectFrom('sys_config').select('value').where('code', '=', code).execute();
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'l%'`.execute(trx)).rows.map((row) => row.statement);
      });
      expect(prepared.filter((statement) => statement.includes('from "sys_config"'))).toHaveLength(1);
      await sql`create table prepared_probe (id int)`.execute(database.db.kysely);
    } finally {
      await database.dispose();
    }
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('PostgreSQL BIGINT guard', () => {
  it('refuses a value past the safe integer range instead of rounding it', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await expect(sql`select 9007199254740993::bigint as n`.execute(database.db.kysely)).rejects.toThrow(/safe integer/);
    } finally {
      await database.dispose();
    }
  });
});
