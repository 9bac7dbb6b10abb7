import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Q = Kysely<Database>;

export interface NewSession {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
}

export async function insertSession(db: Q, session: NewSession): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({ ...session, renewed_at: session.created_at, revoked_at: null })
    .execute();
}

/** A live session (not revoked, not expired) of an enabled user, by token hash. Plain SQL: every signed-in call reads it. */
export async function findLiveSession(db: Q, tokenHash: string, now: number) {
  const found = await sql<{ id: string; user_id: string; created_at: number; expires_at: number; renewed_at: number }>`
    select s.id, s.user_id, s.created_at, s.expires_at, s.renewed_at from user_sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now} and u.disabled = 0`.execute(db);
  return found.rows[0];
}

export async function renewSession(db: Q, id: string, expiresAt: number, now: number): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ expires_at: expiresAt, renewed_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSession(db: Q, id: string, now: number): Promise<void> {
  await db.updateTable('user_sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** Ends every live session of a user except one; answers the ids of those it ended. */
export async function revokeOtherSessions(db: Q, userId: string, keepId: string, now: number): Promise<string[]> {
  const rows = await db
    .updateTable('user_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The live sessions (not revoked, not expired, of an enabled user) among some ids, with their expiry. */
export function findLiveSessionsByIds(db: Q, ids: readonly string[], now: number) {
  return db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .select(['user_sessions.id', 'user_sessions.expires_at'])
    .where('user_sessions.id', 'in', [...ids])
    .where('user_sessions.revoked_at', 'is', null)
    .where('user_sessions.expires_at', '>', now)
    .where('users.disabled', '=', 0)
    .execute();
}

/** Deletes every session of some users, live or ended, with the addresses they were used from; answers their ids. */
export async function deleteSessionsOf(db: Q, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.deleteFrom('user_sessions').where('user_id', 'in', [...userIds]).returning('id').execute();
  return rows.map((row) => row.id);
}

/** A user's sessions, newest first, for the member's data export. */
export function listSessionsOf(db: Q, userId: string) {
  return db
    .selectFrom('user_sessions')
    .select(['created_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends a user's live sessions, or the one named; answers the ids it ended. */
export async function revokeLiveSessionsOf(db: Q, userId: string, sessionId: string | undefined, now: number): Promise<string[]> {
  let query = db.updateTable('user_sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now);
  if (sessionId !== undefined) query = query.where('id', '=', sessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** A user's live sessions (not revoked, not expired), newest first. */
export function listLiveSessionsOf(db: Q, userId: string, now: number) {
  return db
    .selectFrom('user_sessions')
    .select(['id', 'created_at', 'expires_at', 'renewed_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
