import type { AccountService } from '../account/account.service';
import type { ArenaService } from '../arena/arena.service';
import type { BackpackService } from '../backpack/backpack.service';
import type { BoxesService } from '../boxes/boxes.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { ForgeService } from '../forge/forge.service';
import type { MessagesService } from '../messages/messages.service';
import type { SupportService } from '../messages/support.service';
import type { PercentageService } from '../percentage/percentage.service';
import type { RechargeService } from '../recharge/recharge.service';
import type { RetrievalService } from '../retrieval/retrieval.service';
import type { RewardsService } from '../rewards/rewards.service';
import type { ShopService } from '../shop/shop.service';
import type { WalletService } from '../wallet/wallet.service';
import type { DataExports } from './data-exports';
import { everyPage } from './export-parts';

/** The modules whose records make up a member's data export. */
export interface ExportSources {
  readonly account: Pick<AccountService, 'exportFor'>;
  readonly wallet: Pick<WalletService, 'exportFor'>;
  readonly backpack: Pick<BackpackService, 'exportFor'>;
  readonly recharge: Pick<RechargeService, 'exportFor'>;
  readonly fairness: Pick<FairnessService, 'exportFor'>;
  readonly boxes: Pick<BoxesService, 'history'>;
  readonly percentage: Pick<PercentageService, 'history'>;
  readonly forge: Pick<ForgeService, 'history'>;
  readonly arena: Pick<ArenaService, 'page'>;
  readonly retrieval: Pick<RetrievalService, 'exportFor'>;
  readonly shop: Pick<ShopService, 'exchanges'>;
  readonly messages: Pick<MessagesService, 'exportFor'>;
  readonly support: Pick<SupportService, 'exportFor'>;
  readonly redPackets: Pick<RewardsService['redPackets'], 'exportFor'>;
  readonly rewardTasks: Pick<RewardsService['tasks'], 'exportFor'>;
}

/**
 * Every part of the archive, under its name there. The games export their plays through the
 * histories they already page (each play with its roll and proof).
 */
export function addExportParts(exports: DataExports, sources: ExportSources): void {
  exports.addPart('account', (userId) => sources.account.exportFor(userId));
  exports.addPart('wallet', (userId) => sources.wallet.exportFor(userId));
  exports.addPart('backpack', (userId, locale) => sources.backpack.exportFor(userId, locale));
  exports.addPart('recharge', (userId) => sources.recharge.exportFor(userId));
  exports.addPart('fairness', (userId) => sources.fairness.exportFor(userId));
  exports.addPart('boxOpens', everyPage((userId, page, size, locale) => sources.boxes.history({ userId }, page, size, locale)));
  exports.addPart('percentagePlays', everyPage((userId, page, size, locale) => sources.percentage.history(userId, page, size, locale)));
  exports.addPart('forgePlays', everyPage((userId, page, size, locale) => sources.forge.history(userId, page, size, locale)));
  exports.addPart('arenaBattles', everyPage((userId, page, size, locale) => sources.arena.page({ seatedUserId: userId }, page, size, locale)));
  exports.addPart('retrievals', (userId, locale) => sources.retrieval.exportFor(userId, locale));
  exports.addPart('mallExchanges', everyPage((userId, page, size, locale) => sources.shop.exchanges(userId, page, size, locale)));
  exports.addPart('messages', (userId, locale) => sources.messages.exportFor(userId, locale));
  exports.addPart('supportChat', (userId) => sources.support.exportFor(userId));
  exports.addPart('redPacketClaims', (userId) => sources.redPackets.exportFor(userId));
  exports.addPart('rewardTasks', (userId) => sources.rewardTasks.exportFor(userId));
}
