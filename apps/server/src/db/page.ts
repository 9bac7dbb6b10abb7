import type { SelectQueryBuilder } from 'kysely';

/** One page of a list and how many rows the whole list has. */
export interface Page<Row> {
  readonly list: Row[];
  readonly total: number;
}

/**
 * Reads `limit` rows from `offset` of an ordered query, and counts the query's rows: the count
 * is the same query without its selection and order, so both read the same rows by the same
 * filters. Not for queries that group or select distinct rows, whose count this would not be.
 */
export async function readWindow<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>, limit: number, offset: number): Promise<Page<Row>> {
  const counting = query.clearSelect().clearOrderBy().select((eb) => eb.fn.countAll<number | string>().as('total'));
  const [list, counted] = await Promise.all([query.limit(limit).offset(offset).execute(), counting.executeTakeFirstOrThrow() as Promise<{ total: number | string }>]);
  return { list, total: Number(counted.total) };
}

/** Page `page` (from 1) of `size` rows of an ordered query, and the query's row count. */
export function readPage<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>, page: number, size: number): Promise<Page<Row>> {
  return readWindow(query, size, (page - 1) * size);
}
