import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Q = Kysely<Database>;

/**
 * Adds one to a windowed counter unless it already reached `limit` within its window, in one
 * statement (an upsert whose update is conditional), so the cap holds across instances.
 * Answers the new count, or null when the cap was reached. An expired window starts over.
 */
export async function takeFromCounter(db: Q, key: string, limit: number, windowMs: number, now: number): Promise<number | null> {
  const row = await db
    .insertInto('abuse_counters')
    .values({ key, count: 1, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          count: eb.case().when('abuse_counters.expires_at', '<=', now).then(1).else(eb('abuse_counters.count', '+', 1)).end(),
          expires_at: eb.case().when('abuse_counters.expires_at', '<=', now).then(now + windowMs).else(eb.ref('abuse_counters.expires_at')).end(),
        }))
        .where((eb) => eb.or([eb('abuse_counters.expires_at', '<=', now), eb('abuse_counters.count', '<', limit)])),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? row.count : null;
}

/** The current count of a window, 0 when it has expired or never started. */
export async function readCounter(db: Q, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('abuse_counters').select('count').where('key', '=', key).where('expires_at', '>', now).executeTakeFirst();
  return row?.count ?? 0;
}

export async function clearCounter(db: Q, key: string): Promise<void> {
  await db.deleteFrom('abuse_counters').where('key', '=', key).execute();
}
