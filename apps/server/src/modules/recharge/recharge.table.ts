import type { Selectable } from 'kysely';
import type { Currency } from '@lootbay/shared/constants';

/** Recharge packages (operator-editable): pay `amount`, receive `coins` plus `bonus_percent`. */
export interface RechargePackagesTable {
  id: string;
  /** What the player pays, hundredths of the payment currency. */
  amount: number;
  /** Coins credited, hundredths. */
  coins: number;
  /** 0–30 (spec point 9). */
  bonus_percent: number;
  sort: number;
  /** 0 hidden, 1 offered. */
  enabled: number;
}

/** Payment methods offered on the recharge page and the provider that serves each. */
export interface RechargePayTypesTable {
  code: string;
  name_cn: string;
  name_br: string;
  name_en: string;
  provider: string;
  sort: number;
  enabled: number;
}

/** One row (id 1): custom-amount limits and the first-recharge bonus. */
export interface RechargeSettingsTable {
  id: number;
  custom_min: number;
  custom_max: number;
  first_bonus_percent: number;
  updated_at: number;
}

export type RechargeOrderStatus = 'awaiting' | 'success' | 'timeout';

export interface RechargeOrdersTable {
  order_no: string;
  user_id: string;
  /** `package` or `custom` (manual amount). */
  source: string;
  package_id: string | null;
  pay_type: string;
  provider: string;
  status: RechargeOrderStatus;
  /** What the provider must report paid, hundredths. */
  amount_paid: number;
  coins: number;
  bonus: number;
  /** Decided when the order is paid: only a user's first paid order earns it. */
  first_bonus: number;
  /** Coins credited in all (coins + bonus + first bonus); 0 until paid. */
  amount_received: number;
  provider_event_id: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

/** Each user's first paid order (which alone earns the first-recharge bonus); two racing orders cannot both be first. */
export interface RechargeFirstBonusesTable {
  user_id: string;
  order_no: string;
  created_at: number;
}

/** Every payment callback received and what came of it; refusals are there for an operator. */
export interface PayCallbacksTable {
  id: string;
  provider: string;
  order_no: string | null;
  event_id: string | null;
  /** credited, duplicate, failed_payment, refused_signature, refused_stale, refused_malformed, refused_mismatch */
  outcome: string;
  detail: string;
  received_at: number;
}

export interface RedemptionCodesTable {
  code: string;
  currency: Currency;
  amount: number;
  max_uses: number;
  used_count: number;
  expires_at: number | null;
  created_at: number;
}

export interface RedemptionUsesTable {
  code: string;
  user_id: string;
  created_at: number;
}

export interface RechargeTables {
  recharge_packages: RechargePackagesTable;
  recharge_pay_types: RechargePayTypesTable;
  recharge_settings: RechargeSettingsTable;
  recharge_orders: RechargeOrdersTable;
  recharge_first_bonuses: RechargeFirstBonusesTable;
  pay_callbacks: PayCallbacksTable;
  redemption_codes: RedemptionCodesTable;
  redemption_uses: RedemptionUsesTable;
}

export type RechargeOrderRow = Selectable<RechargeOrdersTable>;
export type RechargePackageRow = Selectable<RechargePackagesTable>;
