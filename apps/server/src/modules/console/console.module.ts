import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import type { AccountService } from '../account/account.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { BackpackService } from '../backpack/backpack.service';
import type { BoxesService } from '../boxes/boxes.service';
import type { PlayService } from '../play/play.service';
import type { RechargeService } from '../recharge/recharge.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ArenaService } from '../arena/arena.service';
import type { RollService } from '../roll/roll.service';
import type { ActivityService } from '../activity/activity.service';
import { accessCalls } from './console.access.calls';
import { createAuditLog } from './console.audit';
import { registerConsoleCalls, type ConsoleCall } from './console.calls';

/** What a module's console calls are made of; each module keeps its calls in its `*.console.ts`. */
export { changeCall, readCall, type ConsoleCall } from './console.calls';
import { gameCalls } from './console.games.calls';
import { economyCalls, type EconomyDependencies } from './console.economy.calls';
import { createCorrections } from './console.corrections';
import { moneyCalls } from './console.money.calls';
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
  readonly shop: EconomyDependencies['shop'];
  readonly keyShop: EconomyDependencies['keyShop'];
  readonly retrieval: EconomyDependencies['retrieval'];
}

export interface ConsoleService {
  /** Every console call, for the table-driven access and audit tests. */
  readonly calls: readonly ConsoleCall[];
  /** A module's calls (its `consoleCalls`), under the same sessions, permissions and audit. */
  addCalls(calls: readonly ConsoleCall[]): void;
  /** Creates the owner of an empty console (see `OwnerCredentials`); answers what it created. */
  ensureOwner(given: OwnerCredentials | undefined, production: boolean): Promise<OwnerCredentials | null>;
}

/** The operator console: its own sessions, permission checks and audit log, under `/admin/api`. */
export function consoleModule(deps: ConsoleDependencies): LootbayModule<ConsoleService> {
  const operators = createOperators(deps);
  const audit = createAuditLog(deps);
  // The console's own calls; the other modules' calls join them before the routes are registered.
  const calls: ConsoleCall[] = [...accessCalls(operators, audit), ...playerCalls({ ...deps, audit, corrections: createCorrections(deps) }), ...moneyCalls(deps), ...gameCalls(deps), ...economyCalls(deps)];
  return {
    name: 'console',
    service: { calls, addCalls: (added) => void calls.push(...added), ensureOwner: operators.ensureOwner },
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
  needs: ['catalog', 'account', 'wallet', 'backpack', 'boxes', 'recharge', 'play', 'arena', 'roll', 'activity', 'shop', 'keyShop', 'retrieval'],
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
      shop: services.shop,
      keyShop: services.keyShop,
      retrieval: services.retrieval,
    }),
});
