import { firstRechargePercent, percentOf } from '@lootbay/shared/recharge-bonus';
import type { Trx } from '../../db/unit-of-work';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { RechargeOrdersTable } from './recharge.table';
import { RECHARGE_CURRENCY } from './recharge.views';

/** The promotion of a person's first paid order. */
export const FIRST_RECHARGE_PROMOTION = 'first_recharge';

export function createSettlement(deps: Pick<RechargeDependencies, 'wallet' | 'personIn'>) {
  return {
    /**
     * Credits a paid order inside the caller's transaction, which has just claimed it (the order's
     * conditional update, or the insert of a store purchase's order): the coins, the package bonus,
     * and the first-recharge bonus when this is the person's first paid order. Each is a transfer
     * keyed by the order, so even a bug upstream could not write one twice.
     */
    async creditPaidOrder(trx: Trx, order: Pick<RechargeOrdersTable, 'order_no' | 'user_id' | 'coins' | 'bonus'>, now: number): Promise<void> {
      const user = { user: order.user_id };
      const reference = `order:${order.order_no}`;
      const coins = Number(order.coins);
      const bonus = Number(order.bonus);
      const packagePercent = coins > 0 ? Math.round((bonus * 100) / coins) : 0;
      const settings = await repo.findSettings(trx);
      const firstPercent = firstRechargePercent(settings?.first_bonus_percent ?? 0, packagePercent);
      // The person's first paid order is claimed even when its bonus is capped to nothing: the bonus
      // belongs to the first recharge only. Paying needs a verified adult, so the person is known.
      const person = await deps.personIn(trx, order.user_id);
      const first = person !== null && (await repo.claimPromotion(trx, { promotion: FIRST_RECHARGE_PROMOTION, person, user_id: order.user_id, reference, created_at: now }));
      const firstBonus = first ? percentOf(coins, firstPercent) : 0;
      await deps.wallet.transferMany(trx, [
        { id: `${reference}:coins`, from: { system: 'payments' }, to: user, currency: RECHARGE_CURRENCY, amount: coins, reason: 'recharge', reference },
        ...(bonus > 0 ? [{ id: `${reference}:bonus`, from: { system: 'promotions' as const }, to: user, currency: RECHARGE_CURRENCY, amount: bonus, reason: 'recharge_bonus' as const, reference }] : []),
        ...(firstBonus > 0 ? [{ id: `${reference}:first`, from: { system: 'promotions' as const }, to: user, currency: RECHARGE_CURRENCY, amount: firstBonus, reason: 'first_recharge_bonus' as const, reference }] : []),
      ]);
      await repo.recordReceived(trx, order.order_no, firstBonus, coins + bonus + firstBonus);
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
