import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { LoginAnswer, MemberUser } from '@lootbay/shared/schemas/account';
import { startAliyunDouble } from '../doubles/aliyun';
import { startTencentCloudDouble } from '../doubles/tencent-cloud';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { adultIdNumber, callFrom, generateIdNumber, randomIp, randomMobile, type RegisteredMember } from '../helpers/members';
import { ALIYUN_TEST_CREDENTIALS, productionEnv } from '../helpers/production';

/** One vendor's double as these tests drive it: the SMS gateway and the identity authority behind one address. */
interface VendorDouble {
  readonly url: string;
  /** What the authority holds, keyed `name:idNumber`. */
  readonly identities: Map<string, 'match' | 'mismatch'>;
  /** Every pair the authority was asked about. */
  readonly verifications: readonly { readonly name: string; readonly idNumber: string }[];
  /** The SMS gateway and the authority both answer that they are down. */
  down: boolean;
  /** The next text message is refused by the gateway's daily limit on the number. */
  refuseForDailyLimit(): void;
  /** The codes the gateway took for a mainland number, oldest first. */
  codesSentTo(mobile: string): string[];
  close(): Promise<void>;
}

interface Vendor {
  readonly name: string;
  /** Production has no payment provider here: a verified member's order passes the adult gate and meets 12012. */
  readonly production: boolean;
  start(): Promise<VendorDouble>;
  env(url: string): Record<string, string>;
}

const TENCENT = { secretId: 'AKIDLootbayTestSecretId', secretKey: 'tencent-test-secret-key', sdkAppId: '1400006666', signName: 'Lootbay', templateId: '1110' } as const;

/** A gateway double behind the interface above, whatever the vendor's own shape. */
function asVendorDouble<D extends { url: string; identities: Map<string, 'match' | 'mismatch'>; verifications: { name: string; idNumber: string }[]; down: boolean; close(): Promise<void> }>(
  double: D,
  parts: { refuseForDailyLimit(): void; codesSentTo(mobile: string): string[] },
): VendorDouble {
  return {
    url: double.url,
    identities: double.identities,
    verifications: double.verifications,
    get down() {
      return double.down;
    },
    set down(value) {
      double.down = value;
    },
    ...parts,
    close: () => double.close(),
  };
}

const VENDORS: readonly Vendor[] = [
  {
    name: 'Aliyun, in production',
    production: true,
    async start() {
      const double = await startAliyunDouble(ALIYUN_TEST_CREDENTIALS);
      return asVendorDouble(double, {
        refuseForDailyLimit: () => double.refuse('isv.BUSINESS_LIMIT_CONTROL'),
        codesSentTo: (mobile) => double.sent.filter((message) => message.phone === mobile).map((message) => message.params.code ?? ''),
      });
    },
    env: (url) => productionEnv({ endpoint: url }),
  },
  {
    name: 'Tencent Cloud, in development',
    production: false,
    async start() {
      const double = await startTencentCloudDouble(TENCENT);
      return asVendorDouble(double, {
        refuseForDailyLimit: () => double.refuse('LimitExceeded.PhoneNumberDailyLimit'),
        codesSentTo: (mobile) => double.sent.filter((message) => message.phone === `+86${mobile}`).map((message) => message.params[0] ?? ''),
      });
    },
    env: (url) => ({
      SMS_PROVIDER: 'tencent',
      SMS_ACCESS_KEY_ID: TENCENT.secretId,
      SMS_ACCESS_KEY_SECRET: TENCENT.secretKey,
      SMS_SIGN_NAME: TENCENT.signName,
      SMS_TEMPLATE_CODE: TENCENT.templateId,
      SMS_SDK_APP_ID: TENCENT.sdkAppId,
      SMS_ENDPOINT: url,
      REAL_NAME_PROVIDER: 'tencent',
      REAL_NAME_ACCESS_KEY_ID: TENCENT.secretId,
      REAL_NAME_ACCESS_KEY_SECRET: TENCENT.secretKey,
      REAL_NAME_ENDPOINT: url,
    }),
  },
];

