import { RECHARGE_AWARD_TIERS } from '@lootbay/shared/constants';
import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { AppError } from '@lootbay/shared/errors';
import type { RechargeActivity, RechargeAwardAnswer } from '@lootbay/shared/schemas/activity';
import type { ClaimState } from '@lootbay/shared/schemas/claim-state';
import type { ActivityDependencies } from './activity.context';
import { claimedTiers, insertRechargeAward } from './activity.repository';

/**
 * The recharge activity: coins a member recharged (and paid) in a site day earn each tier's award
 * once that day, paid from the promotions account. The award's row and its ledger key are both
 * keyed by member, day and tier, so racing claims pay once.
 */
export function createRechargeAwards(deps: ActivityDependencies) {
  const db = deps.db.kysely;

  /** The site day now, when it ends, and the coins the member recharged in it so far. */
  async function today(userId: string) {
    const now = deps.clock();
    const { start, end } = periodAt('day', deps.timeZone, now);
    return { day: dayOf(deps.timeZone, now), endsAt: end, recharged: await deps.paidRecharges(userId, start) };
  }

  async function status(userId: string, day: { day: string; endsAt: number; recharged: number }): Promise<RechargeActivity> {
    const claimed = await claimedTiers(db, userId, day.day);
    return {
      ...day,
      tiers: RECHARGE_AWARD_TIERS.map((tier, index) => {
        const state: ClaimState = claimed.has(index) ? 'claimed' : day.recharged >= tier.recharged ? 'completed' : 'not_completed';
        return { tier: index, recharged: tier.recharged, award: tier.award, state };
      }),
    };
  }

  return {
    /** `/activity/recharge/rechargeStatus`. */
    status: async (userId: string): Promise<RechargeActivity> => status(userId, await today(userId)),

    /** `/activity/recharge/award`: refused while the tier is not reached today, and once it was paid today. */
    async award(userId: string, tier: number): Promise<RechargeAwardAnswer> {
      const day = await today(userId);
      const { recharged, award } = RECHARGE_AWARD_TIERS[tier]!;
      // What was recharged is read before the transaction: it only grows within the day.
      if (day.recharged < recharged) throw new AppError('CLAIM_CONDITION_NOT_MET', { recharged: day.recharged, needed: recharged });
      await deps.db.transaction(async (trx) => {
        if (!(await insertRechargeAward(trx, { user_id: userId, day: day.day, tier, award, created_at: deps.clock() }))) throw new AppError('RECHARGE_AWARD_CLAIMED');
        await deps.wallet.transfer(trx, {
          id: `recharge_award:${day.day}:${userId}:${tier}`,
          from: { system: 'promotions' },
          to: { user: userId },
          currency: 'coin',
          amount: award,
          reason: 'recharge_award',
          reference: `recharge_award:${day.day}`,
        });
      });
      return { ...(await status(userId, day)), awarded: award };
    },
  };
}
