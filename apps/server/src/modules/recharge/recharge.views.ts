import { randomInt } from 'node:crypto';
import { percentOf } from '@lootbay/shared/recharge-bonus';
import type { Currency } from '@lootbay/shared/constants';
import type { MoneyOrder, PayCallback, RedemptionCode } from '@lootbay/shared/schemas/console-money';
import type { RechargeOrder, RechargePackage } from '@lootbay/shared/schemas/recharge';
import type { PayCallbacksTable, RechargeOrderRow, RedemptionCodesTable } from './recharge.table';

/** The recharge currency: packages and custom amounts buy coins. */
export const RECHARGE_CURRENCY: Currency = 'coin';

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
    refundedAmount: Number(row.refunded_amount),
  };
}

/** An order as the console shows it: every field, the player and the provider's event too. */
export function toMoneyOrder(row: RechargeOrderRow): MoneyOrder {
  return {
    ...toOrder(row),
    userId: row.user_id,
    provider: row.provider,
    providerEventId: row.provider_event_id,
    expiresAt: Number(row.expires_at),
  };
}

/** The stored detail is JSON the server wrote; anything else is shown as the text it is. */
function parsedDetail(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toPayCallback(row: PayCallbacksTable): PayCallback {
  return { id: row.id, provider: row.provider, eventId: row.event_id, outcome: row.outcome, detail: parsedDetail(row.detail), receivedAt: Number(row.received_at) };
}

export function toRedemptionCode(row: RedemptionCodesTable, now: number): RedemptionCode {
  const expiresAt = row.expires_at === null ? null : Number(row.expires_at);
  const maxUses = Number(row.max_uses);
  const usedCount = Number(row.used_count);
  return {
    code: row.code,
    currency: row.currency,
    amount: Number(row.amount),
    maxUses,
    usedCount,
    expiresAt,
    createdAt: Number(row.created_at),
    expired: expiresAt !== null && expiresAt <= now,
    exhausted: usedCount >= maxUses,
  };
}

/** `R` + epoch ms + 6 random digits: sortable, unguessable enough for a reference, unique by key. */
export function newOrderNo(now: number): string {
  return `R${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
