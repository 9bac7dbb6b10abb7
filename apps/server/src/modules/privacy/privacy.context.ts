import type { AccountService } from '../account/account.service';
import type { Db } from '../../db/dialect';
import type { Jobs } from '../../scheduler/scheduler';

/** What the privacy module needs of accounts: the person behind an account, and the erasure of their data. */
export type PrivacyAccounts = Pick<AccountService, 'householdIn' | 'findUser' | 'erasure'>;

export interface PrivacyContext {
  readonly db: Db;
  /** Durable jobs: exports are prepared and erasures run through them, once across instances. */
  readonly jobs: Jobs;
  readonly accounts: PrivacyAccounts;
  now(): number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const days = (count: number): number => count * DAY_MS;

/** Job kinds of the privacy module. */
export const PREPARE_EXPORT = 'privacy.prepare-export';
export const ERASE_CLOSED = 'privacy.erase-closed';
