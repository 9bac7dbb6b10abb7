import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/dialect';
import type { RecurringTask } from '../scheduler/scheduler';
import type { GameInvariantSource } from './play/play.invariants';

/** What every service is built with; modules add their collaborators. */
export interface ServiceDependencies {
  readonly db: Db;
  readonly clock: () => number;
  readonly log: { info(object: object, message: string): void; warn(object: object, message: string): void; error(object: object, message: string): void };
}

/**
 * Everything a domain module hands to `app.ts`: its service for the modules built after it, and
 * what the app registers: calls under `/api`, other routes (pictures), recurring tasks, demo
 * content, and the game records the invariant checker reads. Adding a module is one line there.
 */
export interface LootbayModule<Service = unknown> {
  readonly name: string;
  readonly service: Service;
  readonly routes?: (api: FastifyInstance) => void;
  readonly otherRoutes?: (app: FastifyInstance) => void;
  readonly tasks?: readonly RecurringTask[];
  readonly seed?: (db: Db, now: number) => Promise<void>;
  readonly invariants?: GameInvariantSource;
}
