import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTencentCloudDouble, type TencentCloudDouble, type TencentRefusal } from '../../../test/doubles/tencent-cloud';
import { createIdentityProvider, type IdentityConfig } from './identity';
import { IdentityUnavailableError } from './identity.provider';

const KEY = { accessKeyId: 'AKIDLootbayFaceIdKeyForTests', accessKeySecret: 'tencent-faceid-secret-for-tests' };
const PERSON = { name: '欧阳·娜娜', idNumber: '440304198510101232' };

let double: TencentCloudDouble;

beforeAll(async () => {
  double = await startTencentCloudDouble({ secretId: KEY.accessKeyId, secretKey: KEY.accessKeySecret, sdkAppId: '1400006666', signName: 'Lootbay', templateId: '1110' });
});
afterAll(() => double.close());
beforeEach(() => {
  double.identities.clear();
  double.verifications.length = 0;
  double.down = false;
  double.hang = false;
});

function config(overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return { provider: 'tencent', ...KEY, endpoint: double.url, ...overrides };
}

describe('Tencent Cloud real-name check', () => {
  it('is a match when the authority holds the name under the number (Result 0)', async () => {
    double.identities.set(`${PERSON.name}:${PERSON.idNumber}`, 'match');
    const identity = createIdentityProvider(config());
    expect(identity.name).toBe('tencent');
    expect(await identity.verify(PERSON)).toBe('match');
    expect(double.verifications).toEqual([PERSON]);
  });

  it('is a mismatch when the authority holds another name under the number (Result -1)', async () => {
    double.identities.set(`${PERSON.name}:${PERSON.idNumber}`, 'mismatch');
    expect(await createIdentityProvider(config()).verify(PERSON)).toBe('mismatch');
  });

  it('is a mismatch when the registry has no record of the number (Result -5)', async () => {
    expect(await createIdentityProvider(config()).verify({ name: '张三', idNumber: '310115199202152349' })).toBe('mismatch');
  });

  it('is a mismatch for a number (Result -2) or a name (Result -3) no person can hold', async () => {
    const identity = createIdentityProvider(config());
    expect(await identity.verify({ name: PERSON.name, idNumber: '440304198510101231' })).toBe('mismatch');
    expect(await identity.verify({ name: 'X', idNumber: PERSON.idNumber })).toBe('mismatch');
  });

  it.each<TencentRefusal>(['-4', '-6', '-7', 'InternalError', 'RequestLimitExceeded', 'UnauthorizedOperation.Arrears'])('cannot say when IdCardVerification answers %s', async (code) => {
    double.identities.set(`${PERSON.name}:${PERSON.idNumber}`, 'match');
    double.refuse(code);
    await expect(createIdentityProvider(config()).verify(PERSON)).rejects.toBeInstanceOf(IdentityUnavailableError);
  });

  it('cannot say when its signature is refused', async () => {
    await expect(createIdentityProvider(config({ accessKeySecret: 'not-the-secret' })).verify(PERSON)).rejects.toBeInstanceOf(IdentityUnavailableError);
    expect(double.verifications).toEqual([]);
  });

  it('cannot say when the service is down', async () => {
    double.down = true;
    await expect(createIdentityProvider(config()).verify(PERSON)).rejects.toBeInstanceOf(IdentityUnavailableError);
  });

  it('gives up after its timeout when the service does not answer', async () => {
    double.hang = true;
    const started = Date.now();
    await expect(createIdentityProvider(config(), { timeoutMs: 300 }).verify(PERSON)).rejects.toBeInstanceOf(IdentityUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
