import type { AccountService } from '../account/account.service';
import type { MessagesService } from '../messages/messages.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { RechargeService } from '../recharge/recharge.service';
import type { WalletService } from '../wallet/wallet.service';

export interface InviteDependencies extends ServiceDependencies {
  /** The site's time zone: rebates are settled per calendar day there. */
  readonly timeZone: string;
  readonly tree: AccountService['inviteTree'];
  readonly nicknames: AccountService['nicknames'];
  readonly findUserIn: AccountService['findUserIn'];
  readonly recharge: Pick<RechargeService, 'paidByMember' | 'everPaid'>;
  readonly wallet: Pick<WalletService, 'transfer'>;
  readonly messages: Pick<MessagesService, 'send'>;
  /** Coins go only to verified adults whose account is open (the recharge module's gate). */
  readonly assertAdult: (userId: string) => Promise<void>;
}

/** Ids per query, well under either database's limit of bound parameters. */
const CHUNK = 500;

/** Runs a lookup over many ids a chunk at a time and joins the answers. */
export async function inChunks<T>(ids: readonly string[], lookup: (chunk: readonly string[]) => Promise<readonly T[]>): Promise<T[]> {
  const answers: T[] = [];
  for (let index = 0; index < ids.length; index += CHUNK) answers.push(...(await lookup(ids.slice(index, index + CHUNK))));
  return answers;
}
