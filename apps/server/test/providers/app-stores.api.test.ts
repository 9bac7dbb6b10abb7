import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { WEB_PAY_TYPES } from '@lootbay/shared/pay-types';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { PayInfo, PayTrendConfig, RechargeOrder, StorePurchaseAnswer } from '@lootbay/shared/schemas/recharge';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { startAppStoreDouble, type AppStoreDouble } from '../doubles/app-store';
import { startGooglePlayDouble, type GooglePlayDouble } from '../doubles/google-play';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { deliverTo } from '../helpers/deliver';
import type { RegisteredMember } from '../helpers/members';
import { readyPlayer } from '../helpers/players';

const APPLE_P30 = 'com.lootbay.app.coins.p30';
const PLAY_P30 = 'coins_p30';
/** The secret the Pub/Sub push subscription adds to its endpoint. */
const NOTIFY_TOKEN = 'pubsub-push-secret-0123456789';
const APPLE_NOTIFY_URL = 'https://lootbay.test/api/pay/apple/notify';
const GOOGLE_NOTIFY_URL = `https://lootbay.test/api/pay/google/notify?token=${NOTIFY_TOKEN}`;
/** A first p30 order: 30.00 coins, the package's 5% bonus and the person's 10% first-recharge bonus. */
const FIRST_P30 = 3_000 + 150 + 300;
/** A later p30 order: no first-recharge bonus. */
const LATER_P30 = 3_000 + 150;

