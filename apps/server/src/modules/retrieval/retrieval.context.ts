import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import type { SteamProvider } from '../../providers/steam/steam.provider';
import type { TradingProvider } from '../../providers/trading/trading.provider';
import type { Jobs } from '../../scheduler/scheduler';
import type { AccountService } from '../account/account.service';
import type { BackpackService } from '../backpack/backpack.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { MessagesService } from '../messages/messages.service';
import type { ServiceDependencies } from '../service-dependencies';

/** The job that asks the market where one retrieval stands. */
export const RETRIEVAL_CHECK = 'retrieval.check';

export interface RetrievalDependencies extends ServiceDependencies {
  readonly backpack: Pick<BackpackService, 'transition'>;
  readonly catalog: Pick<CatalogService, 'ornaments' | 'ornamentsIn'>;
  readonly accounts: Pick<AccountService, 'findUser' | 'assertAdult'>;
  readonly steam: SteamProvider;
  /** Tells the member a retrieval was delivered, in the transaction that ends it. */
  readonly messages: Pick<MessagesService, 'send'>;
  /** The market that buys and delivers; null where none is configured (retrievals are then refused). */
  readonly market: TradingProvider | null;
  readonly jobs: Jobs;
  /** How long to wait before asking the market again about an order under way. */
  readonly pollMs: number;
  /** Tells the member a retrieval of theirs changed (after commit). */
  readonly tell: (userId: string, event: RealtimeEvents['retrieval']) => void;
}
