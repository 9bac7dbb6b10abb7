import { rechargeCredit } from '@lootbay/shared/recharge-bonus';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECHARGE_ORDER_TIMEOUT_MS } from '@lootbay/shared/constants';
import type { PayTrendConfig, RechargeOrder, RechargePackage } from '@lootbay/shared/schemas/recharge';
import type { BlotterEntry, UserAsset } from '@lootbay/shared/schemas/wallet';
import { DEV_PAYMENT_SECRET } from '../../src/config';
import { sandboxCallback, sandboxEvent } from '../../src/providers/payments/sandbox';
import { productionEnv } from '../helpers/production';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { registerMember, verifyAdult, type RegisteredMember } from '../helpers/members';

describe.each(TEST_DIALECTS)('wallet and recharge over HTTP on %s', (dialect) => {
  let testApp: TestApp;
  let member: RegisteredMember;

  const asset = async (token = member.token) => (await testApp.call<UserAsset>('/member/userAsset', {}, { token })).data;
  const order = async (payType = 'alipay') => {
    const answer = await testApp.call<{ orderNo: string; payUrl: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType }, { token: member.token });
    expect(answer.code).toBe(100);
    return answer.data;
  };
  const notify = (body: string, headers: Record<string, string>) =>
    testApp.inject({ method: 'POST', url: '/api/common/pay/onPay', headers, payload: body }).then((response) => response.json() as { code: number; data: { outcome: string } | null });

  beforeEach(async () => {
    testApp = await createTestApp(dialect);
    member = await registerMember(testApp);
  });
  afterEach(async () => {
    expect(await ledgerViolations(testApp.database.db.kysely)).toEqual([]);
    await testApp.close();
  });

  it('answers the packages, each with an id, and the payment methods', async () => {
    const packages = await testApp.call<RechargePackage[]>('/api/payConfig');
    expect(packages.code).toBe(100);
    expect(packages.data.every((pack) => typeof pack.id === 'string' && pack.bonusPercent <= 30)).toBe(true);
    const trend = await testApp.call<{ payTypes: { code: string; name: string }[] }>('/api/payTrendConfig', {}, { locale: 'cn' });
    // Development's sandbox serves every web pay type; the stores' are offered to the phone apps only.
    expect(trend.data.payTypes).toEqual([{ code: 'alipay', name: '支付宝' }, { code: 'wechat', name: '微信支付' }, { code: 'stripe', name: '国际银行卡' }]);
    const app = await testApp.call<{ payTypes: { code: string }[] }>('/api/payTrendConfig', { platform: 'ios' });
    expect(app.data.payTypes.map((type) => type.code)).toEqual(['alipay', 'wechat', 'stripe', 'apple']);
  });

  it('refuses an order from a member without real-name verification, and one without a payment method', async () => {
    const refused = await testApp.call('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token });
    expect(refused.code).toBe(11055);
    await verifyAdult(testApp, member.token);
    const noMethod = await testApp.call('/pay-member/on_pay_url', { packageId: 'p30' }, { token: member.token, locale: 'en' });
    expect(noMethod.msg).toBe('Please select a payment method');
  });

  it('recharges through the sandbox checkout and shows the record and balances', async () => {
    await verifyAdult(testApp, member.token);
    const { orderNo, payUrl } = await order();
    expect(payUrl).toBe(`/sandbox/pay/${orderNo}`);

    const checkout = await testApp.inject({ method: 'GET', url: payUrl });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(`action="/sandbox/pay/${orderNo}/pay"`);
    expect(checkout.body).not.toContain('<script');
    expect(String(checkout.headers['content-security-policy'])).toContain("script-src 'self'");

    const pending = await testApp.call<RechargeOrder>('/member/searchRechargeStatus', { orderNo }, { token: member.token });
    expect(pending.data.status).toBe('awaiting');
    const eligible = async () => (await testApp.call<PayTrendConfig>('/api/payTrendConfig', {}, { token: member.token })).data.firstRechargeEligible;
    expect(await eligible()).toBe(true);

    const paid = await testApp.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.body).toContain('Payment complete');
    const status = await testApp.call<RechargeOrder>('/member/searchRechargeStatus', { orderNo }, { token: member.token });
    // 30.00 paid: 30.00 coins, 5% package bonus, 10% first-recharge bonus.
    expect(status.data).toMatchObject({ status: 'success', amountPaid: 3_000, amountReceived: 3_000 + 150 + 300 });
    expect(await asset()).toMatchObject({ coin: 3_450, diamond: 0, ingot: 0, jade: 0, balance: 0, mallAmount: 0 });
    // What the recharge centre's summary promised is what was credited.
    expect(rechargeCredit({ coins: 3_000, bonusPercent: 5, firstPercent: 10, first: true }).total).toBe(3_450);
    expect(await eligible()).toBe(false);

    const records = await testApp.call<{ list: RechargeOrder[]; total: number }>('/member/getUserRechargeList', { page: 1, size: 10 }, { token: member.token });
    expect(records.data.total).toBe(1);
    const blotter = await testApp.call<{ list: BlotterEntry[] }>('/member/getUserBlotter', { currency: 'coin' }, { token: member.token });
    expect(blotter.data.list.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([150, 300, 3_000]);

    // The dev route replays the success callback: nothing more is credited.
    const replay = await testApp.inject({ method: 'POST', url: `/dev/pay/${orderNo}/succeed` });
    expect(replay.json()).toMatchObject({ code: 100, data: { outcome: 'duplicate' } });
    expect((await asset()).coin).toBe(3_450);
  });

  it('credits once when the same signed callback arrives 10 times at once over HTTP, without an auth_key', async () => {
    await verifyAdult(testApp, member.token);
    const { orderNo } = await order();
    const signed = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), Date.now());
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(signed.body, signed.headers)));
    expect(answers.every((answer) => answer.code === 100)).toBe(true);
    expect(answers.filter((answer) => answer.data?.outcome === 'credited')).toHaveLength(1);
    expect((await asset()).coin).toBe(3_450);
  });

  it('refuses tampered, stale, unsigned and mismatched callbacks over HTTP', async () => {
    await verifyAdult(testApp, member.token);
    const { orderNo } = await order();
    const signed = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), Date.now());
    expect((await notify(signed.body.replace('3000', '3001'), signed.headers)).code).toBe(12020);
    expect((await notify(signed.body, { 'content-type': 'application/json' })).code).toBe(12020);
    const stale = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), Date.now() - 301_000);
    expect((await notify(stale.body, stale.headers)).code).toBe(12021);
    const mismatch = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: 1 }, 'paid'), Date.now());
    expect((await notify(mismatch.body, mismatch.headers)).code).toBe(12022);
    expect((await asset()).coin).toBe(0);
  });

  it('redeems a code once and refuses a second redemption', async () => {
    await verifyAdult(testApp, member.token);
    const first = await testApp.call<{ currency: string; amount: number; balance: number }>('/member/codePay', { code: 'welcome2026' }, { token: member.token });
    expect(first.data).toEqual({ currency: 'coin', amount: 500, balance: 500 });
    const second = await testApp.call('/member/codePay', { code: 'WELCOME2026' }, { token: member.token, locale: 'en' });
    expect(second).toMatchObject({ code: 12031, msg: 'You have already used this redemption code' });
    const empty = await testApp.call('/member/codePay', { code: '' }, { token: member.token, locale: 'en' });
    expect(empty.msg).toBe('Enter the redemption code');
  });

  it('converts jade to ingots once per request key and stores the auto-conversion switch', async () => {
    await verifyAdult(testApp, member.token);
    await testApp.database.db.kysely
      .insertInto('redemption_codes')
      .values({ code: 'JADE', currency: 'jade', amount: 1_000, max_uses: 10, used_count: 0, expires_at: null, created_at: Date.now() })
      .execute();
    expect((await testApp.call('/member/codePay', { code: 'jade' }, { token: member.token })).code).toBe(100);
    const convert = () => testApp.call<{ jade: number; ingot: number }>('/member/goldConvert', { amount: 400, requestId: 'convert-0001' }, { token: member.token });
    expect((await convert()).data).toEqual({ jade: 600, ingot: 400 });
    expect((await convert()).data).toEqual({ jade: 600, ingot: 400 });
    const other = await testApp.call('/member/goldConvert', { amount: 401, requestId: 'convert-0001' }, { token: member.token });
    expect(other.code).toBe(12001);
    const tooMuch = await testApp.call('/member/goldConvert', { amount: 601 }, { token: member.token });
    expect(tooMuch.code).toBe(40001);

    const on = await testApp.call<{ autoConversion: number }>('/web/user/update/conversion-status', { status: 1 }, { token: member.token });
    expect(on.data.autoConversion).toBe(1);
    expect((await asset()).autoConversion).toBe(1);
  });

  it('shows level and balances in /member/info', async () => {
    const info = await testApp.call<{ level: number; levelProgress: number; coin: number }>('/member/info', {}, { token: member.token });
    expect(info.data).toMatchObject({ level: 1, levelProgress: 0, coin: 0 });
  });

  it('needs a session for every member call', async () => {
    for (const path of ['/member/getUserBlotter', '/member/codePay', '/pay-member/on_pay_url', '/member/getUserRechargeList', '/member/goldConvert']) {
      expect((await testApp.call(path, {})).code).toBe(10001);
    }
  });
});

