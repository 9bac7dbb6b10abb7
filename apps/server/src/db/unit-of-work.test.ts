import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestDatabase, type TestDatabase } from '../../test/helpers/databases';
import { openDatabase } from './dialect';
import { migrateToLatest } from './migrator';
import { unitOf, writeAndRead } from './unit-of-work';

const config = (code: string, value: string) => ({ code, value, updated_at: 0 });

describe.each(TEST_DIALECTS)('unit of work on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.dispose());

  const read = async (code: string) => (await database.db.kysely.selectFrom('sys_config').select('value').where('code', '=', code).executeTakeFirst())?.value;

  it('commits a work and answers its value; a failing work leaves nothing', async () => {
    expect(await database.db.transaction(async (trx) => (await trx.insertInto('sys_config').values(config('kept', 'yes')).execute(), 'done'))).toBe('done');
    await expect(
      database.db.transaction(async (trx) => {
        await trx.insertInto('sys_config').values(config('lost', 'no')).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await read('kept')).toBe('yes');
    expect(await read('lost')).toBeUndefined();
  });

  it('runs before-commit hooks last inside the transaction and after-commit hooks only after a commit', async () => {
    const order: string[] = [];
    await database.db.transaction(async (trx) => {
      const unit = unitOf(trx);
      unit.beforeCommit(async () => {
        order.push('before');
        await trx.insertInto('sys_config').values(config('hooked', 'in')).execute();
      });
      unit.afterCommit(async () => order.push(`after:${await read('hooked')}`));
      order.push('work');
    });
    await expect.poll(() => order).toEqual(['work', 'before', 'after:in']);

    const never: string[] = [];
    await expect(
      database.db.transaction(async (trx) => {
        unitOf(trx).afterCommit(() => never.push('after'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(never).toEqual([]);
  });

  it('writes appended rows and writes with the commit, after the work and its hooks, and none of a failing work', async () => {
    const seen: (string | undefined)[] = [];
    await database.db.transaction(async (trx) => void (await trx.insertInto('sys_config').values(config('written-at-end', '0')).execute()));
    await database.db.transaction(async (trx) => {
      const unit = unitOf(trx);
      unit.append('sys_config', [config('appended-a', '1'), config('appended-b', '2')]);
      unit.append('sys_config', [config('appended-c', '3')]);
      unit.appendWrite(sql`update sys_config set value = ${'5'} where code = ${'written-at-end'}`);
      unit.beforeCommit(async () => {
        seen.push((await trx.selectFrom('sys_config').select('value').where('code', '=', 'appended-c').executeTakeFirst())?.value);
        unit.append('sys_config', [config('appended-by-hook', '4')]);
      });
      seen.push((await trx.selectFrom('sys_config').select('value').where('code', '=', 'appended-a').executeTakeFirst())?.value);
    });
    expect(seen).toEqual([undefined, undefined]);
    expect(await Promise.all(['appended-a', 'appended-b', 'appended-c', 'appended-by-hook', 'written-at-end'].map(read))).toEqual(['1', '2', '3', '4', '5']);

    await expect(
      database.db.transaction(async (trx) => {
        unitOf(trx).append('sys_config', [config('appended-lost', 'no')]);
        unitOf(trx).beforeCommit(() => Promise.reject(new Error('refused at the end')));
      }),
    ).rejects.toThrow('refused at the end');
    // A duplicate among the appends fails the work at its end, with nothing of it kept.
    await expect(database.db.transaction(async (trx) => void unitOf(trx).append('sys_config', [config('appended-dup', '1'), config('appended-a', 'again')]))).rejects.toThrow();
    expect(await read('appended-lost')).toBeUndefined();
    expect(await read('appended-dup')).toBeUndefined();
    expect(await read('appended-a')).toBe('1');
  });

  it('reads with the appends what the work wrote before them, on PostgreSQL in their statement', async () => {
    const seen: Record<string, unknown> = {};
    const statementsOf = async (reads: boolean, suffix: string) => {
      const before = database.db.statements();
      await database.db.transaction(async (trx) => {
        await trx.insertInto('sys_config').values(config(`written${suffix}`, 'before')).execute();
        const unit = unitOf(trx);
        unit.append('sys_config', [config(`appended-1${suffix}`, '1')]);
        unit.append('sys_config', [config(`appended-2${suffix}`, '2')]);
        if (!reads) return;
        unit.appendRead(sql<{ value: string }>`select value from sys_config where code = ${`written${suffix}`}`, (rows) => (seen['value'] = rows));
        unit.appendRead(sql<{ n: number }>`select count(*) as n from sys_config where code like ${'appended-%'}`, (rows) => (seen['appended'] = Number(rows[0]!.n)));
      });
      return database.db.statements() - before;
    };
    const withoutReads = await statementsOf(false, '');
    const withReads = await statementsOf(true, '-read');
    expect(seen).toEqual({ value: [{ value: 'before' }], appended: 2 });
    expect(await read('appended-2-read')).toBe('2');
    // On PostgreSQL the first read is the appends' answer; only the second costs a statement.
    expect(withReads - withoutReads).toBe(dialect === 'postgres' ? 1 : 2);

    let used = false;
    await expect(
      database.db.transaction(async (trx) => {
        unitOf(trx).appendRead(sql`select 1 as one`, () => (used = true));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(used).toBe(false);
  });

  it('sends a write and an independent read together, on PostgreSQL as one statement', async () => {
    await database.db.transaction(async (trx) => void (await trx.insertInto('sys_config').values([config('shelf-a', 'a'), config('shelf-b', 'b')]).execute()));
    const insert = (code: string) => sql<{ code: string }>`insert into sys_config (code, value, updated_at) values (${code}, ${'new'}, ${0}) on conflict do nothing returning code`;
    const shelf = sql<{ code: string; value: string }>`select code, value from sys_config where code like ${'shelf-%'} order by code`;
    const statementsOf = async <T>(work: Parameters<typeof database.db.transaction<T>>[0]) => {
      const before = database.db.statements();
      const value = await database.db.transaction(work);
      return { value, statements: database.db.statements() - before };
    };
    const empty = await statementsOf(async () => undefined);
    const { value: first, statements } = await statementsOf((trx) => writeAndRead(trx, insert('shelf-c'), shelf));
    // The read does not see the write of its own statement on PostgreSQL; on SQLite it runs after it.
    expect(first.written).toEqual([{ code: 'shelf-c' }]);
    expect(first.read.slice(0, 2)).toEqual([
      { code: 'shelf-a', value: 'a' },
      { code: 'shelf-b', value: 'b' },
    ]);
    expect(statements - empty.statements).toBe(dialect === 'postgres' ? 1 : 2);
    const again = await database.db.transaction((trx) => writeAndRead(trx, insert('shelf-c'), sql<{ code: string }>`select code from sys_config where code = ${'no-such-shelf'}`));
    expect(again).toEqual({ written: [], read: [] });
    expect(await read('shelf-c')).toBe('new');
  });

  it('keeps per-transaction state apart between concurrent works', async () => {
    const owner = Symbol('test');
    const seen = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        database.db.transaction(async (trx) => {
          const state = unitOf(trx).state(owner, () => ({ index, count: 0 }));
          state.count += 1;
          unitOf(trx).state(owner, () => ({ index: -1, count: 0 })).count += 1;
          return state;
        }),
      ),
    );
    expect(seen.map((state) => state.count)).toEqual(Array(10).fill(2));
    expect(seen.map((state) => state.index)).toEqual(seen.map((_, index) => index));
  });

  it('refuses hooks on a transaction that is not a unit of work', async () => {
    await expect(database.db.kysely.transaction().execute(async (trx) => unitOf(trx))).rejects.toThrow(/db.transaction/);
  });

  it('lets concurrent works fail alone: the others commit', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        database.db.transaction(async (trx) => {
          await trx.insertInto('sys_config').values(config(`w${index}`, String(index))).execute();
          // A duplicate key fails in the middle of a work whose earlier write must vanish with it.
          if (index % 3 === 0) await trx.insertInto('sys_config').values(config(`w${index}`, 'again')).execute();
          return index;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 12 }, (_, index) => (index % 3 === 0 ? 'rejected' : 'fulfilled')));
    for (let index = 0; index < 12; index += 1) expect(await read(`w${index}`)).toBe(index % 3 === 0 ? undefined : String(index));
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('unit of work on postgres under deadlock', () => {
  it('runs a work again when PostgreSQL aborts it as a deadlock', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await database.db.kysely.insertInto('sys_config').values([config('a', '0'), config('b', '0')]).execute();
      let attempts = 0;
      const touch = (first: string, second: string) =>
        database.db.transaction(async (trx) => {
          attempts += 1;
          await sql`update sys_config set value = value || '+' where code = ${first}`.execute(trx);
          await sql`select pg_sleep(0.1)`.execute(trx);
          await sql`update sys_config set value = value || '+' where code = ${second}`.execute(trx);
        });
      await Promise.all([touch('a', 'b'), touch('b', 'a')]);
      // Two works, and at least one more attempt for the one PostgreSQL chose as the deadlock's victim.
      expect(attempts).toBeGreaterThanOrEqual(3);
      const rows = await database.db.kysely.selectFrom('sys_config').select(['code', 'value']).where('code', 'in', ['a', 'b']).execute();
      expect(rows.map((row) => row.value)).toEqual(['0++', '0++']);
    } finally {
      await database.dispose();
    }
  });
});

describe('group commit on a SQLite file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-group-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('commits the works that arrive together at once, and each is on disk when it is answered', async () => {
    const file = path.join(dir, 'group.db');
    const db = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    // A second connection to the file, read synchronously the moment each work is committed.
    const reader = new SQLite(file, { readonly: true });
    const committed = () => (reader.prepare(`select count(*) as n from sys_config where code like 'g%'`).get() as { n: number }).n;
    const seenAtCommit: number[] = [];
    const answered = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction(async (trx) => {
          await trx.insertInto('sys_config').values(config(`g${index}`, String(index))).execute();
          unitOf(trx).afterCommit(() => seenAtCommit.push(committed()));
          return index;
        }),
      ),
    );
    expect(answered).toEqual(Array.from({ length: 20 }, (_, index) => index));
    // One shared commit: when the first work is committed, so are all twenty.
    expect(seenAtCommit).toEqual(Array(20).fill(20));
    reader.close();
    await db.close();
  });
});
