import { generateKeyPairSync, randomBytes, randomInt, verify, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Google Play, as far as the server meets it: Google's OAuth 2.0 token endpoint for service
 * accounts (the JWT-bearer grant, RS256 assertions), the Android Publisher API's
 * purchases.products.get and purchases.voidedpurchases.list, and the app's real-time developer
 * notifications as Cloud Pub/Sub pushes them. It writes a service-account key whose `token_uri`
 * is its own token endpoint, for GOOGLE_PLAY_SERVICE_ACCOUNT.
 */

export type Deliver = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; body: string }>;

const fetchDeliver: Deliver = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: await response.text() };
};

/** `voidedReason`, as the Voided Purchases API numbers it. */
export const VOIDED_REASONS = {
  other: 0,
  remorse: 1,
  not_received: 2,
  defective: 3,
  accidental_purchase: 4,
  fraud: 5,
  friendly_fraud: 6,
  chargeback: 7,
  unacknowledged_purchase: 8,
} as const;
export type VoidedReason = keyof typeof VOIDED_REASONS;

const PURCHASE_STATES = { purchased: 0, revoked: 1, pending: 2 } as const;

export interface GooglePlayPurchase {
  readonly productId: string;
  readonly orderId?: string;
  readonly state?: keyof typeof PURCHASE_STATES;
  /** `obfuscatedExternalAccountId`, which our app sets to the member's user id. */
  readonly accountId?: string;
  readonly quantity?: number;
  /** Another app's purchase, when set. */
  readonly packageName?: string;
  /** A promotional-code purchase, which has no order. */
  readonly withoutOrder?: boolean;
}

/** A push as Pub/Sub posts it, kept whole for replays and tampering. */
export interface PushedNotification {
  readonly messageId: string;
  readonly body: string;
}

export interface GooglePlayDoubleOptions {
  readonly packageName?: string;
  /** The push subscription's endpoint, with its `?token=` when it has one. */
  readonly notifyUrl?: string;
  readonly deliver?: Deliver;
}

export interface GooglePlayDouble {
  /** The API's root, for GOOGLE_PLAY_API_BASE. */
  readonly url: string;
  /** The service-account key file, for GOOGLE_PLAY_SERVICE_ACCOUNT. */
  readonly serviceAccountFile: string;
  readonly packageName: string;
  /** Every endpoint answers 503. */
  down: boolean;
  /** No endpoint answers. */
  hang: boolean;
  /** Each request received, token endpoint included. */
  readonly requests: ReadonlyArray<{ readonly method: string; readonly path: string; readonly query: Readonly<Record<string, string>> }>;
  /** A purchase in the app: the purchase token Play Billing hands it. */
  purchase(purchase: GooglePlayPurchase): string;
  /** The order id of a purchase the double made. */
  orderIdOf(purchaseToken: string): string | undefined;
  /** Refunds or charges back a purchase: it is canceled, and listed by the Voided Purchases API. */
  void(purchaseToken: string, reason: VoidedReason): void;
  /** The push of a voided-purchase notification for this purchase. */
  voidedNotification(purchaseToken: string, options?: { refundType?: 1 | 2; eventTime?: number }): PushedNotification;
  /** The push of a one-time product notification (1 purchased, 2 canceled). */
  oneTimeProductNotification(purchaseToken: string, notificationType: 1 | 2): PushedNotification;
  /** The push of the test notification Play Console sends. */
  testNotification(): PushedNotification;
  /** Posts the voided-purchase notification of a purchase to `url` (default `notifyUrl`). */
  notifyVoided(purchaseToken: string, options?: { url?: string; deliver?: Deliver }): Promise<{ status: number; body: string; messageId: string }>;
  notifyTest(options?: { url?: string; deliver?: Deliver }): Promise<{ status: number; body: string; messageId: string }>;
  close(): Promise<void>;
}

const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';
const PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const VOIDED_WINDOW_MS = 30 * 86_400_000;

interface StoredPurchase {
  readonly packageName: string;
  readonly productId: string;
  readonly orderId: string | undefined;
  state: keyof typeof PURCHASE_STATES;
  readonly accountId: string | undefined;
  readonly quantity: number;
  readonly purchaseTime: number;
}

