import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import type { PaymentProvider } from '../../providers/payments/provider';
import type { StoreName, StoreProvider } from '../../providers/stores/store.provider';
import type { WalletService } from '../wallet/wallet.service';

/** Where an operator looks: refusals of payment callbacks are warnings with the details. */
export interface RechargeLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RechargeDependencies {
  readonly db: Db;
  readonly wallet: WalletService;
  /**
   * The payment providers configured here, each serving its pay types (none, in production, until
   * an operator configures one); a pay type no provider serves is not offered.
   */
  readonly payments: readonly PaymentProvider[];
  /** The app stores configured here. */
  readonly stores: Readonly<Partial<Record<StoreName, StoreProvider>>>;
  /**
   * Freezes an account inside the caller's transaction (no sign-in, play or payment), for an
   * operator to look at: a payment taken back after its coins were spent.
   */
  readonly freezeIn: (trx: Trx, userId: string) => Promise<void>;
  /**
   * Adults only: throws the account module's refusal (real name missing, minor, disabled) unless
   * the user may pay.
   */
  readonly assertAdult: (userId: string) => Promise<void>;
  /**
   * Responsible play: throws while the member is on a break, or when `coins` more would pass one
   * of the person's recharge limits (0 asks about the break only).
   */
  readonly assertMayRecharge: (userId: string, coins: number) => Promise<void>;
  /** The person promotions count for: the verified owner behind the account, or null before verification. */
  readonly personIn: (trx: Trx, userId: string) => Promise<string | null>;
  readonly log: RechargeLog;
  readonly clock?: () => number;
}
