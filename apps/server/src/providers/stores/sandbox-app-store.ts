import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { openJws, sandboxStoreKey, signJws } from './sandbox-jws';
import type { StoreProvider, StoreVerdict } from './store.provider';

/** The app's bundle id: a transaction of another app is not ours. */
export const APP_BUNDLE_ID = 'com.lootbay.app';
export const SANDBOX_STORE_LATENCY_MS = 50;

/** The fields of the App Store's signed transaction (`JWSTransactionDecodedPayload`) the server reads. */
const transactionSchema = z.object({
  transactionId: z.string().regex(/^\d{1,32}$/),
  originalTransactionId: z.string().regex(/^\d{1,32}$/),
  bundleId: z.string(),
  productId: z.string().min(1).max(128),
  purchaseDate: z.int(),
  quantity: z.int().min(1).max(10),
  type: z.literal('Consumable'),
  environment: z.enum(['Sandbox', 'Production']),
  appAccountToken: z.string().max(64).optional(),
  revocationDate: z.int().optional(),
});
type AppStoreTransaction = z.infer<typeof transactionSchema>;

/** A purchase the sandbox App Store made: what StoreKit hands the app after a sandbox purchase. */
export interface SandboxAppStorePurchase {
  readonly productId: string;
  readonly accountToken?: string | undefined;
  readonly quantity?: number | undefined;
  readonly revoked?: boolean | undefined;
  readonly transactionId?: string | undefined;
}

/** A sandbox transaction id: digits, never ending in 9 (those stand for an outage, see below). */
function newTransactionId(): string {
  return `2000000${String(randomInt(0, 100_000_000)).padStart(8, '0')}${randomInt(0, 9)}`;
}

/** The signed transaction (JWS) the app would send after this purchase. */
export function sandboxAppStoreReceipt(secret: string, purchase: SandboxAppStorePurchase, now: number): string {
  const transactionId = purchase.transactionId ?? newTransactionId();
  const transaction: AppStoreTransaction = {
    transactionId,
    originalTransactionId: transactionId,
    bundleId: APP_BUNDLE_ID,
    productId: purchase.productId,
    purchaseDate: now,
    quantity: purchase.quantity ?? 1,
    type: 'Consumable',
    environment: 'Sandbox',
    ...(purchase.accountToken === undefined ? {} : { appAccountToken: purchase.accountToken }),
    ...(purchase.revoked ? { revocationDate: now } : {}),
  };
  return signJws(sandboxStoreKey(secret, 'app_store'), transaction);
}

/**
 * The sandbox App Store. Like the real one it signs each transaction, and the server checks the
 * signature, the app's bundle id and the environment, then asks for the transaction's status
 * (refunded ones carry a revocation date). It keeps no state: the signed transaction says it all.
 * Deterministic failure, so it can be reached on purpose: a transaction id ending in 9 finds the
 * store unreachable. Each answer takes `latencyMs`, like a network call.
 */
export function createSandboxAppStore(secret: string, options: { latencyMs?: number } = {}): StoreProvider {
  const key = sandboxStoreKey(secret, 'app_store');
  const latencyMs = options.latencyMs ?? SANDBOX_STORE_LATENCY_MS;
  return {
    name: 'app_store',
    async verify({ receipt }): Promise<StoreVerdict> {
      const parsed = transactionSchema.safeParse(openJws(key, receipt));
      // A production transaction sent to the sandbox (or the reverse) is refused, as the real store does.
      if (!parsed.success || parsed.data.bundleId !== APP_BUNDLE_ID || parsed.data.environment !== 'Sandbox') return { ok: false, refusal: 'invalid' };
      const transaction = parsed.data;
      await sleep(latencyMs);
      if (transaction.transactionId.endsWith('9')) return { ok: false, refusal: 'unavailable' };
      return {
        ok: true,
        purchase: {
          transactionId: transaction.transactionId,
          productId: transaction.productId,
          accountToken: transaction.appAccountToken ?? null,
          quantity: transaction.quantity,
          state: transaction.revocationDate === undefined ? 'purchased' : 'revoked',
        },
      };
    },
  };
}
