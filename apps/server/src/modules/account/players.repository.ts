import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';

type Q = Kysely<Database>;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern escaped with `\`. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function matching(db: Q, text: string | undefined) {
  const query = db
    .selectFrom('users as u')
    .innerJoin('users as o', 'o.id', 'u.owner_id')
    .leftJoin('real_names as r', 'r.owner_id', 'u.owner_id');
  if (!text) return query;
  const pattern = likeContaining(text.toLowerCase());
  return query.where((eb) =>
    eb.or([
      eb('u.id', '=', text),
      eb('u.invite_code', '=', text.toUpperCase()),
      eb('u.account', '=', text),
      sql<SqlBool>`${eb.ref('u.mobile')} like ${pattern} escape '\\'`,
      sql<SqlBool>`lower(${eb.ref('u.nickname')}) like ${pattern} escape '\\'`,
    ]),
  );
}

/**
 * Accounts whose id, invite code or login name is the text, or whose phone number or nickname
 * (any case) contains it; every account without a text. Newest first, with the owner's standing.
 */
export async function searchPlayers(db: Q, text: string | undefined, page: number, size: number) {
  return readPage(matching(db, text).selectAll('u').select(['o.barred as owner_barred', 'r.verified_at']).orderBy('u.created_at', 'desc').orderBy('u.id', 'desc'), page, size);
}

export async function setDisabled(db: Q, userId: string, disabled: boolean, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ disabled: disabled ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
