import { z } from 'zod';
import { beaconRoundSchema } from './fairness';
import { ARENA_MAX_BOXES, ARENA_MODES } from '../constants';
import { boxSchema, ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

export const ARENA_STATUSES = ['waiting', 'ready', 'fighting', 'finished', 'cancelled'] as const;
export type ArenaStatus = (typeof ARENA_STATUSES)[number];

const battleId = z.string({ error: 'ARENA_NOT_FOUND' }).min(1, 'ARENA_NOT_FOUND').max(64, 'ARENA_NOT_FOUND');
const modeSchema = z.enum(ARENA_MODES, { error: 'ARENA_MODE_INVALID' });

/** `/member/arenaAdd`: a battle of 1–8 boxes (repeats allowed) in a mode; the creator pays a seat. */
export const arenaAddBody = callBody({
  boxIds: z.array(z.string().min(1).max(64), { error: 'ARENA_BOX_COUNT' }).min(1, 'ARENA_BOX_COUNT').max(ARENA_MAX_BOXES, 'ARENA_BOX_COUNT'),
  mode: modeSchema,
  requestId: requestIdSchema.optional(),
  /** The battle this one copies ("create the same battle"), shown with it. */
  cloneOf: z.string().min(1).max(64).optional(),
});

/** `/member/arenaJoin` and `/mybox/room/pk/join`: take a seat (the first free one unless named). */
export const arenaJoinBody = callBody({
  id: battleId,
  seat: z.int().min(0).max(3).optional(),
  requestId: requestIdSchema.optional(),
});

/** `/member/joinRobot`, `/member/arenaCancel`, `/visitor/arenaDetail`, `/member/arena/watch`… */
export const arenaIdBody = callBody({ id: battleId });

export const arenaReportBody = callBody({
  id: battleId,
  reason: z.string({ error: 'ARENA_REPORT_REASON' }).trim().min(1, 'ARENA_REPORT_REASON').max(200, 'ARENA_REPORT_REASON'),
});

/** `/visitor/arenaListWeb` and `/mybox/room/pk/list`: battles, newest first, filtered. */
export const arenaListBody = callBody({
  ...pageRequestShape,
  mode: modeSchema.optional(),
  status: z.enum(ARENA_STATUSES).optional(),
  /** A seat's price range, hundredths. */
  minPrice: z.int().min(0).optional(),
  maxPrice: z.int().min(0).optional(),
});

export const arenaPageBody = callBody({ ...pageRequestShape });

export const ARENA_RANK_DAYS = ['today', 'yesterday'] as const;
export const arenaRankingBody = callBody({ day: z.enum(ARENA_RANK_DAYS).default('today') });

/** A box of a battle: as it was priced, and the odds version its rolls pick items in. */
export const arenaBoxSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.int(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
});

/** One item a seat opened: the round (the box's place), its roll and what it picked. */
export const arenaDropSchema = ornamentSchema.extend({
  round: z.int(),
  rollPoint: z.int(),
  rollId: z.string(),
  /** The item in the opener's backpack (status 1 during the battle); null for a robot's. */
  backpackItemId: z.string().nullable(),
});
export type ArenaDrop = z.infer<typeof arenaDropSchema>;

export const arenaSeatSchema = z.object({
  seat: z.int(),
  team: z.int(),
  userId: z.string().nullable(),
  robot: z.boolean(),
  nickname: z.string().nullable(),
  /** A robot's picture (a path on this site), when it has one; null otherwise. */
  robotAvatar: z.string().nullable(),
  /** The seat's user seed, the part of the client seed it brought. */
  userSeed: z.string().nullable(),
  items: z.array(arenaDropSchema),
  /** The value of what the seat opened so far, hundredths. */
  total: z.int(),
  result: z.enum(['victory', 'defeat']).nullable(),
  /** The value the seat took home at the end, hundredths (0 for a defeat). */
  won: z.int(),
});
export type ArenaSeat = z.infer<typeof arenaSeatSchema>;

export const arenaTieBreakSchema = z.object({
  /** The teams that tied, and the one the roll picked. */
  teams: z.array(z.int()),
  winnerTeam: z.int(),
  round: z.int(),
  rollPoint: z.int(),
  rollId: z.string(),
});

export const arenaBattleSchema = z.object({
  id: z.string(),
  mode: z.enum(ARENA_MODES),
  status: z.enum(ARENA_STATUSES),
  creatorId: z.string(),
  /** What each seat pays, hundredths of `currency`: the sum of the boxes' prices. */
  price: z.int(),
  currency: z.string(),
  boxes: z.array(arenaBoxSchema),
  seats: z.array(arenaSeatSchema),
  /** Rounds played so far. */
  rounds: z.int(),
  /** Winning seats, in seat order; empty until the battle finishes. */
  winners: z.array(z.int()),
  tieBreak: arenaTieBreakSchema.nullable(),
  publicHash: z.string(),
  /**
   * SHA-256 of the seats' user seeds in seat order, as they were when the last seat was taken,
   * and `:<beacon value>` appended when a robot sits (fixed once the beacon round is out).
   */
  clientSeed: z.string().nullable(),
  /** When the last seat was taken: the seats' seeds are the ones in play then. */
  filledAt: z.int().nullable(),
  /** The first beacon round published after `filledAt`, for a battle with a robot seat; null otherwise or until it is out. */
  beacon: beaconRoundSchema.nullable(),
  /** Revealed when the battle finishes. */
  secret: z.string().nullable(),
  salt: z.string().nullable(),
  /** The game seed's id, for `/fair`. */
  seedId: z.string(),
  /** When the next round plays (or the countdown ends), epoch ms; null when nothing is due. */
  nextAt: z.int().nullable(),
  roundMs: z.int(),
  clonedFrom: z.string().nullable(),
  createdAt: z.int(),
  startedAt: z.int().nullable(),
  finishedAt: z.int().nullable(),
});
export type ArenaBattle = z.infer<typeof arenaBattleSchema>;

export const arenaPageSchema = pageOf(arenaBattleSchema);
export type ArenaPage = z.infer<typeof arenaPageSchema>;

export const arenaBoxesSchema = z.array(boxSchema);

/** `/mybox/room/pk/user/ornament`: every item of a battle with who opened it. */
export const arenaSeatItemsSchema = z.array(arenaDropSchema.extend({ seat: z.int(), userId: z.string().nullable(), robot: z.boolean() }));

export const arenaRobotSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  /** Its picture (a path on this site), when it has one. */
  avatar: z.string().nullable(),
  /** The robot's public seed: what its seat brings to a battle's client seed. */
  seed: z.string(),
});
export const arenaRobotsSchema = z.array(arenaRobotSchema);

export const arenaRankEntrySchema = z.object({
  rank: z.int(),
  userId: z.string(),
  nickname: z.string(),
  /** Hundredths: 588800 is 5888 points. */
  points: z.int(),
  /** What the rank pays (or paid), hundredths of a coin. */
  prize: z.int(),
});

export const arenaRankingSchema = z.object({
  /** The site's calendar day, `YYYY-MM-DD`. */
  day: z.string(),
  list: z.array(arenaRankEntrySchema),
  /** Whether the day's prizes have been paid. */
  paid: z.boolean(),
});
export type ArenaRanking = z.infer<typeof arenaRankingSchema>;

export const arenaMyRankingSchema = z.object({
  day: z.string(),
  rank: z.int().nullable(),
  points: z.int(),
  prize: z.int(),
});
export type ArenaMyRanking = z.infer<typeof arenaMyRankingSchema>;

export const arenaReportSchema = z.object({ id: z.string(), reported: z.literal(true) });
