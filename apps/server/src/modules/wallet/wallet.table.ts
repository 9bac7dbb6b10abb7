import type { Insertable, Selectable } from 'kysely';
import type { Currency } from '@lootbay/shared/constants';

/** One account per owner and currency: a user's, or a system account (payments, sales, …). */
export interface LedgerAccountsTable {
  /** `user:<userId>:<currency>` or `system:<name>:<currency>`; the order of ids is the lock order. */
  id: string;
  owner_kind: 'user' | 'system';
  owner_id: string;
  currency: Currency;
  /** Hundredths; never negative for a user account, any sign for a system account. */
  balance: number;
  created_at: number;
}

/** Immutable transfers; the id is the idempotency key. Corrections are reversing transfers. */
export interface LedgerTransfersTable {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  currency: Currency;
  /** Hundredths, > 0. */
  amount: number;
  reason: string;
  /** What the transfer pays for, e.g. `order:<orderNo>`. */
  reference: string;
  created_at: number;
}

/** Per-user wallet settings and the site-level experience. */
export interface WalletMembersTable {
  user_id: string;
  /** 1 when purchases may cover an ingot or coin shortfall with jade. */
  auto_conversion: number;
  /** Coins spent on paid play, in hundredths; experience is its whole coins. */
  spent_coins: number;
  updated_at: number;
}

export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  wallet_members: WalletMembersTable;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;
export type NewLedgerTransfer = Insertable<LedgerTransfersTable>;