interface VoidedRecord {
  readonly purchaseToken: string;
  readonly orderId: string;
  readonly packageName: string;
  readonly purchaseTimeMillis: number;
  readonly voidedTimeMillis: number;
  readonly voidedReason: number;
}

/** Google's JSON error body for the APIs. */
const apiError = (code: number, message: string, reason: string, status?: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason }], ...(status === undefined ? {} : { status }) },
});

const digits = (count: number): string => Array.from({ length: count }, () => randomInt(0, 10)).join('');
const newOrderId = (): string => `GPA.${digits(4)}-${digits(4)}-${digits(4)}-${digits(5)}`;
/** Shaped like Play's tokens: letters, a dot, then an opaque base64url tail. */
const newPurchaseToken = (): string => `${randomBytes(12).toString('hex')}.AO-J1O${randomBytes(96).toString('base64url')}`;
const DOUBLE_TOKEN = /^[0-9a-f]{24}\.AO-J1O[\w-]{128}$/;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

const decodePart = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Why Google's token endpoint would refuse this assertion, or null when it grants it. */
function assertionRefusal(assertion: string, publicKey: KeyObject, clientEmail: string, now: number): { error: string; error_description: string } | null {
  const [header, claims, signature, ...rest] = assertion.split('.');
  if (header === undefined || claims === undefined || signature === undefined || rest.length > 0) return { error: 'invalid_grant', error_description: 'Invalid JWT: malformed.' };
  let parsedHeader: Record<string, unknown>;
  let parsedClaims: Record<string, unknown>;
  try {
    parsedHeader = decodePart(header);
    parsedClaims = decodePart(claims);
  } catch {
    return { error: 'invalid_grant', error_description: 'Invalid JWT: malformed.' };
  }
  if (parsedHeader.alg !== 'RS256' || !verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))) {
    return { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' };
  }
  if (parsedClaims.iss !== clientEmail) return { error: 'invalid_grant', error_description: 'Invalid issuer: the service account is unknown.' };
  if (parsedClaims.aud !== GOOGLE_TOKEN_AUDIENCE) return { error: 'invalid_grant', error_description: 'Invalid JWT: audience must be https://oauth2.googleapis.com/token.' };
  const { iat, exp } = parsedClaims;
  const seconds = Math.floor(now / 1000);
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= seconds || iat > seconds + 300 || exp - iat > 3600) {
    return { error: 'invalid_grant', error_description: 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.' };
  }
  if (typeof parsedClaims.scope !== 'string' || !parsedClaims.scope.split(' ').includes(PUBLISHER_SCOPE)) {
    return { error: 'invalid_scope', error_description: 'Invalid OAuth scope or ID token audience provided.' };
  }
  return null;
}

