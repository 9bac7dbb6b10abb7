import type { LedgerReason } from '@lootbay/shared/ledger-reasons';
import type { Kysely } from 'kysely';
import { CURRENCIES, type Currency } from '@lootbay/shared/constants';
import { userAudience } from '@lootbay/shared/realtime-events';
import { AppError } from '@lootbay/shared/errors';
import type { BlotterEntry, JadeOffer, Level, MemberLevelFields, UserAsset } from '@lootbay/shared/schemas/wallet';
import type { Database } from '../../db/database';
import type { Db } from '../../db/dialect';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { RealtimeHub } from '../../realtime/hub';
import * as repo from './wallet.repository';
import type { LedgerTransferRow, NewLedgerTransfer } from './wallet.table';
import { experienceOf, levelOf } from './wallet.level';

/** System accounts: where money enters, leaves or waits. They may go negative; users may not. */
export const SYSTEM_ACCOUNTS = ['payments', 'sales', 'prizes', 'promotions', 'house', 'conversion', 'escrow'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef = { readonly user: string } | { readonly system: SystemAccount };

export interface TransferRequest {
  /** The idempotency key: a repeat with the same content returns the first result. */
  readonly id: string;
  readonly from: AccountRef;
  readonly to: AccountRef;
  readonly currency: Currency;
  /** Hundredths, > 0. */
  readonly amount: number;
  /** Why it moved (`LEDGER_REASONS` in shared: each has its words for the player's records). */
  readonly reason: LedgerReason;
  /** What the transfer pays for, e.g. `order:<orderNo>`. */
  readonly reference: string;
}

export interface Transfer {
  readonly id: string;
  readonly debitAccountId: string;
  readonly creditAccountId: string;
  readonly currency: Currency;
  readonly amount: number;
  readonly reason: string;
  readonly reference: string;
  readonly createdAt: number;
}

export interface TransferBatch {
  readonly transfers: Transfer[];
  /** True when every key was already used with this content: nothing new was written. */
  readonly replayed: boolean;
}

export interface TransferOptions {
  /**
   * The keys are new by construction (a play's, under the play's own new id), so no replay is
   * looked for and the transfers go out with the transaction's appends. Should a key exist after
   * all, the commit fails and nothing moves.
   */
  readonly fresh?: boolean;
}

export interface JadeDebitRequest extends TransferOptions {
  readonly id: string;
  readonly userId: string;
  readonly currency: 'coin' | 'ingot';
  readonly amount: number;
  readonly to: SystemAccount;
  readonly reason: LedgerReason;
  readonly reference: string;
  /** The caller accepted the jade offer for this purchase (auto conversion on also allows it). */
  readonly useJade?: boolean;
}

export interface BlotterFilter {
  readonly page: number;
  readonly size: number;
  readonly currency?: Currency;
  readonly reason?: string;
  readonly from?: number;
  readonly to?: number;
}

const REASON = /^[a-z_]{1,40}$/;
const MAX_KEY_LENGTH = 200;

export function accountId(ref: AccountRef, currency: Currency): string {
  return 'user' in ref ? `user:${ref.user}:${currency}` : `system:${ref.system}:${currency}`;
}

function accountRow(ref: AccountRef, currency: Currency, now: number): repo.NewLedgerAccount {
  return 'user' in ref
    ? { id: accountId(ref, currency), owner_kind: 'user', owner_id: ref.user, currency, created_at: now }
    : { id: accountId(ref, currency), owner_kind: 'system', owner_id: ref.system, currency, created_at: now };
}

function toTransfer(row: LedgerTransferRow): Transfer {
  return {
    id: row.id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    currency: row.currency,
    amount: row.amount,
    reason: row.reason,
    reference: row.reference,
    createdAt: row.created_at,
  };
}

function assertWellFormed(request: TransferRequest): void {
  const problems: string[] = [];
  if (!request.id || request.id.length > MAX_KEY_LENGTH) problems.push('id');
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) problems.push('amount');
  if (!CURRENCIES.includes(request.currency)) problems.push('currency');
  if (!REASON.test(request.reason)) problems.push('reason');
  if (!request.reference || request.reference.length > MAX_KEY_LENGTH) problems.push('reference');
  if (accountId(request.from, request.currency) === accountId(request.to, request.currency)) problems.push('accounts');
  // A programming error of the calling module, not a user's mistake.
  if (problems.length > 0) throw new Error(`malformed transfer ${request.id}: ${problems.join(', ')}`);
}

