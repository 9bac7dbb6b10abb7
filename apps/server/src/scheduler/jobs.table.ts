import type { Insertable, Selectable } from 'kysely';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** Epoch ms at which the job becomes due. */
  run_at: number;
  payload: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  lease_owner: string | null;
  /** Epoch ms at which a running job's lease lapses and another instance may take it over. */
  lease_until: number | null;
  last_error: string | null;
  /** Makes scheduling idempotent: one job per key (a cron occurrence, a round, a payout day). */
  dedupe_key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface SchedulerTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
