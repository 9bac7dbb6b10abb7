import type { Insertable, Selectable } from 'kysely';
import type { ConsoleRole } from '@lootbay/shared/console';

/** An operator of the console: separate from players, with a password and an authenticator. */
export interface OperatorsTable {
  id: string;
  account: string;
  password_hash: string;
  /** Base32 TOTP secret; null until the operator has enrolled an authenticator. */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code works once. */
  totp_step: number;
  role: ConsoleRole;
  /** 1 when the operator may no longer sign in. */
  disabled: number;
  created_at: number;
  updated_at: number;
}

/** A console session: only the token's hash is kept. Unverified sessions may only enrol an authenticator. */
export interface OperatorSessionsTable {
  id: string;
  token_hash: string;
  operator_id: string;
  /** 1 once the second factor was checked. */
  verified: number;
  /** An enrolment session's new authenticator secret, stored on the operator once a code from it is confirmed. */
  enrol_secret: string | null;
  created_at: number;
  expires_at: number;
  ended_at: number | null;
}

/** One operator action: who, what, on which target, before and after, why, when. Append-only. */
export interface AuditEntriesTable {
  id: string;
  operator_id: string;
  actor: string;
  action: string;
  target: string;
  /** JSON text, exactly as recorded. */
  before: string;
  after: string;
  reason: string;
  at: number;
}

/** A balance correction: applied at once, or pending a second operator's approval above the threshold. */
export interface BalanceCorrectionsTable {
  id: string;
  user_id: string;
  currency: string;
  /** Signed hundredths: positive credits the player from the house, negative debits the player to it. */
  amount: number;
  reason: string;
  requested_by: string;
  requested_at: number;
  /** pending → applied | rejected, once. */
  status: 'pending' | 'applied' | 'rejected';
  decided_by: string | null;
  decided_at: number | null;
  /** The ledger transfer that applied it. */
  transfer_id: string | null;
}

export interface ConsoleTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_entries: AuditEntriesTable;
  balance_corrections: BalanceCorrectionsTable;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type NewOperator = Insertable<OperatorsTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type BalanceCorrectionRow = Selectable<BalanceCorrectionsTable>;
