import type { AccountTables } from '../modules/account/account.table';
import type { CatalogTables } from '../modules/catalog/catalog.table';
import type { FairnessTables } from '../modules/fairness/fairness.table';
import type { BoxesTables } from '../modules/boxes/boxes.table';
import type { BackpackTables } from '../modules/backpack/backpack.table';
import type { SiteTables } from '../modules/site/site.table';
import type { SchedulerTables } from '../scheduler/jobs.table';
import type { RechargeTables } from '../modules/recharge/recharge.table';
import type { WalletTables } from '../modules/wallet/wallet.table';
import type { PlayTables } from '../modules/play/play.table';
import type { PercentageTables } from '../modules/percentage/percentage.table';
import type { ForgeTables } from '../modules/forge/forge.table';
import type { ResponsibleTables } from '../modules/responsible/responsible.table';
import type { PrivacyTables } from '../modules/privacy/privacy.table';
import type { ArenaTables } from '../modules/arena/arena.table';
import type { RollTables } from '../modules/roll/roll.table';
import type { ActivityTables } from '../modules/activity/activity.table';
import type { ConsoleTables } from '../modules/console/console.table';
import type { FishingTables } from '../modules/fishing/fishing.table';
import type { ExponentTables } from '../modules/exponent/exponent.table';
import type { RetrievalTables } from '../modules/retrieval/retrieval.table';
import type { ShopTables } from '../modules/shop/shop.table';
import type { KeyShopTables } from '../modules/keyshop/keyshop.table';
import type { MessagesTables } from '../modules/messages/messages.table';
import type { InviteTables } from '../modules/invite/invite.table';
import type { RewardsTables } from '../modules/rewards/rewards.table';
import type { SandboxMarketTables } from '../providers/trading/sandbox-market.table';

/** Every table of the server, assembled from the table file of the module that owns it. */
export interface Database extends AccountTables, SchedulerTables, SiteTables, WalletTables, RechargeTables, CatalogTables, FairnessTables, BoxesTables, BackpackTables, PlayTables, PercentageTables, ForgeTables, ResponsibleTables, PrivacyTables, ArenaTables, RollTables, ActivityTables, ConsoleTables, FishingTables, ExponentTables, RetrievalTables, ShopTables, KeyShopTables, SandboxMarketTables, MessagesTables, InviteTables, RewardsTables {}
