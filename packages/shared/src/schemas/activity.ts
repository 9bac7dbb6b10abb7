import { z } from 'zod';
import { RECHARGE_AWARD_TIERS } from '../constants';
import { openBoxAnswerSchema } from './boxes';
import { boxDetailSchema, boxSchema, ornamentSchema } from './catalog';
import { claimStateSchema } from './claim-state';
import { callBody, pageRequestShape, requestIdSchema } from './common';

const id = z.string().min(1).max(64);

// ---------------------------------------------------------------------------------------------
// Free level boxes
// ---------------------------------------------------------------------------------------------

/** What a free box is for the caller: locked below its level (always for a visitor), and when it opens again. */
const freeBoxStatus = {
  locked: z.boolean(),
  /** When the member may open it again (epoch ms), while its 24-hour countdown runs; null when it is openable (or for a visitor). */
  nextAt: z.int().nullable(),
};

export const freeBoxSchema = boxSchema.extend(freeBoxStatus);
export type FreeBox = z.infer<typeof freeBoxSchema>;

/** `/activity/recharge/activityBox`: every free box, lowest level first, with the caller's site level (null for a visitor). */
export const freeBoxListSchema = z.object({ memberLevel: z.int().nullable(), list: z.array(freeBoxSchema) });
export type FreeBoxList = z.infer<typeof freeBoxListSchema>;

export const freeBoxInfoBody = callBody({ id });
export const freeBoxDetailSchema = boxDetailSchema.extend({ ...freeBoxStatus, memberLevel: z.int().nullable() });
export type FreeBoxDetail = z.infer<typeof freeBoxDetailSchema>;

export const openFreeBoxBody = callBody({ id, requestId: requestIdSchema.optional() });
/** The open, as `/member/openBox` answers one (price 0), and when the box opens again. */
export const openFreeBoxAnswerSchema = openBoxAnswerSchema.extend({ nextAt: z.int() });
export type OpenFreeBoxAnswer = z.infer<typeof openFreeBoxAnswerSchema>;

export const freeBoxHistoryBody = callBody({ ...pageRequestShape });

// ---------------------------------------------------------------------------------------------
// Recharge activity
// ---------------------------------------------------------------------------------------------

/** `/activity/recharge/rechargeStatus`: coins recharged this site day and each tier's claim state. */
export const rechargeActivitySchema = z.object({
  /** The site day, `YYYY-MM-DD` (Asia/Shanghai), and when it ends (epoch ms). */
  day: z.string(),
  endsAt: z.int(),
  /** Coins recharged and paid this day, hundredths (bonuses not counted). */
  recharged: z.int(),
  tiers: z.array(z.object({ tier: z.int(), recharged: z.int(), award: z.int(), state: claimStateSchema })),
});
export type RechargeActivity = z.infer<typeof rechargeActivitySchema>;

export const rechargeAwardBody = callBody({ tier: z.int().min(0).max(RECHARGE_AWARD_TIERS.length - 1) });
/** The status after the claim, and the coins just awarded (hundredths). */
export const rechargeAwardAnswerSchema = rechargeActivitySchema.extend({ awarded: z.int() });
export type RechargeAwardAnswer = z.infer<typeof rechargeAwardAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Daily wish (pray)
// ---------------------------------------------------------------------------------------------

/** One daily wish drawn: the roll, its proof and, on a win, the wished item in the backpack. */
export const prayDrawSchema = z.object({
  drawId: z.string(),
  day: z.string(),
  win: z.boolean(),
  rollPoint: z.int(),
  round: z.int(),
  /** The roll in the round ledger: `/visitor/rollProof`, `/fair?roll=<rollId>`. */
  rollId: z.string(),
  publicHash: z.string(),
  userSeed: z.string(),
  /** `pray:<drawId>` and the hash of that odds table (`/visitor/prayOdds`). */
  oddsId: z.string(),
  oddsHash: z.string(),
  /** Roll points 1..winPoints win. */
  winPoints: z.int(),
  /** The wished item, with the price it had at the draw. */
  ornament: ornamentSchema,
  backpackItemId: z.string().nullable(),
  createdAt: z.int(),
});
export type PrayDraw = z.infer<typeof prayDrawSchema>;

/** `/activity/pray/selectDraw`: with `ornamentId`, chooses today's wish (until it is drawn). */
export const praySelectBody = callBody({ ornamentId: id.optional() });
export const prayStateSchema = z.object({
  day: z.string(),
  endsAt: z.int(),
  /** Today's wishable items, the same for everyone. */
  list: z.array(ornamentSchema),
  chosen: z.string().nullable(),
  winPoints: z.int(),
  /** Today's draw, once made. */
  draw: prayDrawSchema.nullable(),
});
export type PrayState = z.infer<typeof prayStateSchema>;

export const prayDrawBody = callBody({ requestId: requestIdSchema.optional() });

export const prayOddsBody = callBody({ id });
export const prayOddsSchema = z.object({
  id: z.string(),
  price: z.int(),
  entries: z.array(z.object({ from: z.int(), to: z.int(), itemId: z.string(), price: z.int() })),
});
export type PrayOdds = z.infer<typeof prayOddsSchema>;

// ---------------------------------------------------------------------------------------------
// Activity board (bingo)
// ---------------------------------------------------------------------------------------------

export const activitySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.literal('bingo'),
  /** The period running now (a site week), epoch ms: steps count paid box opens within it. */
  startsAt: z.int(),
  endsAt: z.int(),
});
export type Activity = z.infer<typeof activitySchema>;

/** What a pay step gives: one roll of a free box's published odds. */
const stepRewardSchema = z.object({ boxId: z.string(), name: z.string(), image: z.string(), oddsVersion: z.int(), expectedReturn: z.int() });

const stepSchema = z.object({
  step: z.int(),
  /** Paid box opens in the period that reach the step. */
  opens: z.int(),
  reward: stepRewardSchema.nullable(),
});

export const activityIdBody = callBody({ id });

/** `/mybox/activity/info`: the board, and a signed-in member's opens and step (null for a visitor). */
export const activityInfoSchema = activitySchema.extend({ steps: z.array(stepSchema), opens: z.int().nullable(), step: z.int().nullable() });
export type ActivityInfo = z.infer<typeof activityInfoSchema>;

/** `/mybox/activity/bingo/step/info`: the member's progress and each step's claim state. */
export const bingoProgressSchema = z.object({
  id: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  opens: z.int(),
  step: z.int(),
  steps: z.array(stepSchema.extend({ state: claimStateSchema })),
});
export type BingoProgress = z.infer<typeof bingoProgressSchema>;

export const bingoOpenBody = callBody({ id, step: z.int().min(1).max(100), requestId: requestIdSchema.optional() });

/** A pay step's reward: one roll of the member's pair against the free box's odds in force. */
export const bingoRewardSchema = z.object({
  rewardId: z.string(),
  activityId: z.string(),
  step: z.int(),
  boxId: z.string(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  rollId: z.string(),
  rollPoint: z.int(),
  round: z.int(),
  publicHash: z.string(),
  userSeed: z.string(),
  item: ornamentSchema.extend({ backpackItemId: z.string() }),
  createdAt: z.int(),
});
export type BingoReward = z.infer<typeof bingoRewardSchema>;

export const bingoRankingSchema = z.object({
  id: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  list: z.array(z.object({ rank: z.int(), userId: z.string(), nickname: z.string(), opens: z.int(), step: z.int() })),
});
export type BingoRanking = z.infer<typeof bingoRankingSchema>;
