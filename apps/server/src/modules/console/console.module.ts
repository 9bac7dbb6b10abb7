import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import type { AccountService } from '../account/account.service';
import type { WalletService } from '../wallet/wallet.service';
import { accessCalls } from './console.access.calls';
import { createAuditLog } from './console.audit';
import { registerConsoleCalls, type ConsoleCall } from './console.calls';
import { createCorrections } from './console.corrections';
import { createOperators, type OwnerCredentials } from './console.operators';
import { playerCalls } from './console.players.calls';

/** What a module's console calls are made of; each module keeps its calls in its `*.console.ts`. */
export { changeCall, playerTarget, readCall, type ConsoleCall } from './console.calls';

/** The console's own needs: its player desk and balance corrections read and move through these. */
export interface ConsoleDependencies extends ServiceDependencies {
  readonly accounts: AccountService;
  readonly wallet: WalletService;
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
  const calls: ConsoleCall[] = [...accessCalls(operators, audit), ...playerCalls({ ...deps, audit, corrections: createCorrections(deps) })];
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
  needs: ['account', 'wallet'],
  build: ({ base, services }) => consoleModule({ ...base, accounts: services.account, wallet: services.wallet }),
});
