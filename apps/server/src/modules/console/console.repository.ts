import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import type { AuditEntriesTable, NewOperator, OperatorRow } from './console.table';

type Q = Kysely<Database>;

export async function countOperators(db: Q): Promise<number> {
  const row = await db.selectFrom('operators').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts an operator unless the account exists; answers whether it was inserted. */
export async function insertOperator(db: Q, operator: NewOperator): Promise<boolean> {
  const result = await db
    .insertInto('operators')
    .values(operator)
    .onConflict((oc) => oc.column('account').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findOperatorByAccount(db: Q, account: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findOperator(db: Q, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOperators(db: Q): Promise<OperatorRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function countActiveOwners(db: Q, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateOperator(db: Q, id: string, changes: Partial<Pick<OperatorRow, 'role' | 'disabled' | 'totp_secret' | 'totp_step' | 'password_hash' | 'updated_at'>>): Promise<void> {
  await db.updateTable('operators').set(changes).where('id', '=', id).execute();
}

/** Takes a TOTP time step if it is later than the last one taken: a code is accepted once. */
export async function takeTotpStep(db: Q, id: string, step: number): Promise<boolean> {
  const result = await db.updateTable('operators').set({ totp_step: step }).where('id', '=', id).where('totp_step', '<', step).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets a first authenticator, only while the operator has none. */
export async function setTotpSecret(db: Q, id: string, secret: string, step: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_secret: secret, totp_step: step, updated_at: now })
    .where('id', '=', id)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSession(db: Q, session: { id: string; token_hash: string; operator_id: string; verified: number; enrol_secret: string | null; created_at: number; expires_at: number }): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({ ...session, ended_at: null })
    .execute();
}

/** A live session of an enabled operator, by token hash. */
export function findLiveSession(db: Q, tokenHash: string, now: number) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as sessionId',
      'operator_sessions.verified',
      'operator_sessions.enrol_secret',
      'operator_sessions.expires_at',
      'operators.id as operatorId',
      'operators.account',
      'operators.role',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.ended_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst();
}

export async function endSession(db: Q, id: string, now: number): Promise<void> {
  await db.updateTable('operator_sessions').set({ ended_at: now }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

export async function endOperatorSessions(db: Q, operatorId: string, now: number): Promise<void> {
  await db.updateTable('operator_sessions').set({ ended_at: now }).where('operator_id', '=', operatorId).where('ended_at', 'is', null).execute();
}

export async function insertAuditEntry(db: Q, entry: AuditEntriesTable): Promise<void> {
  await db.insertInto('audit_entries').values(entry).execute();
}

export interface AuditFilter {
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
  readonly target?: string | undefined;
}

export async function pageAuditEntries(db: Q, filter: AuditFilter, page: number, size: number) {
  let query = db.selectFrom('audit_entries');
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.target) query = query.where('target', '=', filter.target);
  return readPage(query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), page, size);
}
