import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SmsCodeRow } from './account.table';

type Q = Kysely<Database>;

export async function insertSmsCode(db: Q, row: SmsCodeRow): Promise<void> {
  await db.insertInto('sms_codes').values(row).execute();
}

/** Retires every open code of a phone for a purpose, so only the newest one works. */
export async function retireOpenCodes(db: Q, mobile: string, purpose: string, now: number): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

export function findOpenCode(db: Q, mobile: string, purpose: string, now: number): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one try against a code, only while it is open and under the cap; answers the new count, or null when it is not. */
export async function countAttempt(db: Q, id: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Uses the code: one conditional update, so of racing requests exactly one succeeds. */
export async function consumeCode(db: Q, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
