import { sql, type ExpressionBuilder, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { DialectName } from '../db/dialect';
import { unitOf, type Trx } from '../db/unit-of-work';
import type { JobRow, JobsTable, NewJob } from './jobs.table';

/** A claim is one attempt by one owner; only that attempt may settle the job or renew its lease. */
export interface JobClaim {
  readonly id: string;
  readonly owner: string;
  readonly attempt: number;
}

/** Inserts a job unless one with the same dedupe key exists; true when this call created it. */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values(job)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A pending job done without a run, written with the transaction's appends: nothing in it reads the job. */
export function dismissPendingJob(trx: Trx, dedupeKey: string, now: number): void {
  unitOf(trx).appendWrite(sql`update jobs set status = 'done', finished_at = ${now}, updated_at = ${now} where dedupe_key = ${dedupeKey} and status = 'pending'`);
}

export async function findJobIdByDedupeKey(db: Kysely<Database>, dedupeKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('jobs').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  return row?.id;
}

export function findJob(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Due: pending and its time has come, or running under a lease that has lapsed (its owner died). */
function claimable(kinds: readonly string[], now: number) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb('kind', 'in', kinds),
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    ]);
}

/**
 * Claims up to `limit` due jobs for `owner` in one statement, so a job goes to one claimant.
 * PostgreSQL: the subquery locks its rows with SKIP LOCKED, so racing instances take disjoint
 * sets instead of waiting on each other, and the outer WHERE checks the rows again as updated.
 * SQLite has one writer: the conditional UPDATE … RETURNING is atomic on its own.
 */
export function claimDueJobs(
  db: Kysely<Database>,
  dialect: DialectName,
  claim: { owner: string; now: number; leaseUntil: number; kinds: readonly string[]; limit: number },
): Promise<JobRow[]> {
  const due = claimable(claim.kinds, claim.now);
  const candidates = db.selectFrom('jobs').select('id').where(due).orderBy('run_at').limit(claim.limit);
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_owner: claim.owner,
      lease_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: claim.now,
    }))
    .where('id', 'in', dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates)
    .where(due)
    .returningAll()
    .execute();
}

/** Changes a job only while the given claim still holds it; false when another claim took over. */
export async function updateClaimedJob(db: Kysely<Database>, claim: JobClaim, changes: Updateable<JobsTable>): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(changes)
    .where('id', '=', claim.id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', claim.owner)
    .where('attempts', '=', claim.attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Extends the leases of jobs an owner is still running. */
export async function renewLeases(
  db: Kysely<Database>,
  renewal: { ids: readonly string[]; owner: string; leaseUntil: number; now: number },
): Promise<void> {
  if (renewal.ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set({ lease_until: renewal.leaseUntil, updated_at: renewal.now })
    .where('id', 'in', renewal.ids)
    .where('status', '=', 'running')
    .where('lease_owner', '=', renewal.owner)
    .execute();
}

/** Deletes finished (done) jobs of kinds starting with `kindPrefix` that finished before a time. */
export async function deleteFinishedJobs(db: Kysely<Database>, kindPrefix: string, finishedBefore: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('kind', 'like', `${kindPrefix}%`)
    .where('status', '=', 'done')
    .where('finished_at', '<', finishedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
