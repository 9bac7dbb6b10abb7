import type { ArenaMode } from '@lootbay/shared/constants';
import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayService } from '../play/play.service';
import type { WalletService } from '../wallet/wallet.service';
import type { Jobs } from '../../scheduler/scheduler';
import type { Trx } from '../../db/unit-of-work';
import type { ArenaBattleRow } from './arena.table';
import type { MessagesService } from '../messages/messages.service';

/** The game kind of battles in the play engine: the prefix of their references. */
export const ARENA_GAME = 'arena';
/** Jobs: the next step of a battle (a round or its settlement), and the expiry of an unfilled one. */
export const ARENA_STEP = 'arena.step';
export const ARENA_EXPIRE = 'arena.expire';
/** Each battle has one expiry job and one job per step, under these keys. */
export const expiryKey = (battleId: string) => `${ARENA_EXPIRE}:${battleId}`;
export const stepKey = (battleId: string, step: number) => `${ARENA_STEP}:${battleId}:${step}`;

export interface ArenaDependencies extends ServiceDependencies {
  readonly catalog: CatalogService;
  readonly fairness: FairnessService;
  readonly play: PlayService;
  readonly wallet: Pick<WalletService, 'transferMany'>;
  /** Tells a ranked member their prize was paid, in the transaction that pays it. */
  readonly messages: Pick<MessagesService, 'send'>;
  /** The accounts of the person behind an account (an owner and their sub-accounts), in the caller's transaction. */
  readonly householdIn: (trx: Trx, userId: string) => Promise<{ readonly userIds: readonly string[] }>;
  /** Members' public names by id. */
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Whether a name holds a word members' names may not (robots' names follow the same rule). */
  readonly nicknameBlocked: (nickname: string) => boolean;
  readonly jobs: Jobs;
  /** Announces a change of a battle to its room and the live list; never fails the caller. */
  readonly announce: (event: RealtimeEvents['arena_battle']) => void;
  /** The site's time zone: rank days are its days. */
  readonly timeZone: string;
  /** The countdown once a battle is full, and the time between rounds. */
  readonly pace: { readonly countdownMs: number; readonly roundMs: number };
  /**
   * Whether this instance also plays each next step on a timer of its own, at the moment it is
   * due: the scheduler polls once a second, which would make rounds uneven. The step's job stays
   * as the backstop (a crash, another instance); the step dismisses it as it commits.
   */
  readonly onTime?: boolean;
}

/** A box of a battle as recorded at creation: each round opens one, at this odds version. */
export interface BattleBox {
  readonly boxId: string;
  readonly version: number;
  readonly price: number;
  readonly hash: string;
}

export function boxesOf(battle: Pick<ArenaBattleRow, 'boxes'>): BattleBox[] {
  return JSON.parse(battle.boxes) as BattleBox[];
}

export function modeOf(battle: Pick<ArenaBattleRow, 'mode'>): ArenaMode {
  return battle.mode as ArenaMode;
}
