import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export function findAvatar(db: Kysely<Database>, id: string) {
  return db.selectFrom('user_avatars').select(['image', 'content_type']).where('id', '=', id).executeTakeFirst();
}

/** Replaces a user's stored avatar with a new one. */
export async function replaceAvatar(db: Kysely<Database>, userId: string, id: string, image: Buffer, contentType: string, now: number): Promise<void> {
  await db.deleteFrom('user_avatars').where('user_id', '=', userId).execute();
  await db.insertInto('user_avatars').values({ id, user_id: userId, image, content_type: contentType, created_at: now }).execute();
}

export async function deleteAvatarsOf(db: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await db.deleteFrom('user_avatars').where('user_id', 'in', [...userIds]).execute();
}