describe.each(TEST_DIALECTS)('SMS codes and real-name checks through the server on %s', (dialect) => {
  describe.each(VENDORS.map((vendor) => [vendor.name, vendor] as const))('%s', (_name, vendor) => {
    let gateway: VendorDouble;
    let t: TestApp;

    beforeAll(async () => {
      gateway = await vendor.start();
      t = await createTestApp(dialect, { env: vendor.env(gateway.url) });
    });
    afterAll(async () => {
      await t?.close();
      await gateway?.close();
    });
    afterEach(async () => {
      gateway.down = false;
      expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    });

    /** Each call from an address of its own, so the per-address limits of one step do not reach the next. */
    const sendCode = (mobile: string) => callFrom<{ resendAfter: number }>(t, randomIp(), '/visitor/sendMobileCode', { mobile });
    const lastCode = (mobile: string) => gateway.codesSentTo(mobile).at(-1);
    const info = async (token: string) => (await t.call<MemberUser>('/member/info', {}, { token })).data;
    const verify = (token: string, realName: string, idNumber: string) => t.call<MemberUser>('/visitor/user/authentication', { realName, idNumber }, { token });
    const recharge = (token: string) => t.call('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token });
    const realNameRows = async (userId: string) => (await t.database.db.kysely.selectFrom('real_names').select('owner_id').where('owner_id', '=', userId).execute()).length;

    /** Signs a new number up with the code the gateway received. */
    async function signUp(mobile = randomMobile()): Promise<RegisteredMember> {
      expect((await sendCode(mobile)).code).toBe(100);
      const code = lastCode(mobile);
      expect(code).toMatch(/^\d{5}$/);
      const login = await callFrom<LoginAnswer>(t, randomIp(), '/loginSms', { mobile, code });
      expect(login.code, login.msg).toBe(100);
      return { token: login.data.token, userId: login.data.user.userId, mobile };
    }

    it('signs a new number up with the code the gateway delivered, and only with that code', async () => {
      const mobile = randomMobile();
      expect((await sendCode(mobile)).data).toMatchObject({ resendAfter: 60 });
      expect(gateway.codesSentTo(mobile)).toHaveLength(1);
      const code = lastCode(mobile)!;
      const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
      expect((await callFrom(t, randomIp(), '/loginSms', { mobile, code: wrong })).code).toBe(ERRORS.CODE_WRONG.code);
      const login = await callFrom<LoginAnswer>(t, randomIp(), '/loginSms', { mobile, code });
      expect(login.code).toBe(100);
      expect(login.data.user).toMatchObject({ realNameVerified: false, canPlay: false });
      expect(await info(login.data.token)).toMatchObject({ userId: login.data.user.userId });
      // A code signs in once.
      expect((await callFrom(t, randomIp(), '/loginSms', { mobile, code })).code).toBe(ERRORS.CODE_WRONG.code);
    });

    it('answers 11006 to a code the gateway refuses, without using up the day’s codes or the wait before another', async () => {
      const mobile = randomMobile();
      // The number's daily allowance is 10 codes: eleven refusals in a row would reach it if they counted.
      for (let refusal = 0; refusal < 11; refusal += 1) {
        gateway.refuseForDailyLimit();
        expect((await sendCode(mobile)).code).toBe(ERRORS.SMS_UNAVAILABLE.code);
      }
      expect(gateway.codesSentTo(mobile)).toEqual([]);
      // Asked again at once, with the gateway taking it: a code arrives and signs the number up.
      expect((await sendCode(mobile)).code).toBe(100);
      const code = lastCode(mobile);
      expect((await callFrom(t, randomIp(), '/loginSms', { mobile, code })).code).toBe(100);
      const counted = await t.database.db.kysely.selectFrom('abuse_counters').select('count').where('key', '=', `sms-phone:${mobile}`).executeTakeFirstOrThrow();
      expect(counted.count).toBe(1);
      // A code that went out does start the wait.
      expect((await sendCode(mobile)).code).toBe(ERRORS.SMS_TOO_FREQUENT.code);
    });

    it('answers 11006 while the gateway is down, and sends a code once it is back', async () => {
      const mobile = randomMobile();
      gateway.down = true;
      expect((await sendCode(mobile)).code).toBe(ERRORS.SMS_UNAVAILABLE.code);
      expect((await sendCode(mobile)).code).toBe(ERRORS.SMS_UNAVAILABLE.code);
      gateway.down = false;
      const member = await signUp(mobile);
      expect(gateway.codesSentTo(mobile)).toHaveLength(1);
      expect((await info(member.token)).userId).toBe(member.userId);
    });
    // A gateway that hangs is left to the adapters' tests: its 10-second timeout is not set from the environment.

    it('verifies a name the authority holds under the number, and the member may then order a recharge', async () => {
      const member = await signUp();
      expect((await recharge(member.token)).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
      const idNumber = generateIdNumber({ year: 1990, month: 5, day: 17 });
      gateway.identities.set(`王小明:${idNumber}`, 'match');
      const verified = await verify(member.token, '王小明', idNumber);
      expect(verified.code, verified.msg).toBe(100);
      expect(verified.data).toMatchObject({ realNameVerified: true, canPlay: true, barred: false });
      expect(gateway.verifications.at(-1)).toEqual({ name: '王小明', idNumber });
      expect(await realNameRows(member.userId)).toBe(1);
      const order = await recharge(member.token);
      // Past the adult gate: development's sandbox takes the order; production here has no payment provider.
      expect(order.code, order.msg).toBe(vendor.production ? ERRORS.PAY_TYPE_UNAVAILABLE.code : 100);
    });

    it('answers 11057 to a name the authority does not hold under the number, and records nothing', async () => {
      const member = await signUp();
      const idNumber = adultIdNumber();
      gateway.identities.set(`李四:${idNumber}`, 'match');
      gateway.identities.set(`张三:${idNumber}`, 'mismatch');
      const asked = gateway.verifications.length;
      expect((await verify(member.token, '张三', idNumber)).code).toBe(ERRORS.REAL_NAME_MISMATCH.code);
      // A number the authority has no record of is no match either.
      expect((await verify(member.token, '张三', adultIdNumber())).code).toBe(ERRORS.REAL_NAME_MISMATCH.code);
      expect(gateway.verifications.length).toBe(asked + 2);
      expect(await realNameRows(member.userId)).toBe(0);
      expect(await info(member.token)).toMatchObject({ realNameVerified: false, canPlay: false });
      expect((await recharge(member.token)).code).toBe(ERRORS.REAL_NAME_REQUIRED.code);
    });

    it('answers 11058 while the authority is down, records nothing, and does not count it against the day’s 5 checks', async () => {
      const member = await signUp();
      const idNumber = adultIdNumber();
      gateway.identities.set(`张三:${idNumber}`, 'match');
      gateway.down = true;
      for (let outage = 0; outage < 2; outage += 1) expect((await verify(member.token, '张三', idNumber)).code).toBe(ERRORS.REAL_NAME_UNAVAILABLE.code);
      expect(await realNameRows(member.userId)).toBe(0);
      expect((await info(member.token)).realNameVerified).toBe(false);
      gateway.down = false;
      // Five checks the authority answered are the day's allowance; the sixth is refused before asking it.
      for (let check = 0; check < 4; check += 1) expect((await verify(member.token, '张三', adultIdNumber())).code).toBe(ERRORS.REAL_NAME_MISMATCH.code);
      expect((await verify(member.token, '张三', idNumber)).code).toBe(100);
      const other = await signUp();
      for (let check = 0; check < 5; check += 1) expect((await verify(other.token, '李四', adultIdNumber())).code).toBe(ERRORS.REAL_NAME_MISMATCH.code);
      const asked = gateway.verifications.length;
      expect((await verify(other.token, '李四', adultIdNumber())).code).toBe(ERRORS.REAL_NAME_TOO_MANY.code);
      expect(gateway.verifications.length).toBe(asked);
    });

    it('refuses a minor’s number and bars the account without asking the authority', async () => {
      const member = await signUp();
      const minor = generateIdNumber({ year: new Date().getFullYear() - 10, month: 1, day: 1 });
      gateway.identities.set(`李四:${minor}`, 'match');
      const asked = gateway.verifications.length;
      expect((await verify(member.token, '李四', minor)).code).toBe(ERRORS.UNDERAGE.code);
      expect(gateway.verifications.length).toBe(asked);
      expect(await info(member.token)).toMatchObject({ barred: true, canPlay: false, realNameVerified: false });
      expect(await realNameRows(member.userId)).toBe(0);
      expect((await recharge(member.token)).code).toBe(ERRORS.ACCOUNT_BARRED_MINOR.code);
    });

    it('refuses a number that verified another person (11054) without asking the authority', async () => {
      const first = await signUp();
      const second = await signUp();
      const idNumber = adultIdNumber();
      gateway.identities.set(`王小明:${idNumber}`, 'match');
      expect((await verify(first.token, '王小明', idNumber)).code).toBe(100);
      const asked = gateway.verifications.length;
      expect((await verify(second.token, '王小明', idNumber)).code).toBe(ERRORS.ID_NUMBER_TAKEN.code);
      expect(gateway.verifications.length).toBe(asked);
      expect(await realNameRows(second.userId)).toBe(0);
      expect((await info(second.token)).realNameVerified).toBe(false);
    });
  });
});
