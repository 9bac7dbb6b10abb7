import type { BoxesService } from '../boxes/boxes.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayService } from '../play/play.service';
import type { WalletService } from '../wallet/wallet.service';

/** The game kind of activity draws (daily wishes, board rewards) in the play engine: the prefix of their references. */
export const ACTIVITY_GAME = 'activity';

export interface ActivityDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
  readonly fairness: Pick<FairnessService, 'rolls'>;
  readonly play: PlayService;
  /** Recharge awards are paid from the promotions account. */
  readonly wallet: Pick<WalletService, 'transfer'>;
  /** Board steps count a member's paid box opens. */
  readonly boxes: Pick<BoxesService, 'paidOpens' | 'topPaidOpeners'>;
  /** Coins a member was paid for since a moment: the recharge module's count. */
  readonly paidRecharges: (userId: string, since: number) => Promise<number>;
  /** Members' public names by id. */
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** The site's time zone: activity days and weeks are its days and weeks. */
  readonly timeZone: string;
}
