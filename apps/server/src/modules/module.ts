import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/dialect';
import type { Trx } from '../db/unit-of-work';
import type { RealtimeHub, SessionEnds } from '../realtime/hub';
import type { Providers } from '../providers/configured';
import type { RecurringTask, Scheduler } from '../scheduler/scheduler';
import type { MemberFieldsSource } from './account/member-view';
import type { ConsoleCall } from './console/console.calls';
import type { GateCondition, PlayGate, StakeCheck, StandingRead } from './play/play-gate';
import type { GameInvariantSource } from './play/play.invariants';
import type { ExportPart } from './privacy/export-parts';
import type { ServiceDependencies } from './service-dependencies';
import type { SeedClock } from './seed-clock';

export type { ServiceDependencies };

/**
 * Each module's service under its name. Every `*.module.ts` adds its own entry by declaration
 * merging, so a module that needs another reads that service typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's declaration
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

/** A check a member's recharge passes before it is created (coins and limits of responsible play). */
export type RechargeCheck = (userId: string, coins: number) => Promise<void>;

/** What a module is built from: the platform, and the services of the modules it needs. */
export interface ModuleContext<Need extends ModuleName = never> {
  readonly base: ServiceDependencies;
  readonly config: Config;
  readonly providers: Providers;
  /** Socket events to members, rooms and everyone; `endSessions` closes the sockets of ended sessions. */
  readonly realtime: RealtimeHub & SessionEnds;
  readonly jobs: Scheduler;
  /** The modules' clock (`base.clock`), which the demo history's seeding sets to past moments. */
  readonly seedClock: SeedClock;
  /** The one "may play" gate of every game; modules add to it as `standingRead`, `gateConditions` and `stakeChecks`. */
  readonly gate: PlayGate;
  /** Asks every recharge check the modules contribute (`rechargeChecks`), before a recharge is created. */
  readonly assertMayRecharge: RechargeCheck;
  readonly services: Pick<ModuleServices, Need>;
}

/**
 * Everything a domain module hands to `app.ts`: its service for the modules that need it, and
 * what the app registers or folds into the other modules' registries.
 */
export interface LootbayModule<Service = unknown> {
  readonly name: string;
  readonly service: Service;
  /** Calls under `/api`. */
  readonly routes?: (api: FastifyInstance) => void;
  /** Routes outside `/api` (pictures, payment callbacks). */
  readonly otherRoutes?: (app: FastifyInstance) => void;
  /** Development and test routes (sandboxes, outboxes); never registered in production. */
  readonly devRoutes?: (app: FastifyInstance) => void;
  readonly tasks?: readonly RecurringTask[];
  /** Demo content for an empty database. */
  readonly seed?: (db: Db, now: number) => Promise<void>;
  /** The game records the invariant checker reads. */
  readonly invariants?: GameInvariantSource;
  /** The play gate's one read (the account module's), which selects every module's `gateConditions` with it. */
  readonly standingRead?: StandingRead;
  readonly gateConditions?: readonly GateCondition[];
  readonly stakeChecks?: readonly StakeCheck[];
  readonly rechargeChecks?: readonly RechargeCheck[];
  /** Fields this module adds to the member's own view (`/member/userAsset`). */
  readonly memberFields?: readonly MemberFieldsSource[];
  /** Erases what this module holds of closed accounts, inside the closure's transaction. */
  readonly erasers?: readonly ((trx: Trx, userIds: readonly string[]) => Promise<void>)[];
  /** This module's parts of a member's data export, under their names in the archive. */
  readonly exportParts?: Readonly<Record<string, ExportPart>>;
  /** This module's operator console calls, served under the console's sessions, permissions and audit. */
  readonly consoleCalls?: readonly ConsoleCall[];
}

/** A module: its name, the modules whose services it needs, and how it is built from them. */
export interface ModuleDefinition<Name extends ModuleName = ModuleName, Need extends ModuleName = ModuleName> {
  readonly name: Name;
  readonly needs: readonly Need[];
  readonly build: (context: ModuleContext<Need>) => LootbayModule<ModuleServices[Name]>;
}

export function defineModule<Name extends ModuleName, Need extends ModuleName = never>(definition: ModuleDefinition<Name, Need>): ModuleDefinition<Name, Need> {
  return definition;
}
