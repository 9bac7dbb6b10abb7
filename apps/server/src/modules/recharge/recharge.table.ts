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
  /** `package` (also bought in an app store) or `custom` (manual amount). */
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
  /**
   * The provider's payment that paid it (Alipay `trade_no`, WeChat Pay `transaction_id`, Stripe
   * PaymentIntent, App Store transaction, Google Play order); one order per payment.
   */
  provider_event_id: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  /** The provider's id of the checkout, when asking about the order later needs it (a Stripe Checkout Session). */
  checkout_ref: string | null;
  /** When the provider is next asked whether the order was paid (its notification may be lost); null: nobody needs to ask. */
  next_query_at: number | null;
  /** How many times the provider was asked. */
  queries: number;
  /** What the provider gave back to the payer since (refunds, chargebacks), hundredths of the payment. */
  refunded_amount: number;
  /** Coins taken back from the member for it. */
  reversed_coins: number;
  /** Coins that should have been taken back but were already spent (the account is frozen for an operator). */
  unrecovered_coins: number;
}

/**
 * One row per signed provider event and what came of it (unique per provider and event: replays
 * add nothing); mismatches and second payments are there for an operator. Unsigned or stale
 * requests prove nothing and leave no row.
 */
export interface PayCallbacksTable {
  id: string;
  provider: string;
  order_no: string | null;
  /** Null only on rows written before events were verified first. */
  event_id: string | null;
  /** credited, duplicate, failed_payment, reversed, reversal_unpaid, reversal_unrelated, refused_mismatch (older rows: refused_signature, refused_stale, refused_malformed) */
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

/**
 * A promotion claimed by a person, once: a redemption code (`code:<CODE>`) or the first-recharge
 * bonus (`first_recharge`). The person is the verified owner behind the account that claimed it,
 * so an owner and its sub-accounts share one claim.
 */
export interface PromotionClaimsTable {
  promotion: string;
  person: string;
  /** The account that claimed it. */
  user_id: string;
  /** What the claim paid: `code:<CODE>` or the first paid order `order:<orderNo>`. */
  reference: string;
  created_at: number;
}

/** The package an in-app product of a store (`app_store`, `google_play`) buys. */
export interface RechargeStoreProductsTable {
  store: string;
  product_id: string;
  package_id: string;
}

export interface RechargeTables {
  recharge_packages: RechargePackagesTable;
  recharge_settings: RechargeSettingsTable;
  recharge_orders: RechargeOrdersTable;
  pay_callbacks: PayCallbacksTable;
  redemption_codes: RedemptionCodesTable;
  promotion_claims: PromotionClaimsTable;
  recharge_store_products: RechargeStoreProductsTable;
}

export type RechargeOrderRow = Selectable<RechargeOrdersTable>;
export type RechargePackageRow = Selectable<RechargePackagesTable>;
