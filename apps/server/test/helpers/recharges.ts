import type { PayInfo } from '@lootbay/shared/schemas/recharge';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import type { TestApp } from './app';
import type { RegisteredMember } from './members';

/** Package p30 as a person's first paid order credits it: 30.00 paid, 30.00 coins, 5% bonus, 10% first-recharge bonus. */
export const P30 = { fen: 3_000, coins: 3_000, bonus: 150, first: 300, total: 3_450 } as const;

/** A member's coin balance, as `/member/userAsset` answers it. */
export async function coinsOf(t: TestApp, member: RegisteredMember): Promise<number> {
  return (await t.call<UserAsset>('/member/userAsset', {}, { token: member.token })).data.coin;
}

/** An order as its member sees it (`/member/searchRechargeStatus`). */
export async function orderStanding(t: TestApp, member: RegisteredMember, orderNo: string): Promise<PayInfo> {
  return (await t.call<PayInfo>('/member/searchRechargeStatus', { orderNo }, { token: member.token })).data;
}

/** The provider events recorded about an order, oldest first, their details read. */
export async function orderCallbacks(t: TestApp, orderNo: string) {
  const rows = await t.database.db.kysely.selectFrom('pay_callbacks').select(['provider', 'outcome', 'detail']).where('order_no', '=', orderNo).orderBy('received_at').execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as unknown }));
}

/** An order's ledger transfers as `reason from→to amount`, sorted. */
export async function orderTransfers(t: TestApp, orderNo: string): Promise<string[]> {
  const rows = await t.database.db.kysely.selectFrom('ledger_transfers').selectAll().where('reference', '=', `order:${orderNo}`).execute();
  return rows.map((row) => `${row.reason} ${row.debit_account_id}→${row.credit_account_id} ${Number(row.amount)}`).sort();
}

/** The transfers that credit p30 as a member's first paid order. */
export function p30Credit(member: RegisteredMember): string[] {
  return [
    `first_recharge_bonus system:promotions:coin→user:${member.userId}:coin ${P30.first}`,
    `recharge system:payments:coin→user:${member.userId}:coin ${P30.coins}`,
    `recharge_bonus system:promotions:coin→user:${member.userId}:coin ${P30.bonus}`,
  ];
}