function sameContent(row: LedgerTransferRow, request: TransferRequest): boolean {
  return (
    row.debit_account_id === accountId(request.from, request.currency) &&
    row.credit_account_id === accountId(request.to, request.currency) &&
    row.currency === request.currency &&
    Number(row.amount) === request.amount &&
    row.reason === request.reason &&
    row.reference === request.reference
  );
}

function newTransferRow(request: TransferRequest, now: number): NewLedgerTransfer {
  return {
    id: request.id,
    debit_account_id: accountId(request.from, request.currency),
    credit_account_id: accountId(request.to, request.currency),
    currency: request.currency,
    amount: request.amount,
    reason: request.reason,
    reference: request.reference,
    created_at: now,
  };
}

/** What the wallet remembers about one unit of work: balances to announce, system deltas to apply. */
interface PendingChanges {
  readonly users: Set<string>;
  /** The members' balances as the work leaves them, read with its appends, announced after the commit. */
  readonly assets: Map<string, UserAsset>;
  readonly systemDeltas: Map<string, number>;
  /** Coins spent on paid play per member, for their site experience. */
  readonly spentCoins: Map<string, number>;
}

/** A member's asset from their rows of `assetQuery`: every currency, none held being 0. */
function assetOf(rows: readonly repo.AssetRow[]): UserAsset {
  const held = Object.fromEntries(CURRENCIES.map((currency) => [currency, 0])) as Record<Currency, number>;
  let autoConversion = 0;
  for (const { key, value } of rows) {
    if (key === 'auto_conversion') autoConversion = Number(value) === 1 ? 1 : 0;
    else if ((CURRENCIES as readonly string[]).includes(key)) held[key as Currency] = Number(value);
  }
  return { ...held, mallAmount: held.diamond, autoConversion };
}

const WALLET = Symbol('wallet');

export interface WalletDependencies {
  readonly db: Db;
  readonly clock?: () => number;
  /** Where members hear of their new balances once a transaction that moved them commits. */
  readonly realtime?: RealtimeHub;
}

