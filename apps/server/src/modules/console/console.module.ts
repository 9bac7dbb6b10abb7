import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import type { CatalogService } from '../catalog/catalog.service';
import type { AccountService } from '../account/account.service';
import type { BackpackService } from '../backpack/backpack.service';
import type { BoxesService } from '../boxes/boxes.service';
import type { PlayService } from '../play/play.service';
import type { RechargeService } from '../recharge/recharge.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ArenaService } from '../arena/arena.service';
import type { RollService } from '../roll/roll.service';
import type { ActivityService } from '../activity/activity.service';
import type { SiteService } from '../site/site.service';
import type { ExponentService } from '../exponent/exponent.service';
import type { FishingService } from '../fishing/fishing.service';
import type { RewardsService } from '../rewards/rewards.service';
import { accessCalls } from './console.access.calls';
import { createAuditLog } from './console.audit';
import { registerConsoleCalls, type ConsoleCall } from './console.calls';
import { catalogCalls } from './console.catalog.calls';
import { gameCalls } from './console.games.calls';
import { exponentCalls } from './console.exponent.calls';
import { fishingCalls } from './console.fishing.calls';
import { economyCalls, type EconomyDependencies } from './console.economy.calls';
import { siteCalls } from './console.site.calls';
import { inviteCalls } from './console.invite.calls';
import type { InviteService } from '../invite/invite.service';
import { createCorrections } from './console.corrections';
import { moneyCalls } from './console.money.calls';
import { messageCalls } from './console.messages.calls';
import type { MessagesService } from '../messages/messages.service';
import type { SupportService } from '../messages/support.service';
import { promotionCalls } from './console.promotions.calls';
import { playerCalls } from './console.players.calls';
import { createOperators, type OwnerCredentials } from './console.operators';

/** The services the console operates, each through its own module's service. */
export interface ConsoleDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
  readonly accounts: AccountService;
  readonly wallet: WalletService;
  readonly backpack: BackpackService;
  readonly boxes: BoxesService;
  readonly recharge: RechargeService;
  readonly play: PlayService;
  /** The site's time zone, where the money reports' days begin and end. */
  readonly timeZone: string;
  readonly arena: ArenaService;
  readonly roll: RollService;
  readonly activity: ActivityService;
  readonly site: SiteService;
  readonly exponent: ExponentService;
  readonly fishing: FishingService;
  readonly shop: EconomyDependencies['shop'];
  readonly keyShop: EconomyDependencies['keyShop'];
  readonly retrieval: EconomyDependencies['retrieval'];
  readonly messages: MessagesService & { readonly support: SupportService };
  readonly invite: Pick<InviteService, 'levels' | 'setRatesIn' | 'promoters' | 'setPromoterIn'>;
  readonly redPackets: RewardsService['redPackets'];
}

export interface ConsoleService {
  /** Every console call, for the table-driven access and audit tests. */
  readonly calls: readonly ConsoleCall[];
  /** Creates the owner of an empty console (see `OwnerCredentials`); answers what it created. */
  ensureOwner(given: OwnerCredentials | undefined, production: boolean): Promise<OwnerCredentials | null>;
}

/** The operator console: its own sessions, permission checks and audit log, under `/admin/api`. */
export function consoleModule(deps: ConsoleDependencies): LootbayModule<ConsoleService> {
  const operators = createOperators(deps);
  const audit = createAuditLog(deps);
  const calls: ConsoleCall[] = [...accessCalls(operators, audit), ...catalogCalls(deps.catalog), ...playerCalls({ ...deps, audit, corrections: createCorrections(deps) }), ...moneyCalls(deps), ...gameCalls(deps), ...exponentCalls(deps.exponent, deps.clock), ...fishingCalls(deps.fishing), ...economyCalls(deps), ...siteCalls(deps.site), ...promotionCalls(deps.redPackets), ...messageCalls(deps.messages, deps.messages.support), ...inviteCalls(deps.invite)];
  return {
    name: 'console',
    service: { calls, ensureOwner: operators.ensureOwner },
    otherRoutes: (app) => registerConsoleCalls(app, calls, { db: deps.db, operators, audit, clock: deps.clock }),
  };
}

declare module '../module' {
  interface ModuleServices {
    console: ConsoleService;
  }
}

export const consoleDefinition = defineModule({
  name: 'console',
  needs: ['catalog', 'account', 'wallet', 'backpack', 'boxes', 'recharge', 'play', 'arena', 'roll', 'activity', 'site', 'exponent', 'fishing', 'shop', 'keyShop', 'retrieval', 'rewards', 'messages', 'invite'],
  build: ({ base, config, services }) =>
    consoleModule({
      ...base,
      catalog: services.catalog,
      accounts: services.account,
      wallet: services.wallet,
      backpack: services.backpack,
      boxes: services.boxes,
      recharge: services.recharge,
      play: services.play,
      timeZone: config.timeZone,
      arena: services.arena,
      roll: services.roll,
      activity: services.activity,
      site: services.site,
      exponent: services.exponent,
      fishing: services.fishing,
      shop: services.shop,
      keyShop: services.keyShop,
      retrieval: services.retrieval,
      redPackets: services.rewards.redPackets,
      messages: services.messages,
      invite: services.invite,
    }),
});
