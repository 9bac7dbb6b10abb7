import type { Goal } from './goals';
import type { Measurement } from './measure';
import type { Dialect, ServerDatabase } from './server';

export interface ScenarioContext {
  /** One server instance: sign-ups and other setup go here (the SMS sandbox's outbox is the instance's own). */
  readonly baseUrl: string;
  /**
   * Where the measured load goes: the same server, or the proxy in front of its instances in the
   * multi-instance case, whose scenarios send their load here.
   */
  readonly loadUrl: string;
  readonly dialect: Dialect;
  readonly seconds: number;
  readonly authKey: string;
  /** The PostgreSQL server, for scenarios that open a database of their own. */
  readonly databaseUrl: string;
  /** The running server's own database, for setup no call offers; the load itself goes through HTTP. */
  readonly serverDatabase: ServerDatabase;
}

/** One benchmark: a load against a running server. Setup (members, balances) happens inside run. */
export interface Scenario {
  readonly name: string;
  /** What it must reach; a scenario without one is measured for information (the floor, the disk). */
  readonly goal?: Goal;
  run(context: ScenarioContext): Promise<Measurement>;
}
