import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import type { Db } from '../db/dialect';
import type { Trx } from '../db/unit-of-work';
import {
  claimDueJobs,
  deleteFinishedJobs,
  findJobIdByDedupeKey,
  dismissPendingJob,
  insertJob,
  renewLeases,
  updateClaimedJob,
  type JobClaim,
} from './jobs.repository';
import type { JobRow } from './jobs.table';

/** What a handler learns about the run it serves. */
export interface JobContext {
  readonly id: string;
  readonly kind: string;
  /** 1 on the first run; a retry or a takeover after a lapsed lease counts up. */
  readonly attempt: number;
  /** When the job was due; for a recurring task, the occurrence this run stands for. */
  readonly runAt: number;
}

/**
 * Runs one job. A job may run more than once (its instance can die after the work and before
 * marking it done), so handlers are idempotent: they check whether their effect already exists.
 */
export type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<void>;

/** A cron-style recurring task, declared in a module's `<module>.tasks.ts`. */
export interface RecurringTask {
  /** Stable name: it is part of each occurrence's dedupe key. */
  readonly id: string;
  /** Cron expression (5 fields, or 6 with seconds), read in the scheduler's time zone. */
  readonly schedule: string;
  run(job: JobContext): Promise<void>;
}

export interface JobRequest<Payload> {
  readonly kind: string;
  /** Epoch ms at which the job becomes due. */
  readonly runAt: number;
  /** JSON-serialisable. */
  readonly payload: Payload;
  /** At most one job per key, ever: enqueueing the same key again returns the first job. */
  readonly dedupeKey?: string;
  readonly maxAttempts?: number;
}

/** The part of the scheduler that modules use. */
export interface Jobs {
  registerHandler<Payload>(kind: string, handler: JobHandler<Payload>): void;
  registerTask(task: RecurringTask): void;
  /** Schedules a job on its own. */
  enqueue<Payload>(request: JobRequest<Payload>): Promise<{ id: string; created: boolean }>;
  /** Schedules a job atomically with the change that needs it, inside the module's transaction. */
  enqueueIn<Payload>(trx: Trx, request: JobRequest<Payload>): Promise<{ id: string; created: boolean }>;
  /**
   * Marks a pending job done in the transaction of the change that made it needless (a step run
   * on time by its own timer, a battle filled before it could expire), so no scheduler claims it
   * only to find nothing to do. A job a scheduler holds already is left to its run.
   */
  dismissIn(trx: Trx, dedupeKey: string): void;
}

export interface Scheduler extends Jobs {
  /** Enqueues the next occurrence of each recurring task, then claims and runs one batch of due jobs. */
  runDueOnce(): Promise<number>;
  /** Polls in the background until stopped. */
  start(): void;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
}

export interface SchedulerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SchedulerOptions {
  readonly db: Db;
  /** This instance's name, written on the jobs it holds. */
  readonly owner: string;
  /** IANA zone in which cron expressions are read (config.timeZone). */
  readonly timeZone: string;
  readonly log: SchedulerLog;
  readonly now?: () => number;
  readonly batchSize?: number;
  /** How long a claim holds a job before another instance may take it over; renewed while it runs. */
  readonly leaseMs?: number;
  readonly pollIntervalMs?: number;
  /** Delay before retry number `attempt + 1` after attempt `attempt` failed. */
  readonly retryDelayMs?: (attempt: number) => number;
  readonly metrics?: Registry;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const CRON_KIND_PREFIX = 'cron:';
const MAX_ERROR_LENGTH = 2000;

/** 5 s, 10 s, 20 s … capped at 10 minutes. */
export function exponentialBackoff(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 600_000);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** The dedupe key of one occurrence of a recurring task. */
export function occurrenceKey(taskId: string, occurrence: number): string {
  return `${CRON_KIND_PREFIX}${taskId}:${new Date(occurrence).toISOString()}`;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, owner, log } = options;
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const retryDelayMs = options.retryDelayMs ?? exponentialBackoff;
  const handlers = new Map<string, JobHandler<unknown>>();
  const tasks: { task: RecurringTask; cron: Cron; enqueued: number | null }[] = [];
  const outcomes = options.metrics
    ? new Counter({
        name: 'lootbay_jobs_total',
        help: 'Scheduled jobs run, by kind and outcome (done, retry, failed)',
        labelNames: ['kind', 'outcome'] as const,
        registers: [options.metrics],
      })
    : null;

