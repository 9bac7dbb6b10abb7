import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export function findServerKey(db: Kysely<Database>, name: string) {
  return db.selectFrom('server_keys').selectAll().where('name', '=', name).executeTakeFirst();
}

/** Stores a key pair unless another instance stored one first; the first one stays. */
export async function insertServerKeyOnce(db: Kysely<Database>, name: string, publicPem: string, privatePem: string, now: number): Promise<void> {
  await db
    .insertInto('server_keys')
    .values({ name, public_pem: publicPem, private_pem: privatePem, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
