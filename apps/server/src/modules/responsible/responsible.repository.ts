import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import type { BreakRow, LimitRow, ResponsibleBreaksTable, ResponsibleLimitsTable } from './responsible.table';

type Executor = Kysely<Database>;

/**
 * A person's limits. With `lock` on PostgreSQL the rows stay locked to the transaction, so two
 * plays of one person check their loss limit one after the other (SQLite writes one at a time).
 */
export function findLimits(db: Executor, ownerId: string, options: { kind?: string; lock?: DialectName } = {}): Promise<LimitRow[]> {
  let query = db.selectFrom('responsible_limits').selectAll().where('owner_id', '=', ownerId);
  if (options.kind !== undefined) query = query.where('kind', '=', options.kind);
  if (options.lock === 'postgres') query = query.forUpdate();
  return query.execute();
}

export async function upsertLimit(trx: Trx, row: ResponsibleLimitsTable): Promise<void> {
  await trx
    .insertInto('responsible_limits')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['owner_id', 'kind', 'period']).doUpdateSet({ amount: row.amount, pending: row.pending, pending_amount: row.pending_amount, applies_at: row.applies_at, updated_at: row.updated_at }),
    )
    .execute();
}

/**
 * The play gate's expressions over a person's breaks and loss limits, integers on both databases:
 * whether a break is in force at a moment, when the one in force that ends last ends (null for
 * none or never), and whether the person has loss limits.
 */
export function gateColumns(ownerId: RawBuilder<string>, now: number) {
  const inForce = sql`responsible_breaks where owner_id = ${ownerId} and started_at <= ${now} and ("until" is null or "until" > ${now})`;
  return {
    on_break: sql<number>`case when exists (select 1 from ${inForce}) then 1 else 0 end`,
    break_until: sql<number | null>`(select "until" from ${inForce} order by case when "until" is null then 1 else 0 end desc, "until" desc limit 1)`,
    loss_limits: sql<number>`case when exists (select 1 from responsible_limits where owner_id = ${ownerId} and kind = 'loss') then 1 else 0 end`,
  };
}

/** The break in force for a person at a moment: of those begun by then, the one that ends last. */
export async function findBreakInForce(db: Executor, ownerId: string, now: number): Promise<BreakRow | undefined> {
  const { rows } = await sql<BreakRow>`
    select * from responsible_breaks where owner_id = ${ownerId} and started_at <= ${now} and ("until" is null or "until" > ${now})`.execute(db);
  return rows.sort((a, b) => (a.until === null ? 1 : b.until === null ? -1 : Number(a.until) - Number(b.until))).at(-1);
}

export async function insertBreak(trx: Trx, row: ResponsibleBreaksTable): Promise<void> {
  await trx.insertInto('responsible_breaks').values(row).execute();
}

export async function findRealityCheckMinutes(db: Executor, userId: string): Promise<number | undefined> {
  return (await db.selectFrom('responsible_settings').select('reality_check_minutes').where('user_id', '=', userId).executeTakeFirst())?.reality_check_minutes;
}

export async function saveRealityCheckMinutes(db: Executor, userId: string, minutes: number, now: number): Promise<void> {
  await db
    .insertInto('responsible_settings')
    .values({ user_id: userId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
    .execute();
}

/** Serializes breaks of one person on PostgreSQL, so two racing requests cannot both decide from the same state. */
export async function lockPerson(trx: Trx, dialect: DialectName, ownerId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`responsible:${ownerId}`}))`.execute(trx);
}
