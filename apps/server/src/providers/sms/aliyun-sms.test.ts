import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acs3CanonicalRequest, acs3Signature, type AliyunDouble, type AliyunRefusal, startAliyunDouble } from '../../../test/doubles/aliyun';
import { createSms, type SmsConfig, SmsRefusedError, SmsUnavailableError } from './sms';
import type { SmsMessage } from './sms.provider';

const KEY = { accessKeyId: 'LTAI5tLootbaySmsKey', accessKeySecret: 'aliyun-sms-secret-for-tests' };
const SIGN = 'Lootbay';
const TEMPLATE = 'SMS_465890123';

let double: AliyunDouble;

beforeAll(async () => {
  double = await startAliyunDouble({ ...KEY, signName: SIGN, templateCode: TEMPLATE });
});
afterAll(() => double.close());
beforeEach(() => {
  double.sent.length = 0;
  double.down = false;
  double.hang = false;
});

function config(overrides: Partial<SmsConfig> = {}): SmsConfig {
  return { provider: 'aliyun', ...KEY, signName: SIGN, templateCode: TEMPLATE, sdkAppId: null, endpoint: double.url, ...overrides };
}

function message(mobile = '13800138000'): SmsMessage {
  return { mobile, purpose: 'login', code: '04821', text: '【Lootbay】您的验证码是 04821，5分钟内有效，请勿告诉他人。' };
}

describe('the ACS3-HMAC-SHA256 signature the double checks', () => {
  it('reproduces the worked example of the V3 signature document', () => {
    // https://www.alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature, "Signature method":
    // RunInstances on ecs.cn-shanghai.aliyuncs.com, signed with YourAccessKeyId / YourAccessKeySecret.
    const emptyBody = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const { canonicalRequest, signedHeaders } = acs3CanonicalRequest({
      method: 'POST',
      path: '/',
      query: [
        ['RegionId', 'cn-shanghai'],
        ['ImageId', 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd'],
      ],
      headers: {
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-content-sha256': emptyBody,
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-version': '2014-05-26',
      },
      hashedPayload: emptyBody,
    });
    expect(signedHeaders).toBe('host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version');
    expect(createHash('sha256').update(canonicalRequest).digest('hex')).toBe('7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259');
    expect(acs3Signature(canonicalRequest, 'YourAccessKeySecret')).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0');
  });
});

describe('Aliyun SMS', () => {
  it('resolves once SendSms answers OK, with the sign, the template and the code as its one variable', async () => {
    await createSms(config()).send(message());
    expect(double.sent).toEqual([{ phone: '13800138000', sign: SIGN, template: TEMPLATE, params: { code: '04821' } }]);
  });

  it('sends the 11-digit mainland number as it is and nothing that is not one', async () => {
    const sms = createSms(config());
    await sms.send(message('19912345678'));
    expect(double.sent.map((entry) => entry.phone)).toEqual(['19912345678']);
    for (const mobile of ['+8613800138000', '8613800138000', '23800138000', '1380013800', '075512345678']) {
      await expect(sms.send(message(mobile))).rejects.toThrow(RangeError);
    }
    expect(double.sent).toHaveLength(1);
  });

  it.each<AliyunRefusal>([
    'isv.BUSINESS_LIMIT_CONTROL',
    'isv.DAY_LIMIT_CONTROL',
    'isv.MOBILE_NUMBER_ILLEGAL',
    'isv.SMS_SIGNATURE_ILLEGAL',
    'isv.SMS_TEMPLATE_ILLEGAL',
    'isv.TEMPLATE_MISSING_PARAMETERS',
    'isv.INVALID_JSON_PARAM',
    'isv.AMOUNT_NOT_ENOUGH',
    'isv.OUT_OF_SERVICE',
    'isv.BLACK_KEY_CONTROL_LIMIT',
  ])('rejects with the gateway code when SendSms answers %s', async (code) => {
    double.refuse(code);
    const error = await createSms(config()).send(message()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsRefusedError);
    expect((error as SmsRefusedError).code).toBe(code);
    expect(double.sent).toEqual([]);
  });

  it('is refused for a sign or a template the account does not have', async () => {
    await expect(createSms(config({ signName: 'Other' })).send(message())).rejects.toMatchObject({ name: 'SmsRefusedError', code: 'isv.SMS_SIGNATURE_ILLEGAL' });
    await expect(createSms(config({ templateCode: 'SMS_000000' })).send(message())).rejects.toMatchObject({ name: 'SmsRefusedError', code: 'isv.SMS_TEMPLATE_ILLEGAL' });
  });

  it('is refused when the signature does not hold or the key is unknown', async () => {
    await expect(createSms(config({ accessKeySecret: 'not-the-secret' })).send(message())).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(createSms(config({ accessKeyId: 'LTAI5tSomeoneElse' })).send(message())).rejects.toMatchObject({ code: 'InvalidAccessKeyId.NotFound' });
    expect(double.sent).toEqual([]);
  });

  it.each<AliyunRefusal>(['isp.SYSTEM_ERROR', 'Throttling.User', 'InternalError', 'ServiceUnavailable'])('calls the gateway unavailable when it answers %s', async (code) => {
    double.refuse(code);
    await expect(createSms(config()).send(message())).rejects.toBeInstanceOf(SmsUnavailableError);
  });

  it('calls the gateway unavailable when it is down, and its error carries neither the phone nor the code into a log', async () => {
    double.down = true;
    const failure = await createSms(config()).send(message()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SmsUnavailableError);
    const logged = JSON.stringify(failure, Object.getOwnPropertyNames(failure)) + String((failure as Error).cause ?? '');
    expect(logged).not.toContain('13800138000');
    expect(logged).not.toContain('04821');
  });

  it('gives up after its timeout when the gateway does not answer', async () => {
    double.hang = true;
    const started = Date.now();
    await expect(createSms(config(), { timeoutMs: 300 }).send(message())).rejects.toBeInstanceOf(SmsUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('calls the gateway unavailable when nothing listens at its address', async () => {
    const gone = await startAliyunDouble({ ...KEY, signName: SIGN, templateCode: TEMPLATE });
    await gone.close();
    await expect(createSms(config({ endpoint: gone.url })).send(message())).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});
