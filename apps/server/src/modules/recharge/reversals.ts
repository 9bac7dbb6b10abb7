import { createHash } from 'node:crypto';
import type { Trx } from '../../db/unit-of-work';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { RechargeOrderRow } from './recharge.table';
import { RECHARGE_CURRENCY } from './recharge.views';

const REASON = 'recharge_reversal' as const;

/** Money a provider gave back to the payer of a paid order: a refund or a dispute, in hundredths of the payment. */
export interface Giveback {
  readonly eventId: string;
  /** The total given back on the order so far when `cumulative`, else this event's own part. */
  readonly amount: number;
  readonly cumulative: boolean;
}

export interface Reversal {
  /** All the provider has given back on the order now. */
  readonly refunded: number;
  /** Coins taken back from the member by this event. */
  readonly taken: number;
  /** Coins this event should have taken back but the member had already spent. */
  readonly unrecovered: number;
}

/**
 * Takes back the coins of money the provider gave back. The spec makes recharges final for the
 * player, but a refund the operator grants at the provider, or a chargeback, returns the money:
 * the coins it bought (and its bonuses, in proportion) go back through the ledger to where they
 * came from. Coins already spent cannot be taken back: what is missing is recorded and the account
 * frozen for an operator to settle.
 */
export function createReversals(deps: Pick<RechargeDependencies, 'wallet' | 'freezeIn' | 'log'>) {
  return {
    /** Applies one provider event to an order locked by the caller's transaction, which records the event once. */
    async reverseIn(trx: Trx, order: RechargeOrderRow, giveback: Giveback): Promise<Reversal> {
      const paid = Number(order.amount_paid);
      const before = Number(order.refunded_amount);
      const refunded = Math.min(paid, giveback.cumulative ? Math.max(before, giveback.amount) : before + giveback.amount);
      const credited = Number(order.amount_received);
      const settled = Number(order.reversed_coins) + Number(order.unrecovered_coins);
      const owed = Math.max(0, Math.floor((credited * refunded) / paid) - settled);
      const held = owed > 0 ? await deps.wallet.balanceIn(trx, order.user_id, RECHARGE_CURRENCY) : 0;
      const taken = Math.min(owed, Math.max(held, 0));
      const unrecovered = owed - taken;
      if (taken > 0) {
        // The bought coins return to payments and the bonuses to promotions, in proportion.
        const coins = Math.min(taken, Math.round((taken * Number(order.coins)) / credited));
        const key = `order:${order.order_no}:reversal:${createHash('sha256').update(giveback.eventId).digest('hex').slice(0, 16)}`;
        const reference = `order:${order.order_no}`;
        const user = { user: order.user_id };
        await deps.wallet.transferMany(trx, [
          ...(coins > 0 ? [{ id: `${key}:coins`, from: user, to: { system: 'payments' as const }, currency: RECHARGE_CURRENCY, amount: coins, reason: REASON, reference }] : []),
          ...(taken > coins ? [{ id: `${key}:bonus`, from: user, to: { system: 'promotions' as const }, currency: RECHARGE_CURRENCY, amount: taken - coins, reason: REASON, reference }] : []),
        ]);
      }
      if (unrecovered > 0) {
        await deps.freezeIn(trx, order.user_id);
        deps.log.warn({ orderNo: order.order_no, userId: order.user_id, unrecovered }, 'payment taken back after its coins were spent: account frozen');
      }
      await repo.recordReversal(trx, order.order_no, { refunded_amount: refunded, reversed_coins: Number(order.reversed_coins) + taken, unrecovered_coins: Number(order.unrecovered_coins) + unrecovered });
      return { refunded, taken, unrecovered };
    },
  };
}

export type Reversals = ReturnType<typeof createReversals>;
