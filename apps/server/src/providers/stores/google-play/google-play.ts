import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { androidpublisher, auth } from '@googleapis/androidpublisher';
import { z } from 'zod';
import type { ProvidersConfig } from '../../../config.providers';
import type { NotificationInput } from '../../payments/provider';
import type { StoreNotificationVerdict, StoreProvider, StoreVerdict } from '../store.provider';

type GooglePlayConfig = NonNullable<ProvidersConfig['googlePlay']>;

/** Where the Pub/Sub push subscription of the app's real-time developer notifications posts. */
export const GOOGLE_PLAY_NOTIFY_PATH = '/api/pay/google/notify';

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
/**
 * Where google-auth-library sends every service-account token request, whatever the key says. A
 * key names its token endpoint in `token_uri` (this very URL in Google's keys), so requests are
 * sent there instead when it names another.
 */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const DEFAULT_TIMEOUT_MS = 10_000;
const DAY_MS = 86_400_000;
/** The Voided Purchases API lists what was voided in the last 30 days, no further back. */
const VOIDED_WINDOW_MS = 30 * DAY_MS;
const VOIDED_PAGE_SIZE = 1000;
const VOIDED_MAX_PAGES = 10;

/** The documented answers for a token that is malformed, unknown, of another product or app, or expired. */
const INVALID_TOKEN_STATUSES = new Set([400, 404, 410]);

const PURCHASE_TOKEN = /^[\w.:-]{1,2048}$/;
const PRODUCT_ID = /^[\w.]{1,150}$/;

const serviceAccountSchema = z.object({
  type: z.literal('service_account'),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }).optional(),
});

/** The fields of `ProductPurchase` (purchases.products.get) a coin purchase needs. */
const productPurchaseSchema = z.object({
  /** 0 purchased, 1 canceled (refunded or voided), 2 pending. */
  purchaseState: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  orderId: z.string().min(1).max(128).optional(),
  productId: z.string().optional(),
  /** Absent means 1. */
  quantity: z.int().min(1).optional(),
  obfuscatedExternalAccountId: z.string().max(64).optional(),
});
const PURCHASE_STATES = ['purchased', 'revoked', 'pending'] as const;

/** A Cloud Pub/Sub push request, and the `DeveloperNotification` its base64 `data` carries. */
const pushSchema = z.object({
  message: z.object({ data: z.string().max(64 * 1024), messageId: z.string().min(1).max(128) }),
  subscription: z.string().max(512),
});
const developerNotificationSchema = z.object({
  packageName: z.string(),
  eventTimeMillis: z.coerce.number().int().nonnegative(),
  voidedPurchaseNotification: z
    .object({
      purchaseToken: z.string().min(1),
      orderId: z.string().min(1).max(128),
      /** 1 subscription, 2 one-time product. */
      productType: z.int(),
      /** 1 full refund, 2 quantity-based partial refund (absent from notifications older than partial refunds). */
      refundType: z.int().optional(),
    })
    .optional(),
});
const PRODUCT_TYPE_ONE_TIME = 2;
const REFUND_TYPE_PARTIAL = 2;
/** `voidedReason` 7: the payer's bank took the money back. */
const VOIDED_REASON_CHARGEBACK = 7;

const voidedListSchema = z.object({
  voidedPurchases: z.array(z.object({ purchaseToken: z.string(), orderId: z.string(), voidedReason: z.int().optional() })).optional(),
  tokenPagination: z.object({ nextPageToken: z.string().nullish() }).optional(),
});

/** Thrown when Google did not answer in time, or answered that it cannot now. */
class PlayUnavailable extends Error {}
/** Thrown when Google answered that the token is not a purchase of this app and product. */
class PlayRefused extends Error {}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  const found = typeof status === 'number' ? status : response?.status;
  return typeof found === 'number' ? found : undefined;
}

function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Google Play, on Google's official Android Publisher client with a service account: a purchase
 * token is looked up with purchases.products.get, and a real-time developer notification of a
 * voided purchase is confirmed with the Voided Purchases API before it is reported, so a forged
 * push reports nothing.
 */
