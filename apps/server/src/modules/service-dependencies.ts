import type { Db } from '../db/dialect';

/** What every service is built with; modules add their collaborators. */
export interface ServiceDependencies {
  readonly db: Db;
  readonly clock: () => number;
  readonly log: { info(object: object, message: string): void; warn(object: object, message: string): void; error(object: object, message: string): void };
}
