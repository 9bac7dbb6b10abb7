import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Db, DialectName } from '../../db/dialect';
import { PASSWORD_LOG_N } from './passwords';

/** Limits of the account rules; tests may tighten them, production uses the defaults. */
export interface AccountLimits {
  /** An SMS code is valid this long. */
  readonly codeValidMs: number;
  /** Tries per code, right or wrong; after that a new code is needed. */
  readonly codeMaxAttempts: number;
  /** Wait before another code to the same phone for the same purpose. */
  readonly resendMs: number;
  readonly codesPerPhonePerDay: number;
  readonly codesPerIpPerDay: number;
  /** Global daily send budget, against SMS pumping. */
  readonly codesPerDay: number;
  /** Password failures for one account (by any of its names) or from one address before the captcha is required. */
  readonly loginFailuresPerAccount: number;
  readonly loginFailuresPerIp: number;
  readonly loginFailureWindowMs: number;
  readonly captchaValidMs: number;
  /** The proof of work a captcha costs (captcha.ts): PBKDF2 iterations per counter, and the counter's range. */
  readonly captchaWork: CaptchaWork;
  /** scrypt's work for a new password hash, log2 N (passwords.ts); an old hash keeps its own. */
  readonly passwordLogN: number;
  /** A session ends after this long without use… */
  readonly sessionIdleMs: number;
  /** …and at the latest this long after sign-in. */
  readonly sessionMaxMs: number;
  /** How often a used session's expiry is pushed forward (saves a write per request). */
  readonly sessionRenewEveryMs: number;
  readonly subAccountsPerOwner: number;
  readonly nicknameEveryMs: number;
  /** Real-name checks at the authority per person a day (each is paid for). */
  readonly realNameChecksPerDay: number;
}

export interface CaptchaWork {
  readonly cost: number;
  readonly counterMin: number;
  readonly counterMax: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  codeValidMs: 5 * MINUTE,
  codeMaxAttempts: 5,
  resendMs: MINUTE,
  codesPerPhonePerDay: 10,
  codesPerIpPerDay: 30,
  codesPerDay: 20_000,
  loginFailuresPerAccount: 3,
  loginFailuresPerIp: 10,
  loginFailureWindowMs: 15 * MINUTE,
  captchaValidMs: 2 * MINUTE,
  captchaWork: { cost: 5_000, counterMin: 200, counterMax: 800 },
  passwordLogN: PASSWORD_LOG_N,
  sessionIdleMs: 7 * DAY,
  sessionMaxMs: 30 * DAY,
  sessionRenewEveryMs: 60 * MINUTE,
  subAccountsPerOwner: 5,
  nicknameEveryMs: 10 * DAY,
  realNameChecksPerDay: 5,
};

export const DAY_MS = DAY;

/** What every part of the account module works with. */
export interface AccountContext {
  readonly db: Kysely<Database>;
  /** The unit of work (`Db.transaction`). */
  readonly transaction: Db['transaction'];
  readonly dialect: DialectName;
  /** Server secret: keys the hashes of codes, captchas and id numbers, and encrypts the stored RSA key. */
  readonly secret: string;
  readonly timeZone: string;
  readonly limits: AccountLimits;
  now(): number;
}

/** Where a request came from, recorded with sessions and used for per-address limits. */
export interface ClientInfo {
  readonly ip: string;
  readonly userAgent: string;
}
