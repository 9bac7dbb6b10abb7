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

/** A cap no counter reaches (the largest value of the integer column). */
const UNCAPPED = 2_147_483_647;

/** Adds one to a windowed counter without a cap, in one statement; answers the new count. */
export async function addToCounter(db: Q, key: string, windowMs: number, now: number): Promise<number> {
  return (await takeFromCounter(db, key, UNCAPPED, windowMs, now)) ?? UNCAPPED;
}

/** Takes one back from a counter of the current window (never below 0), for a count that turned out not to apply. */
export async function giveBackToCounter(db: Q, key: string, now: number): Promise<void> {
  await db
    .updateTable('abuse_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('expires_at', '>', now)
    .execute();
}

export async function clearCounter(db: Q, key: string): Promise<void> {
  await db.deleteFrom('abuse_counters').where('key', '=', key).execute();
}
