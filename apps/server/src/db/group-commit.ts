import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { bindUnit, Unit, type UnitLog, type Work } from './unit-of-work';

/** More works than this wait for the next group, so one group never holds the connection long. */
export const MAX_GROUP_SIZE = 64;

interface Job {
  readonly work: Work<unknown>;
  readonly unit: Unit;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  outcome?: { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };
}

/**
 * Group commit for SQLite. A durable commit costs an fsync that blocks the one connection (and,
 * with better-sqlite3, the event loop); so the works that arrive together run one after another
 * in one transaction, each inside its own savepoint, and share one commit. A work that fails rolls
 * back to its savepoint without touching the others. Every work is answered only after the shared
 * commit, so nothing is acknowledged that a crash could take back (I14); if the commit fails,
 * every work of the group fails and nothing of it was written.
 *
 * `inTransaction` is the connection's own flag: SQLite rolls a whole transaction back by itself on
 * some errors (disk full, I/O), and the works after that must not run outside a transaction.
 */
export function groupCommit(kysely: Kysely<Database>, inTransaction: () => boolean, log: UnitLog) {
  let queue: Job[] = [];
  let draining = false;

  async function runGroup(group: readonly Job[]): Promise<void> {
    try {
      await kysely.transaction().execute(async (trx) => {
        for (const job of group) {
          if (!inTransaction()) throw new Error('the group transaction ended early');
          await sql`savepoint work`.execute(trx);
          bindUnit(trx, job.unit);
          try {
            const value = await job.work(trx);
            await job.unit.runBeforeCommit(trx);
            await sql`release work`.execute(trx);
            job.outcome = { ok: true, value };
          } catch (error) {
            job.outcome = { ok: false, error };
            if (!inTransaction()) throw error;
            await sql`rollback to work`.execute(trx);
            await sql`release work`.execute(trx);
          }
        }
      });
    } catch (error) {
      for (const job of group) job.reject(job.outcome?.ok === false ? job.outcome.error : error);
      return;
    }
    for (const job of group) {
      const outcome = job.outcome;
      if (outcome?.ok) {
        job.resolve(outcome.value);
        job.unit.runAfterCommit(log);
      } else job.reject(outcome?.error);
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const group = queue.slice(0, MAX_GROUP_SIZE);
        queue = queue.slice(MAX_GROUP_SIZE);
        await runGroup(group);
        // Let the requests that arrived meanwhile reach their own transaction call first.
        if (queue.length > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      draining = false;
    }
  }

  return function transaction<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, unit: new Unit(false), resolve: resolve as (value: unknown) => void, reject });
      if (draining) return;
      draining = true;
      // Start on the next turn: the requests read in this turn of the event loop join the group.
      setImmediate(() => void drain());
    });
  };
}
