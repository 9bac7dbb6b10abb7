import { createOrders } from './orders';
import { membersEverPaid, paidCoinsByMember, paidCoinsSince, rechargedCoinsSince } from './recharge.repository';
import { createNotifications } from './notifications';
import type { RechargeDependencies } from './recharge.context';
import { createReconciliation } from './reconciliation';
import { createRedemptionCodes } from './redemption-codes';
import { createReversals } from './reversals';
import { createSettlement } from './settlement';
import { createStorePurchases } from './store-purchases';

/**
 * The recharge centre: orders paid through the payment providers, their signed notifications and
 * the reconciliation that asks about the ones that never came, in-app purchases of the app stores,
 * refunds and chargebacks taken back, and redemption codes. Every credit and reversal goes through
 * the wallet in the transaction that records what it pays for.
 */
export function createRechargeService(deps: RechargeDependencies) {
  const settlement = createSettlement(deps);
  const notifications = createNotifications(deps, settlement, createReversals(deps));
  return {
    ...createOrders(deps),
    handleNotification: notifications.handleNotification,
    handleStoreNotification: notifications.handleStoreNotification,
    ...createReconciliation(deps, notifications.creditPaid),
    ...createStorePurchases(deps, settlement, notifications),
    ...createRedemptionCodes(deps),
    /** Coins some members recharged since a moment (paid, or ordered and still payable), for recharge limits. */
    rechargedSince: (userIds: readonly string[], since: number) => rechargedCoinsSince(deps.db.kysely, userIds, since, (deps.clock ?? Date.now)()),
    /** Coins a member was paid for since a moment (orders awaiting payment do not count), for the recharge activity. */
    paidSince: (userId: string, since: number) => paidCoinsSince(deps.db.kysely, userId, since),
    /** Coins each member was paid for in [start, end) (a site day), for invite rebates. */
    paidByMember: (start: number, end: number) => paidCoinsByMember(deps.db.kysely, start, end),
    /** Which of some members have ever been paid for an order (an invitee is effective after a first recharge). */
    everPaid: (userIds: readonly string[]) => membersEverPaid(deps.db.kysely, userIds),
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
