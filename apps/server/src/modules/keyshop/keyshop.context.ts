import type { SteamProvider } from '../../providers/steam/steam.provider';
import type { Jobs } from '../../scheduler/scheduler';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayGate } from '../play/play.kit';
import type { RechargeService } from '../recharge/recharge.service';
import type { RetrievalService } from '../retrieval/retrieval.service';
import type { WalletService } from '../wallet/wallet.service';

/** The kind of the retrievals that carry keys to Steam. */
export const KEY_KIND = 'key';
/** The job that times an unpaid order out. */
export const KEY_ORDER_EXPIRE = 'keyshop.expire';

export interface KeyShopDependencies extends ServiceDependencies {
  readonly wallet: Pick<WalletService, 'debitWithAutoConversion' | 'transferMany' | 'balance'>;
  readonly retrieval: Pick<RetrievalService, 'sendIn' | 'onEnd' | 'ofRequest' | 'available'>;
  /** Who may order and pay: the games' gate (a verified adult, not on a break, account open). */
  readonly gate: Pick<PlayGate, 'assert'>;
  readonly recharge: Pick<RechargeService, 'packages'>;
  readonly steam: SteamProvider;
  readonly jobs: Jobs;
}