export async function startGooglePlayDouble(options: GooglePlayDoubleOptions = {}): Promise<GooglePlayDouble> {
  const packageName = options.packageName ?? 'com.lootbay.app';
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'play-publisher@lootbay-test.iam.gserviceaccount.com';
  const purchases = new Map<string, StoredPurchase>();
  const voided: VoidedRecord[] = [];
  const accessTokens = new Map<string, number>();
  const pages = new Map<string, VoidedRecord[]>();
  const requests: Array<{ method: string; path: string; query: Record<string, string> }> = [];

  function token(response: ServerResponse, form: URLSearchParams): void {
    if (form.get('grant_type') !== JWT_BEARER) {
      send(response, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${form.get('grant_type') ?? ''}` });
      return;
    }
    const refusal = assertionRefusal(form.get('assertion') ?? '', keys.publicKey, clientEmail, Date.now());
    if (refusal !== null) {
      send(response, 400, refusal);
      return;
    }
    const accessToken = `ya29.${randomBytes(48).toString('base64url')}`;
    accessTokens.set(accessToken, Date.now() + 3_600_000);
    send(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  function authorized(request: IncomingMessage): boolean {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiry = bearer === undefined ? undefined : accessTokens.get(bearer);
    return expiry !== undefined && expiry > Date.now();
  }

  function productPurchase(response: ServerResponse, app: string, productId: string, purchaseToken: string): void {
    if (!DOUBLE_TOKEN.test(purchaseToken)) {
      send(response, 400, apiError(400, 'Invalid Value', 'invalid'));
      return;
    }
    const purchase = purchases.get(purchaseToken);
    if (purchase === undefined || purchase.packageName !== app || purchase.productId !== productId) {
      send(response, 404, apiError(404, 'The purchase token was not found.', 'purchaseTokenNotFound'));
      return;
    }
    send(response, 200, {
      kind: 'androidpublisher#productPurchase',
      purchaseTimeMillis: String(purchase.purchaseTime),
      purchaseState: PURCHASE_STATES[purchase.state],
      consumptionState: 0,
      developerPayload: '',
      ...(purchase.orderId === undefined ? {} : { orderId: purchase.orderId }),
      acknowledgementState: purchase.state === 'purchased' ? 1 : 0,
      productId: purchase.productId,
      // Play leaves the quantity out when it is 1.
      ...(purchase.quantity === 1 ? {} : { quantity: purchase.quantity }),
      regionCode: 'CN',
      ...(purchase.accountId === undefined ? {} : { obfuscatedExternalAccountId: purchase.accountId }),
    });
  }

  function voidedPurchases(response: ServerResponse, app: string, query: URLSearchParams): void {
    const now = Date.now();
    const pageToken = query.get('token');
    let listed: VoidedRecord[];
    if (pageToken !== null) {
      const page = pages.get(pageToken);
      if (page === undefined) {
        send(response, 400, apiError(400, 'Invalid Value', 'invalid'));
        return;
      }
      listed = page;
    } else {
      const startTime = Number(query.get('startTime') ?? now - VOIDED_WINDOW_MS);
      const endTime = Number(query.get('endTime') ?? now);
      if (!Number.isInteger(startTime) || !Number.isInteger(endTime) || startTime < now - VOIDED_WINDOW_MS - 60_000 || endTime > now + 60_000 || startTime > endTime) {
        send(response, 400, apiError(400, 'Invalid Value', 'invalid'));
        return;
      }
      listed = voided.filter((record) => record.packageName === app && record.voidedTimeMillis >= startTime && record.voidedTimeMillis <= endTime);
    }
    const pageSize = Math.min(Number(query.get('maxResults') ?? 1000) || 1000, 1000);
    const rest = listed.slice(pageSize);
    const nextPageToken = rest.length > 0 ? randomBytes(16).toString('hex') : undefined;
    if (nextPageToken !== undefined) pages.set(nextPageToken, rest);
    send(response, 200, {
      pageInfo: { totalResults: listed.length, resultPerPage: pageSize, startIndex: 0 },
      ...(nextPageToken === undefined ? {} : { tokenPagination: { nextPageToken } }),
      voidedPurchases: listed.slice(0, pageSize).map((record) => ({
        kind: 'androidpublisher#voidedPurchase',
        purchaseToken: record.purchaseToken,
        purchaseTimeMillis: String(record.purchaseTimeMillis),
        voidedTimeMillis: String(record.voidedTimeMillis),
        orderId: record.orderId,
        voidedSource: record.voidedReason === VOIDED_REASONS.chargeback ? 2 : 0,
        voidedReason: record.voidedReason,
      })),
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    const target = new URL(request.url ?? '/', url);
    requests.push({ method: request.method ?? '', path: target.pathname, query: Object.fromEntries(target.searchParams) });
    if (double.hang) return;
    if (double.down) {
      send(response, 503, apiError(503, 'The service is currently unavailable.', 'backendError', 'UNAVAILABLE'));
      return;
    }
    if (request.method === 'POST' && target.pathname === '/token') {
      token(response, new URLSearchParams(body));
      return;
    }
    const product = /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/products\/([^/]+)\/tokens\/([^/]+)$/.exec(target.pathname);
    const voidedList = /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/voidedpurchases$/.exec(target.pathname);
    if (request.method !== 'GET' || (product === null && voidedList === null)) {
      send(response, 404, apiError(404, 'Not Found', 'notFound', 'NOT_FOUND'));
      return;
    }
    if (!authorized(request)) {
      send(response, 401, apiError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 'authError', 'UNAUTHENTICATED'));
      return;
    }
    if (product !== null) productPurchase(response, decodeURIComponent(product[1] ?? ''), decodeURIComponent(product[2] ?? ''), decodeURIComponent(product[3] ?? ''));
    else voidedPurchases(response, decodeURIComponent(voidedList?.[1] ?? ''), target.searchParams);
  }

  const server = createServer((request, response) => void handle(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-google-play-'));
  const serviceAccountFile = path.join(directory, 'service-account.json');
  fs.writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'lootbay-test',
      private_key_id: randomBytes(20).toString('hex'),
      private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: clientEmail,
      client_id: digits(21),
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: `${url}/token`,
      universe_domain: 'googleapis.com',
    }),
  );

  function push(developerNotification: object): PushedNotification {
    const messageId = digits(16);
    const publishTime = new Date().toISOString();
    const data = Buffer.from(JSON.stringify(developerNotification)).toString('base64');
    const message = { data, messageId, message_id: messageId, publishTime, publish_time: publishTime };
    return { messageId, body: JSON.stringify({ message, subscription: 'projects/lootbay-test/subscriptions/play-rtdn' }) };
  }

  const notificationOf = (app: string, event: object, eventTime = Date.now()) => ({ version: '1.0', packageName: app, eventTimeMillis: String(eventTime), ...event });

  function purchaseOf(purchaseToken: string): StoredPurchase {
    const purchase = purchases.get(purchaseToken);
    if (purchase === undefined) throw new Error('the double made no such purchase');
    return purchase;
  }

  async function post(pushed: PushedNotification, to: { url?: string; deliver?: Deliver } = {}) {
    const endpoint = to.url ?? options.notifyUrl;
    if (endpoint === undefined) throw new Error('no push endpoint: give notifyUrl or url');
    const headers = { 'content-type': 'application/json', 'user-agent': 'APIs-Google; (+https://developers.google.com/webmasters/APIs-Google.html)' };
    const delivered = await (to.deliver ?? options.deliver ?? fetchDeliver)({ url: endpoint, headers, body: pushed.body });
    return { ...delivered, messageId: pushed.messageId };
  }

  const double: GooglePlayDouble = {
    url,
    serviceAccountFile,
    packageName,
    down: false,
    hang: false,
    requests,
    purchase(purchase) {
      const purchaseToken = newPurchaseToken();
      purchases.set(purchaseToken, {
        packageName: purchase.packageName ?? packageName,
        productId: purchase.productId,
        orderId: purchase.withoutOrder ? undefined : (purchase.orderId ?? newOrderId()),
        state: purchase.state ?? 'purchased',
        accountId: purchase.accountId,
        quantity: purchase.quantity ?? 1,
        purchaseTime: Date.now(),
      });
      return purchaseToken;
    },
    orderIdOf: (purchaseToken) => purchases.get(purchaseToken)?.orderId,
    void(purchaseToken, reason) {
      const purchase = purchaseOf(purchaseToken);
      if (purchase.orderId === undefined) throw new Error('a purchase without an order is never voided');
      purchase.state = 'revoked';
      voided.push({
        purchaseToken,
        orderId: purchase.orderId,
        packageName: purchase.packageName,
        purchaseTimeMillis: purchase.purchaseTime,
        voidedTimeMillis: Date.now(),
        voidedReason: VOIDED_REASONS[reason],
      });
    },
    voidedNotification(purchaseToken, voiding = {}) {
      const purchase = purchaseOf(purchaseToken);
      return push(
        notificationOf(
          purchase.packageName,
          { voidedPurchaseNotification: { purchaseToken, orderId: purchase.orderId ?? '', productType: 2, refundType: voiding.refundType ?? 1 } },
          voiding.eventTime,
        ),
      );
    },
    oneTimeProductNotification(purchaseToken, notificationType) {
      const purchase = purchaseOf(purchaseToken);
      return push(notificationOf(purchase.packageName, { oneTimeProductNotification: { version: '1.0', notificationType, purchaseToken, sku: purchase.productId } }));
    },
    testNotification: () => push(notificationOf(packageName, { testNotification: { version: '1.0' } })),
    notifyVoided: (purchaseToken, to = {}) => post(double.voidedNotification(purchaseToken), to),
    notifyTest: (to = {}) => post(double.testNotification(), to),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return double;
}
