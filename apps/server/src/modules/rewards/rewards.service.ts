import { createRedPackets } from './red-packets';
import { createRewardTasks } from './reward-tasks';
import type { RewardsDependencies } from './rewards.context';

/** Red packet codes and reward tasks: coins from the promotions account, each once per member. */
export function createRewardsService(deps: RewardsDependencies) {
  return { redPackets: createRedPackets(deps), tasks: createRewardTasks(deps) };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
