import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { AppError } from '@lootbay/shared/errors';
import { formatMoney } from '@lootbay/shared/money';
import { REWARD_TASKS, type RewardMeasure, type RewardPeriod, type RewardTaskId } from '@lootbay/shared/reward-tasks';
import type { ClaimState } from '@lootbay/shared/schemas/claim-state';
import type { ActivityStatus, ReceiveRewardAnswer, RewardTask } from '@lootbay/shared/schemas/rewards';
import type { RewardsDependencies } from './rewards.context';
import * as repo from './rewards.repository';

type Task = (typeof REWARD_TASKS)[number];

/** A period's claim key and bounds: `once`, a site day `YYYY-MM-DD`, or the site day its week starts. */
interface Period {
  readonly key: string;
  readonly start: number;
  readonly end: number | null;
}

/**
 * Reward tasks: each counts one measure over its period (a first recharge, days signed in, paid
 * box opens) and pays its coins from the promotions account once per member and period. The
 * claim's row and its ledger key are both keyed by member, task and period, so racing claims pay
 * once.
 */
export function createRewardTasks(deps: RewardsDependencies) {
  const db = deps.db.kysely;

  function periodOf(period: RewardPeriod, now: number): Period {
    if (period === 'once') return { key: 'once', start: 0, end: null };
    const { start, end } = periodAt(period, deps.timeZone, now);
    return { key: dayOf(deps.timeZone, start), start, end };
  }

  async function measure(userId: string, what: RewardMeasure, period: Period, now: number): Promise<number> {
    if (what === 'recharged') return (await deps.paidRecharges(userId, period.start)) > 0 ? 1 : 0;
    if (what === 'box_opens') return deps.boxes.paidOpens(userId, period.start, period.end ?? now + 1);
    return repo.countSignIns(db, userId, dayOf(deps.timeZone, period.start), dayOf(deps.timeZone, now));
  }

  /** A member's call of these pages is their sign-in of the day (the sign-in tasks count the days). */
  const signIn = (userId: string, now: number) => repo.recordSignIn(db, userId, dayOf(deps.timeZone, now), now);

  /** Each task with the member's progress and state this period. */
  async function tasksOf(userId: string): Promise<RewardTask[]> {
    const now = deps.clock();
    await signIn(userId, now);
    const periods = REWARD_TASKS.map((task) => periodOf(task.period, now));
    const claimed = await repo.claimedRewards(db, userId, [...new Set(periods.map((period) => period.key))]);
    return Promise.all(
      REWARD_TASKS.map(async (task, index) => {
        const period = periods[index]!;
        const progress = Math.min(task.goal, await measure(userId, task.measure, period, now));
        const state: ClaimState = claimed.has(`${task.id}:${period.key}`) ? 'claimed' : progress >= task.goal ? 'completed' : 'not_completed';
        return { ...describe(task, now), progress, state };
      }),
    );
  }

  function describe(task: Task, now: number): RewardTask {
    return { id: task.id, measure: task.measure, period: task.period, goal: task.goal, reward: task.reward, progress: null, state: null, endsAt: periodOf(task.period, now).end };
  }

  return {
    /** `/visitor/activity`: the tasks; a signed-in member's with their progress and state. */
    list: async (userId: string | null): Promise<RewardTask[]> => (userId === null ? REWARD_TASKS.map((task) => describe(task, deps.clock())) : tasksOf(userId)),

    /** `/web/user/activity/status`: the member's states and how many wait to be claimed (the activity badge). */
    async status(userId: string): Promise<ActivityStatus> {
      const tasks = await tasksOf(userId);
      return {
        claimable: tasks.filter((task) => task.state === 'completed').length,
        tasks: tasks.map((task) => ({ id: task.id, state: task.state ?? 'not_completed', progress: task.progress ?? 0 })),
      };
    },

    /** The reward tasks' part of a member's data export: every reward paid (hundredths) and every site day signed in, oldest first. */
    async exportFor(userId: string) {
      const [claims, signIns] = await Promise.all([repo.rewardClaimsOf(db, userId), repo.signInsOf(db, userId)]);
      return {
        claims: claims.map((claim) => ({ task: claim.task, period: claim.period, reward: Number(claim.reward), createdAt: Number(claim.created_at) })),
        signInDays: signIns.map((signIn) => ({ day: signIn.day, createdAt: Number(signIn.created_at) })),
      };
    },

    /** `/member/receiveReward`: refused until the task is done this period, and once it was paid this period. */
    async receive(userId: string, id: RewardTaskId): Promise<ReceiveRewardAnswer> {
      await deps.assertMayReceive(userId);
      const task = REWARD_TASKS.find((candidate) => candidate.id === id)!;
      const now = deps.clock();
      const period = periodOf(task.period, now);
      await signIn(userId, now);
      // What was done is read before the transaction: it only grows within a period.
      const progress = await measure(userId, task.measure, period, now);
      if (progress < task.goal) throw new AppError('CLAIM_CONDITION_NOT_MET', { progress, goal: task.goal });
      await deps.db.transaction(async (trx) => {
        if (!(await repo.insertRewardClaim(trx, { user_id: userId, task: task.id, period: period.key, reward: task.reward, created_at: now }))) throw new AppError('REWARD_CLAIMED');
        const key = `reward:${task.id}:${period.key}:${userId}`;
        await deps.wallet.transfer(trx, { id: key, from: { system: 'promotions' }, to: { user: userId }, currency: 'coin', amount: task.reward, reason: 'reward_task', reference: `reward:${task.id}:${period.key}` });
        await deps.messages.send(trx, { userId, key, template: 'reward_claimed', params: { reward: formatMoney(task.reward) } });
      });
      return { awarded: task.reward, tasks: await tasksOf(userId) };
    },
  };
}
