import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProvidersConfig } from '../../../config.providers';
import { startGooglePlayDouble, type GooglePlayDouble } from '../../../../test/doubles/google-play';
import { GOOGLE_PLAY_NOTIFY_PATH, createGooglePlay } from './google-play';

type GooglePlayConfig = NonNullable<ProvidersConfig['googlePlay']>;

const MEMBER = '3f2c1a9e-7b4d-4e21-9c8a-5d6e7f809a1b';
const NOTIFY_TOKEN = 'pubsub-push-secret-0123456789';
const DAY_MS = 86_400_000;

const configFor = (double: GooglePlayDouble, overrides: Partial<GooglePlayConfig> = {}): GooglePlayConfig => ({
  packageName: double.packageName,
  serviceAccountFile: double.serviceAccountFile,
  apiBase: double.url,
  notifyToken: NOTIFY_TOKEN,
  ...overrides,
});

const push = (rawBody: string, token: string | null = NOTIFY_TOKEN, now = Date.now()) => ({
  url: token === null ? GOOGLE_PLAY_NOTIFY_PATH : `${GOOGLE_PLAY_NOTIFY_PATH}?token=${encodeURIComponent(token)}`,
  rawBody,
  headers: { 'content-type': 'application/json' },
  now,
});

/** A Pub/Sub push carrying this developer notification. */
const pushOf = (notification: object) =>
  JSON.stringify({ message: { data: Buffer.from(JSON.stringify(notification)).toString('base64'), messageId: '136969346945' }, subscription: 'projects/myproject/subscriptions/mysubscription' });

