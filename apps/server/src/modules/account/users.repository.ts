import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { NewUser, UserRow } from './account.table';

type Q = Kysely<Database>;

export function findUserById(db: Q, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the row on PostgreSQL (SQLite serialises writers already). */
export function findUserByIdForUpdate(db: Q, id: string, lock: boolean): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findUserByMobile(db: Q, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** By login name or bound phone number. */
export function findUserByLogin(db: Q, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('account', '=', login), eb('mobile', '=', login)]))
    .executeTakeFirst();
}

export function findUserByInviteCode(db: Q, inviteCode: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('invite_code', '=', inviteCode).executeTakeFirst();
}

export function listAccountsOfOwner(db: Q, ownerId: string): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();
}

/** The owner of an account and every account it holds (itself and its sub-accounts). */
/** Plain SQL, as the next: every play reads them. */
export async function findHousehold(db: Q, userId: string): Promise<{ ownerId: string; userIds: string[] } | undefined> {
  const { rows } = await sql<{ owner_id: string; id: string }>`
    select u.owner_id, a.id from users u join users a on a.owner_id = u.owner_id where u.id = ${userId} order by a.id`.execute(db);
  return rows[0] && { ownerId: rows[0].owner_id, userIds: rows.map((row) => row.id) };
}

export async function insertUser(db: Q, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Q,
  id: string,
  changes: Partial<Pick<UserRow, 'mobile' | 'password_hash' | 'avatar_url' | 'trade_url' | 'barred'>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Changes the nickname unless it changed since `notSince`; false when it did. */
export async function changeNicknameIfAllowed(db: Q, id: string, nickname: string, notSince: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ nickname, nickname_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('nickname_changed_at', 'is', null), eb('nickname_changed_at', '<=', notSince)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Binds the inviter unless one is bound already; false when it was. */
export async function bindInviterOnce(db: Q, id: string, inviterId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ inviter_id: inviterId, updated_at: now })
    .where('id', '=', id)
    .where('inviter_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A row of `playStandingQuery`: the owner's standing, one account of the household, and the lent expressions. */
export type PlayStandingRow = { barred: number; disabled: number; verified_owner: string | null; owner_id: string; id: string } & Record<string, unknown>;

/**
 * Whether the owner behind an account is barred, disabled or verified, and its household (as
 * `findHousehold`), in one query: the play gate asks for both, and selects with them what other
 * modules lend it (`lent`, expressions of their own over the owner's id, `o.id`). One row per
 * account of the household, none when there is no such account.
 */
export function playStandingQuery(userId: string, lent: Readonly<Record<string, RawBuilder<unknown>>> = {}) {
  const lentColumns = Object.entries(lent).map(([name, column]) => sql`, ${column} as ${sql.id(name)}`);
  return sql<PlayStandingRow>`
    select o.barred, o.disabled, r.owner_id as verified_owner, u.owner_id, a.id${sql.join(lentColumns, sql``)} from users u join users o on o.id = u.owner_id
    left join real_names r on r.owner_id = o.id join users a on a.owner_id = u.owner_id where u.id = ${userId}`;
}

/** What `playStandingQuery` answered; every column past the standing's own is a lent one. */
export function playStandingOf(rows: readonly PlayStandingRow[]) {
  const first = rows[0];
  if (!first) return undefined;
  const { barred, disabled, verified_owner, owner_id, id: _id, ...lent } = first;
  const userIds = rows.map((row) => row.id).sort();
  return { barred, disabled, verified_owner, household: { ownerId: owner_id, userIds }, lent };
}

export async function findPlayStanding(db: Q, userId: string) {
  return playStandingOf((await playStandingQuery(userId).execute(db)).rows);
}

export function findNicknames(db: Q, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', [...new Set(ids)]).execute();
}

/**
 * Erases what identifies the person behind an account, keeping the row and its id (the ledger's
 * history stays under it): no phone, password, avatar or trade link, a neutral name, and disabled.
 */
export async function anonymiseUser(db: Q, id: string, nickname: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ mobile: null, password_hash: null, avatar_url: null, trade_url: null, nickname, nickname_changed_at: null, disabled: 1, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** People with an account: main accounts (a sub-account is its owner's), leaving out disabled and erased ones. */
export async function countPeople(db: Q): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .whereRef('id', '=', 'owner_id')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The inviter of each of some accounts that has one. */
export async function invitersOf(db: Q, ids: readonly string[]): Promise<{ id: string; inviter_id: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select(['id', 'inviter_id']).where('id', 'in', [...ids]).where('inviter_id', 'is not', null).execute();
  return rows.map((row) => ({ id: row.id, inviter_id: row.inviter_id! }));
}

/** The accounts some accounts invited, oldest first. */
export function inviteesOf(db: Q, inviterIds: readonly string[]): Promise<{ id: string; inviter_id: string | null; nickname: string; created_at: number }[]> {
  if (inviterIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'inviter_id', 'nickname', 'created_at']).where('inviter_id', 'in', [...inviterIds]).orderBy('created_at').orderBy('id').execute();
}