  let polling = false;
  let timer: NodeJS.Timeout | null = null;
  let inProgress: Promise<void> = Promise.resolve();

  function addHandler<Payload>(kind: string, handler: JobHandler<Payload>): void {
    if (handlers.has(kind)) throw new Error(`a handler for job kind ${kind} is already registered`);
    handlers.set(kind, handler as JobHandler<unknown>);
  }

  async function enqueueInto<Payload>(into: Kysely<Database>, request: JobRequest<Payload>) {
    // A job nobody handles would wait forever; a typo is better caught here.
    if (!handlers.has(request.kind)) throw new Error(`no handler is registered for job kind ${request.kind}`);
    const at = now();
    const id = randomUUID();
    const created = await insertJob(into, {
      id,
      kind: request.kind,
      run_at: request.runAt,
      payload: JSON.stringify(request.payload ?? null),
      status: 'pending',
      attempts: 0,
      max_attempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupe_key: request.dedupeKey ?? null,
      created_at: at,
      updated_at: at,
    });
    if (created || request.dedupeKey === undefined) return { id, created };
    const existing = await findJobIdByDedupeKey(into, request.dedupeKey);
    if (existing === undefined) throw new Error(`job with dedupe key ${request.dedupeKey} vanished`);
    return { id: existing, created: false };
  }

  /** Each task's next occurrence exists as a job ahead of time; its dedupe key makes one per occurrence. */
  async function enqueueOccurrences(at: number): Promise<void> {
    for (const entry of tasks) {
      const next = entry.cron.nextRun(new Date(at))?.getTime();
      if (next === undefined || next === entry.enqueued) continue;
      await db.write((q) => enqueueInto(q, { kind: CRON_KIND_PREFIX + entry.task.id, runAt: next, payload: {}, dedupeKey: occurrenceKey(entry.task.id, next) }));
      entry.enqueued = next;
    }
  }

  async function settle(job: JobRow, claim: JobClaim, failure: { error: unknown } | null): Promise<void> {
    const at = now();
    const released = { lease_owner: null, lease_until: null, updated_at: at };
    let outcome: 'done' | 'retry' | 'failed';
    let held: boolean;
    if (!failure) {
      outcome = 'done';
      held = await db.write((q) => updateClaimedJob(q, claim, { ...released, status: 'done', finished_at: at }));
    } else if (job.attempts < job.max_attempts) {
      outcome = 'retry';
      held = await db.write((q) =>
        updateClaimedJob(q, claim, {
          ...released,
          status: 'pending',
          run_at: at + retryDelayMs(job.attempts),
          last_error: errorText(failure.error),
        }),
      );
    } else {
      outcome = 'failed';
      held = await db.write((q) => updateClaimedJob(q, claim, { ...released, status: 'failed', finished_at: at, last_error: errorText(failure.error) }));
    }
    if (!held) log.warn({ job: job.id, kind: job.kind, attempt: job.attempts }, 'job lease lapsed before it was settled');
    outcomes?.inc({ kind: job.kind, outcome });
  }

