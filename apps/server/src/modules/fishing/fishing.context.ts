import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayService } from '../play/play.service';

/** The game kind of fishing in the play engine: the prefix of its references. */
export const FISHING_GAME = 'fishing';
/** The ledger reason of a fishing shop purchase. */
export const FISHING_TOOL_REASON = 'fishing_tool';

export interface FishingDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
  readonly fairness: Pick<FairnessService, 'rolls' | 'userSeedIn' | 'commitGameSeed' | 'keepPlayerSeeds' | 'fixClientSeed' | 'gameSeed' | 'revealGameSeed' | 'beacon' | 'chain'>;
  readonly play: PlayService;
  /** The leisure interval new sessions take, ms (`FISHING_CATCH_SECONDS`). */
  readonly catchMs: number;
  /** Tells a member a leisure catch landed, once committed; never fails the catch. */
  readonly tellCatch: (userId: string, event: RealtimeEvents['fishing_catch']) => void;
  /** Members' public names by id (the console's session list). */
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
}
