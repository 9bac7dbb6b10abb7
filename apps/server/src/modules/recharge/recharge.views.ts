import { randomInt } from 'node:crypto';
import type { Currency } from '@lootbay/shared/constants';
import type { RechargeOrder, RechargePackage } from '@lootbay/shared/schemas/recharge';
import type { RechargeOrderRow } from './recharge.table';

/** The recharge currency: packages and custom amounts buy coins. */
export const RECHARGE_CURRENCY: Currency = 'coin';

export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

export function toPackage(row: { id: string; amount: number; coins: number; bonus_percent: number }): RechargePackage {
  const coins = Number(row.coins);
  const bonus = percentOf(coins, row.bonus_percent);
  return { id: row.id, amount: Number(row.amount), coins, bonusPercent: row.bonus_percent, bonus, total: coins + bonus };
}

export function toOrder(row: RechargeOrderRow): RechargeOrder {
  return {
    orderNo: row.order_no,
    source: row.source,
    payType: row.pay_type,
    status: row.status,
    amountPaid: Number(row.amount_paid),
    coins: Number(row.coins),
    bonus: Number(row.bonus),
    firstBonus: Number(row.first_bonus),
    amountReceived: Number(row.amount_received),
    createdAt: Number(row.created_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/** `R` + epoch ms + 6 random digits: sortable, unguessable enough for a reference, unique by key. */
export function newOrderNo(now: number): string {
  return `R${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