describe('the scheduled order timeout', () => {
  it('turns an unpaid order into timeout once its 15 minutes have passed', async () => {
    let now = Date.now();
    const testApp = await createTestApp('sqlite', { deps: { scheduler: { now: () => now } } });
    try {
      const member = await registerMember(testApp);
      await verifyAdult(testApp, member.token);
      const created = await testApp.call<{ orderNo: string }>('/pay-member/on_pay_url', { amount: 500, payType: 'alipay' }, { token: member.token });
      const status = async () => (await testApp.call<RechargeOrder>('/member/searchRechargeStatus', { orderNo: created.data.orderNo }, { token: member.token })).data.status;
      await testApp.app.scheduler.runDueOnce();
      now += 120_000;
      await testApp.app.scheduler.runDueOnce();
      expect(await status()).toBe('awaiting');
      now += RECHARGE_ORDER_TIMEOUT_MS;
      await testApp.app.scheduler.runDueOnce();
      now += 120_000;
      await testApp.app.scheduler.runDueOnce();
      expect(await status()).toBe('timeout');
    } finally {
      await testApp.close();
    }
  });
});

describe('payment routes in production mode', () => {
  it('has no sandbox checkout and no dev route', async () => {
    const testApp = await createTestApp('sqlite', {
      env: productionEnv(),
    });
    try {
      expect((await testApp.inject({ method: 'POST', url: '/dev/pay/R1/succeed' })).statusCode).toBe(404);
      expect((await testApp.inject({ method: 'GET', url: '/sandbox/pay/R1' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