export function createGooglePlay(config: GooglePlayConfig, options: { timeoutMs?: number } = {}): StoreProvider {
  const key = serviceAccountSchema.parse(JSON.parse(fs.readFileSync(config.serviceAccountFile, 'utf8')));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new auth.JWT({
    email: key.client_email,
    key: key.private_key,
    ...(key.private_key_id === undefined ? {} : { keyId: key.private_key_id }),
    scopes: [SCOPE],
    // No retry inside a call: the app sends its purchase again and Pub/Sub redelivers, later.
    transporterOptions: { timeout: timeoutMs, retryConfig: { retry: 0 } },
  });
  const tokenUri = key.token_uri;
  if (tokenUri !== undefined && tokenUri !== GOOGLE_TOKEN_URL) {
    client.transporter.interceptors.request.add({
      resolved: async (request) => (request.url.href === GOOGLE_TOKEN_URL ? { ...request, url: new URL(tokenUri) } : request),
    });
  }
  const publisher = androidpublisher({ version: 'v3', auth: client, rootUrl: `${config.apiBase}/`, timeout: timeoutMs, retry: false });

  /** One exchange with Google within `timeoutMs`: refused for the documented invalid-token answers, unavailable otherwise. */
  async function ask<T>(work: () => Promise<T>, refusable: boolean): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PlayUnavailable('timed out')), timeoutMs);
    });
    try {
      // A token the service account cannot get is our configuration or Google's outage, never the player's doing.
      await Promise.race([client.getAccessToken(), deadline]).catch((error: unknown) => {
        throw error instanceof PlayUnavailable ? error : new PlayUnavailable('no access token', { cause: error });
      });
      return await Promise.race([work(), deadline]);
    } catch (error) {
      if (error instanceof PlayUnavailable) throw error;
      const status = statusOf(error);
      throw refusable && status !== undefined && INVALID_TOKEN_STATUSES.has(status) ? new PlayRefused(`status ${status}`) : new PlayUnavailable(`status ${status ?? 'none'}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function verify({ receipt, productId }: { receipt: string; productId?: string }): Promise<StoreVerdict> {
    if (productId === undefined || !PRODUCT_ID.test(productId) || !PURCHASE_TOKEN.test(receipt)) return { ok: false, refusal: 'invalid' };
    let answer: unknown;
    try {
      answer = (await ask(() => publisher.purchases.products.get({ packageName: config.packageName, productId, token: receipt }), true)).data;
    } catch (error) {
      return { ok: false, refusal: error instanceof PlayRefused ? 'invalid' : 'unavailable' };
    }
    const parsed = productPurchaseSchema.safeParse(answer);
    if (!parsed.success || (parsed.data.productId !== undefined && parsed.data.productId !== productId)) return { ok: false, refusal: 'invalid' };
    const purchase = parsed.data;
    const state = PURCHASE_STATES[purchase.purchaseState];
    // A promotional-code purchase has no order id, so nothing keys it and it is refused; a pending one may
    // have none yet, and its token stands in, as a pending purchase is never credited.
    const transactionId = purchase.orderId ?? (state === 'pending' ? receipt : undefined);
    if (transactionId === undefined) return { ok: false, refusal: 'invalid' };
    return { ok: true, purchase: { transactionId, productId, accountToken: purchase.obfuscatedExternalAccountId ?? null, quantity: purchase.quantity ?? 1, state } };
  }

  /** The voided purchase of this token and order, from the Voided Purchases API, or null when it lists none. */
  async function findVoided(purchaseToken: string, orderId: string, since: number): Promise<{ voidedReason?: number | undefined } | null> {
    let pageToken: string | undefined;
    for (let page = 0; page < VOIDED_MAX_PAGES; page += 1) {
      const params = { packageName: config.packageName, maxResults: VOIDED_PAGE_SIZE, ...(pageToken === undefined ? { startTime: String(since) } : { token: pageToken }) };
      const listed = voidedListSchema.safeParse((await ask(() => publisher.purchases.voidedpurchases.list(params), false)).data);
      if (!listed.success) throw new PlayUnavailable('unreadable voided purchases');
      const found = listed.data.voidedPurchases?.find((voided) => voided.purchaseToken === purchaseToken && voided.orderId === orderId);
      if (found !== undefined) return found;
      pageToken = listed.data.tokenPagination?.nextPageToken ?? undefined;
      if (pageToken === undefined) return null;
    }
    return null;
  }

  async function verifyNotification(input: NotificationInput): Promise<StoreNotificationVerdict> {
    if (config.notifyToken !== null && !sameSecret(new URL(input.url, 'http://localhost').searchParams.get('token'), config.notifyToken)) {
      return { ok: false, refusal: 'signature' };
    }
    let notification: z.infer<typeof developerNotificationSchema>;
    try {
      const push = pushSchema.parse(JSON.parse(input.rawBody));
      notification = developerNotificationSchema.parse(JSON.parse(Buffer.from(push.message.data, 'base64').toString('utf8')));
    } catch {
      return { ok: false, refusal: 'malformed' };
    }
    const voided = notification.voidedPurchaseNotification;
    // Test notifications, one-time purchase and subscription events, another app's: nothing to take back.
    if (notification.packageName !== config.packageName || voided === undefined || voided.productType !== PRODUCT_TYPE_ONE_TIME) return { ok: true, event: null };
    // A quantity-based partial refund voids only part of a purchase, which a revocation cannot say; Google
    // sends a full refund once the rest is refunded too.
    if (voided.refundType === REFUND_TYPE_PARTIAL) return { ok: true, event: null };
    if (notification.eventTimeMillis < input.now - VOIDED_WINDOW_MS) return { ok: false, refusal: 'stale' };
    let found: Awaited<ReturnType<typeof findVoided>>;
    try {
      // A day of margin: the listing filters on when Google recorded the void, close to but not the event's time.
      found = await findVoided(voided.purchaseToken, voided.orderId, Math.max(notification.eventTimeMillis - DAY_MS, input.now - VOIDED_WINDOW_MS + 60_000));
    } catch {
      return { ok: false, refusal: 'unavailable' };
    }
    if (found === null) {
      // With the endpoint's secret the push is Google's and the listing is behind: ask Pub/Sub to redeliver.
      // Without it, nothing shows the push is Google's at all.
      return { ok: false, refusal: config.notifyToken === null ? 'signature' : 'unavailable' };
    }
    return {
      ok: true,
      event: { kind: 'revoked', eventId: `voided:${voided.orderId}`, transactionId: voided.orderId, reason: found.voidedReason === VOIDED_REASON_CHARGEBACK ? 'dispute' : 'refund' },
    };
  }

  return { name: 'google_play', verify, notifications: { notifyPath: GOOGLE_PLAY_NOTIFY_PATH, verify: verifyNotification } };
}
