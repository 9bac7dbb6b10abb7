import { z } from 'zod';
import { callBody, pageOf, pageRequestShape } from './common';
import { amountSchema, currencySchema } from './wallet';

/** One recharge package of `/api/payConfig`: pay `amount`, receive `coins` + `bonus` (hundredths). */
export const rechargePackageSchema = z.object({
  id: z.string(),
  amount: z.int(),
  coins: z.int(),
  bonusPercent: z.int(),
  bonus: z.int(),
  total: z.int(),
});
export type RechargePackage = z.infer<typeof rechargePackageSchema>;
export const payConfigSchema = z.array(rechargePackageSchema);

/** `/api/payTrendConfig`: payment methods, custom-amount limits and the first-recharge bonus. */
export const payTrendConfigSchema = z.object({
  payTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  customMin: z.int(),
  customMax: z.int(),
  firstRechargeBonusPercent: z.int(),
  maxBonusPercent: z.int(),
  /** Whether the signed-in viewer's next paid order earns the first-recharge bonus; null for a visitor. */
  firstRechargeEligible: z.boolean().nullable(),
});
export type PayTrendConfig = z.infer<typeof payTrendConfigSchema>;

/** `/pay-member/on_pay_url`: a package, or a custom `amount` (manual recharge), and a payment method. */
export const onPayUrlBody = callBody({
  packageId: z.string().min(1).max(64).optional(),
  amount: amountSchema.optional(),
  payType: z.string('PAYMENT_METHOD_REQUIRED').min(1, 'PAYMENT_METHOD_REQUIRED').max(32),
}).refine((body) => (body.packageId === undefined) !== (body.amount === undefined), 'DATA_ABNORMAL');

export const rechargeStatusSchema = z.enum(['awaiting', 'success', 'timeout']);
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>;

/**
 * Where the member pays a new order: `payUrl` to open, or, where the checkout is a code to scan
 * with a phone (WeChat Pay on a computer), `qrCode`, a picture of `payUrl` to show instead.
 */
export const onPayUrlAnswerSchema = z.object({
  orderNo: z.string(),
  payUrl: z.string(),
  amount: z.int(),
  status: rechargeStatusSchema,
  qrCode: z.string().optional(),
});
export type OnPayUrlAnswer = z.infer<typeof onPayUrlAnswerSchema>;

export const orderNoBody = callBody({ orderNo: z.string().min(1).max(64) });

/** A recharge record (spec point 3: order number, source, pay type, status, amounts, created time). */
export const rechargeOrderSchema = z.object({
  orderNo: z.string(),
  source: z.string(),
  payType: z.string(),
  status: rechargeStatusSchema,
  amountPaid: z.int(),
  coins: z.int(),
  bonus: z.int(),
  firstBonus: z.int(),
  amountReceived: z.int(),
  createdAt: z.int(),
  paidAt: z.int().nullable(),
  /** What the payment provider later gave back to the payer (a refund or a chargeback); the coins it bought were taken back. */
  refundedAmount: z.int(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

export const rechargeListBody = callBody({ ...pageRequestShape });

/** `/member/codePay`: redeem a code. */
export const codePayBody = callBody({ code: z.string('REDEMPTION_CODE_REQUIRED').trim().min(1, 'REDEMPTION_CODE_REQUIRED').max(64) });
export const codePayAnswerSchema = z.object({ currency: currencySchema, amount: z.int(), balance: z.int() });

/**
 * `/api/pay/redirect/h5pay`: where the member pays one of their awaiting orders, and until when:
 * the phone checkout (`channel` h5, the default) or the computer's (`web`), to resume paying it.
 */
export const h5PayBody = callBody({ orderNo: z.string().min(1).max(64), channel: z.enum(['h5', 'web']).default('h5') });
export const h5PayAnswerSchema = onPayUrlAnswerSchema.extend({ expiresAt: z.int() });

/**
 * A member's order as their pages show it (`/api/h5/payInfo`, `/member/searchRechargeStatus`, the
 * records), also when the player comes back from the provider: the record, its deadline, whether it
 * can still be paid, and when the provider last reported a payment of it failed (an order awaiting
 * payment may be paid again until it expires, or closed by the member).
 */
export const payInfoSchema = rechargeOrderSchema.extend({ expiresAt: z.int(), payable: z.boolean(), failedAt: z.int().nullable() });
export type PayInfo = z.infer<typeof payInfoSchema>;
export const rechargeListSchema = pageOf(payInfoSchema);

/** `/applePay/apple`: the App Store's signed transaction for one purchase (StoreKit's `jwsRepresentation`). */
export const applePayBody = callBody({ receipt: z.string().min(1).max(16_384) });

/** `/api/play`: a Google Play purchase: its product and the purchase token Play Billing gave the app. */
export const googlePlayBody = callBody({ productId: z.string().min(1).max(128), purchaseToken: z.string().min(1).max(4_096) });

/** An in-app purchase credited now (`credited`) or earlier (`duplicate`: the app sent it again), with its order and the coin balance. */
export const storePurchaseAnswerSchema = z.object({
  outcome: z.enum(['credited', 'duplicate']),
  transactionId: z.string(),
  productId: z.string(),
  order: rechargeOrderSchema,
  coin: z.int(),
});
export type StorePurchaseAnswer = z.infer<typeof storePurchaseAnswerSchema>;
