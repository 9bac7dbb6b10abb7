import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Deletes what no rule reads any more; answers how many rows went. */
export async function purgeEnded(db: Kysely<Database>, now: number, keepEndedMs: number): Promise<number> {
  const before = now - keepEndedMs;
  const results = await Promise.all([
    db
      .deleteFrom('user_sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .executeTakeFirst(),
    db.deleteFrom('sms_codes').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('abuse_counters').where('expires_at', '<', now).executeTakeFirst(),
    db.deleteFrom('captchas').where('expires_at', '<', now).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
