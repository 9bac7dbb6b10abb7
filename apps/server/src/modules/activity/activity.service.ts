import type { ActivityDependencies } from './activity.context';
import { activitySettings } from './activity.settings';
import { createBingo } from './bingo';
import { createPray } from './pray';
import { createRechargeAwards } from './recharge-awards';

/** Activities: the recharge activity's daily awards, the daily wish and the activity board. */
export function createActivityService(deps: ActivityDependencies) {
  return { recharge: createRechargeAwards(deps), pray: createPray(deps), bingo: createBingo(deps), settings: activitySettings };
}

export type ActivityService = ReturnType<typeof createActivityService>;