export function createWalletService(deps: WalletDependencies) {
  const kysely = deps.db.kysely;
  const clock = deps.clock ?? Date.now;
  /** Accounts known to exist (they are never deleted), so most batches skip creating them. */
  const knownAccounts = new Set<string>();

  /**
   * The wallet's part of a unit of work. System accounts are hot rows (every purchase credits
   * `system:sales:coin`), so their balances move in one update at the very end of the
   * transaction, with the work's appends: their row locks are held only until the commit, and
   * always after the user's. Site experience, which the work does not read back, goes with them.
   */
  function pending(trx: Trx): PendingChanges {
    const unit = unitOf(trx);
    return unit.state(WALLET, () => {
      const changes: PendingChanges = { users: new Set(), assets: new Map(), systemDeltas: new Map(), spentCoins: new Map() };
      unit.beforeCommit(async () => {
        if (changes.spentCoins.size > 0) unit.appendWrite(repo.addSpentCoins(changes.spentCoins, clock()));
        const moved = new Map([...changes.systemDeltas].filter(([, delta]) => delta !== 0));
        if (moved.size > 0) unit.appendWrite(repo.adjustSystemAccounts(moved));
        // Members' accounts and their setting: rows no appended write touches.
        if (deps.realtime) for (const userId of changes.users) unit.appendRead(repo.assetQuery(userId), (rows) => changes.assets.set(userId, assetOf(rows)));
      });
      unit.afterCommit(() => announce(changes.assets));
      return changes;
    });
  }

  async function ensureAccounts(trx: Trx, rows: readonly repo.NewLedgerAccount[]): Promise<void> {
    const missing = rows.filter((row) => !knownAccounts.has(row.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (missing.length === 0) return;
    await repo.ensureAccounts(trx, missing);
    unitOf(trx).afterCommit(() => missing.forEach((row) => knownAccounts.add(row.id)));
  }

  /**
   * Applies the net change of each account: user accounts now, in id order, a debit being one
   * conditional update; system accounts at the end of the transaction (see `pending`).
   */
  async function applyDeltas(trx: Trx, deltas: ReadonlyMap<string, number>, owners: ReadonlyMap<string, repo.NewLedgerAccount>): Promise<void> {
    const changes = pending(trx);
    for (const id of [...deltas.keys()].sort()) {
      const delta = deltas.get(id) ?? 0;
      const account = owners.get(id);
      if (delta === 0 || !account) continue;
      if (!Number.isSafeInteger(delta)) throw new Error(`ledger delta out of range on ${id}`);
      if (account.owner_kind === 'system') {
        changes.systemDeltas.set(id, (changes.systemDeltas.get(id) ?? 0) + delta);
        continue;
      }
      changes.users.add(account.owner_id);
      if (delta > 0) await repo.adjustAccount(trx, id, delta);
      else if (!(await repo.debitUserAccount(trx, id, -delta))) throw new AppError('INSUFFICIENT_BALANCE', { currency: account.currency });
    }
  }

  /** The transfers whose key is new, recorded (inserted, or appended when fresh); answers their ids. */
  async function recordNew(trx: Trx, rows: readonly NewLedgerTransfer[], options: TransferOptions): Promise<Set<string>> {
    if (!options.fresh) return repo.insertNewTransfers(trx, rows);
    unitOf(trx).append('ledger_transfers', rows);
    return new Set(rows.map((row) => row.id));
  }

  /** Writes a batch in the caller's transaction: accounts, transfers, then the balances. */
  async function transferMany(trx: Trx, requests: readonly TransferRequest[], options: TransferOptions = {}): Promise<TransferBatch> {
    if (requests.length === 0) return { transfers: [], replayed: false };
    requests.forEach(assertWellFormed);
    const ids = requests.map((request) => request.id);
    if (new Set(ids).size !== ids.length) throw new Error(`a transfer batch repeats a key: ${ids.join(', ')}`);
    const now = clock();

    const accounts = new Map<string, repo.NewLedgerAccount>();
    for (const request of requests) {
      for (const ref of [request.from, request.to]) {
        const row = accountRow(ref, request.currency, now);
        accounts.set(row.id, row);
      }
    }
    await ensureAccounts(trx, [...accounts.values()]);

    const rows = [...requests].sort((a, b) => (a.id < b.id ? -1 : 1)).map((request) => newTransferRow(request, now));
    const inserted = await recordNew(trx, rows, options);
    if (inserted.size !== requests.length) {
      // Some key was used before: a full replay with the same content answers the first result.
      const existing = new Map((await repo.findTransfers(trx, ids)).map((row) => [row.id, row]));
      const replay =
        inserted.size === 0 &&
        requests.every((request) => {
          const row = existing.get(request.id);
          return row !== undefined && sameContent(row, request);
        });
      if (!replay) throw new AppError('TRANSFER_KEY_REUSED');
      return { transfers: requests.map((request) => toTransfer(existing.get(request.id) as LedgerTransferRow)), replayed: true };
    }

    const deltas = new Map<string, number>();
    for (const row of rows) {
      deltas.set(row.debit_account_id, (deltas.get(row.debit_account_id) ?? 0) - row.amount);
      deltas.set(row.credit_account_id, (deltas.get(row.credit_account_id) ?? 0) + row.amount);
    }
    await applyDeltas(trx, deltas, accounts);
    const written = new Map(rows.map((row) => [row.id, row]));
    return { transfers: requests.map((request) => toTransfer(written.get(request.id) as LedgerTransferRow)), replayed: false };
  }

  async function readBalances(executor: Kysely<Database>, userId: string): Promise<Record<Currency, number>> {
    const result = Object.fromEntries(CURRENCIES.map((currency) => [currency, 0])) as Record<Currency, number>;
    for (const row of await repo.selectOwnerBalances(executor, 'user', userId)) result[row.currency] = Number(row.balance);
    return result;
  }

  async function readAutoConversion(executor: Kysely<Database>, userId: string): Promise<boolean> {
    return (await repo.findWalletMember(executor, userId))?.auto_conversion === 1;
  }

  async function announce(assets: ReadonlyMap<string, UserAsset>): Promise<void> {
    const realtime = deps.realtime;
    if (!realtime) return;
    for (const [userId, { coin, diamond, ingot, jade, balance, mallAmount }] of assets) {
      await realtime.publish(userAudience(userId), { type: 'wallet_balance', data: { coin, diamond, ingot, jade, balance, mallAmount } });
    }
  }

  async function userAsset(userId: string): Promise<UserAsset> {
    return assetOf(await repo.selectAsset(kysely, userId));
  }

  async function readLevel(executor: Kysely<Database>, userId: string): Promise<Level> {
    const member = await repo.findWalletMember(executor, userId);
    return levelOf(experienceOf(Number(member?.spent_coins ?? 0)));
  }

  const level = (userId: string): Promise<Level> => readLevel(kysely, userId);

  return {
    transferMany,

    /** One transfer inside the caller's transaction. */
    async transfer(trx: Trx, request: TransferRequest, options: TransferOptions = {}): Promise<{ transfer: Transfer; replayed: boolean }> {
      const batch = await transferMany(trx, [request], options);
      return { transfer: batch.transfers[0] as Transfer, replayed: batch.replayed };
    },

    /**
     * Debits coins or ingots for a purchase. The user's conditional debit comes first (the hot
     * system account is credited at the end of the transaction); when it falls short, the shortfall
     * is covered with jade (converted 1 : 1, two more transfers) if the user switched automatic
     * conversion on or accepted the offer; otherwise an 'insufficient ingots or coins' refusal
     * carries the offer, or, when jade cannot cover it either, 'insufficient balance' sends the
     * user to recharge. A key used before answers the first purchase and takes nothing more.
     */
    async debitWithAutoConversion(trx: Trx, request: JadeDebitRequest): Promise<TransferBatch & { convertedJade: number }> {
      const user = { user: request.userId };
      const purchase: TransferRequest = { id: request.id, from: user, to: { system: request.to }, currency: request.currency, amount: request.amount, reason: request.reason, reference: request.reference };
      assertWellFormed(purchase);
      const replay = (previous: LedgerTransferRow) => {
        if (!sameContent(previous, purchase)) throw new AppError('TRANSFER_KEY_REUSED');
        return { transfers: [toTransfer(previous)], replayed: true, convertedJade: 0 };
      };
      const userAccount = accountId(user, request.currency);
      if (await repo.debitUserAccount(trx, userAccount, request.amount)) {
        const row = newTransferRow(purchase, clock());
        await ensureAccounts(trx, [accountRow(purchase.to, request.currency, row.created_at)]);
        if ((await recordNew(trx, [row], request)).size === 1) {
          const changes = pending(trx);
          changes.users.add(request.userId);
          changes.systemDeltas.set(row.credit_account_id, (changes.systemDeltas.get(row.credit_account_id) ?? 0) + row.amount);
          return { transfers: [toTransfer(row)], replayed: false, convertedJade: 0 };
        }
        // The key was paid before: the debit just taken goes back, and the first purchase answers.
        await repo.adjustAccount(trx, userAccount, request.amount);
      }
      const previous = request.fresh ? undefined : (await repo.findTransfers(trx, [request.id]))[0];
      if (previous) return replay(previous);
      const held = await readBalances(trx, request.userId);
      const shortfall = request.amount - held[request.currency];
      if (shortfall <= 0) return { ...(await transferMany(trx, [purchase], request)), convertedJade: 0 };
      if (held.jade < shortfall) throw new AppError('INSUFFICIENT_BALANCE', { currency: request.currency });
      if (!request.useJade && !(await readAutoConversion(trx, request.userId))) {
        const offer: JadeOffer = { currency: request.currency, shortfall, jade: held.jade, canDeductWithJade: true };
        throw new AppError('INSUFFICIENT_INGOTS_OR_COINS', offer);
      }
      const conversion = { system: 'conversion' } as const;
      const batch = await transferMany(
        trx,
        [
          { id: `${request.id}:jade`, from: user, to: conversion, currency: 'jade', amount: shortfall, reason: 'jade_deduction', reference: request.reference },
          { id: `${request.id}:convert`, from: conversion, to: user, currency: request.currency, amount: shortfall, reason: 'jade_deduction', reference: request.reference },
          purchase,
        ],
        request,
      );
      return { ...batch, convertedJade: shortfall };
    },

    /** `/member/goldConvert`: jade into ingots, 1 : 1; there is no way back. */
    async convertJade(userId: string, amount: number, key: string): Promise<{ jade: number; ingot: number }> {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('CONVERSION_AMOUNT_INVALID');
      const user = { user: userId };
      const conversion = { system: 'conversion' } as const;
      const reference = `conversion:${key}`;
      return deps.db.transaction(async (trx) => {
        await transferMany(trx, [
          { id: `${key}:jade`, from: user, to: conversion, currency: 'jade', amount, reason: 'jade_conversion', reference },
          { id: `${key}:ingot`, from: conversion, to: user, currency: 'ingot', amount, reason: 'jade_conversion', reference },
        ]);
        const after = await readBalances(trx, userId);
        return { jade: after.jade, ingot: after.ingot };
      });
    },

    /** Committed balances of every currency, in hundredths. */
    balances: (userId: string): Promise<Record<Currency, number>> => readBalances(kysely, userId),

    /** One currency's committed balance of several users at once (a list of players), 0 for those who never held it. */
    async balancesOf(userIds: readonly string[], currency: Currency): Promise<Map<string, number>> {
      const rows = await repo.selectBalancesOf(kysely, userIds.map((userId) => accountId({ user: userId }, currency)));
      const held = new Map(rows.map((row) => [row.owner_id, Number(row.balance)]));
      return new Map(userIds.map((userId) => [userId, held.get(userId) ?? 0]));
    },

    async balance(userId: string, currency: Currency): Promise<number> {
      return (await readBalances(kysely, userId))[currency];
    },

    /** A balance as it stands inside the caller's transaction. */
    async balanceIn(trx: Trx, userId: string, currency: Currency): Promise<number> {
      return (await readBalances(trx, userId))[currency];
    },

    /** Every currency in hundredths, `mallAmount` (the shop's diamonds) and the auto-conversion switch. */
    userAsset,

    /**
     * What the wallet adds to the account module's `/member/info` and `/member/userAsset`: the
     * balances above and the site level (`level`, `experience`, `levelProgress` 0–100,
     * `nextLevelExperience`).
     */
    async memberFields(userId: string): Promise<UserAsset & MemberLevelFields> {
      const [asset, reached] = await Promise.all([userAsset(userId), level(userId)]);
      return { ...asset, level: reached.level, experience: reached.experience, levelProgress: reached.progress, nextLevelExperience: reached.nextLevelExperience };
    },

    autoConversion: (userId: string): Promise<boolean> => readAutoConversion(kysely, userId),

    async setAutoConversion(userId: string, on: boolean): Promise<boolean> {
      await repo.setAutoConversion(kysely, userId, on, clock());
      return on;
    },

    /** `/member/getUserBlotter`: the user's side of each transfer, newest first. */
    async blotter(userId: string, filter: BlotterFilter): Promise<{ list: BlotterEntry[]; total: number; page: number; size: number }> {
      const user = { user: userId };
      const own = new Set((filter.currency ? [filter.currency] : CURRENCIES).map((currency) => accountId(user, currency)));
      const { list: rows, total } = await repo.listTransfers(
        kysely,
        { accountIds: [...own], reason: filter.reason, from: filter.from, to: filter.to },
        filter.size,
        (filter.page - 1) * filter.size,
      );
      const list = rows.map((row) => ({
        id: row.id,
        currency: row.currency,
        amount: own.has(row.credit_account_id) ? Number(row.amount) : -Number(row.amount),
        reason: row.reason,
        reference: row.reference,
        createdAt: Number(row.created_at),
      }));
      return { list, total, page: filter.page, size: filter.size };
    },

    /** The wallet's part of a member's data export: balances and every transfer of theirs, oldest first. */
    async exportFor(userId: string) {
      const user = { user: userId };
      const own = new Set(CURRENCIES.map((currency) => accountId(user, currency)));
      const [balances, rows] = await Promise.all([readBalances(kysely, userId), repo.allTransfersOf(kysely, [...own])]);
      const transfers = rows.map((row) => ({ ...toTransfer(row), amount: Number(row.amount), createdAt: Number(row.created_at), direction: own.has(row.credit_account_id) ? 'in' : 'out' }));
      return { balances, transfers };
    },

    /** Site experience for coins (hundredths) spent on paid play; free boxes do not call this. */
    async addExperience(trx: Trx, userId: string, coins: number): Promise<void> {
      if (!Number.isSafeInteger(coins) || coins < 0) throw new Error(`experience from a bad coin amount: ${coins}`);
      const { spentCoins } = pending(trx);
      if (coins > 0) spentCoins.set(userId, (spentCoins.get(userId) ?? 0) + coins);
    },

    level,

    /** The site level as it stands inside the caller's transaction (a free box's lock). */
    levelIn: (trx: Trx, userId: string): Promise<Level> => readLevel(trx, userId),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
