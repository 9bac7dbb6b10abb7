import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { LedgerAccountsTable, LedgerTransferRow, NewLedgerTransfer } from './wallet.table';

export type NewLedgerAccount = Omit<LedgerAccountsTable, 'balance'>;

/** Creates the accounts that do not exist yet, in id order (the lock order). */
export async function ensureAccounts(trx: Transaction<Database>, accounts: readonly NewLedgerAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  await trx
    .insertInto('ledger_accounts')
    .values(accounts.map((account) => ({ ...account, balance: 0 })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Inserts the transfers whose id is new and answers those ids. On PostgreSQL a racing insert of the
 * same id waits for the other transaction, then counts as a conflict if that one committed.
 */
export async function insertNewTransfers(trx: Transaction<Database>, transfers: readonly NewLedgerTransfer[]): Promise<Set<string>> {
  const rows = await trx
    .insertInto('ledger_transfers')
    .values([...transfers])
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

export function findTransfers(db: Kysely<Database>, ids: readonly string[]): Promise<LedgerTransferRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('ledger_transfers').selectAll().where('id', 'in', [...ids]).execute();
}

/** The conditional debit of a user account: no row changes when the balance would go below zero. */
export async function debitUserAccount(trx: Transaction<Database>, accountId: string, amount: number): Promise<boolean> {
  const result = await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '-', amount) }))
    .where('id', '=', accountId)
    .where('owner_kind', '=', 'user')
    .where('balance', '>=', amount)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Credits an account, or moves a system account either way. */
export async function adjustAccount(trx: Transaction<Database>, accountId: string, delta: number): Promise<void> {
  const result = await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', delta) }))
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`ledger account missing: ${accountId}`);
}

export function selectOwnerBalances(db: Kysely<Database>, ownerKind: 'user' | 'system', ownerId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .execute();
}

export interface TransferFilter {
  readonly accountIds: readonly string[];
  readonly reason?: string;
  readonly from?: number;
  readonly to?: number;
}

function filteredTransfers(db: Kysely<Database>, filter: TransferFilter) {
  let query = db
    .selectFrom('ledger_transfers')
    .where((eb) => eb.or([eb('debit_account_id', 'in', [...filter.accountIds]), eb('credit_account_id', 'in', [...filter.accountIds])]));
  if (filter.reason !== undefined) query = query.where('reason', '=', filter.reason);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  return query;
}

export async function listTransfers(db: Kysely<Database>, filter: TransferFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filteredTransfers(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filteredTransfers(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findWalletMember(db: Kysely<Database>, userId: string) {
  return db.selectFrom('wallet_members').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function setAutoConversion(db: Kysely<Database>, userId: string, on: boolean, now: number): Promise<void> {
  const flag = on ? 1 : 0;
  await db
    .insertInto('wallet_members')
    .values({ user_id: userId, auto_conversion: flag, spent_coins: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ auto_conversion: flag, updated_at: now }))
    .execute();
}

export async function addSpentCoins(trx: Transaction<Database>, userId: string, coins: number, now: number): Promise<void> {
  await trx
    .insertInto('wallet_members')
    .values({ user_id: userId, auto_conversion: 0, spent_coins: coins, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ spent_coins: sql`wallet_members.spent_coins + ${coins}`, updated_at: now }),
    )
    .execute();
}
