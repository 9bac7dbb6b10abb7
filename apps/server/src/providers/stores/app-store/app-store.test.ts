import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProvidersConfig } from '../../../config.providers';
import { startAppStoreDouble, type AppStoreDouble } from '../../../../test/doubles/app-store';
import { APP_STORE_NOTIFY_PATH, createAppStore } from './app-store';
import { APPLE_ROOT_FILES } from './apple-roots';

type AppStoreConfig = NonNullable<ProvidersConfig['appStore']>;

const MEMBER = '3f2c1a9e-7b4d-4e21-9c8a-5d6e7f809a1b';

const configFor = (double: AppStoreDouble, overrides: Partial<AppStoreConfig> = {}): AppStoreConfig => ({
  bundleId: double.bundleId,
  appAppleId: null,
  environment: double.environment,
  rootCerts: [double.rootCertFile],
  onlineChecks: false,
  ...overrides,
});

const notice = (rawBody: string) => ({ url: APP_STORE_NOTIFY_PATH, rawBody, headers: { 'content-type': 'application/json' }, now: Date.now() });

/** The same JWS with its payload replaced and the original signature kept. */
function withPayload(jws: string, change: (payload: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, payload, signature] = jws.split('.');
  const changed = change(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>);
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

describe("Apple's root certificates shipped with the server", () => {
  it('are the ones Apple publishes, by SHA-256 fingerprint', () => {
    // The fingerprints https://www.apple.com/certificateauthority/ lists for its roots.
    const published = {
      'AppleRootCA-G3.cer': '63:34:3A:BF:B8:9A:6A:03:EB:B5:7E:9B:3F:5F:A7:BE:7C:4F:5C:75:6F:30:17:B3:A8:C4:88:C3:65:3E:91:79',
      'AppleRootCA-G2.cer': 'C2:B9:B0:42:DD:57:83:0E:7D:11:7D:AC:55:AC:8A:E1:94:07:D3:8E:41:D8:8F:32:15:BC:3A:89:04:44:A0:50',
      'AppleIncRootCertificate.cer': 'B0:B1:73:0E:CB:C7:FF:45:05:14:2C:49:F1:29:5E:6E:DA:6B:CA:ED:7E:2C:68:C5:BE:91:B5:A1:10:01:F0:24',
    };
    const shipped = Object.fromEntries(
      APPLE_ROOT_FILES.map((file) => [
        file.split('/').at(-1),
        createHash('sha256').update(fs.readFileSync(file)).digest('hex').toUpperCase().match(/../g)?.join(':'),
      ]),
    );
    expect(shipped).toEqual(published);
  });

  it('verify a notification Apple signed', async () => {
    // A TEST notification the App Store sent (Sandbox, 2025-09-05) as fetched from Apple's Get Test
    // Notification Status endpoint, published in github.com/session-foundation/session-pro-backend
    // (platform_apple.py): leaf and WWDR G6 intermediate as Apple issued them, chained to Apple Root CA - G3.
    const signedPayload = fs.readFileSync(new URL('./apple-signed-test-notification.jws', import.meta.url), 'utf8').trim();
    const apple = { bundleId: 'com.loki-project.loki-messenger', appAppleId: null, environment: 'Sandbox', rootCerts: null, onlineChecks: false } as const;
    const store = createAppStore(apple);
    expect(await store.notifications?.verify(notice(JSON.stringify({ signedPayload })))).toEqual({ ok: true, event: null });

    const altered = withPayload(signedPayload, (payload) => ({ ...payload, notificationType: 'REFUND' }));
    expect(await store.notifications?.verify(notice(JSON.stringify({ signedPayload: altered })))).toEqual({ ok: false, refusal: 'signature' });
    const ours = createAppStore({ ...apple, bundleId: 'com.lootbay.app' });
    expect(await ours.notifications?.verify(notice(JSON.stringify({ signedPayload })))).toEqual({ ok: false, refusal: 'signature' });
    const production = createAppStore({ ...apple, environment: 'Production', appAppleId: 1 });
    expect(await production.notifications?.verify(notice(JSON.stringify({ signedPayload })))).toEqual({ ok: false, refusal: 'signature' });
  });
});

describe('the App Store', () => {
  let double: AppStoreDouble;
  let forger: AppStoreDouble;

  beforeAll(async () => {
    [double, forger] = await Promise.all([startAppStoreDouble(), startAppStoreDouble()]);
  });
  afterAll(async () => {
    await Promise.all([double.close(), forger.close()]);
  });

  it('reports the purchase of a signed transaction', async () => {
    const store = createAppStore(configFor(double));
    const receipt = double.transaction({ productId: 'coins_60', transactionId: '2000000123456789', appAccountToken: MEMBER.toUpperCase(), quantity: 3 });
    expect(await store.verify({ receipt })).toEqual({
      ok: true,
      purchase: { transactionId: '2000000123456789', productId: 'coins_60', accountToken: MEMBER, quantity: 3, state: 'purchased' },
    });
    expect(await store.verify({ receipt: double.transaction({ productId: 'coins_60' }) })).toMatchObject({ ok: true, purchase: { accountToken: null, quantity: 1 } });
  });

  it('reports a refunded transaction as revoked', async () => {
    const store = createAppStore(configFor(double));
    expect(await store.verify({ receipt: double.transaction({ productId: 'coins_60', revoked: true }) })).toMatchObject({ ok: true, purchase: { state: 'revoked' } });
  });

  it('refuses a transaction signed under another certificate authority', async () => {
    const store = createAppStore(configFor(double));
    expect(await store.verify({ receipt: forger.transaction({ productId: 'coins_60' }) })).toEqual({ ok: false, refusal: 'invalid' });
  });

  it('refuses a tampered transaction', async () => {
    const store = createAppStore(configFor(double));
    const receipt = double.transaction({ productId: 'coins_60' });
    expect(await store.verify({ receipt: withPayload(receipt, (payload) => ({ ...payload, quantity: 10 })) })).toEqual({ ok: false, refusal: 'invalid' });
    expect(await store.verify({ receipt: withPayload(receipt, (payload) => ({ ...payload, productId: 'coins_6480' })) })).toEqual({ ok: false, refusal: 'invalid' });
    const [header, payload] = receipt.split('.');
    expect(await store.verify({ receipt: `${header}.${payload}.` })).toEqual({ ok: false, refusal: 'invalid' });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(await store.verify({ receipt: unsigned })).toEqual({ ok: false, refusal: 'invalid' });
  });

  it("refuses another app's, the other environment's and anything but a consumable", async () => {
    const store = createAppStore(configFor(double));
    for (const receipt of [
      double.transaction({ productId: 'coins_60', bundleId: 'com.other.app' }),
      double.transaction({ productId: 'coins_60', environment: 'Production' }),
      double.transaction({ productId: 'vip_month', type: 'Auto-Renewable Subscription' }),
      double.transaction({ productId: 'coins_60', quantity: 0 }),
    ]) {
      expect(await store.verify({ receipt })).toEqual({ ok: false, refusal: 'invalid' });
    }
    const production = createAppStore(configFor(double, { environment: 'Production', appAppleId: double.appAppleId }));
    expect(await production.verify({ receipt: double.transaction({ productId: 'coins_60' }) })).toEqual({ ok: false, refusal: 'invalid' });
  });

  it('refuses what is not a signed transaction', async () => {
    const store = createAppStore(configFor(double));
    for (const receipt of ['', 'abc', 'a.b.c', 'x'.repeat(70_000), `${double.transaction({ productId: 'p' })}.extra`]) {
      expect(await store.verify({ receipt })).toEqual({ ok: false, refusal: 'invalid' });
    }
  });

  it("reports a refund notification as the purchase's revocation, once per notification", async () => {
    const store = createAppStore(configFor(double));
    const receipt = double.transaction({ productId: 'coins_60', appAccountToken: MEMBER });
    const verified = await store.verify({ receipt });
    const transactionId = verified.ok ? verified.purchase.transactionId : '';
    const posted: string[] = [];
    const delivery = await double.notifyRefund(transactionId, {
      url: APP_STORE_NOTIFY_PATH,
      deliver: async (request) => {
        posted.push(request.body);
        const verdict = await store.notifications?.verify({ url: request.url, rawBody: request.body, headers: request.headers, now: Date.now() });
        return { status: verdict?.ok ? 200 : 400, body: JSON.stringify(verdict) };
      },
    });
    expect(JSON.parse(delivery.body)).toEqual({ ok: true, event: { kind: 'revoked', eventId: delivery.notificationUUID, transactionId, reason: 'refund' } });
    // Apple retries with the same notification: the same event, which the server takes back once.
    expect(await store.notifications?.verify(notice(posted[0] ?? ''))).toEqual(JSON.parse(delivery.body));
  });

  it('acknowledges a test notification with nothing to do', async () => {
    const store = createAppStore(configFor(double));
    expect(await store.notifications?.verify(notice(double.testNotification().body))).toEqual({ ok: true, event: null });
  });

  it('refuses forged, tampered and malformed notifications', async () => {
    const store = createAppStore(configFor(double));
    forger.transaction({ productId: 'coins_60', transactionId: '2000000000000042' });
    expect(await store.notifications?.verify(notice(forger.refundNotification('2000000000000042').body))).toEqual({ ok: false, refusal: 'signature' });

    const genuine = JSON.parse(double.testNotification().body) as { signedPayload: string };
    const tampered = withPayload(genuine.signedPayload, (payload) => ({ ...payload, notificationType: 'REFUND' }));
    expect(await store.notifications?.verify(notice(JSON.stringify({ signedPayload: tampered })))).toEqual({ ok: false, refusal: 'signature' });

    // A REFUND whose signed transaction is another authority's, wrapped in a genuine-looking envelope.
    double.transaction({ productId: 'coins_60', transactionId: '2000000000000043' });
    const refund = JSON.parse(double.refundNotification('2000000000000043').body) as { signedPayload: string };
    const foreignTransaction = forger.transaction({ productId: 'coins_60', transactionId: '2000000000000043' });
    const swapped = withPayload(refund.signedPayload, (payload) => ({ ...payload, data: { ...(payload.data as object), signedTransactionInfo: foreignTransaction } }));
    expect(await store.notifications?.verify(notice(JSON.stringify({ signedPayload: swapped })))).toEqual({ ok: false, refusal: 'signature' });

    for (const body of ['', 'not json', '{}', JSON.stringify({ signedPayload: 42 }), JSON.stringify({ signedPayload: '' })]) {
      expect(await store.notifications?.verify(notice(body))).toEqual({ ok: false, refusal: 'malformed' });
    }
    expect(await store.notifications?.verify(notice(JSON.stringify({ signedPayload: 'a.b.c' })))).toEqual({ ok: false, refusal: 'signature' });
  });

  it('refuses a genuine notification of another app or environment', async () => {
    const other = createAppStore(configFor(double, { bundleId: 'com.other.app' }));
    expect(await other.notifications?.verify(notice(double.testNotification().body))).toEqual({ ok: false, refusal: 'signature' });
    const production = createAppStore(configFor(double, { environment: 'Production', appAppleId: double.appAppleId }));
    expect(await production.notifications?.verify(notice(double.testNotification().body))).toEqual({ ok: false, refusal: 'signature' });
  });

  it("checks the app's Apple id in Production", async () => {
    const live = await startAppStoreDouble({ environment: 'Production', appAppleId: 6_450_000_002 });
    try {
      const store = createAppStore(configFor(live, { appAppleId: live.appAppleId }));
      expect(await store.notifications?.verify(notice(live.testNotification().body))).toEqual({ ok: true, event: null });
      const another = createAppStore(configFor(live, { appAppleId: 6_450_000_003 }));
      expect(await another.notifications?.verify(notice(live.testNotification().body))).toEqual({ ok: false, refusal: 'signature' });
    } finally {
      await live.close();
    }
  });
});

describe('the App Store with online checks', () => {
  let double: AppStoreDouble;

  beforeAll(async () => {
    double = await startAppStoreDouble();
  });
  afterAll(async () => {
    await double.close();
  });

  const online = (timeoutMs = 2_000) => createAppStore(configFor(double, { onlineChecks: true }), { timeoutMs });

  it("asks the certificates' OCSP responders, then reports the purchase", async () => {
    const before = double.ocspRequests.length;
    expect(await online().verify({ receipt: double.transaction({ productId: 'coins_60' }) })).toMatchObject({ ok: true, purchase: { state: 'purchased' } });
    expect(double.ocspRequests.slice(before).map((request) => request.path).sort()).toEqual(['/ocsp03-applerootcag3', '/ocsp03-wwdrg602']);
  });

  it('refuses data signed with a revoked certificate', async () => {
    const revoking = await startAppStoreDouble();
    try {
      revoking.revokeSigningCertificate();
      const store = createAppStore(configFor(revoking, { onlineChecks: true }), { timeoutMs: 2_000 });
      expect(await store.verify({ receipt: revoking.transaction({ productId: 'coins_60' }) })).toEqual({ ok: false, refusal: 'invalid' });
      expect(await store.notifications?.verify(notice(revoking.testNotification().body))).toEqual({ ok: false, refusal: 'signature' });
    } finally {
      await revoking.close();
    }
  });

  it('is unavailable while the responders are down', async () => {
    double.down = true;
    try {
      const store = online();
      expect(await store.verify({ receipt: double.transaction({ productId: 'coins_60' }) })).toEqual({ ok: false, refusal: 'unavailable' });
      expect(await store.notifications?.verify(notice(double.testNotification().body))).toEqual({ ok: false, refusal: 'unavailable' });
    } finally {
      double.down = false;
    }
  });

  it('gives up after its timeout when the responders do not answer', async () => {
    double.hang = true;
    try {
      const started = Date.now();
      expect(await online(300).verify({ receipt: double.transaction({ productId: 'coins_60' }) })).toEqual({ ok: false, refusal: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      double.hang = false;
    }
  });
});
