import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export async function insertCaptcha(db: Kysely<Database>, id: string, answerHash: string, expiresAt: number): Promise<void> {
  await db.insertInto('captchas').values({ id, answer_hash: answerHash, expires_at: expiresAt, consumed_at: null }).execute();
}

/** Uses a captcha once, right or wrong; answers its hash, or null when it is unknown, used or expired. */
export async function consumeCaptcha(db: Kysely<Database>, id: string, now: number): Promise<string | null> {
  const row = await db
    .updateTable('captchas')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash ?? null;
}

export async function deleteExpiredCaptchas(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
}
