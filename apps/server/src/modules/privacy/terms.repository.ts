import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { TermsVersionRow } from './privacy.table';

type Q = Kysely<Database>;

export async function insertTermsVersion(db: Q, row: TermsVersionRow): Promise<void> {
  await db.insertInto('terms_versions').values(row).execute();
}

export async function latestVersionNumber(db: Q): Promise<number> {
  const row = await db
    .selectFrom('terms_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The newest version in force at `now`. */
export function findVersionInForce(db: Q, now: number): Promise<TermsVersionRow | undefined> {
  return db.selectFrom('terms_versions').selectAll().where('effective_at', '<=', now).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

/** The newest version announced to take effect after `now` that is newer than the one in force. */
export function findUpcomingVersion(db: Q, now: number, inForce: number): Promise<TermsVersionRow | undefined> {
  return db.selectFrom('terms_versions').selectAll().where('effective_at', '>', now).where('version', '>', inForce).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function hasAccepted(db: Q, ownerId: string, version: number): Promise<boolean> {
  const row = await db.selectFrom('terms_acceptances').select('version').where('owner_id', '=', ownerId).where('version', '=', version).executeTakeFirst();
  return row !== undefined;
}

export async function recordAcceptance(db: Q, ownerId: string, version: number, now: number): Promise<void> {
  await db
    .insertInto('terms_acceptances')
    .values({ owner_id: ownerId, version, accepted_at: now })
    .onConflict((oc) => oc.columns(['owner_id', 'version']).doNothing())
    .execute();
}