describe('Google Play', () => {
  let double: GooglePlayDouble;

  beforeAll(async () => {
    double = await startGooglePlayDouble();
  });
  afterAll(async () => {
    await double.close();
  });

  it("reports a purchase from Google's answer, authorised by the service account", async () => {
    const play = createGooglePlay(configFor(double));
    const before = double.requests.length;
    const token = double.purchase({ productId: 'coins_60', accountId: MEMBER, quantity: 3 });
    expect(await play.verify({ receipt: token, productId: 'coins_60' })).toEqual({
      ok: true,
      purchase: { transactionId: double.orderIdOf(token), productId: 'coins_60', accountToken: MEMBER, quantity: 3, state: 'purchased' },
    });
    expect(double.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /token',
      `GET /androidpublisher/v3/applications/${double.packageName}/purchases/products/coins_60/tokens/${token}`,
    ]);
    expect(await play.verify({ receipt: double.purchase({ productId: 'coins_60' }), productId: 'coins_60' })).toMatchObject({ ok: true, purchase: { accountToken: null, quantity: 1 } });
  });

  it('reports pending and canceled purchases as such', async () => {
    const play = createGooglePlay(configFor(double));
    expect(await play.verify({ receipt: double.purchase({ productId: 'coins_60', state: 'pending' }), productId: 'coins_60' })).toMatchObject({ ok: true, purchase: { state: 'pending' } });
    const pendingWithoutOrder = double.purchase({ productId: 'coins_60', state: 'pending', withoutOrder: true });
    expect(await play.verify({ receipt: pendingWithoutOrder, productId: 'coins_60' })).toMatchObject({ ok: true, purchase: { state: 'pending', transactionId: pendingWithoutOrder } });
    expect(await play.verify({ receipt: double.purchase({ productId: 'coins_60', state: 'revoked' }), productId: 'coins_60' })).toMatchObject({ ok: true, purchase: { state: 'revoked' } });
    const refunded = double.purchase({ productId: 'coins_60' });
    double.void(refunded, 'remorse');
    expect(await play.verify({ receipt: refunded, productId: 'coins_60' })).toMatchObject({ ok: true, purchase: { state: 'revoked' } });
  });

  it("refuses unknown tokens, another product's, another app's and a purchase without an order", async () => {
    const play = createGooglePlay(configFor(double));
    const token = double.purchase({ productId: 'coins_60' });
    expect(await play.verify({ receipt: token, productId: 'coins_300' })).toEqual({ ok: false, refusal: 'invalid' });
    expect(await play.verify({ receipt: double.purchase({ productId: 'coins_60', packageName: 'com.other.app' }), productId: 'coins_60' })).toEqual({ ok: false, refusal: 'invalid' });
    expect(await play.verify({ receipt: `${token.slice(0, -4)}AAAA`, productId: 'coins_60' })).toEqual({ ok: false, refusal: 'invalid' });
    expect(await play.verify({ receipt: 'not-a-token-play-issued', productId: 'coins_60' })).toEqual({ ok: false, refusal: 'invalid' });
    expect(await play.verify({ receipt: double.purchase({ productId: 'coins_60', withoutOrder: true }), productId: 'coins_60' })).toEqual({ ok: false, refusal: 'invalid' });
  });

  it('refuses without asking what cannot be a token or product', async () => {
    const play = createGooglePlay(configFor(double));
    const before = double.requests.length;
    for (const proof of [{ receipt: double.purchase({ productId: 'coins_60' }) }, { receipt: '', productId: 'coins_60' }, { receipt: '../../voidedpurchases', productId: 'coins_60' }, { receipt: 'abc', productId: 'coins/60' }]) {
      expect(await play.verify(proof)).toEqual({ ok: false, refusal: 'invalid' });
    }
    expect(double.requests.length).toBe(before);
  });

  it('is unavailable while Google is down, and after its timeout when Google does not answer', async () => {
    const token = double.purchase({ productId: 'coins_60' });
    double.down = true;
    try {
      expect(await createGooglePlay(configFor(double)).verify({ receipt: token, productId: 'coins_60' })).toEqual({ ok: false, refusal: 'unavailable' });
    } finally {
      double.down = false;
    }
    double.hang = true;
    try {
      const started = Date.now();
      expect(await createGooglePlay(configFor(double), { timeoutMs: 300 }).verify({ receipt: token, productId: 'coins_60' })).toEqual({ ok: false, refusal: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      double.hang = false;
    }
  });

  it('is unavailable, not refusing the purchase, when its service account is turned away', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lootbay-play-key-'));
    try {
      const key = JSON.parse(fs.readFileSync(double.serviceAccountFile, 'utf8')) as Record<string, unknown>;
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const file = path.join(directory, 'key.json');
      fs.writeFileSync(file, JSON.stringify({ ...key, private_key: stranger }));
      const play = createGooglePlay(configFor(double, { serviceAccountFile: file }));
      expect(await play.verify({ receipt: double.purchase({ productId: 'coins_60' }), productId: 'coins_60' })).toEqual({ ok: false, refusal: 'unavailable' });
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('reports a voided purchase, once confirmed by the Voided Purchases API', async () => {
    const play = createGooglePlay(configFor(double));
    const token = double.purchase({ productId: 'coins_60', accountId: MEMBER });
    const orderId = double.orderIdOf(token);
    double.void(token, 'remorse');
    const pushed: string[] = [];
    const delivery = await double.notifyVoided(token, {
      url: `${GOOGLE_PLAY_NOTIFY_PATH}?token=${NOTIFY_TOKEN}`,
      deliver: async (request) => {
        pushed.push(request.body);
        const verdict = await play.notifications?.verify({ url: request.url, rawBody: request.body, headers: request.headers, now: Date.now() });
        return { status: verdict?.ok ? 204 : 500, body: JSON.stringify(verdict) };
      },
    });
    const revocation = { ok: true, event: { kind: 'revoked', eventId: `voided:${orderId}`, transactionId: orderId, reason: 'refund' } };
    expect(JSON.parse(delivery.body)).toEqual(revocation);
    // Pub/Sub redelivers the same message: the same event, taken back once.
    expect(await play.notifications?.verify(push(pushed[0] ?? ''))).toEqual(revocation);
    expect(double.requests.at(-1)).toMatchObject({ path: `/androidpublisher/v3/applications/${double.packageName}/purchases/voidedpurchases` });
  });

  it('reports a chargeback as a dispute', async () => {
    const play = createGooglePlay(configFor(double));
    const token = double.purchase({ productId: 'coins_60' });
    double.void(token, 'chargeback');
    expect(await play.notifications?.verify(push(double.voidedNotification(token).body))).toMatchObject({ ok: true, event: { reason: 'dispute', transactionId: double.orderIdOf(token) } });
  });

  it('finds the void past the first page of the listing', async () => {
    const play = createGooglePlay(configFor(double));
    for (let index = 0; index < 1000; index += 1) double.void(double.purchase({ productId: 'coins_60' }), 'remorse');
    const token = double.purchase({ productId: 'coins_60' });
    double.void(token, 'not_received');
    expect(await play.notifications?.verify(push(double.voidedNotification(token).body))).toMatchObject({ ok: true, event: { transactionId: double.orderIdOf(token) } });
  });

  it('refuses a push without the endpoint secret', async () => {
    const play = createGooglePlay(configFor(double));
    const body = double.testNotification().body;
    expect(await play.notifications?.verify(push(body, null))).toEqual({ ok: false, refusal: 'signature' });
    expect(await play.notifications?.verify(push(body, `${NOTIFY_TOKEN}x`))).toEqual({ ok: false, refusal: 'signature' });
    expect(await play.notifications?.verify(push(body, NOTIFY_TOKEN.slice(1)))).toEqual({ ok: false, refusal: 'signature' });
  });

  it('reports nothing for a void the Voided Purchases API does not list', async () => {
    const token = double.purchase({ productId: 'coins_60' });
    // With the secret the push is Google's: the listing is behind, so it asks to be pushed again.
    expect(await createGooglePlay(configFor(double)).notifications?.verify(push(double.voidedNotification(token).body))).toEqual({ ok: false, refusal: 'unavailable' });
    // Without a secret configured, an unconfirmed void is as good as forged.
    const open = createGooglePlay(configFor(double, { notifyToken: null }));
    expect(await open.notifications?.verify(push(double.voidedNotification(token).body, null))).toEqual({ ok: false, refusal: 'signature' });
    double.void(token, 'fraud');
    expect(await open.notifications?.verify(push(double.voidedNotification(token).body, null))).toMatchObject({ ok: true, event: { reason: 'refund' } });
  });

  it('acknowledges test, purchase, partial-refund and other apps’ notifications with nothing to do', async () => {
    const play = createGooglePlay(configFor(double));
    const token = double.purchase({ productId: 'coins_60', quantity: 5 });
    double.void(token, 'remorse');
    for (const body of [
      double.testNotification().body,
      double.oneTimeProductNotification(token, 1).body,
      double.voidedNotification(token, { refundType: 2 }).body,
      double.voidedNotification(double.purchase({ productId: 'coins_60', packageName: 'com.other.app' })).body,
    ]) {
      expect(await play.notifications?.verify(push(body))).toEqual({ ok: true, event: null });
    }
  });

  it("reads the examples of Google's real-time developer notifications reference", async () => {
    // developer.android.com/google/play/billing/rtdn-reference: the push envelope, the test
    // notification and the one-time product notification, as documented.
    const play = createGooglePlay(configFor(double, { packageName: 'com.some.thing', notifyToken: null }));
    const test = { version: '1.0', packageName: 'com.some.thing', eventTimeMillis: '1503350156918', testNotification: { version: '1.0' } };
    const oneTime = {
      version: '1.0',
      packageName: 'com.some.thing',
      eventTimeMillis: '1503349566168',
      oneTimeProductNotification: { version: '1.0', notificationType: 1, purchaseToken: 'PURCHASE_TOKEN', sku: 'my.sku' },
    };
    for (const notification of [test, oneTime]) {
      expect(await play.notifications?.verify(push(pushOf(notification), null))).toEqual({ ok: true, event: null });
    }
  });

  it('refuses a void older than the listing reaches, and confirms one just inside it', async () => {
    const play = createGooglePlay(configFor(double));
    const token = double.purchase({ productId: 'coins_60' });
    double.void(token, 'remorse');
    expect(await play.notifications?.verify(push(double.voidedNotification(token, { eventTime: Date.now() - 31 * DAY_MS }).body))).toEqual({ ok: false, refusal: 'stale' });
    expect(await play.notifications?.verify(push(double.voidedNotification(token, { eventTime: Date.now() - 29.9 * DAY_MS }).body))).toMatchObject({ ok: true });
  });

  it('refuses malformed pushes', async () => {
    const play = createGooglePlay(configFor(double));
    for (const body of ['', 'not json', '{}', JSON.stringify({ message: { data: 'bm90IGpzb24=', messageId: '1' }, subscription: 's' }), pushOf({ packageName: 'com.lootbay.app' })]) {
      expect(await play.notifications?.verify(push(body))).toEqual({ ok: false, refusal: 'malformed' });
    }
  });

  it('is unavailable when the Voided Purchases API is down', async () => {
    const play = createGooglePlay(configFor(double));
    const token = double.purchase({ productId: 'coins_60' });
    double.void(token, 'remorse');
    double.down = true;
    try {
      expect(await play.notifications?.verify(push(double.voidedNotification(token).body))).toEqual({ ok: false, refusal: 'unavailable' });
    } finally {
      double.down = false;
    }
  });
});
