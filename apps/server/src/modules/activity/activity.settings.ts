import { PRAY_CHOICES, PRAY_ITEM_PRICES, PRAY_WIN_POINTS, RECHARGE_AWARD_TIERS } from '@lootbay/shared/constants';
import { BOARDS } from './bingo';

/** What the activities run on, for operators to read: these change only with a release. */
export function activitySettings() {
  return {
    rechargeAwards: RECHARGE_AWARD_TIERS.map((tier, index) => ({ tier: index, recharged: tier.recharged, award: tier.award })),
    pray: { choices: PRAY_CHOICES, itemPrices: { min: PRAY_ITEM_PRICES.min, max: PRAY_ITEM_PRICES.max }, winPoints: PRAY_WIN_POINTS },
    boards: BOARDS.map((board) => ({
      id: board.id,
      name: { ...board.name },
      period: board.period,
      steps: board.steps.map((step, index) => ({ step: index + 1, opens: step.opens, rewardBoxId: step.rewardBoxId })),
    })),
  };
}
