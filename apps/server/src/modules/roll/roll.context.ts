import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import type { AccountService } from '../account/account.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { MessagesService } from '../messages/messages.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayService } from '../play/play.service';
import type { Jobs } from '../../scheduler/scheduler';

/** The game kind of roll rooms in the play engine: the prefix of their references. */
export const ROLL_GAME = 'roll';
/** The job that draws a room at its end time. */
export const ROLL_DRAW = 'roll.draw';
/** The play user of the house's own rooms (no member is behind them). */
export const HOUSE = 'house';

export interface RollDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
  readonly fairness: FairnessService;
  readonly play: PlayService;
  readonly accounts: Pick<AccountService, 'findUser' | 'householdIn'>;
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** House robots' names and pictures as players see them (the arena module keeps them). */
  readonly robots: () => Promise<ReadonlyMap<string, { readonly nickname: string; readonly avatar: string | null }>>;
  readonly jobs: Jobs;
  readonly timeZone: string;
  /** Announces a change of a room to its watchers and the list; never fails the caller. */
  readonly announce: (event: RealtimeEvents['roll_room']) => void;
  /** Writes each winner a message in the draw's transaction. */
  readonly messages: Pick<MessagesService, 'send'>;
  /** Tells a member what they won. */
  readonly tellWinner: (userId: string, event: RealtimeEvents['roll_won']) => void;
}
