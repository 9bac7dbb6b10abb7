import { Environment, SignedDataVerifier, VerificationException, VerificationStatus } from '@apple/app-store-server-library';
import { z } from 'zod';
import type { ProvidersConfig } from '../../../config.providers';
import type { NotificationInput } from '../../payments/provider';
import type { StoreNotificationVerdict, StoreProvider, StoreRevocation, StoreVerdict } from '../store.provider';
import { appleRootCertificates } from './apple-roots';

type AppStoreConfig = NonNullable<ProvidersConfig['appStore']>;

/** Where App Store Server Notifications V2 are posted (the URL set in App Store Connect). */
export const APP_STORE_NOTIFY_PATH = '/api/pay/apple/notify';

const DEFAULT_TIMEOUT_MS = 10_000;
/** A signed transaction with its three certificates is about 5 kB; anything far larger is not one. */
const MAX_SIGNED_LENGTH = 64 * 1024;

const ENVIRONMENTS = { Production: Environment.PRODUCTION, Sandbox: Environment.SANDBOX } as const;

/** The fields of a verified `JWSTransactionDecodedPayload` a coin purchase needs: consumables only. */
const purchaseSchema = z.object({
  transactionId: z.string().regex(/^\d{1,32}$/),
  productId: z.string().min(1).max(128),
  type: z.literal('Consumable'),
  // StoreKit sells 1 to 10 of a product in one purchase.
  quantity: z.int().min(1).max(10),
  appAccountToken: z.string().max(64).optional(),
  revocationDate: z.number().optional(),
});

/** The `responseBodyV2` Apple posts, and the fields of its verified `ResponseBodyV2DecodedPayload` we read. */
const notificationBodySchema = z.object({ signedPayload: z.string().min(1).max(MAX_SIGNED_LENGTH) });
const notificationSchema = z.object({
  notificationType: z.string().min(1),
  notificationUUID: z.string().min(1).max(64),
  data: z.object({ signedTransactionInfo: z.string().min(1).max(MAX_SIGNED_LENGTH).optional() }).optional(),
});
const refundedTransactionSchema = z.object({ transactionId: z.string().regex(/^\d{1,32}$/) });

/**
 * REFUND: Apple refunded a purchase. Nothing else takes back a consumable: REVOKE is about Family
 * Sharing, which consumables never have, and REFUND_REVERSED gives a refund back (the interface
 * has no such event, so it is acknowledged and left to an operator).
 */
const REVOKING_TYPES = new Set(['REFUND']);

const TIMED_OUT = Symbol('timed out');

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly unavailable: boolean };

/**
 * Runs a verification of the official library within `timeoutMs`. Only the certificate revocation
 * check (OCSP, with `onlineChecks`) goes out to Apple; when it gets no answer, or a failing one, the
 * library says so with RETRYABLE_VERIFICATION_FAILURE, and that is an outage, not a forgery.
 */
async function checked<T>(work: Promise<T>, timeoutMs: number): Promise<Checked<T>> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, TIMED_OUT);
  });
  try {
    const value = await Promise.race([work, deadline]);
    return value === TIMED_OUT ? { ok: false, unavailable: true } : { ok: true, value };
  } catch (error) {
    return { ok: false, unavailable: error instanceof VerificationException && error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The App Store, on Apple's App Store Server Library: a signed transaction (StoreKit 2's
 * `jwsRepresentation`) or notification is verified to Apple's roots through the certificate chain
 * in its `x5c` header (Apple's intermediate and leaf marker extensions, and each certificate's
 * revocation status when `onlineChecks`), then its bundle id, its environment and, for
 * notifications in Production, the app's Apple id.
 */
export function createAppStore(config: AppStoreConfig, options: { timeoutMs?: number } = {}): StoreProvider {
  const verifier = new SignedDataVerifier(
    appleRootCertificates(config.rootCerts),
    config.onlineChecks,
    ENVIRONMENTS[config.environment],
    config.bundleId,
    config.appAppleId ?? undefined,
  );
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function verify({ receipt }: { receipt: string }): Promise<StoreVerdict> {
    if (receipt.length === 0 || receipt.length > MAX_SIGNED_LENGTH) return { ok: false, refusal: 'invalid' };
    const result = await checked(verifier.verifyAndDecodeTransaction(receipt), timeoutMs);
    if (!result.ok) return { ok: false, refusal: result.unavailable ? 'unavailable' : 'invalid' };
    const parsed = purchaseSchema.safeParse(result.value);
    if (!parsed.success) return { ok: false, refusal: 'invalid' };
    const transaction = parsed.data;
    return {
      ok: true,
      purchase: {
        transactionId: transaction.transactionId,
        productId: transaction.productId,
        // A UUID: StoreKit may hand it back in either case, our user ids are lowercase.
        accountToken: transaction.appAccountToken?.toLowerCase() ?? null,
        quantity: transaction.quantity,
        state: transaction.revocationDate === undefined ? 'purchased' : 'revoked',
      },
    };
  }

  /**
   * No freshness window: Apple retries a notification it got no 2xx for at 1, 12, 24, 48 and 72
   * hours with the same `notificationUUID`, and the notification history serves it for 180 days,
   * so an old one is still genuine; a replay reports the same `eventId`, which is taken back once.
   */
  async function verifyNotification(input: NotificationInput): Promise<StoreNotificationVerdict> {
    let body: unknown;
    try {
      body = JSON.parse(input.rawBody);
    } catch {
      return { ok: false, refusal: 'malformed' };
    }
    const envelope = notificationBodySchema.safeParse(body);
    if (!envelope.success) return { ok: false, refusal: 'malformed' };
    const decoded = await checked(verifier.verifyAndDecodeNotification(envelope.data.signedPayload), timeoutMs);
    if (!decoded.ok) return { ok: false, refusal: decoded.unavailable ? 'unavailable' : 'signature' };
    const notification = notificationSchema.safeParse(decoded.value);
    if (!notification.success) return { ok: false, refusal: 'malformed' };
    if (!REVOKING_TYPES.has(notification.data.notificationType)) return { ok: true, event: null };
    const signedTransaction = notification.data.data?.signedTransactionInfo;
    if (signedTransaction === undefined) return { ok: false, refusal: 'malformed' };
    // The transaction inside is signed on its own, and checked like the one the app sends.
    const transaction = await checked(verifier.verifyAndDecodeTransaction(signedTransaction), timeoutMs);
    if (!transaction.ok) return { ok: false, refusal: transaction.unavailable ? 'unavailable' : 'signature' };
    const refunded = refundedTransactionSchema.safeParse(transaction.value);
    if (!refunded.success) return { ok: false, refusal: 'malformed' };
    const event: StoreRevocation = { kind: 'revoked', eventId: notification.data.notificationUUID, transactionId: refunded.data.transactionId, reason: 'refund' };
    return { ok: true, event };
  }

  return { name: 'app_store', verify, notifications: { notifyPath: APP_STORE_NOTIFY_PATH, verify: verifyNotification } };
}
