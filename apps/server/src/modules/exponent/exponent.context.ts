import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import { SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { Jobs } from '../../scheduler/scheduler';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayService } from '../play/play.service';

/** The game kind of the exponent game in the play engine: the prefix of its references. */
export const EXPONENT_GAME = 'exponent';
/** The job that settles every due round, enqueued for the end of the round in play. */
export const EXPONENT_SETTLE = 'exponent.settle';
/** The play user of a round's settlement: the site settles it, no member. */
export const HOUSE = 'house';
/** Rounds committed ahead of the one in play: an hour at 60 s. */
export const ROUNDS_AHEAD = 60;
/**
 * The spec's source types have no exponent entry: an index box is its "mystery box", a box won in
 * a game whose item shows only when opened; the graffiti of a miss comes from the same game.
 */
export const EXPONENT_SOURCE_TYPE = SOURCE_TYPE.mysteryBox;

export interface ExponentDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
  readonly fairness: FairnessService;
  readonly play: PlayService;
  readonly jobs: Jobs;
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** EXPONENT_ROUND_SECONDS, in ms. */
  readonly roundMs: number;
  /** The site's zone, whose days number the issues. */
  readonly timeZone: string;
  /**
   * Whether this instance may start the rounds of a site that has none (it runs jobs): a site's
   * first rounds are made by an instance that runs them, never by one that only serves calls.
   */
  readonly startsRounds: boolean;
  /** Tells everyone the round moved on; never fails the caller. */
  readonly announce: (event: RealtimeEvents['exponent_round']) => void;
}