  async function run(job: JobRow): Promise<void> {
    const claim: JobClaim = { id: job.id, owner, attempt: job.attempts };
    // A takeover after the last allowed attempt: the instances that tried it died mid-run.
    if (job.attempts > job.max_attempts) {
      await settle(job, claim, { error: new Error('lease lapsed on the last attempt') });
      return;
    }
    let failure: { error: unknown } | null = null;
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler is registered for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload) as unknown, { id: job.id, kind: job.kind, attempt: job.attempts, runAt: job.run_at });
    } catch (error) {
      failure = { error };
      log.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
    }
    await settle(job, claim, failure);
  }

  async function runDueOnce(): Promise<number> {
    const at = now();
    await enqueueOccurrences(at);
    if (handlers.size === 0) return 0;
    const claimed = await db.write((q) =>
      claimDueJobs(q, db.dialect, {
        owner,
        now: at,
        leaseUntil: at + leaseMs,
        kinds: [...handlers.keys()],
        limit: batchSize,
      }),
    );
    if (claimed.length === 0) return 0;
    const ids = claimed.map((job) => job.id);
    const renewal = setInterval(() => {
      const renewedAt = now();
      renewLeases(db.kysely, { ids, owner, leaseUntil: renewedAt + leaseMs, now: renewedAt }).catch((error: unknown) =>
        log.error({ err: error }, 'job lease renewal failed'),
      );
    }, leaseMs / 3);
    try {
      await Promise.all(
        claimed.map((job) => run(job).catch((error: unknown) => log.error({ err: error, job: job.id }, 'job could not be settled'))),
      );
    } finally {
      clearInterval(renewal);
    }
    return claimed.length;
  }

  function poll(): void {
    inProgress = runDueOnce().then(
      (ran) => schedulePoll(ran >= batchSize ? 0 : pollIntervalMs),
      (error: unknown) => {
        log.error({ err: error }, 'scheduler poll failed');
        schedulePoll(pollIntervalMs);
      },
    );
  }

  function schedulePoll(delay: number): void {
    if (polling) timer = setTimeout(poll, delay);
  }

  return {
    registerHandler(kind, handler) {
      if (kind.startsWith(CRON_KIND_PREFIX)) throw new Error(`job kinds starting with ${CRON_KIND_PREFIX} belong to recurring tasks`);
      addHandler(kind, handler);
    },
    registerTask(task) {
      if (tasks.some((entry) => entry.task.id === task.id)) throw new Error(`recurring task ${task.id} is already registered`);
      // Without a callback croner only computes dates; it starts no timer.
      const cron = new Cron(task.schedule, { timezone: options.timeZone });
      addHandler(CRON_KIND_PREFIX + task.id, (_payload, job) => task.run(job));
      tasks.push({ task, cron, enqueued: null });
    },
    enqueue: (request) => db.write((q) => enqueueInto(q, request)),
    enqueueIn: (trx, request) => enqueueInto(trx, request),
    dismissIn: (trx, dedupeKey) => dismissPendingJob(trx, dedupeKey, now()),
    runDueOnce,
    start() {
      if (polling) return;
      polling = true;
      poll();
    },
    async stop() {
      polling = false;
      if (timer) clearTimeout(timer);
      await inProgress;
    },
  };
}

/** Done occurrences are kept this long for inspection; then they go, since a recurring task adds one per run. */
export const OCCURRENCE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes done cron occurrences older than the retention. Safe because only future occurrences are
 * ever enqueued, so a deleted key is never needed again. Other jobs keep their dedupe keys for good.
 */
export function purgeOccurrencesTask(db: Db): RecurringTask {
  return {
    id: 'scheduler.purge-occurrences',
    schedule: '30 4 * * *',
    run: async (job) => void (await deleteFinishedJobs(db.kysely, CRON_KIND_PREFIX, job.runAt - OCCURRENCE_RETENTION_MS)),
  };
}

/** The app's scheduler, as `app.scheduler`; the runner polls only once started, and stops with the app. */
export function registerScheduler(app: FastifyInstance, options: SchedulerOptions): Scheduler {
  const scheduler = createScheduler(options);
  scheduler.registerTask(purgeOccurrencesTask(options.db));
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs and recurring tasks; modules register handlers and enqueue through it. */
    readonly scheduler: Scheduler;
  }
}
