import { randomInt, randomUUID, sign } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSigningChain, ocspRequestSerials, ocspResponse, serialOf, type SigningChain } from './app-store-certs/authority';

/**
 * The App Store, as far as the server meets it: StoreKit 2's signed transactions (what the app
 * sends), App Store Server Notifications V2 (what Apple posts), and Apple's OCSP responders (what
 * the App Store Server Library asks when online checks are on). Everything is signed ES256 by a
 * test certificate authority shaped like Apple's, whose root the double writes to a file for
 * APPLE_ROOT_CERTS, so the real library verifies it end to end.
 */

export type Deliver = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; body: string }>;

const fetchDeliver: Deliver = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: await response.text() };
};

type AppStoreEnvironment = 'Sandbox' | 'Production';

/** What a purchase in the app is made of (StoreKit's `Transaction`); anything left out takes the double's defaults. */
export interface AppStorePurchase {
  readonly productId: string;
  readonly transactionId?: string;
  /** The UUID the app set (`appAccountToken`): our member's user id. */
  readonly appAccountToken?: string;
  readonly quantity?: number;
  readonly environment?: AppStoreEnvironment;
  /** Refunded already: the transaction carries a `revocationDate`. */
  readonly revoked?: boolean;
  readonly bundleId?: string;
  readonly type?: 'Consumable' | 'Non-Consumable' | 'Non-Renewing Subscription' | 'Auto-Renewable Subscription';
  /** Milliunits of the storefront's currency (6 yuan = 6000). */
  readonly price?: number;
}

/** A notification as Apple posts it: the JSON body `{ signedPayload }`, kept whole for replays and tampering. */
export interface SignedNotification {
  readonly notificationUUID: string;
  readonly body: string;
}

export interface AppStoreDoubleOptions {
  readonly bundleId?: string;
  /** The app's Apple id, carried by Production notifications. */
  readonly appAppleId?: number;
  readonly environment?: AppStoreEnvironment;
  /** The App Store Server Notifications URL set in App Store Connect. */
  readonly notifyUrl?: string;
  readonly deliver?: Deliver;
}

export interface AppStoreDouble {
  /** The double's base URL: its OCSP responders live under it. */
  readonly url: string;
  /** The test root certificate (DER), for APPLE_ROOT_CERTS. */
  readonly rootCertFile: string;
  readonly bundleId: string;
  readonly appAppleId: number;
  readonly environment: AppStoreEnvironment;
  /** The OCSP responders answer 503. */
  down: boolean;
  /** The OCSP responders never answer. */
  hang: boolean;
  /** Each OCSP request received: the responder's path and the serial numbers asked about. */
  readonly ocspRequests: ReadonlyArray<{ readonly path: string; readonly serials: readonly string[] }>;
  /** The signed transaction (`jwsRepresentation`) StoreKit hands the app after this purchase. */
  transaction(purchase: AppStorePurchase): string;
  /** Refunds a transaction the double made and signs the REFUND notification saying so (0: another reason, 1: an issue in the app). */
  refundNotification(transactionId: string, options?: { reason?: 0 | 1 }): SignedNotification;
  /** The TEST notification App Store Connect sends on request. */
  testNotification(): SignedNotification;
  /** Refunds a transaction and posts the notification to `url` (default `notifyUrl`). */
  notifyRefund(transactionId: string, options?: { url?: string; deliver?: Deliver; reason?: 0 | 1 }): Promise<{ status: number; body: string; notificationUUID: string }>;
  notifyTest(options?: { url?: string; deliver?: Deliver }): Promise<{ status: number; body: string; notificationUUID: string }>;
  /** The responders report the signing certificate revoked from now on. */
  revokeSigningCertificate(): void;
  close(): Promise<void>;
}

