import type { Config } from '../config';
import type { RealtimeHub, SessionEnds } from '../realtime/hub';
import type { Providers } from '../providers/configured';
import type { Scheduler } from '../scheduler/scheduler';
import type { LootbayModule, ModuleDefinition, ModuleName, ModuleServices, RechargeCheck, ServiceDependencies } from './module';
import { orderByNeeds } from './module-order';
import { createPlayGate } from './play/play-gate';
import type { SeedClock } from './seed-clock';

/** Any module of the list, whatever it is named and needs. */
export type AnyModuleDefinition = ModuleDefinition<ModuleName, ModuleName>;

/** What the app gives every module besides the services of the modules it needs. */
export interface ModulePlatform {
  readonly base: ServiceDependencies;
  readonly config: Config;
  readonly providers: Providers;
  readonly realtime: RealtimeHub & SessionEnds;
  readonly jobs: Scheduler;
  /** The modules' clock (`base.clock`), which the demo history's seeding sets to past moments. */
  readonly seedClock: SeedClock;
}

export interface BuiltModules {
  /** In the order they were built: every module after the modules it needs. */
  readonly list: readonly LootbayModule[];
  readonly services: ModuleServices;
}

/**
 * Builds the modules in the order of their needs, each from the services of the modules before
 * it, then folds what each contributes into the registry that takes it: the play gate, the
 * recharge checks, the member's fields (account), the erasers and export parts (privacy), the
 * console calls (console).
 */
export function buildModules(definitions: readonly AnyModuleDefinition[], platform: ModulePlatform): BuiltModules {
  const gate = createPlayGate();
  const rechargeChecks: RechargeCheck[] = [];
  const assertMayRecharge: RechargeCheck = async (userId, coins) => {
    for (const check of rechargeChecks) await check(userId, coins);
  };
  const built: Partial<Record<ModuleName, unknown>> = {};
  const list: LootbayModule[] = [];
  for (const definition of orderByNeeds(definitions)) {
    // Ordering guarantees every needed service is built; the context's type names only those.
    const module = definition.build({ ...platform, gate, assertMayRecharge, services: built as ModuleServices });
    built[definition.name] = module.service;
    list.push(module);
  }
  const services = built as ModuleServices;
  for (const module of list) {
    if (module.standingRead) gate.setStandingRead(module.standingRead);
    for (const condition of module.gateConditions ?? []) gate.addCondition(condition);
    for (const check of module.stakeChecks ?? []) gate.addStakeCheck(check);
    rechargeChecks.push(...(module.rechargeChecks ?? []));
    for (const fields of module.memberFields ?? []) services.account.members.addFields(fields);
    for (const eraser of module.erasers ?? []) services.privacy.closures.addEraser(eraser);
    for (const [name, part] of Object.entries(module.exportParts ?? {})) services.privacy.exports.addPart(name, part);
    if (module.consoleCalls) services.console.addCalls(module.consoleCalls);
  }
  return { list, services };
}
