import { RECHARGE_MAX_BONUS_PERCENT } from './constants';

/** A whole percentage of an amount of hundredths, rounded down: a bonus never credits a fraction of a hundredth. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/** The first-recharge bonus percent that fits beside a package's within the maximum bonus (spec point 9: 30%). */
export function firstRechargePercent(configured: number, packagePercent: number): number {
  return Math.max(0, Math.min(configured, RECHARGE_MAX_BONUS_PERCENT - packagePercent));
}

/**
 * What a paid order credits, the one sum the summary shows and the settlement pays: the coins, the
 * package's bonus, and the first-recharge bonus when this is the person's first paid order.
 */
export function rechargeCredit(order: { readonly coins: number; readonly bonusPercent: number; readonly firstPercent: number; readonly first: boolean }) {
  const bonus = percentOf(order.coins, order.bonusPercent);
  const firstBonus = order.first ? percentOf(order.coins, firstRechargePercent(order.firstPercent, order.bonusPercent)) : 0;
  return { coins: order.coins, bonus, firstBonus, total: order.coins + bonus + firstBonus };
}
