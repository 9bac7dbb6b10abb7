import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_NICKNAME_PREFIX, type Locale } from '@lootbay/shared/constants';
import type { Database } from '../../db/database';
import type { UserRow } from './account.table';
import { isUniqueViolation } from '../../db/unique-violation';
import { findUserById, insertUser } from './users.repository';

// Invite codes avoid characters that read alike (0/O, 1/I/L).
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 6;
const ATTEMPTS = 8;

function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

function randomInviteCode(): string {
  return Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)]).join('');
}

export interface NewAccount {
  readonly ownerId?: string;
  readonly mobile?: string;
  readonly nickname?: string;
  readonly inviterId?: string;
  /** The language it signs up in: a name it did not choose is in that language. */
  readonly locale?: Locale;
}

/**
 * Creates an account with a generated login name (`lb` + 9 digits: it starts with letters, so it
 * never reads as a phone number) and invite code, retrying the rare clash of either.
 * A clash on the phone number is the caller's to handle (another request registered it first).
 */
export async function createAccount(db: Kysely<Database>, account: NewAccount, now: number): Promise<UserRow> {
  for (let attempt = 1; ; attempt += 1) {
    const id = randomUUID();
    try {
      await insertUser(db, {
        id,
        owner_id: account.ownerId ?? id,
        account: `lb${randomDigits(9)}`,
        mobile: account.mobile ?? null,
        password_hash: null,
        nickname: account.nickname ?? `${DEFAULT_NICKNAME_PREFIX[account.locale ?? 'cn']}${randomDigits(6)}`,
        nickname_changed_at: null,
        avatar_url: null,
        invite_code: randomInviteCode(),
        inviter_id: account.inviterId ?? null,
        trade_url: null,
        barred: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      });
      const created = await findUserById(db, id);
      if (!created) throw new Error('a created account could not be read back');
      return created;
    } catch (error) {
      const mobileClash = account.mobile !== undefined && String((error as Error).message).includes('mobile');
      if (attempt >= ATTEMPTS || !isUniqueViolation(error) || mobileClash) throw error;
    }
  }
}