/** The same JWS with its payload changed and the original signature kept. */
function withPayload(jws: string, change: (payload: Record<string, unknown>) => Record<string, unknown>): string {
  const [header, payload, signature] = jws.split('.');
  const changed = change(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>);
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

/**
 * The App Store and Google Play behind the server's public API, each played by its test double
 * and configured through the environment as in production: in-app purchases credited once, the
 * documented refusals, and the stores' refund notifications taking coins back once.
 */
describe.each(TEST_DIALECTS)('the App Store and Google Play through the server on %s', (dialect) => {
  let t: TestApp | undefined;
  let apple: AppStoreDouble;
  /** Signs under a certificate authority the server does not trust. */
  let forger: AppStoreDouble;
  /** Signs under a trusted root, with a signing certificate its responder reports revoked. */
  let revoking: AppStoreDouble;
  let google: GooglePlayDouble;
  const deliver = deliverTo(() => t?.app);

  const app = (): TestApp => {
    if (!t) throw new Error('no app');
    return t;
  };

  beforeAll(async () => {
    [apple, forger, revoking, google] = await Promise.all([
      startAppStoreDouble({ environment: 'Production', notifyUrl: APPLE_NOTIFY_URL, deliver }),
      startAppStoreDouble({ environment: 'Production' }),
      startAppStoreDouble({ environment: 'Production' }),
      startGooglePlayDouble({ notifyUrl: GOOGLE_NOTIFY_URL, deliver }),
    ]);
    revoking.revokeSigningCertificate();
    t = await createTestApp(dialect, {
      env: {
        APPLE_BUNDLE_ID: apple.bundleId,
        APPLE_APP_APPLE_ID: String(apple.appAppleId),
        APPLE_ENVIRONMENT: 'Production',
        APPLE_ROOT_CERTS: `${apple.rootCertFile},${revoking.rootCertFile}`,
        // As in production: each certificate chain is checked with the double's OCSP responders.
        APPLE_ONLINE_CHECKS: 'true',
        GOOGLE_PLAY_PACKAGE_NAME: google.packageName,
        GOOGLE_PLAY_SERVICE_ACCOUNT: google.serviceAccountFile,
        GOOGLE_PLAY_API_BASE: google.url,
        GOOGLE_PLAY_NOTIFY_TOKEN: NOTIFY_TOKEN,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([apple.close(), forger.close(), revoking.close(), google.close()]);
  });
  afterEach(async () => {
    expect(await ledgerViolations(app().database.db.kysely)).toEqual([]);
  });

  const db = () => app().database.db.kysely;
  const buyer = () => readyPlayer(app());
  const coins = async (member: RegisteredMember) => (await app().call<UserAsset>('/member/userAsset', {}, { token: member.token })).data.coin;
  const applePay = (member: RegisteredMember, receipt: string) => app().call<StorePurchaseAnswer>('/applePay/apple', { receipt }, { token: member.token });
  const play = (member: RegisteredMember, productId: string, purchaseToken: string) => app().call<StorePurchaseAnswer>('/api/play', { productId, purchaseToken }, { token: member.token });
  /** A purchase in the iOS app for this member (StoreKit hands the app account token back in upper case). */
  const appleReceipt = (member: RegisteredMember, productId = APPLE_P30) => apple.transaction({ productId, appAccountToken: member.userId.toUpperCase() });
  const transactionIdOf = (receipt: string): string => {
    const payload = JSON.parse(Buffer.from(receipt.split('.')[1] ?? '', 'base64url').toString()) as { transactionId: string };
    return payload.transactionId;
  };
  const postToApple = (body: string) => deliver({ url: APPLE_NOTIFY_URL, headers: { 'content-type': 'application/json' }, body });
  const pushToGoogle = (body: string, url = GOOGLE_NOTIFY_URL) => deliver({ url, headers: { 'content-type': 'application/json' }, body });
  const callbacks = (provider: string, eventId: string) => db().selectFrom('pay_callbacks').select(['order_no', 'outcome', 'detail']).where('provider', '=', provider).where('event_id', '=', eventId).execute();
  const transfers = (orderNo: string, reason: string) =>
    db().selectFrom('ledger_transfers').select(['credit_account_id', 'amount']).where('reference', '=', `order:${orderNo}`).where('reason', '=', reason).orderBy('amount', 'desc').execute();
  const orderOf = (member: RegisteredMember, orderNo: string) => app().call<PayInfo>('/member/searchRechargeStatus', { orderNo }, { token: member.token });

  it('offers the App Store to the iOS app, Google Play to the Android app, both to the app, and neither to a browser', async () => {
    const offered = async (platform: string) => (await app().call<PayTrendConfig>('/api/payTrendConfig', { platform })).data.payTypes.map((payType) => payType.code);
    expect(await offered('ios')).toEqual([...WEB_PAY_TYPES, 'apple']);
    expect(await offered('android')).toEqual([...WEB_PAY_TYPES, 'google_play']);
    expect(await offered('app')).toEqual([...WEB_PAY_TYPES, 'apple', 'google_play']);
    expect(await offered('pc')).toEqual([...WEB_PAY_TYPES]);
    expect(await offered('h5')).toEqual([...WEB_PAY_TYPES]);
  });

  it("credits a signed App Store transaction once as a paid order of its product's package; a resent or raced receipt is a duplicate", async () => {
    const member = await buyer();
    const receipt = appleReceipt(member);
    const first = await applePay(member, receipt);
    expect(first).toMatchObject({ code: 100, data: { outcome: 'credited', transactionId: transactionIdOf(receipt), productId: APPLE_P30, coin: FIRST_P30 } });
    expect(first.data.order).toMatchObject({ source: 'package', payType: 'apple', status: 'success', amountPaid: 3_000, coins: 3_000, bonus: 150, firstBonus: 300, amountReceived: FIRST_P30 });
    expect((await transfers(first.data.order.orderNo, 'recharge')).map((row) => Number(row.amount))).toEqual([3_000]);
    expect((await transfers(first.data.order.orderNo, 'recharge_bonus')).map((row) => Number(row.amount))).toEqual([150]);
    expect((await transfers(first.data.order.orderNo, 'first_recharge_bonus')).map((row) => Number(row.amount))).toEqual([300]);

    expect((await applePay(member, receipt)).data).toMatchObject({ outcome: 'duplicate', coin: FIRST_P30, order: { orderNo: first.data.order.orderNo } });
    // The receipt of a member's purchase sent from another account names the member, not it.
    expect((await applePay(await buyer(), receipt)).code).toBe(ERRORS.STORE_PURCHASE_NOT_YOURS.code);

    const raced = appleReceipt(member);
    const answers = await Promise.all(Array.from({ length: 5 }, () => applePay(member, raced)));
    expect(answers.map((answer) => answer.data.outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(new Set(answers.map((answer) => answer.data.order.orderNo)).size).toBe(1);
    expect(await coins(member)).toBe(FIRST_P30 + LATER_P30);
    const records = await app().call<{ list: RechargeOrder[] }>('/member/getUserRechargeList', { page: 1, size: 10 }, { token: member.token });
    expect(records.data.list).toHaveLength(2);
  });

  it("refuses App Store transactions of another app, environment or authority, a revoked certificate's, tampered, refunded, another account's and of no package, crediting nothing", async () => {
    const member = await buyer();
    const other = await buyer();
    const mine = { productId: APPLE_P30, appAccountToken: member.userId };
    const refusals = [
      [apple.transaction({ ...mine, bundleId: 'com.other.app' }), ERRORS.STORE_RECEIPT_INVALID],
      [apple.transaction({ ...mine, environment: 'Sandbox' }), ERRORS.STORE_RECEIPT_INVALID],
      [forger.transaction(mine), ERRORS.STORE_RECEIPT_INVALID],
      // Its root is trusted: only the online check finds its signing certificate revoked.
      [revoking.transaction(mine), ERRORS.STORE_RECEIPT_INVALID],
      [withPayload(apple.transaction(mine), (payload) => ({ ...payload, quantity: 10 })), ERRORS.STORE_RECEIPT_INVALID],
      [apple.transaction({ ...mine, revoked: true }), ERRORS.STORE_PURCHASE_REVOKED],
      [apple.transaction({ ...mine, appAccountToken: other.userId }), ERRORS.STORE_PURCHASE_NOT_YOURS],
      [apple.transaction({ ...mine, productId: 'com.lootbay.app.coins.p9999' }), ERRORS.STORE_PRODUCT_UNKNOWN],
    ] as const;
    for (const [receipt, refusal] of refusals) expect((await applePay(member, receipt)).code).toBe(refusal.code);
    expect(revoking.ocspRequests.length).toBeGreaterThan(0);
    expect(await coins(member)).toBe(0);
    expect(await db().selectFrom('recharge_orders').select('order_no').where('user_id', '=', member.userId).execute()).toEqual([]);
  });

  it("credits a Google Play purchase once through Google's API; a resent or raced token is a duplicate", async () => {
    const member = await buyer();
    const token = google.purchase({ productId: PLAY_P30, accountId: member.userId });
    const first = await play(member, PLAY_P30, token);
    expect(first).toMatchObject({ code: 100, data: { outcome: 'credited', transactionId: google.orderIdOf(token), productId: PLAY_P30, coin: FIRST_P30 } });
    expect(first.data.order).toMatchObject({ source: 'package', payType: 'google_play', status: 'success', amountPaid: 3_000, firstBonus: 300, amountReceived: FIRST_P30 });
    expect(google.requests.some((request) => request.path === `/androidpublisher/v3/applications/${google.packageName}/purchases/products/${PLAY_P30}/tokens/${token}`)).toBe(true);
    expect((await play(member, PLAY_P30, token)).data).toMatchObject({ outcome: 'duplicate', coin: FIRST_P30, order: { orderNo: first.data.order.orderNo } });

    const raced = google.purchase({ productId: PLAY_P30, accountId: member.userId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => play(member, PLAY_P30, raced)));
    expect(answers.map((answer) => answer.data.outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await coins(member)).toBe(FIRST_P30 + LATER_P30);
  });

  it("refuses pending, cancelled, another product's, app's or account's and unknown Google Play purchases, and says when Google is down", async () => {
    const member = await buyer();
    const other = await buyer();
    const mine = { productId: PLAY_P30, accountId: member.userId };
    const voided = google.purchase(mine);
    google.void(voided, 'remorse');
    const refusals = [
      [PLAY_P30, google.purchase({ ...mine, state: 'pending' }), ERRORS.STORE_PURCHASE_PENDING],
      [PLAY_P30, google.purchase({ ...mine, state: 'revoked' }), ERRORS.STORE_PURCHASE_REVOKED],
      [PLAY_P30, voided, ERRORS.STORE_PURCHASE_REVOKED],
      [PLAY_P30, google.purchase({ ...mine, productId: 'coins_p10' }), ERRORS.STORE_RECEIPT_INVALID],
      [PLAY_P30, google.purchase({ ...mine, packageName: 'com.other.app' }), ERRORS.STORE_RECEIPT_INVALID],
      [PLAY_P30, 'not-a-token-play-issued', ERRORS.STORE_RECEIPT_INVALID],
      [PLAY_P30, google.purchase({ ...mine, accountId: other.userId }), ERRORS.STORE_PURCHASE_NOT_YOURS],
      ['coins_p9999', google.purchase({ ...mine, productId: 'coins_p9999' }), ERRORS.STORE_PRODUCT_UNKNOWN],
    ] as const;
    for (const [productId, token, refusal] of refusals) expect((await play(member, productId, token)).code).toBe(refusal.code);
    expect(await coins(member)).toBe(0);

    const token = google.purchase(mine);
    google.down = true;
    try {
      expect((await play(member, PLAY_P30, token)).code).toBe(ERRORS.STORE_UNAVAILABLE.code);
    } finally {
      google.down = false;
    }
    expect(await coins(member)).toBe(0);
    // The app keeps the purchase and sends it again once Google answers.
    expect((await play(member, PLAY_P30, token)).data).toMatchObject({ outcome: 'credited', coin: FIRST_P30 });
  });

  it("takes an App Store purchase's coins back once when Apple's REFUND notification comes, however often", async () => {
    const member = await buyer();
    const receipt = appleReceipt(member);
    const { order } = (await applePay(member, receipt)).data;
    const refund = apple.refundNotification(transactionIdOf(receipt));
    expect(await postToApple(refund.body)).toEqual({ status: 200, body: 'ok' });
    expect(await coins(member)).toBe(0);
    // Apple retries a notification it got no 2xx for: the same one again takes nothing more.
    for (let retry = 0; retry < 2; retry += 1) expect((await postToApple(refund.body)).status).toBe(200);
    expect(await coins(member)).toBe(0);
    expect(await callbacks('app_store', refund.notificationUUID)).toEqual([expect.objectContaining({ order_no: order.orderNo, outcome: 'reversed' })]);
    // The bought coins go back to payments, the bonuses to promotions.
    expect((await transfers(order.orderNo, 'recharge_reversal')).map((row) => [row.credit_account_id, Number(row.amount)])).toEqual([
      ['system:payments:coin', 3_000],
      ['system:promotions:coin', 450],
    ]);
    expect((await orderOf(member, order.orderNo)).data).toMatchObject({ status: 'success', refundedAmount: 3_000 });
  });

  it('refuses forged, tampered and malformed App Store notifications with 400, taking nothing', async () => {
    const member = await buyer();
    const receipt = appleReceipt(member);
    const transactionId = transactionIdOf(receipt);
    const { order } = (await applePay(member, receipt)).data;
    forger.transaction({ productId: APPLE_P30, transactionId });
    const forged = forger.refundNotification(transactionId);
    // A genuine notification turned into a refund of a genuinely signed transaction: the envelope's signature no longer holds.
    const genuine = JSON.parse(apple.testNotification().body) as { signedPayload: string };
    const tampered = withPayload(genuine.signedPayload, (payload) => ({ ...payload, notificationType: 'REFUND', data: { ...(payload.data as object), signedTransactionInfo: receipt } }));
    for (const body of [forged.body, JSON.stringify({ signedPayload: tampered }), '{}', 'not json']) expect((await postToApple(body)).status).toBe(400);
    expect(await coins(member)).toBe(FIRST_P30);
    expect(await callbacks('app_store', forged.notificationUUID)).toEqual([]);
    expect(await transfers(order.orderNo, 'recharge_reversal')).toEqual([]);
  });

  it("acknowledges the stores' TEST notifications with 200 and does nothing", async () => {
    const recorded = async () => Number((await db().selectFrom('pay_callbacks').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await recorded();
    expect(await apple.notifyTest()).toMatchObject({ status: 200, body: 'ok' });
    expect(await google.notifyTest()).toMatchObject({ status: 200, body: 'ok' });
    expect(await recorded()).toBe(before);
  });

  it('marks a purchase refunded before the app sent it, and never credits it when the app sends it afterwards', async () => {
    const member = await buyer();
    const unsent = appleReceipt(member);
    const refunded = await apple.notifyRefund(transactionIdOf(unsent));
    expect(refunded.status).toBe(200);
    expect(await callbacks('app_store', `revoked:${transactionIdOf(unsent)}`)).toEqual([expect.objectContaining({ order_no: null, outcome: 'reversal_unpaid' })]);
    // The proof the app kept was signed before the refund, yet it credits nothing.
    expect((await applePay(member, unsent)).code).toBe(ERRORS.STORE_PURCHASE_REVOKED.code);

    const token = google.purchase({ productId: PLAY_P30, accountId: member.userId });
    google.void(token, 'remorse');
    expect((await google.notifyVoided(token)).status).toBe(200);
    expect(await callbacks('google_play', `revoked:${google.orderIdOf(token)}`)).toEqual([expect.objectContaining({ order_no: null, outcome: 'reversal_unpaid' })]);
    expect((await play(member, PLAY_P30, token)).code).toBe(ERRORS.STORE_PURCHASE_REVOKED.code);
    expect(await coins(member)).toBe(0);
  });

  it('leaves nothing credited when a refund and the purchase it refunds cross, on every purchase of a race', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => buyer()));
    await Promise.all(
      members.map(async (member) => {
        const receipt = appleReceipt(member);
        await Promise.all([apple.notifyRefund(transactionIdOf(receipt)), applePay(member, receipt)]);
      }),
    );
    for (const member of members) expect(await coins(member)).toBe(0);
  });

  it('freezes the account when a refund takes back coins already spent, and records what could not be taken', async () => {
    const member = await buyer();
    const receipt = appleReceipt(member);
    const { order } = (await applePay(member, receipt)).data;
    const opened = await app().call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 1 }, { token: member.token });
    expect(opened.code).toBe(100);
    const spent = opened.data.price;
    expect(await coins(member)).toBe(FIRST_P30 - spent);

    expect((await apple.notifyRefund(transactionIdOf(receipt))).status).toBe(200);
    const row = await db().selectFrom('recharge_orders').select(['reversed_coins', 'unrecovered_coins', 'refunded_amount']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect({ reversed: Number(row.reversed_coins), unrecovered: Number(row.unrecovered_coins), refunded: Number(row.refunded_amount) }).toEqual({ reversed: FIRST_P30 - spent, unrecovered: spent, refunded: 3_000 });
    expect(Number((await db().selectFrom('ledger_accounts').select('balance').where('id', '=', `user:${member.userId}:coin`).executeTakeFirstOrThrow()).balance)).toBe(0);
    expect(Number((await db().selectFrom('users').select('disabled').where('id', '=', member.userId).executeTakeFirstOrThrow()).disabled)).toBe(1);
    // Every session ended: the member's calls are answered as signed out.
    expect((await app().call('/member/userAsset', {}, { token: member.token })).code).toBe(ERRORS.TOKEN_EXPIRED.code);
  });

  it('takes a voided Google Play purchase back once its push comes with the endpoint secret, however often Pub/Sub delivers it', async () => {
    const member = await buyer();
    const token = google.purchase({ productId: PLAY_P30, accountId: member.userId });
    const { order } = (await play(member, PLAY_P30, token)).data;
    google.void(token, 'remorse');
    const push = google.voidedNotification(token);
    expect(await pushToGoogle(push.body)).toEqual({ status: 200, body: 'ok' });
    expect(await coins(member)).toBe(0);
    for (let retry = 0; retry < 2; retry += 1) expect((await pushToGoogle(push.body)).status).toBe(200);
    expect(await coins(member)).toBe(0);
    const recorded = await callbacks('google_play', `voided:${google.orderIdOf(token)}`);
    expect(recorded).toEqual([expect.objectContaining({ order_no: order.orderNo, outcome: 'reversed' })]);
    expect(JSON.parse(recorded[0]?.detail ?? '{}')).toMatchObject({ reason: 'refund', taken: FIRST_P30, unrecovered: 0 });
    expect((await transfers(order.orderNo, 'recharge_reversal')).map((row) => Number(row.amount))).toEqual([3_000, 450]);
  });

  it('refuses a push without the endpoint secret (400), and answers 503 while Google cannot confirm the void, so Pub/Sub retries', async () => {
    const member = await buyer();
    const token = google.purchase({ productId: PLAY_P30, accountId: member.userId });
    const { order } = (await play(member, PLAY_P30, token)).data;
    const eventId = `voided:${google.orderIdOf(token)}`;
    // Pushed before Google lists the void: with the secret the push is Google's, so it is asked again later.
    expect((await pushToGoogle(google.voidedNotification(token).body)).status).toBe(503);
    google.void(token, 'chargeback');
    const push = google.voidedNotification(token);
    for (const url of [GOOGLE_NOTIFY_URL.replace(/\?.*$/, ''), GOOGLE_NOTIFY_URL.replace(NOTIFY_TOKEN, `${NOTIFY_TOKEN}x`)]) expect((await pushToGoogle(push.body, url)).status).toBe(400);
    google.down = true;
    try {
      expect((await pushToGoogle(push.body)).status).toBe(503);
    } finally {
      google.down = false;
    }
    expect(await coins(member)).toBe(FIRST_P30);
    expect(await callbacks('google_play', eventId)).toEqual([]);

    expect((await pushToGoogle(push.body)).status).toBe(200);
    expect(await coins(member)).toBe(0);
    const recorded = await callbacks('google_play', eventId);
    expect(recorded).toEqual([expect.objectContaining({ order_no: order.orderNo, outcome: 'reversed' })]);
    expect(JSON.parse(recorded[0]?.detail ?? '{}')).toMatchObject({ reason: 'dispute' });
  });
});
