import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { insertRows } from '../../db/insert-rows';
import { readWindow } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { LedgerAccountsTable, LedgerTransferRow, NewLedgerTransfer } from './wallet.table';

export type NewLedgerAccount = Omit<LedgerAccountsTable, 'balance'>;

/**
 * Creates the accounts that do not exist yet, in id order (the lock order). Every unique key is an
 * arbiter: two first uses of one account racing on PostgreSQL may meet on the owner key first.
 */
export async function ensureAccounts(trx: Trx, accounts: readonly NewLedgerAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  await sql`${insertRows(
    'ledger_accounts',
    accounts.map((account) => ({ ...account, balance: 0 })),
  )} on conflict do nothing`.execute(trx);
}

/**
 * Inserts the transfers whose id is new and answers those ids. On PostgreSQL a racing insert of the
 * same id waits for the other transaction, then counts as a conflict if that one committed.
 */
export async function insertNewTransfers(trx: Trx, transfers: readonly NewLedgerTransfer[]): Promise<Set<string>> {
  const inserted = await sql<{ id: string }>`${insertRows('ledger_transfers', transfers)} on conflict (id) do nothing returning id`.execute(trx);
  return new Set(inserted.rows.map((row) => row.id));
}

export function findTransfers(db: Kysely<Database>, ids: readonly string[]): Promise<LedgerTransferRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('ledger_transfers').selectAll().where('id', 'in', [...ids]).execute();
}

/** The conditional debit of a user account: no row changes when the balance would go below zero. */
export async function debitUserAccount(trx: Trx, accountId: string, amount: number): Promise<boolean> {
  const result = await sql`update ledger_accounts set balance = balance - ${amount} where id = ${accountId} and owner_kind = 'user' and balance >= ${amount}`.execute(trx);
  return result.numAffectedRows === 1n;
}

/** Moves system accounts either way, in one statement (one update locks its rows in one order). */
export function adjustSystemAccounts(deltas: ReadonlyMap<string, number>): RawBuilder<unknown> {
  const ids = [...deltas.keys()].sort();
  const moves = ids.map((id) => sql`when ${id} then cast(${deltas.get(id)} as bigint)`);
  return sql`update ledger_accounts set balance = balance + case id ${sql.join(moves, sql` `)} end where id in (${sql.join(ids)})`;
}

/** Credits an account. */
export async function adjustAccount(trx: Trx, accountId: string, delta: number): Promise<void> {
  const result = await sql`update ledger_accounts set balance = balance + ${delta} where id = ${accountId}`.execute(trx);
  if (result.numAffectedRows !== 1n) throw new Error(`ledger account missing: ${accountId}`);
}

export function selectOwnerBalances(db: Kysely<Database>, ownerKind: 'user' | 'system', ownerId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .execute();
}

/** The balances of some accounts, by id; accounts never used are left out. */
export function selectBalancesOf(db: Kysely<Database>, accountIds: readonly string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ledger_accounts').select(['id', 'owner_id', 'balance']).where('id', 'in', [...accountIds]).execute();
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
  return readWindow(filteredTransfers(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), limit, offset);
}

/** One row of a member's asset: a currency and its balance, or `auto_conversion` and the switch. */
export type AssetRow = { key: string; value: number | string };

/** A member's balances and the auto-conversion switch, in one query (what a balance event carries). */
export function assetQuery(userId: string): RawBuilder<AssetRow> {
  return sql<AssetRow>`
    select currency as key, balance as value from ledger_accounts where owner_kind = 'user' and owner_id = ${userId}
    union all
    select 'auto_conversion', auto_conversion from wallet_members where user_id = ${userId}`;
}

export async function selectAsset(db: Kysely<Database>, userId: string): Promise<AssetRow[]> {
  return (await assetQuery(userId).execute(db)).rows;
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

/** Adds to members' spent coins, one row each (a member appears once). */
export function addSpentCoins(spent: ReadonlyMap<string, number>, now: number): RawBuilder<unknown> {
  const rows = [...spent].sort(([a], [b]) => (a < b ? -1 : 1)).map(([userId, coins]) => ({ user_id: userId, auto_conversion: 0, spent_coins: coins, updated_at: now }));
  return sql`${insertRows('wallet_members', rows)}
    on conflict (user_id) do update set spent_coins = wallet_members.spent_coins + excluded.spent_coins, updated_at = excluded.updated_at`;
}

/** Every transfer touching some accounts, oldest first: a member's whole history, for their data export. */
export function allTransfersOf(db: Kysely<Database>, accountIds: readonly string[]): Promise<LedgerTransferRow[]> {
  return db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where((eb) => eb.or([eb('debit_account_id', 'in', [...accountIds]), eb('credit_account_id', 'in', [...accountIds])]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
