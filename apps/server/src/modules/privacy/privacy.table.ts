import type { Selectable } from 'kysely';

/** A member's request for everything held about them; the archive is kept until `expires_at`. */
export interface PrivacyExportsTable {
  id: string;
  user_id: string;
  /** The language the archive's names are written in: the member's when they asked. */
  locale: string;
  /** `preparing`, `ready`, or `expired` once the archive is deleted. */
  status: 'preparing' | 'ready' | 'expired';
  /** The JSON archive, while ready. */
  archive: string | null;
  size: number | null;
  requested_at: number;
  ready_at: number | null;
  expires_at: number | null;
}

/** A closure request of an owner (the person: the main account and its sub-accounts), read by the operator console. */
export interface PrivacyClosuresTable {
  owner_id: string;
  /** The account the request was made from. */
  requested_by: string;
  requested_at: number;
  /** The reply is due by then (15 days). */
  reply_by: number;
  /** Personal data is erased then (60 days). */
  erase_at: number;
  /** `open` until erased, then `done`. */
  status: 'open' | 'done';
  erased_at: number | null;
}

/** A version of the user agreement: announced when published, in force from `effective_at`. */
export interface TermsVersionsTable {
  version: number;
  text_cn: string;
  text_br: string;
  text_en: string;
  published_at: number;
  effective_at: number;
}

/** Who accepted which version, per owner. */
export interface TermsAcceptancesTable {
  owner_id: string;
  version: number;
  accepted_at: number;
}

export interface PrivacyTables {
  privacy_exports: PrivacyExportsTable;
  privacy_closures: PrivacyClosuresTable;
  terms_versions: TermsVersionsTable;
  terms_acceptances: TermsAcceptancesTable;
}

export type PrivacyExportRow = Selectable<PrivacyExportsTable>;
export type PrivacyClosureRow = Selectable<PrivacyClosuresTable>;
export type TermsVersionRow = Selectable<TermsVersionsTable>;
