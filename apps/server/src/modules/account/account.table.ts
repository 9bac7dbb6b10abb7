import type { Insertable, Selectable } from 'kysely';

/** A user account. A main account is its own owner; a sub-account points at its owner's main account. */
export interface UsersTable {
  id: string;
  owner_id: string;
  /** Login name, generated (letters first, so it never collides with a phone number). */
  account: string;
  mobile: string | null;
  /** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`; null until the user sets a password. */
  password_hash: string | null;
  nickname: string;
  nickname_changed_at: number | null;
  avatar_url: string | null;
  invite_code: string;
  inviter_id: string | null;
  trade_url: string | null;
  /** 1 when real-name verification showed a minor: barred from play and payment (kept on the owner). */
  barred: number;
  /** 1 for a disabled account (e.g. a mock user): it cannot sign in and its sessions stop working. */
  disabled: number;
  created_at: number;
  updated_at: number;
}

/** Real-name verification of an owner; one id number verifies one owner only. */
export interface RealNamesTable {
  owner_id: string;
  real_name: string;
  /** Keyed hash of the 18-character id number, so uniqueness holds without storing the number. */
  id_number_key: string;
  id_number_masked: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  verified_at: number;
}

export interface UserSessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  renewed_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
}

export interface SmsCodesTable {
  id: string;
  mobile: string;
  purpose: string;
  /** Keyed hash of phone, purpose and code. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  /** Set when used, or when a newer code for the same phone and purpose replaces it. */
  consumed_at: number | null;
  ip: string;
}

/** Windowed counters for abuse limits (SMS sends, login failures), shared by every instance. */
export interface AbuseCountersTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: number;
  consumed_at: number | null;
}

/** Key pairs every instance must share, generated once (the login RSA key). */
export interface ServerKeysTable {
  name: string;
  public_pem: string;
  /** PKCS#8 PEM, encrypted with the session secret. */
  private_pem: string;
  created_at: number;
}

export interface UserAvatarsTable {
  id: string;
  user_id: string;
  image: Buffer;
  content_type: string;
  created_at: number;
}

export interface AccountTables {
  users: UsersTable;
  real_names: RealNamesTable;
  user_sessions: UserSessionsTable;
  sms_codes: SmsCodesTable;
  abuse_counters: AbuseCountersTable;
  captchas: CaptchasTable;
  server_keys: ServerKeysTable;
  user_avatars: UserAvatarsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RealNameRow = Selectable<RealNamesTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
