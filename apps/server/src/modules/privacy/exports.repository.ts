import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import type { PrivacyExportRow } from './privacy.table';

type Q = Kysely<Database>;

export async function insertExport(db: Q, row: PrivacyExportRow): Promise<void> {
  await db.insertInto('privacy_exports').values(row).execute();
}

export function findExport(db: Q, id: string): Promise<PrivacyExportRow | undefined> {
  return db.selectFrom('privacy_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPreparingExport(db: Q, userId: string) {
  return db.selectFrom('privacy_exports').select('id').where('user_id', '=', userId).where('status', '=', 'preparing').executeTakeFirst();
}

/** A member's exports, newest first, without their archives. */
export async function pageExports(db: Q, userId: string, page: number, size: number) {
  return readPage(db.selectFrom('privacy_exports').select(['id', 'status', 'size', 'requested_at', 'ready_at', 'expires_at']).where('user_id', '=', userId).orderBy('requested_at', 'desc').orderBy('id', 'desc'), page, size);
}

/** Stores the archive of an export still being prepared; false when another run stored it first. */
export async function storeArchive(db: Q, id: string, archive: string, size: number, now: number, expiresAt: number): Promise<boolean> {
  const result = await db
    .updateTable('privacy_exports')
    .set({ status: 'ready', archive, size, ready_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the archives whose time is up; answers how many. */
export async function expireArchives(db: Q, now: number): Promise<number> {
  const result = await db
    .updateTable('privacy_exports')
    .set({ status: 'expired', archive: null })
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every export of some accounts (their person's data is erased). */
export async function deleteExportsOf(db: Q, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await db.deleteFrom('privacy_exports').where('user_id', 'in', [...userIds]).execute();
}
