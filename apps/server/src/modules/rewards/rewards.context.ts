import type { BoxesService } from '../boxes/boxes.service';
import type { MessagesService } from '../messages/messages.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { WalletService } from '../wallet/wallet.service';

export interface RewardsDependencies extends ServiceDependencies {
  /** Packets and rewards are paid from the promotions account. */
  readonly wallet: Pick<WalletService, 'transfer'>;
  /** The member hears of each packet and reward in their inbox. */
  readonly messages: Pick<MessagesService, 'send'>;
  /** Coins a member was paid for in recharges since a moment: the recharge module's count. */
  readonly paidRecharges: (userId: string, since: number) => Promise<number>;
  /** A member's paid box opens in a time span: the boxes module's count. */
  readonly boxes: Pick<BoxesService, 'paidOpens'>;
  /** Members' public names by id, for the console's list of claims. */
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Coins go only to verified adults whose account is open and who are not on a break (responsible play). */
  readonly assertMayReceive: (userId: string) => Promise<void>;
  /** The site's time zone: reward days and weeks are its days and weeks. */
  readonly timeZone: string;
}
