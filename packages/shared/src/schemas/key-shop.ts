import { z } from 'zod';
import { tradeUrlSchema } from './account';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';
import { rechargePackageSchema } from './recharge';
import { RETRIEVAL_OUTCOMES } from './retrieval';

/** Keys of one kind one order may hold, and the Steam accounts a member may deliver to. */
export const KEY_BUY_MAX = 20;
export const KEY_STEAM_ACCOUNTS_MAX = 5;
/** An unpaid key order gives its keys back to the shop after this long. */
export const KEY_ORDER_PAY_WITHIN_MS = 15 * 60 * 1000;

/**
 * A key order: awaiting payment (or timed out unpaid), then delivering once paid, and in the end
 * delivered, partly refunded (some keys could not be delivered and were paid back) or refunded.
 */
export const KEY_ORDER_STATUSES = ['awaiting_payment', 'timeout', 'delivering', 'delivered', 'partly_refunded', 'refunded'] as const;
export type KeyOrderStatus = (typeof KEY_ORDER_STATUSES)[number];

const productId = z.string({ error: 'KEY_PRODUCT_NOT_FOUND' }).min(1, 'KEY_PRODUCT_NOT_FOUND').max(64, 'KEY_PRODUCT_NOT_FOUND');
const quantity = z.number({ error: 'KEY_QUANTITY' }).int('KEY_QUANTITY').min(1, 'KEY_QUANTITY').max(KEY_BUY_MAX, 'KEY_QUANTITY');
const orderNo = z.string({ error: 'KEY_ORDER_NOT_FOUND' }).min(1, 'KEY_ORDER_NOT_FOUND').max(64, 'KEY_ORDER_NOT_FOUND');
const accountId = z.string({ error: 'KEY_STEAM_ACCOUNT_NOT_FOUND' }).min(1, 'KEY_STEAM_ACCOUNT_NOT_FOUND').max(64, 'KEY_STEAM_ACCOUNT_NOT_FOUND');

/** A key the shop sells: the box (case) it opens, its price in coins and its stock. */
export const keyProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The catalogue box this key opens, to see its odds; null for a key of a case not in the catalogue. */
  boxId: z.string().nullable(),
  image: z.string(),
  /** Hundredths of a coin. */
  price: z.int(),
  stock: z.int(),
});
export type KeyProduct = z.infer<typeof keyProductSchema>;

export const keySteamAccountSchema = z.object({
  id: z.string(),
  /** The member's own label, e.g. "main" or "smurf". */
  name: z.string(),
  tradeUrl: z.string(),
  isDefault: z.boolean(),
});
export type KeySteamAccount = z.infer<typeof keySteamAccountSchema>;

/** `/app/key/index`: the key shop's front page. */
export const keyIndexSchema = z.object({
  products: z.array(keyProductSchema),
  /** Keys in the member's cart (0 for a visitor). */
  cartCount: z.int(),
  steamAccounts: z.array(keySteamAccountSchema),
});

/** `/app/key/user/update`: the Steam account key orders go to unless another is chosen. */
export const keyUserUpdateBody = callBody({ defaultSteamAccountId: accountId });

/** `/app/key/box/list`: the keys, cheapest first unless sorted otherwise. */
export const keyBoxListBody = callBody({ ...pageRequestShape, name: z.string().trim().max(40).optional(), order: z.enum(['asc', 'desc']).default('asc') });
export const keyBoxListSchema = pageOf(keyProductSchema);
export const keyBoxInfoBody = callBody({ id: productId });

export const keyCartAddBody = callBody({ productId, num: quantity.default(1) });
export const keyCartEditBody = callBody({ productId, num: quantity });
export const keyCartDeleteBody = callBody({ productIds: z.array(productId).min(1).max(50) });
export const keyCartSchema = z.object({
  lines: z.array(z.object({ product: keyProductSchema, num: z.int(), total: z.int() })),
  /** Keys in the cart and what they cost, hundredths of a coin. */
  count: z.int(),
  total: z.int(),
});
export type KeyCart = z.infer<typeof keyCartSchema>;

export const keySteamAddBody = callBody({ name: z.string().trim().min(1).max(20), tradeUrl: tradeUrlSchema });
export const keySteamUpdateBody = callBody({ id: accountId, name: z.string().trim().min(1).max(20).optional(), tradeUrl: tradeUrlSchema.optional(), isDefault: z.literal(true).optional() });
export const keySteamListSchema = z.object({ list: z.array(keySteamAccountSchema) });

/** `/app/key/order/confirm`: what ordering the cart would cost and where it would go, before anything is taken. */
export const keyOrderConfirmBody = callBody({ steamAccountId: accountId.optional() });
export const keyOrderConfirmSchema = keyCartSchema.extend({
  steamAccount: keySteamAccountSchema.nullable(),
  /** The member's coins, and whether they cover the total. */
  balance: z.int(),
  enough: z.boolean(),
});

/** `/app/key/order/add`: orders the cart for a Steam account; the keys are held for 15 minutes until paid. */
export const keyOrderAddBody = callBody({ steamAccountId: accountId.optional(), requestId: requestIdSchema.optional() });

/** One key of a paid order on its way to Steam (a retrieval of the market, spec point 4's statuses). */
export const keyDeliverySchema = z.object({
  id: z.string(),
  sellStatus: z.int(),
  shippingStatus: z.int(),
  outcome: z.enum(RETRIEVAL_OUTCOMES).nullable(),
  tradeOfferId: z.string().nullable(),
  finishedAt: z.int().nullable(),
});

export const keyOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(KEY_ORDER_STATUSES),
  /** Hundredths of a coin. */
  total: z.int(),
  steamAccount: z.object({ id: z.string(), name: z.string(), tradeUrl: z.string() }),
  lines: z.array(z.object({ product: keyProductSchema, num: z.int(), unitPrice: z.int() })),
  createdAt: z.int(),
  /** Unpaid by then, the order times out. */
  expiresAt: z.int(),
  paidAt: z.int().nullable(),
  deliveries: z.array(keyDeliverySchema),
  delivered: z.int(),
  refunded: z.int(),
  /** Coins paid back for keys that could not be delivered, hundredths. */
  refundedAmount: z.int(),
});
export type KeyOrder = z.infer<typeof keyOrderSchema>;

export const keyOrderListBody = callBody({ ...pageRequestShape, status: z.enum(KEY_ORDER_STATUSES).optional() });
export const keyOrderListSchema = pageOf(keyOrderSchema);

/** `/app/key/recharge/config`: how to pay: coins held, and the recharge packages that top them up. */
export const keyRechargeConfigSchema = z.object({ balance: z.int(), packages: z.array(rechargePackageSchema) });

/** `/app/key/order/recharge`: pays an order with coins (jade may cover a shortfall); `/app/key/order/check`: where it stands. */
export const keyOrderPayBody = callBody({ orderNo, useJade: z.boolean().optional() });
export const keyOrderCheckBody = callBody({ orderNo });
