import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTencentCloudDouble, tc3CanonicalRequest, tc3Signature, type TencentCloudDouble, type TencentRefusal } from '../../../test/doubles/tencent-cloud';
import { createSms, type SmsConfig, SmsRefusedError, SmsUnavailableError } from './sms';
import type { SmsMessage } from './sms.provider';

const KEY = { accessKeyId: 'AKIDLootbaySmsKeyForTests', accessKeySecret: 'tencent-sms-secret-for-tests' };
const SDK_APP_ID = '1400006666';
const SIGN = 'Lootbay';
const TEMPLATE = '1110';

let double: TencentCloudDouble;

beforeAll(async () => {
  double = await startTencentCloudDouble({ secretId: KEY.accessKeyId, secretKey: KEY.accessKeySecret, sdkAppId: SDK_APP_ID, signName: SIGN, templateId: TEMPLATE });
});
afterAll(() => double.close());
beforeEach(() => {
  double.sent.length = 0;
  double.down = false;
  double.hang = false;
});

function config(overrides: Partial<SmsConfig> = {}): SmsConfig {
  return { provider: 'tencent', ...KEY, signName: SIGN, templateCode: TEMPLATE, sdkAppId: SDK_APP_ID, endpoint: double.url, ...overrides };
}

function message(mobile = '13800138000'): SmsMessage {
  return { mobile, purpose: 'bind', code: '73015', text: '【Lootbay】您的验证码是 73015，5分钟内有效，请勿告诉他人。' };
}

describe('the TC3-HMAC-SHA256 signature the double checks', () => {
  it('reproduces the worked example of the signature v3 document', () => {
    // Tencent Cloud API 3.0 "签名方法 v3" (e.g. https://cloud.tencent.com/document/api/306/57449): DescribeInstances on
    // cvm.tencentcloudapi.com at 1551113065, SecretKey Gu5t9xGARNpq86cd98joQYCN3EXAMPLE.
    const { canonicalRequest, signedHeaders } = tc3CanonicalRequest({
      method: 'POST',
      path: '/',
      query: '',
      headers: { 'Content-Type': 'application/json; charset=utf-8', Host: 'cvm.tencentcloudapi.com' },
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(signedHeaders).toBe('content-type;host');
    expect(canonicalRequest).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    const signature = tc3Signature({ secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE', timestamp: 1551113065, service: 'cvm', canonicalRequest });
    expect(signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
  });
});

describe('Tencent Cloud SMS', () => {
  it('resolves once the number’s status is Ok, sent to the E.164 number with the app, sign, template and code', async () => {
    await createSms(config()).send(message());
    expect(double.sent).toEqual([{ phone: '+8613800138000', sdkAppId: SDK_APP_ID, sign: SIGN, template: TEMPLATE, params: ['73015'] }]);
  });

  it('sends an 11-digit mainland number with +86 and nothing that is not one', async () => {
    const sms = createSms(config());
    await sms.send(message('19912345678'));
    expect(double.sent.map((entry) => entry.phone)).toEqual(['+8619912345678']);
    for (const mobile of ['+8613800138000', '008613800138000', '23800138000', '138001380001']) {
      await expect(sms.send(message(mobile))).rejects.toThrow(RangeError);
    }
    expect(double.sent).toHaveLength(1);
  });

  it.each<TencentRefusal>([
    'LimitExceeded.PhoneNumberDailyLimit',
    'LimitExceeded.PhoneNumberOneHourLimit',
    'LimitExceeded.PhoneNumberThirtySecondLimit',
    'LimitExceeded.PhoneNumberSameContentDailyLimit',
    'LimitExceeded.DeliveryFrequencyLimit',
    'FailedOperation.PhoneNumberInBlacklist',
    'FailedOperation.InsufficientBalanceInSmsPackage',
    'FailedOperation.SignatureIncorrectOrUnapproved',
    'FailedOperation.TemplateIncorrectOrUnapproved',
    'InvalidParameterValue.IncorrectPhoneNumber',
    'AuthFailure.UnauthorizedOperation',
    'UnauthorizedOperation.Arrears',
  ])('rejects with the gateway code when SendSms answers %s', async (code) => {
    double.refuse(code);
    const error = await createSms(config()).send(message()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsRefusedError);
    expect((error as SmsRefusedError).code).toBe(code);
    expect(double.sent).toEqual([]);
  });

  it('is refused for a sign, a template or an application the account does not have', async () => {
    await expect(createSms(config({ signName: 'Other' })).send(message())).rejects.toMatchObject({ code: 'FailedOperation.SignatureIncorrectOrUnapproved' });
    await expect(createSms(config({ templateCode: '9999' })).send(message())).rejects.toMatchObject({ code: 'FailedOperation.TemplateIncorrectOrUnapproved' });
    await expect(createSms(config({ sdkAppId: '1400000000' })).send(message())).rejects.toMatchObject({ code: 'InvalidParameterValue.SdkAppIdNotExist' });
    expect(double.sent).toEqual([]);
  });

  it('is refused when the signature does not hold or the key is unknown', async () => {
    await expect(createSms(config({ accessKeySecret: 'not-the-secret' })).send(message())).rejects.toMatchObject({ code: 'AuthFailure.SignatureFailure' });
    await expect(createSms(config({ accessKeyId: 'AKIDSomeoneElse' })).send(message())).rejects.toMatchObject({ code: 'AuthFailure.SecretIdNotFound' });
    expect(double.sent).toEqual([]);
  });

  it.each<TencentRefusal>(['InternalError.Timeout', 'InternalError', 'RequestLimitExceeded'])('calls the gateway unavailable when it answers %s', async (code) => {
    double.refuse(code);
    await expect(createSms(config()).send(message())).rejects.toBeInstanceOf(SmsUnavailableError);
  });

  it('calls the gateway unavailable when it is down', async () => {
    double.down = true;
    await expect(createSms(config()).send(message())).rejects.toBeInstanceOf(SmsUnavailableError);
  });

  it('gives up after its timeout when the gateway does not answer', async () => {
    double.hang = true;
    const started = Date.now();
    await expect(createSms(config(), { timeoutMs: 300 }).send(message())).rejects.toBeInstanceOf(SmsUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('needs the application id', () => {
    expect(() => createSms(config({ sdkAppId: null }))).toThrow(/SMS_SDK_APP_ID/);
  });
});
