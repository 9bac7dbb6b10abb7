import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { APP_BUNDLE_ID, SANDBOX_STORE_LATENCY_MS } from './sandbox-app-store';
import { openJws, sandboxStoreKey, signJws } from './sandbox-jws';
import type { StoreProvider, StoreVerdict } from './store.provider';

/** Play's `purchaseState`: 0 purchased, 1 cancelled, 2 pending. */
const PURCHASE_STATES = { purchased: 0, revoked: 1, pending: 2 } as const;

/** What Google Play's purchases.products.get answers for a token, the fields the server reads. */
const purchaseSchema = z.object({
  orderId: z.string().regex(/^GPA\.[\d-]{1,40}$/),
  packageName: z.string(),
  productId: z.string().min(1).max(128),
  purchaseState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  quantity: z.int().min(1).max(10),
  purchaseTimeMillis: z.int(),
  obfuscatedExternalAccountId: z.string().max(64).optional(),
});
type PlayPurchase = z.infer<typeof purchaseSchema>;

export interface SandboxGooglePlayPurchase {
  readonly productId: string;
  readonly accountToken?: string | undefined;
  readonly quantity?: number | undefined;
  readonly state?: keyof typeof PURCHASE_STATES | undefined;
  readonly transactionId?: string | undefined;
}

/** A sandbox order id in Play's shape, never ending in 9 (those stand for an outage, see below). */
function newOrderId(): string {
  const digits = (count: number) => String(randomInt(0, 10 ** count)).padStart(count, '0');
  return `GPA.${digits(4)}-${digits(4)}-${digits(4)}-${digits(4)}${randomInt(0, 9)}`;
}

/**
 * The purchase token Play Billing would hand the app. A real token is opaque and the server asks
 * Google about it; the sandbox keeps no state, so its token carries the signed answer.
 */
export function sandboxGooglePlayToken(secret: string, purchase: SandboxGooglePlayPurchase, now: number): string {
  const answer: PlayPurchase = {
    orderId: purchase.transactionId ?? newOrderId(),
    packageName: APP_BUNDLE_ID,
    productId: purchase.productId,
    purchaseState: PURCHASE_STATES[purchase.state ?? 'purchased'],
    quantity: purchase.quantity ?? 1,
    purchaseTimeMillis: now,
    ...(purchase.accountToken === undefined ? {} : { obfuscatedExternalAccountId: purchase.accountToken }),
  };
  return signJws(sandboxStoreKey(secret, 'google_play'), answer);
}

/**
 * The sandbox Google Play. Like the real purchases API it answers for a token and product: a token
 * it did not issue, or of another product or app, is invalid; pending and cancelled purchases say
 * so. An order id ending in 9 finds the store unreachable; each answer takes `latencyMs`.
 */
export function createSandboxGooglePlay(secret: string, options: { latencyMs?: number } = {}): StoreProvider {
  const key = sandboxStoreKey(secret, 'google_play');
  const latencyMs = options.latencyMs ?? SANDBOX_STORE_LATENCY_MS;
  return {
    name: 'google_play',
    async verify({ receipt, productId }): Promise<StoreVerdict> {
      await sleep(latencyMs);
      const parsed = purchaseSchema.safeParse(openJws(key, receipt));
      if (!parsed.success || parsed.data.packageName !== APP_BUNDLE_ID || parsed.data.productId !== productId) return { ok: false, refusal: 'invalid' };
      const purchase = parsed.data;
      if (purchase.orderId.endsWith('9')) return { ok: false, refusal: 'unavailable' };
      const state = purchase.purchaseState === PURCHASE_STATES.purchased ? 'purchased' : purchase.purchaseState === PURCHASE_STATES.pending ? 'pending' : 'revoked';
      return {
        ok: true,
        purchase: { transactionId: purchase.orderId, productId: purchase.productId, accountToken: purchase.obfuscatedExternalAccountId ?? null, quantity: purchase.quantity, state },
      };
    },
  };
}
