import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestDatabase, type TestDatabase } from '../../test/helpers/databases';
import { readPage, readWindow } from './page';

describe.each(TEST_DIALECTS)('a page of a list on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const rows = Array.from({ length: 7 }, (_, i) => ({ code: `page.${i}`, value: i % 2 === 0 ? 'even' : 'odd', updated_at: i }));
    await database.db.kysely.insertInto('sys_config').values(rows).execute();
  });
  afterAll(() => database.dispose());

  const evens = () => database.db.kysely.selectFrom('sys_config').select(['code', 'updated_at']).where('value', '=', 'even').orderBy('updated_at', 'desc');

  it('answers the page in the query order and counts every row the filter keeps', async () => {
    expect(await readPage(evens(), 1, 3)).toEqual({
      list: [
        { code: 'page.6', updated_at: 6 },
        { code: 'page.4', updated_at: 4 },
        { code: 'page.2', updated_at: 2 },
      ],
      total: 4,
    });
    expect(await readPage(evens(), 2, 3)).toEqual({ list: [{ code: 'page.0', updated_at: 0 }], total: 4 });
  });

  it('answers an empty list past the end with the same total', async () => {
    expect(await readPage(evens(), 5, 3)).toEqual({ list: [], total: 4 });
  });

  it('reads a window by limit and offset', async () => {
    expect(await readWindow(evens(), 2, 1)).toEqual({
      list: [
        { code: 'page.4', updated_at: 4 },
        { code: 'page.2', updated_at: 2 },
      ],
      total: 4,
    });
  });

  it('counts zero for a filter that keeps nothing', async () => {
    expect(await readPage(evens().where('code', '=', 'none'), 1, 10)).toEqual({ list: [], total: 0 });
  });
});
