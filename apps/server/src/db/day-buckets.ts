import { sql, type RawBuilder } from 'kysely';

/**
 * Which of consecutive periods a moment falls in: `bounds` are the periods' starts in order and
 * the end of the last, and the expression answers 0 for the first period, 1 for the next… Reports
 * group by it, so one query totals a range of calendar days in any time zone (days of 23 or 25
 * hours included). The query keeps its rows within `bounds[0]` and the last bound. The bounds are
 * written into the SQL as number literals, so the same expression in select and group by is the
 * same text on PostgreSQL.
 */
export function periodIndex(column: string, bounds: readonly number[]): RawBuilder<number> {
  if (bounds.length < 2 || bounds.some((bound) => !Number.isSafeInteger(bound))) throw new Error('periods need at least a start and an end, in whole ms');
  const cases = bounds.slice(1).map((end, index) => sql`when ${sql.ref(column)} < ${sql.lit(end)} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(cases, sql` `)} end`;
}
