import { z } from 'zod';
import { FISHING_GROUNDS, FISHING_LEVELS } from '../constants';
import { boxOrnamentSchema, ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

/** Entertainment: the member casts by hand; leisure: the server lands one catch per interval while bait lasts, offline too. */
export const FISHING_MODES = ['entertainment', 'leisure'] as const;
export type FishingMode = (typeof FISHING_MODES)[number];

/** Rods open deeper spots (a rod of level L reaches spots up to level L); bait packs hold bait for spots of one level. */
export const FISHING_TOOL_KINDS = ['rod', 'bait'] as const;
export type FishingToolKind = (typeof FISHING_TOOL_KINDS)[number];

/** How a session ended: its bait ran out, or the member ended it. */
export const FISHING_END_REASONS = ['exhausted', 'ended'] as const;
export type FishingEndReason = (typeof FISHING_END_REASONS)[number];

/** Packs (or rods) one purchase may buy. */
export const FISHING_BUY_MAX = 20;
/** The spots: ground g (1–5) at level l (1–3) is spot (g − 1) × 3 + l. */
export const FISHING_PLACE_COUNT = FISHING_GROUNDS * FISHING_LEVELS;

export function fishingPlaceId(ground: number, level: number): number {
  return (ground - 1) * FISHING_LEVELS + level;
}

/** The catalogue box whose published odds a spot's catches roll on. */
export function fishingPoolBoxId(ground: number, level: number): string {
  return `fish-${ground}-${level}`;
}

const placeId = z.coerce.number({ error: 'FISHING_PLACE_NOT_FOUND' }).int('FISHING_PLACE_NOT_FOUND').min(1, 'FISHING_PLACE_NOT_FOUND').max(FISHING_PLACE_COUNT, 'FISHING_PLACE_NOT_FOUND');
const toolId = z.string({ error: 'FISHING_TOOL_NOT_FOUND' }).min(1, 'FISHING_TOOL_NOT_FOUND').max(64, 'FISHING_TOOL_NOT_FOUND');

/** One of the 15 spots (pools) with the published odds its catches roll on. */
export const fishPlaceSchema = z.object({
  id: z.int(),
  ground: z.int().min(1).max(FISHING_GROUNDS),
  level: z.int().min(1).max(FISHING_LEVELS),
  /** The catalogue box holding the spot's odds (`/visitor/getBoxInfo`, `/fair`). */
  boxId: z.string(),
  name: z.string(),
  /** The rod level the spot needs; 0 when a hand line does. */
  rodLevel: z.int(),
  /** What one cast's bait costs here, hundredths: the pool's published price. */
  castPrice: z.int(),
  /** The expected value of one catch under the odds in force, hundredths. */
  expectedReturn: z.int(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  /** False while the pool's box is missing or hidden: nobody may start there. */
  open: z.boolean(),
  /** The dearest items of the pool, for the map. */
  topItems: z.array(boxOrnamentSchema),
});
export type FishPlace = z.infer<typeof fishPlaceSchema>;

/** A tool of the fishing shop. */
export const fishToolSchema = z.object({
  id: z.string(),
  kind: z.enum(FISHING_TOOL_KINDS),
  /** A rod: the deepest level it reaches; bait: the level of spots it is for. */
  level: z.int(),
  /** Bait in one pack; 0 for a rod. */
  bait: z.int(),
  /** Hundredths of a coin, per pack or rod. */
  price: z.int(),
  name: z.string(),
  /** For a signed-in member: whether they own this rod, or how much of this bait they hold; null for visitors. */
  owned: z.int().nullable(),
});
export type FishTool = z.infer<typeof fishToolSchema>;

export const fishToolListSchema = z.array(fishToolSchema);

export const buyFishToolBody = callBody({
  id: toolId,
  num: z.number({ error: 'FISHING_BUY_NUM' }).int('FISHING_BUY_NUM').min(1, 'FISHING_BUY_NUM').max(FISHING_BUY_MAX, 'FISHING_BUY_NUM').default(1),
  /** The unit price the member was shown; a purchase at another price is refused. */
  price: z.int().min(0).optional(),
  requestId: requestIdSchema.optional(),
});

export const fishPurchaseSchema = z.object({
  id: z.string(),
  toolId: z.string(),
  num: z.int(),
  /** Hundredths of a coin spent. */
  spent: z.int(),
  /** Bait of this kind the member now holds (0 for a rod). */
  baitHeld: z.int(),
  createdAt: z.int(),
});
export type FishPurchase = z.infer<typeof fishPurchaseSchema>;

/** A catch box: given by a cast (or a leisure catch, opened at once); opening it is a provable roll on the spot's odds. */
export const fishCatchSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  placeId: z.int(),
  mode: z.enum(FISHING_MODES),
  /** The catch's number in its session, from 1. */
  seq: z.int(),
  /** When it was cast, or when the leisure catch fell due (start + seq × interval), epoch ms. */
  caughtAt: z.int(),
  boxId: z.string(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  opened: z.boolean(),
  openedAt: z.int().nullable(),
  /** The roll's id in the round ledger: `/fair?roll=<id>`. */
  rollId: z.string().nullable(),
  rollPoint: z.int().nullable(),
  round: z.int().nullable(),
  publicHash: z.string().nullable(),
  userSeed: z.string().nullable(),
  ornament: ornamentSchema.nullable(),
  backpackItemId: z.string().nullable(),
});
export type FishCatch = z.infer<typeof fishCatchSchema>;

/** The member's fishing session: the active one, or the last one once it ended. */
export const fishingStatusSchema = z.object({
  active: z.boolean(),
  sessionId: z.string().nullable(),
  mode: z.enum(FISHING_MODES).nullable(),
  placeId: z.int().nullable(),
  toolId: z.string().nullable(),
  /** Bait the session started with. */
  bait: z.int(),
  baitLeft: z.int(),
  /** Catches so far (casts, in entertainment mode). */
  catches: z.int(),
  /** When the next leisure catch lands, epoch ms; null otherwise. */
  nextCatchAt: z.int().nullable(),
  /** The leisure interval of this session, seconds. */
  catchSeconds: z.int(),
  startedAt: z.int().nullable(),
  endedAt: z.int().nullable(),
  endReason: z.enum(FISHING_END_REASONS).nullable(),
  /** The session's latest catches, newest first. */
  recent: z.array(fishCatchSchema),
  /** Catch boxes of any session still to open. */
  unopened: z.int(),
  serverTime: z.int(),
});
export type FishingStatus = z.infer<typeof fishingStatusSchema>;

export const startFishingBody = callBody({
  placeId,
  mode: z.enum(FISHING_MODES, { error: 'FISHING_MODE_INVALID' }),
  /** The bait (a tool id of kind bait) to fish with. */
  toolId,
  /** How much of that bait to take; all the member holds when left out. */
  bait: z.int().min(1).max(100_000).optional(),
  requestId: requestIdSchema.optional(),
});

export const fishingBoxBody = callBody({ requestId: requestIdSchema.optional() });

export const fishingCastSchema = z.object({ box: fishCatchSchema, status: fishingStatusSchema });

export const fishOpenBoxBody = callBody({ id: z.string({ error: 'FISHING_CATCH_NOT_FOUND' }).min(1, 'FISHING_CATCH_NOT_FOUND').max(64, 'FISHING_CATCH_NOT_FOUND') });

export const fishHistoryBody = callBody({ ...pageRequestShape });
export const fishCatchPageSchema = pageOf(fishCatchSchema);

export const fishBagEntrySchema = z.object({
  toolId: z.string(),
  kind: z.enum(FISHING_TOOL_KINDS),
  level: z.int(),
  name: z.string(),
  /** Bait left (0 for a rod). */
  bait: z.int(),
  /** Bait of this kind out fishing in the active session. */
  inUse: z.int(),
});

export const fishToolBagSchema = z.object({
  tools: z.array(fishBagEntrySchema),
  /** Catch boxes still to open, oldest first. */
  boxes: z.array(fishCatchSchema),
});
export type FishToolBag = z.infer<typeof fishToolBagSchema>;

export const fishPlaceListSchema = z.array(fishPlaceSchema);
