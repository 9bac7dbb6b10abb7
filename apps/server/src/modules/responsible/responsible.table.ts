import type { Selectable } from 'kysely';

/**
 * A person's limit of one kind over one period (the person is the owner of the accounts it holds).
 * `amount` is in force (null: none); a raise or removal waits in `pending_amount` until `applies_at`.
 */
export interface ResponsibleLimitsTable {
  owner_id: string;
  kind: string;
  period: string;
  amount: number | null;
  /** 1 while a raise or removal waits its 24 hours. */
  pending: number;
  pending_amount: number | null;
  applies_at: number | null;
  updated_at: number;
}

/** A break a person took: a cool-off or a self-exclusion. Append-only; the latest end holds. */
export interface ResponsibleBreaksTable {
  id: string;
  owner_id: string;
  /** The account that asked for it. */
  user_id: string;
  kind: string;
  period: string;
  started_at: number;
  /** Null for a permanent self-exclusion. */
  until: number | null;
}

export interface ResponsibleSettingsTable {
  user_id: string;
  reality_check_minutes: number;
  updated_at: number;
}

export interface ResponsibleTables {
  responsible_limits: ResponsibleLimitsTable;
  responsible_breaks: ResponsibleBreaksTable;
  responsible_settings: ResponsibleSettingsTable;
}

export type LimitRow = Selectable<ResponsibleLimitsTable>;
export type BreakRow = Selectable<ResponsibleBreaksTable>;
