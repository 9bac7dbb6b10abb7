import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { RechargeOrder, StorePurchaseAnswer } from '@lootbay/shared/schemas/recharge';
import { productionEnv } from '../helpers/production';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { registerMember, verifyAdult, type RegisteredMember } from '../helpers/members';

const APPLE_P30 = 'com.lootbay.app.coins.p30';
const PLAY_P30 = 'coins_p30';

/** In-app purchases of the phone apps: `/applePay/apple` (App Store) and `/api/play` (Google Play), through the sandbox stores. */
describe.each(TEST_DIALECTS)('app store purchases over HTTP on %s', (dialect) => {
  let t: TestApp;
  let member: RegisteredMember;

  const mint = async <T>(store: 'app_store' | 'google_play', purchase: Record<string, unknown>): Promise<T> => {
    const answer = (await t.inject({ method: 'POST', url: `/dev/store/${store}/purchase`, payload: purchase })).json() as Envelope<T>;
    expect(answer.code).toBe(100);
    return answer.data;
  };
  const appleReceipt = async (purchase: Record<string, unknown>) => (await mint<{ receipt: string }>('app_store', { accountToken: member.userId, ...purchase })).receipt;
  const apple = (receipt: string, token = member.token) => t.call<StorePurchaseAnswer>('/applePay/apple', { receipt }, { token });
  const play = (body: { productId: string; purchaseToken: string }, token = member.token) => t.call<StorePurchaseAnswer>('/api/play', body, { token });
  const playPurchase = (purchase: Record<string, unknown>) => mint<{ productId: string; purchaseToken: string }>('google_play', { accountToken: member.userId, ...purchase });

  beforeEach(async () => {
    t = await createTestApp(dialect);
    member = await registerMember(t);
    await verifyAdult(t, member.token);
  });
  afterEach(async () => {
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    await t.close();
  });

  it('credits an App Store purchase once as a paid order of its package, and answers a resent receipt as a duplicate', async () => {
    const receipt = await appleReceipt({ productId: APPLE_P30 });
    const first = await apple(receipt);
    expect(first.code).toBe(100);
    // 30.00: the package's coins and 5% bonus, and the person's first-recharge bonus.
    expect(first.data).toMatchObject({ outcome: 'credited', productId: APPLE_P30, coin: 3_450 });
    expect(first.data.order).toMatchObject({ source: 'package', payType: 'apple', status: 'success', amountPaid: 3_000, amountReceived: 3_450, firstBonus: 300 });
    const again = await apple(receipt);
    expect(again.data).toMatchObject({ outcome: 'duplicate', transactionId: first.data.transactionId, coin: 3_450, order: { orderNo: first.data.order.orderNo } });
    const records = await t.call<{ list: RechargeOrder[] }>('/member/getUserRechargeList', { page: 1, size: 10 }, { token: member.token });
    expect(records.data.list.map((order) => order.orderNo)).toEqual([first.data.order.orderNo]);
  });

  it('credits one receipt once when ten copies race', async () => {
    const receipt = await appleReceipt({ productId: APPLE_P30, quantity: 2 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => apple(receipt)));
    expect(answers.map((answer) => answer.data.outcome).sort()).toEqual(['credited', ...Array.from({ length: 9 }, () => 'duplicate')]);
    // Two of the package: 60.00 coins, 3.00 bonus, and 6.00 first-recharge bonus.
    expect(answers.every((answer) => answer.data.order.amountReceived === 6_900)).toBe(true);
    const transfers = await t.database.db.kysely.selectFrom('ledger_transfers').select(['reason']).where('reference', '=', `order:${answers[0]?.data.order.orderNo}`).execute();
    expect(transfers.map((row) => row.reason).sort()).toEqual(['first_recharge_bonus', 'recharge', 'recharge_bonus']);
  });

  it('refuses forged, revoked, unknown and other accounts’ App Store purchases, and says when the store is unreachable', async () => {
    const receipt = await appleReceipt({ productId: APPLE_P30 });
    const [header, payload, signature] = receipt.split('.');
    const richer = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), quantity: 10 })).toString('base64url');
    expect((await apple(`${header}.${richer}.${signature}`)).code).toBe(ERRORS.STORE_RECEIPT_INVALID.code);
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect((await apple(`${none}.${payload}.`)).code).toBe(ERRORS.STORE_RECEIPT_INVALID.code);
    expect((await apple(await appleReceipt({ productId: APPLE_P30, revoked: true }))).code).toBe(ERRORS.STORE_PURCHASE_REVOKED.code);
    expect((await apple(await appleReceipt({ productId: 'com.lootbay.app.coins.p9999' }))).code).toBe(ERRORS.STORE_PRODUCT_UNKNOWN.code);
    expect((await apple(await appleReceipt({ productId: APPLE_P30, accountToken: 'someone-else' }))).code).toBe(ERRORS.STORE_PURCHASE_NOT_YOURS.code);
    const outage = await appleReceipt({ productId: APPLE_P30, transactionId: '20000001234567899' });
    expect(await apple(outage)).toMatchObject({ code: ERRORS.STORE_UNAVAILABLE.code, msg: 'The app store cannot verify right now; please try again later' });
    expect((await t.call<{ coin: number }>('/member/userAsset', {}, { token: member.token })).data.coin).toBe(0);
  });

  it('gives a purchase that names no account to whoever sends it first, and refuses it to the next', async () => {
    const receipt = (await mint<{ receipt: string }>('app_store', { productId: APPLE_P30 })).receipt;
    const other = await registerMember(t);
    await verifyAdult(t, other.token);
    expect((await apple(receipt, other.token)).data.outcome).toBe('credited');
    expect((await apple(receipt)).code).toBe(ERRORS.STORE_PURCHASE_NOT_YOURS.code);
  });

  it('refuses in-app purchases to an account without real-name verification', async () => {
    const unverified = await registerMember(t);
    const receipt = (await mint<{ receipt: string }>('app_store', { productId: APPLE_P30, accountToken: unverified.userId })).receipt;
    expect((await apple(receipt, unverified.token)).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
    const purchase = await mint<{ productId: string; purchaseToken: string }>('google_play', { productId: PLAY_P30, accountToken: unverified.userId });
    expect((await play(purchase, unverified.token)).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
  });

  it('credits a Google Play purchase once, and refuses pending, cancelled and mismatched ones', async () => {
    const purchase = await playPurchase({ productId: PLAY_P30 });
    expect((await play(purchase)).data).toMatchObject({ outcome: 'credited', coin: 3_450, order: { payType: 'google_play', amountPaid: 3_000 } });
    expect((await play(purchase)).data).toMatchObject({ outcome: 'duplicate', coin: 3_450 });
    expect((await play(await playPurchase({ productId: PLAY_P30, state: 'pending' }))).code).toBe(ERRORS.STORE_PURCHASE_PENDING.code);
    expect((await play(await playPurchase({ productId: PLAY_P30, state: 'revoked' }))).code).toBe(ERRORS.STORE_PURCHASE_REVOKED.code);
    const cheap = await playPurchase({ productId: 'coins_p10' });
    expect((await play({ productId: PLAY_P30, purchaseToken: cheap.purchaseToken })).code).toBe(ERRORS.STORE_RECEIPT_INVALID.code);
    // A token of one store means nothing to the other.
    expect((await apple(cheap.purchaseToken)).code).toBe(ERRORS.STORE_RECEIPT_INVALID.code);
    expect((await play(await playPurchase({ productId: PLAY_P30, transactionId: 'GPA.1234-5678-9012-34569' }))).code).toBe(ERRORS.STORE_UNAVAILABLE.code);
    expect((await t.call<{ coin: number }>('/member/userAsset', {}, { token: member.token })).data.coin).toBe(3_450);
  });
});

describe('app store purchases in production mode', () => {
  it('have no sandbox store to mint purchases', async () => {
    const t = await createTestApp('sqlite', {
      env: productionEnv(),
    });
    try {
      expect((await t.inject({ method: 'POST', url: '/dev/store/app_store/purchase', payload: { productId: APPLE_P30 } })).statusCode).toBe(404);
      expect((await t.inject({ method: 'POST', url: '/dev/store/google_play/purchase', payload: { productId: PLAY_P30 } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
