import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db, type DialectName } from '../db/dialect';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/helpers/databases';
import { claimDueJobs, findJob, updateClaimedJob } from './jobs.repository';
import {
  createScheduler,
  occurrenceKey,
  OCCURRENCE_RETENTION_MS,
  purgeOccurrencesTask,
  type JobContext,
  type Scheduler,
  type SchedulerOptions,
} from './scheduler';

const T0 = Date.parse('2026-11-22T01:00:00.000Z');

/** Records what the scheduler logs, so a test can also check that nothing went wrong quietly. */
function recordingLog() {
  const entries: { level: 'error' | 'warn'; message: string }[] = [];
  return {
    entries,
    error: (_details: object, message: string) => void entries.push({ level: 'error', message }),
    warn: (_details: object, message: string) => void entries.push({ level: 'warn', message }),
  };
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}

describe.each(TEST_DIALECTS)('scheduler on %s', (dialect: DialectName) => {
  let database: TestDatabase;
  let clock: number;
  const peers: Db[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    clock = T0;
  });
  afterEach(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()));
    await database.dispose();
  });

  function scheduler(options: Partial<SchedulerOptions> = {}): Scheduler {
    return createScheduler({ db: database.db, owner: 'one', timeZone: 'Asia/Shanghai', log: recordingLog(), now: () => clock, ...options });
  }

  /**
   * Another instance on the same database: its own connection pool on PostgreSQL. SQLite serves
   * one instance, so there the second runner shares the connection, as two ticks of one process would.
   */
  function peerDb(): Db {
    if (dialect === 'sqlite') return database.db;
    const peer = openDatabase(database.config);
    peers.push(peer);
    return peer;
  }

  it('runs a job once it is due, with its payload, and marks it done', async () => {
    const runner = scheduler();
    const runs: { payload: unknown; job: JobContext }[] = [];
    runner.registerHandler<{ roundId: string }>('round.settle', async (payload, job) => void runs.push({ payload, job }));
    const { id, created } = await runner.enqueue({ kind: 'round.settle', runAt: T0 + 60_000, payload: { roundId: 'r1' } });
    expect(created).toBe(true);

    clock = T0 + 59_999;
    expect(await runner.runDueOnce()).toBe(0);
    clock = T0 + 60_000;
    expect(await runner.runDueOnce()).toBe(1);
    expect(await runner.runDueOnce()).toBe(0);

    expect(runs).toEqual([{ payload: { roundId: 'r1' }, job: { id, kind: 'round.settle', attempt: 1, runAt: T0 + 60_000 } }]);
    expect(await findJob(database.db.kysely, id)).toMatchObject({
      status: 'done',
      attempts: 1,
      finished_at: T0 + 60_000,
      lease_owner: null,
      lease_until: null,
      last_error: null,
    });
  });

  it('keeps one job per dedupe key', async () => {
    const runner = scheduler();
    let runs = 0;
    runner.registerHandler('payout.daily', async () => void (runs += 1));
    const first = await runner.enqueue({ kind: 'payout.daily', runAt: T0, payload: { day: '2026-11-21' }, dedupeKey: 'payout:2026-11-21' });
    const again = await runner.enqueue({ kind: 'payout.daily', runAt: T0 + 5, payload: { day: 'other' }, dedupeKey: 'payout:2026-11-21' });
    expect(again).toEqual({ id: first.id, created: false });
    await runner.runDueOnce();
    // Once done, the key still stands: the same work is not scheduled twice.
    const late = await runner.enqueue({ kind: 'payout.daily', runAt: T0, payload: {}, dedupeKey: 'payout:2026-11-21' });
    expect(late).toEqual({ id: first.id, created: false });
    expect(await runner.runDueOnce()).toBe(0);
    expect(runs).toBe(1);
    expect(JSON.parse((await findJob(database.db.kysely, first.id))?.payload ?? '')).toEqual({ day: '2026-11-21' });
  });

  it('enqueues inside the caller transaction, so a rollback takes the job with it', async () => {
    const runner = scheduler();
    runner.registerHandler('round.settle', async () => {});
    const kept = await database.db.transaction((trx) => runner.enqueueIn(trx, { kind: 'round.settle', runAt: T0, payload: {} }));
    let rolledBack = '';
    await expect(
      database.db.transaction(async (trx) => {
        rolledBack = (await runner.enqueueIn(trx, { kind: 'round.settle', runAt: T0, payload: {} })).id;
        throw new Error('the change that needed the job failed');
      }),
    ).rejects.toThrow('failed');
    expect(await findJob(database.db.kysely, kept.id)).toBeDefined();
    expect(await findJob(database.db.kysely, rolledBack)).toBeUndefined();
  });

  it('dismisses a pending job with the change that made it needless, and leaves one a scheduler holds to its run', async () => {
    const runner = scheduler();
    const runs: string[] = [];
    runner.registerHandler<{ name: string }>('round.step', async ({ name }) => void runs.push(name));
    const dismissed = await runner.enqueue({ kind: 'round.step', runAt: T0, payload: { name: 'dismissed' }, dedupeKey: 'step:1' });
    const rolledBack = await runner.enqueue({ kind: 'round.step', runAt: T0, payload: { name: 'rolled back' }, dedupeKey: 'step:2' });
    clock = T0 + 5;
    await database.db.transaction(async (trx) => runner.dismissIn(trx, 'step:1'));
    await expect(
      database.db.transaction(async (trx) => {
        runner.dismissIn(trx, 'step:2');
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('failed');
    expect(await findJob(database.db.kysely, dismissed.id)).toMatchObject({ status: 'done', finished_at: T0 + 5, attempts: 0 });

    const held = await runner.enqueue({ kind: 'round.step', runAt: T0 - 1, payload: { name: 'held' }, dedupeKey: 'step:3' });
    await claimDueJobs(database.db.kysely, dialect, { owner: 'other', now: T0 + 5, leaseUntil: T0 + 30_000, kinds: ['round.step'], limit: 1 });
    await database.db.transaction(async (trx) => runner.dismissIn(trx, 'step:3'));
    expect(await findJob(database.db.kysely, held.id)).toMatchObject({ status: 'running', lease_owner: 'other' });

    expect(await runner.runDueOnce()).toBe(1);
    expect(runs).toEqual(['rolled back']);
    expect(await findJob(database.db.kysely, rolledBack.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
  it('refuses to enqueue a kind that no handler serves, and a handler for a recurring task kind', async () => {
    const runner = scheduler();
    await expect(runner.enqueue({ kind: 'nobody.home', runAt: T0, payload: {} })).rejects.toThrow('nobody.home');
    runner.registerHandler('round.settle', async () => {});
    expect(() => runner.registerHandler('round.settle', async () => {})).toThrow('already registered');
    expect(() => runner.registerHandler('cron:arena.rank-payout', async () => {})).toThrow('recurring tasks');
  });

  it('retries a failing job with growing delays, then marks it failed with the last error', async () => {
    const log = recordingLog();
    const metrics = new Registry();
    const runner = scheduler({ log, metrics });
    const attempts: number[] = [];
    runner.registerHandler('provider.poll', async (_payload, job) => {
      attempts.push(job.attempt);
      throw new Error(`provider down (attempt ${job.attempt})`);
    });
    const { id } = await runner.enqueue({ kind: 'provider.poll', runAt: T0, payload: {}, maxAttempts: 3 });

    expect(await runner.runDueOnce()).toBe(1);
    expect(await findJob(database.db.kysely, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      run_at: T0 + 5_000,
      last_error: 'provider down (attempt 1)',
      lease_owner: null,
    });
    clock = T0 + 4_999;
    expect(await runner.runDueOnce()).toBe(0);
    clock = T0 + 5_000;
    expect(await runner.runDueOnce()).toBe(1);
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'pending', attempts: 2, run_at: T0 + 5_000 + 10_000 });
    clock = T0 + 15_000;
    expect(await runner.runDueOnce()).toBe(1);
    expect(await findJob(database.db.kysely, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      finished_at: T0 + 15_000,
      last_error: 'provider down (attempt 3)',
    });
    clock = T0 + 3_600_000;
    expect(await runner.runDueOnce()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
    expect(log.entries.filter((entry) => entry.message === 'job failed')).toHaveLength(3);
    const text = await metrics.metrics();
    expect(text).toContain('lootbay_jobs_total{kind="provider.poll",outcome="retry"} 2');
    expect(text).toContain('lootbay_jobs_total{kind="provider.poll",outcome="failed"} 1');
  });

  it('succeeds on a retry after a failure', async () => {
    const metrics = new Registry();
    const runner = scheduler({ metrics, retryDelayMs: () => 1_000 });
    let calls = 0;
    runner.registerHandler('provider.poll', async () => {
      calls += 1;
      if (calls === 1) throw new Error('timeout');
    });
    const { id } = await runner.enqueue({ kind: 'provider.poll', runAt: T0, payload: {} });
    await runner.runDueOnce();
    clock = T0 + 1_000;
    await runner.runDueOnce();
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'done', attempts: 2, last_error: 'timeout' });
    expect(await metrics.metrics()).toContain('lootbay_jobs_total{kind="provider.poll",outcome="done"} 1');
  });

  it('takes over a job whose lease lapsed, and the old claim can no longer settle it', async () => {
    const log = recordingLog();
    const runner = scheduler({ owner: 'survivor', leaseMs: 30_000, log });
    const runs: number[] = [];
    runner.registerHandler('round.settle', async (_payload, job) => void runs.push(job.attempt));
    const { id } = await runner.enqueue({ kind: 'round.settle', runAt: T0, payload: {} });
    // An instance claims the job and dies before finishing it.
    const [claimed] = await claimDueJobs(database.db.kysely, dialect, {
      owner: 'crashed',
      now: T0,
      leaseUntil: T0 + 30_000,
      kinds: ['round.settle'],
      limit: 10,
    });
    expect(claimed).toMatchObject({ id, status: 'running', lease_owner: 'crashed', attempts: 1 });

    clock = T0 + 30_000;
    expect(await runner.runDueOnce()).toBe(0);
    clock = T0 + 30_001;
    expect(await runner.runDueOnce()).toBe(1);
    expect(runs).toEqual([2]);
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'done', attempts: 2 });
    const stale = await updateClaimedJob(database.db.kysely, { id, owner: 'crashed', attempt: 1 }, { status: 'failed' });
    expect(stale).toBe(false);
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'done' });
    expect(log.entries).toEqual([]);
  });

  it('marks a job failed when its lease lapses on the last attempt', async () => {
    const runner = scheduler({ owner: 'survivor' });
    let runs = 0;
    runner.registerHandler('round.settle', async () => void (runs += 1));
    const { id } = await runner.enqueue({ kind: 'round.settle', runAt: T0, payload: {}, maxAttempts: 1 });
    await claimDueJobs(database.db.kysely, dialect, { owner: 'crashed', now: T0, leaseUntil: T0 + 10, kinds: ['round.settle'], limit: 1 });
    clock = T0 + 11;
    expect(await runner.runDueOnce()).toBe(1);
    expect(runs).toBe(0);
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'failed', last_error: 'lease lapsed on the last attempt' });
  });

  it('renews the lease of a job while its handler runs', async () => {
    const runner = scheduler({ leaseMs: 60 });
    let renewed = false;
    runner.registerHandler('payout.daily', async (_payload, job) => {
      clock = T0 + 1_000;
      await waitFor(async () => (await findJob(database.db.kysely, job.id))?.lease_until === T0 + 1_000 + 60);
      renewed = true;
    });
    const { id } = await runner.enqueue({ kind: 'payout.daily', runAt: T0, payload: {} });
    await runner.runDueOnce();
    expect(renewed).toBe(true);
    expect(await findJob(database.db.kysely, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs each of 200 due jobs exactly once with two runners racing', async () => {
    const ran = new Map<string, string[]>();
    const runners = ['a', 'b'].map((owner) => {
      const runner = createScheduler({
        db: owner === 'a' ? database.db : peerDb(),
        owner,
        timeZone: 'Asia/Shanghai',
        log: recordingLog(),
        now: () => clock,
        batchSize: 7,
      });
      runner.registerHandler<{ n: number }>('race', async (_payload, job) => {
        ran.set(job.id, [...(ran.get(job.id) ?? []), owner]);
        // Yield, so the two runners' claims and settlements interleave.
        await new Promise((resolve) => setImmediate(resolve));
      });
      return runner;
    });
    const [first] = runners;
    if (!first) throw new Error('no runner');
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1) ids.push((await first.enqueue({ kind: 'race', runAt: T0 - n, payload: { n } })).id);

    const drain = async (runner: Scheduler) => {
      let total = 0;
      for (let ran = await runner.runDueOnce(); ran > 0; ran = await runner.runDueOnce()) total += ran;
      return total;
    };
    const totals = await Promise.all(runners.map(drain));

    expect(totals[0]! + totals[1]!).toBe(200);
    expect([...ran.keys()].sort()).toEqual([...ids].sort());
    expect([...ran.values()].every((owners) => owners.length === 1)).toBe(true);
    const statuses = await database.db.kysely.selectFrom('jobs').select(['status', 'attempts']).execute();
    expect(statuses.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    if (dialect === 'postgres') expect(totals.every((total) => total > 0)).toBe(true);
  });

  it('schedules a daily 10:00 task in Asia/Shanghai at 02:00 UTC, and two runners run it once', async () => {
    const runs: { owner: string; runAt: number }[] = [];
    const runners = ['a', 'b'].map((owner) => {
      const runner = createScheduler({
        db: owner === 'a' ? database.db : peerDb(),
        owner,
        timeZone: 'Asia/Shanghai',
        log: recordingLog(),
        now: () => clock,
      });
      runner.registerTask({ id: 'arena.rank-payout', schedule: '0 10 * * *', run: async (job) => void runs.push({ owner, runAt: job.runAt }) });
      return runner;
    });
    const tickAll = () => Promise.all(runners.map((runner) => runner.runDueOnce()));
    const occurrence = Date.parse('2026-11-22T02:00:00.000Z');

    await tickAll();
    const pending = await database.db.kysely.selectFrom('jobs').selectAll().execute();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      kind: 'cron:arena.rank-payout',
      run_at: occurrence,
      status: 'pending',
      dedupe_key: 'cron:arena.rank-payout:2026-11-22T02:00:00.000Z',
    });
    expect(occurrenceKey('arena.rank-payout', occurrence)).toBe(pending[0]?.dedupe_key);

    clock = occurrence - 1_000;
    await tickAll();
    expect(runs).toEqual([]);

    clock = occurrence;
    await tickAll();
    clock = occurrence + 30_000;
    await tickAll();
    expect(runs).toHaveLength(1);
    expect(runs[0]?.runAt).toBe(occurrence);

    const jobs = await database.db.kysely.selectFrom('jobs').select(['dedupe_key', 'status']).orderBy('run_at').execute();
    expect(jobs).toEqual([
      { dedupe_key: 'cron:arena.rank-payout:2026-11-22T02:00:00.000Z', status: 'done' },
      { dedupe_key: 'cron:arena.rank-payout:2026-11-23T02:00:00.000Z', status: 'pending' },
    ]);
  });

  it('runs an occurrence that fell due while no instance was up, once, when one comes back', async () => {
    const runs: number[] = [];
    const task = { id: 'leaderboard.refresh', schedule: '0 0 * * *', run: async (job: JobContext) => void runs.push(job.runAt) };
    const before = scheduler();
    before.registerTask(task);
    await before.runDueOnce();

    clock = Date.parse('2026-11-23T03:00:00.000Z');
    const after = scheduler();
    after.registerTask(task);
    await after.runDueOnce();
    await after.runDueOnce();
    expect(runs.map((at) => new Date(at).toISOString())).toEqual(['2026-11-22T16:00:00.000Z']);
  });

  it('refuses an invalid cron expression and a task registered twice', () => {
    const runner = scheduler();
    expect(() => runner.registerTask({ id: 'broken', schedule: '61 * * * *', run: async () => {} })).toThrow();
    runner.registerTask({ id: 'twice', schedule: '* * * * *', run: async () => {} });
    expect(() => runner.registerTask({ id: 'twice', schedule: '* * * * *', run: async () => {} })).toThrow('twice');
  });

  it('purges done occurrences past the retention, and keeps everything else', async () => {
    const purge = purgeOccurrencesTask(database.db);
    const purgeAt = Date.parse('2026-11-29T20:30:00.000Z');
    const cutoff = purgeAt - OCCURRENCE_RETENTION_MS;
    const row = (id: string, kind: string, status: 'done' | 'failed', finishedAt: number) => ({
      id,
      kind,
      run_at: finishedAt,
      payload: '{}',
      status,
      attempts: 1,
      max_attempts: 1,
      dedupe_key: id,
      created_at: finishedAt,
      updated_at: finishedAt,
      finished_at: finishedAt,
    });
    await database.db.kysely
      .insertInto('jobs')
      .values([
        row('old-occurrence', 'cron:flaky', 'done', cutoff - 1),
        row('recent-occurrence', 'cron:flaky', 'done', cutoff),
        row('old-failed-occurrence', 'cron:flaky', 'failed', cutoff - 1),
        row('old-payout', 'payout.daily', 'done', cutoff - 1),
      ])
      .execute();

    await purge.run({ id: 'purge', kind: 'cron:scheduler.purge-occurrences', attempt: 1, runAt: purgeAt });
    const left = await database.db.kysely.selectFrom('jobs').select('id').where('id', 'in', ['old-occurrence', 'recent-occurrence', 'old-failed-occurrence', 'old-payout']).orderBy('id').execute();
    expect(left.map((job) => job.id)).toEqual(['old-failed-occurrence', 'old-payout', 'recent-occurrence']);
  });

  it('polls in the background once started, and stops', async () => {
    const runner = createScheduler({ db: database.db, owner: 'poller', timeZone: 'Asia/Shanghai', log: recordingLog(), pollIntervalMs: 10 });
    let runs = 0;
    runner.registerHandler('round.settle', async () => void (runs += 1));
    const { id } = await runner.enqueue({ kind: 'round.settle', runAt: Date.now(), payload: {} });
    runner.start();
    await waitFor(async () => (await findJob(database.db.kysely, id))?.status === 'done');
    await runner.stop();
    expect(runs).toBe(1);
  });
});
