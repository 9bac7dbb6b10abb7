import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { RechargeOrder } from '@lootbay/shared/schemas/recharge';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { signInFamily, type FamilyAccount } from '../helpers/families';
import { generateIdNumber, latestSmsCode, registerMember, verifyAdult, type RegisteredMember } from '../helpers/members';

/** Promotions count per person: the verified owner behind an account, shared by its sub-accounts. */
describe.each(TEST_DIALECTS)('promotions once per person over HTTP on %s', (dialect) => {
  let t: TestApp;
  let owner: RegisteredMember;

  const coins = async (token: string) => (await t.call<UserAsset>('/member/userAsset', {}, { token })).data.coin;
  const redeem = (token: string, code = 'WELCOME2026') => t.call('/member/codePay', { code }, { token });
  const family = (subAccounts: number): Promise<FamilyAccount[]> =>
    signInFamily({ call: (path, body, token) => t.call(path, body, token ? { token } : {}), latestSms: (mobile) => latestSmsCode(t, mobile) }, owner, subAccounts);

  beforeEach(async () => {
    t = await createTestApp(dialect);
    owner = await registerMember(t);
  });
  afterEach(async () => {
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    await t.close();
  });

  it('lets one verified owner with five sub-accounts redeem a one-use code once, switching between them', async () => {
    await verifyAdult(t, owner.token);
    expect((await redeem(owner.token)).code).toBe(100);
    let token = owner.token;
    const answers: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const created = await t.call<{ created: { userId: string } }>('/app/user/create-sub-account', {}, { token });
      const switched = await t.call<{ tokenValue: string }>('/changeAccount', { id: created.data.created.userId }, { token });
      token = switched.data.tokenValue;
      answers.push((await redeem(token)).code);
      expect(await coins(token)).toBe(0);
    }
    expect(answers).toEqual(Array.from({ length: 5 }, () => ERRORS.REDEMPTION_CODE_USED.code));
  });

  it('holds once per person when the owner and all five sub-accounts race for a code', async () => {
    await verifyAdult(t, owner.token);
    const accounts = await family(5);
    expect(accounts).toHaveLength(6);
    const answers = await Promise.all(accounts.map((account) => redeem(account.token)));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === ERRORS.REDEMPTION_CODE_USED.code)).toHaveLength(5);
    let total = 0;
    for (const account of accounts) total += await coins(account.token);
    expect(total).toBe(500);
  });

  it('refuses codes to an account without real-name verification and to a barred minor, with the adult gate’s errors', async () => {
    expect(await redeem(owner.token)).toMatchObject({ code: ERRORS.REAL_NAME_REQUIRED.code, msg: 'Complete real-name verification first' });
    const now = new Date();
    const minorId = generateIdNumber({ year: now.getUTCFullYear() - 10, month: 1, day: 1 });
    expect((await t.call('/visitor/user/authentication', { realName: '李四', idNumber: minorId }, { token: owner.token })).code).toBe(ERRORS.UNDERAGE.code);
    expect(await redeem(owner.token)).toMatchObject({ code: ERRORS.ACCOUNT_BARRED_MINOR.code, msg: 'Minor account: play and payment are barred' });
    expect(await coins(owner.token)).toBe(0);
  });

  it('pays the first-recharge bonus to a person’s first paid order only, not again to a sub-account', async () => {
    await verifyAdult(t, owner.token);
    const [sub, main] = await family(1);
    if (!sub || !main) throw new Error('no family');
    const pay = async (token: string) => {
      const order = await t.call<{ orderNo: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token });
      expect(order.code).toBe(100);
      await t.inject({ method: 'POST', url: `/dev/pay/${order.data.orderNo}/succeed` });
      return (await t.call<RechargeOrder>('/member/searchRechargeStatus', { orderNo: order.data.orderNo }, { token })).data;
    };
    // 30.00 paid: 30.00 coins, 5% package bonus, 10% first-recharge bonus for the person's first order.
    expect(await pay(main.token)).toMatchObject({ status: 'success', firstBonus: 300, amountReceived: 3_450 });
    expect(await pay(sub.token)).toMatchObject({ status: 'success', firstBonus: 0, amountReceived: 3_150 });
  });
});