const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/** A compact JWS as Apple signs App Store data: ES256 by the leaf, the whole chain in `x5c`. */
function signJws(chain: SigningChain, payload: object): string {
  const header = { alg: 'ES256', x5c: [chain.leaf, chain.intermediate, chain.root].map((certificate) => certificate.raw.toString('base64')) };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: chain.signingKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** Transaction ids as the App Store writes them: 16 digits. */
const newTransactionId = (): string => `2000000${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startAppStoreDouble(options: AppStoreDoubleOptions = {}): Promise<AppStoreDouble> {
  const bundleId = options.bundleId ?? 'com.lootbay.app';
  const environment = options.environment ?? 'Sandbox';
  const appAppleId = options.appAppleId ?? 6_450_000_001;
  const transactions = new Map<string, Record<string, unknown>>();
  const revoked = new Set<string>();
  const ocspRequests: Array<{ path: string; serials: string[] }> = [];

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const requestPath = request.url ?? '';
      const responder = chain.responders.get(requestPath);
      if (request.method !== 'POST' || responder === undefined) {
        response.writeHead(404).end();
        return;
      }
      let serials: string[];
      try {
        serials = ocspRequestSerials(body);
      } catch {
        response.writeHead(400).end();
        return;
      }
      ocspRequests.push({ path: requestPath, serials });
      if (double.hang) return;
      if (double.down) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/ocsp-response' }).end(ocspResponse(responder, body, revoked, Date.now()));
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chain = createSigningChain(url);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-app-store-'));
  const rootCertFile = path.join(directory, 'LootbayTestRootCA-G3.cer');
  fs.writeFileSync(rootCertFile, chain.root.raw);

  function notification(notificationType: string, signedTransactionInfo?: string): SignedNotification {
    const notificationUUID = randomUUID();
    const payload = {
      notificationType,
      notificationUUID,
      data: {
        // Apple names the app by its Apple id in Production only.
        ...(environment === 'Production' ? { appAppleId } : {}),
        bundleId,
        ...(signedTransactionInfo === undefined ? {} : { bundleVersion: '1', signedTransactionInfo }),
        environment,
      },
      version: '2.0',
      signedDate: Date.now(),
    };
    return { notificationUUID, body: JSON.stringify({ signedPayload: signJws(chain, payload) }) };
  }

  async function post(signed: SignedNotification, to: { url?: string; deliver?: Deliver } = {}) {
    const target = to.url ?? options.notifyUrl;
    if (target === undefined) throw new Error('no notification URL: give notifyUrl or url');
    const delivered = await (to.deliver ?? options.deliver ?? fetchDeliver)({ url: target, headers: { 'content-type': 'application/json' }, body: signed.body });
    return { ...delivered, notificationUUID: signed.notificationUUID };
  }

  const double: AppStoreDouble = {
    url,
    rootCertFile,
    bundleId,
    appAppleId,
    environment,
    down: false,
    hang: false,
    ocspRequests,
    transaction(purchase) {
      const now = Date.now();
      const transactionId = purchase.transactionId ?? newTransactionId();
      const transaction = {
        transactionId,
        originalTransactionId: transactionId,
        bundleId: purchase.bundleId ?? bundleId,
        productId: purchase.productId,
        purchaseDate: now,
        originalPurchaseDate: now,
        quantity: purchase.quantity ?? 1,
        type: purchase.type ?? 'Consumable',
        ...(purchase.appAccountToken === undefined ? {} : { appAccountToken: purchase.appAccountToken }),
        inAppOwnershipType: 'PURCHASED',
        signedDate: now,
        ...(purchase.revoked ? { revocationDate: now, revocationReason: 0 } : {}),
        environment: purchase.environment ?? environment,
        transactionReason: 'PURCHASE',
        storefront: 'CHN',
        storefrontId: '143465',
        price: purchase.price ?? 6000,
        currency: 'CNY',
      };
      transactions.set(transactionId, transaction);
      return signJws(chain, transaction);
    },
    refundNotification(transactionId, refund = {}) {
      const transaction = transactions.get(transactionId);
      if (transaction === undefined) throw new Error(`the double made no transaction ${transactionId}`);
      const now = Date.now();
      const refunded = { ...transaction, signedDate: now, revocationDate: now, revocationReason: refund.reason ?? 0 };
      transactions.set(transactionId, refunded);
      return notification('REFUND', signJws(chain, refunded));
    },
    testNotification: () => notification('TEST'),
    notifyRefund: (transactionId, to = {}) => post(double.refundNotification(transactionId, to.reason === undefined ? {} : { reason: to.reason }), to),
    notifyTest: (to = {}) => post(double.testNotification(), to),
    revokeSigningCertificate() {
      revoked.add(serialOf(chain.leaf));
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return double;
}
