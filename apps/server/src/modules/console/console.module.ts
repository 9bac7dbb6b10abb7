import type { LootbayModule, ServiceDependencies } from '../module';
import type { CatalogService } from '../catalog/catalog.service';
import { accessCalls } from './console.access.calls';
import { createAuditLog } from './console.audit';
import { registerConsoleCalls, type ConsoleCall } from './console.calls';
import { catalogCalls } from './console.catalog.calls';
import { createOperators, type OwnerCredentials } from './console.operators';

/** The services the console operates, each through its own module's service. */
export interface ConsoleDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
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
  const calls: ConsoleCall[] = [...accessCalls(operators, audit), ...catalogCalls(deps.catalog)];
  return {
    name: 'console',
    service: { calls, ensureOwner: operators.ensureOwner },
    otherRoutes: (app) => registerConsoleCalls(app, calls, { db: deps.db, operators, audit, clock: deps.clock }),
  };
}
