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
  /** The payment provider chosen by configuration; null where none is available. */
  readonly provider: PaymentProvider | null;
  /** The app stores available here (none in production until real adapters exist). */
  readonly stores: Readonly<Partial<Record<StoreName, StoreProvider>>>;
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
