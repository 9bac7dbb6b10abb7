import { z } from 'zod';
import { REWARD_MEASURES, REWARD_PERIODS, REWARD_TASK_IDS } from '../reward-tasks';
import { claimStateSchema } from './claim-state';
import { callBody } from './common';

export const rewardTaskIdSchema = z.enum(REWARD_TASK_IDS);

/** One task as `/visitor/activity` shows it; progress and state only for a signed-in member. */
export const rewardTaskSchema = z.object({
  id: rewardTaskIdSchema,
  measure: z.enum(REWARD_MEASURES),
  period: z.enum(REWARD_PERIODS),
  goal: z.int(),
  /** Coins, hundredths. */
  reward: z.int(),
  /** How far the member is in this period (capped at the goal); null for a visitor. */
  progress: z.int().nullable(),
  state: claimStateSchema.nullable(),
  /** When this period ends (epoch ms); null for a task paid once. */
  endsAt: z.int().nullable(),
});
export type RewardTask = z.infer<typeof rewardTaskSchema>;
export const rewardTasksSchema = z.array(rewardTaskSchema);

export const receiveRewardBody = callBody({ id: rewardTaskIdSchema });
/** The coins just paid and the tasks after the claim. */
export const receiveRewardAnswerSchema = z.object({ awarded: z.int(), tasks: rewardTasksSchema });
export type ReceiveRewardAnswer = z.infer<typeof receiveRewardAnswerSchema>;

/** `/web/user/activity/status`: each task's state and how many wait to be claimed (the activity badge). */
export const activityStatusSchema = z.object({
  claimable: z.int(),
  tasks: z.array(z.object({ id: rewardTaskIdSchema, state: claimStateSchema, progress: z.int() })),
});
export type ActivityStatus = z.infer<typeof activityStatusSchema>;
