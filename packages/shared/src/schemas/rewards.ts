import { z } from 'zod';
import { RED_PACKET_CONDITIONS, RED_PACKET_LIMITS, REWARD_MEASURES, REWARD_PERIODS, REWARD_TASK_IDS } from '../reward-tasks';
import { claimStateSchema } from './activity';
import { callBody, pageOf, pageRequestShape } from './common';
import { consoleBody, reasonSchema } from './console';

// ---------------------------------------------------------------------------------------------
// Red packets
// ---------------------------------------------------------------------------------------------

/** A red packet's code as a player types it: letters and digits, any case (stored upper case). */
export const redPacketCodeSchema = z
  .string({ error: 'RED_PACKET_CODE_REQUIRED' })
  .trim()
  .min(1, 'RED_PACKET_CODE_REQUIRED')
  .regex(/^[A-Za-z0-9]{4,32}$/, 'RED_PACKET_CODE_MALFORMED')
  .transform((code) => code.toUpperCase());

/** `/member/drawRedGift` and `/member/drawRedGiftPro`. */
export const drawRedGiftBody = callBody({ code: redPacketCodeSchema });
/** The coins won, hundredths. */
export const drawRedGiftAnswerSchema = z.number().int().positive();

/** What an operator (or, in development, `/dev/red-packets`) sets up: N packets sharing a total. */
const redPacketShape = {
  /** Given or made up; upper case. */
  code: redPacketCodeSchema.optional(),
  count: z.number().int().min(1).max(RED_PACKET_LIMITS.maxCount),
  /** The total of all packets, hundredths; every packet gets at least 0.01. */
  amount: z.number().int().min(1).max(RED_PACKET_LIMITS.maxAmount),
  condition: z.enum(RED_PACKET_CONDITIONS).default('none'),
  /** With `recharged_today`: coins (hundredths) the claimer must have paid in recharges this site day. */
  minRecharge: z.number().int().min(0).max(RED_PACKET_LIMITS.maxAmount).default(0),
  /** How long the code stays claimable. */
  validHours: z.number().int().min(1).max(RED_PACKET_LIMITS.maxValidDays * 24).default(72),
};
export const redPacketCreateSchema = z.object(redPacketShape);
export type RedPacketCreate = z.infer<typeof redPacketCreateSchema>;

/** `POST /dev/red-packets` (development only): `{ count, amount, code? }` → `{ code }`. */
export const devRedPacketBody = z.object(redPacketShape);
export const devRedPacketAnswerSchema = z.object({ code: z.string() });

export const redPacketClaimSchema = z.object({ seq: z.number().int(), userId: z.string(), nickname: z.string(), amount: z.number().int(), createdAt: z.number().int() });
export const redPacketSchema = z.object({
  id: z.string(),
  code: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  condition: z.enum(RED_PACKET_CONDITIONS),
  minRecharge: z.number().int(),
  claimed: z.number().int(),
  /** Hundredths paid out so far. */
  paid: z.number().int(),
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
  expired: z.boolean(),
});
export type RedPacket = z.infer<typeof redPacketSchema>;
export type RedPacketClaim = z.infer<typeof redPacketClaimSchema>;

/** Console: `promotions/red-packets` (paged), `…/detail`, `…/create`. */
export const consoleRedPacketsBody = consoleBody({ ...pageRequestShape });
export const consoleRedPacketsPageSchema = pageOf(redPacketSchema);
export const consoleRedPacketDetailBody = consoleBody({ id: z.string().min(1).max(64) });
export const consoleRedPacketDetailSchema = redPacketSchema.extend({ claims: z.array(redPacketClaimSchema) });
export type RedPacketDetail = z.infer<typeof consoleRedPacketDetailSchema>;
export const consoleRedPacketCreateBody = consoleBody({ ...redPacketShape, reason: reasonSchema });

// ---------------------------------------------------------------------------------------------
// Reward tasks
// ---------------------------------------------------------------------------------------------

export const rewardTaskIdSchema = z.enum(REWARD_TASK_IDS);

/** One task as `/visitor/activity` shows it; progress and state only for a signed-in member. */
export const rewardTaskSchema = z.object({
  id: rewardTaskIdSchema,
  measure: z.enum(REWARD_MEASURES),
  period: z.enum(REWARD_PERIODS),
  goal: z.number().int(),
  /** Coins, hundredths. */
  reward: z.number().int(),
  /** How far the member is in this period (capped at the goal); null for a visitor. */
  progress: z.number().int().nullable(),
  state: claimStateSchema.nullable(),
  /** When this period ends (epoch ms); null for a task paid once. */
  endsAt: z.number().int().nullable(),
});
export type RewardTask = z.infer<typeof rewardTaskSchema>;
export const rewardTasksSchema = z.array(rewardTaskSchema);

export const receiveRewardBody = callBody({ id: rewardTaskIdSchema });
/** The coins just paid and the tasks after the claim. */
export const receiveRewardAnswerSchema = z.object({ awarded: z.number().int(), tasks: rewardTasksSchema });
export type ReceiveRewardAnswer = z.infer<typeof receiveRewardAnswerSchema>;

/** `/web/user/activity/status`: each task's state and how many wait to be claimed (the activity badge). */
export const activityStatusSchema = z.object({
  claimable: z.number().int(),
  tasks: z.array(z.object({ id: rewardTaskIdSchema, state: claimStateSchema, progress: z.number().int() })),
});
export type ActivityStatus = z.infer<typeof activityStatusSchema>;
