import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AliyunDouble, type AliyunRefusal, startAliyunDouble } from '../../../test/doubles/aliyun';
import { createIdentityProvider, type IdentityConfig } from './identity';
import { IdentityUnavailableError } from './identity.provider';

const KEY = { accessKeyId: 'LTAI5tLootbayAuthKey', accessKeySecret: 'aliyun-cloudauth-secret-for-tests' };
const PERSON = { name: '林北野', idNumber: '110101199003078515' };

let double: AliyunDouble;

beforeAll(async () => {
  double = await startAliyunDouble({ ...KEY, signName: 'Lootbay', templateCode: 'SMS_465890123' });
});
afterAll(() => double.close());
beforeEach(() => {
  double.identities.clear();
  double.verifications.length = 0;
  double.down = false;
  double.hang = false;
});

function config(overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return { provider: 'aliyun', ...KEY, endpoint: double.url, ...overrides };
}

describe('Aliyun real-name check', () => {
  it('is a match when the authority holds the name under the number', async () => {
    double.identities.set(`${PERSON.name}:${PERSON.idNumber}`, 'match');
    const identity = createIdentityProvider(config());
    expect(identity.name).toBe('aliyun');
    expect(await identity.verify(PERSON)).toBe('match');
    expect(double.verifications).toEqual([PERSON]);
  });

  it('is a mismatch when the authority holds another name under the number', async () => {
    double.identities.set(`${PERSON.name}:${PERSON.idNumber}`, 'mismatch');
    expect(await createIdentityProvider(config()).verify(PERSON)).toBe('mismatch');
  });

  it('is a mismatch when the authority has no record of the number', async () => {
    expect(await createIdentityProvider(config()).verify({ name: '张三', idNumber: '11010519491231002X' })).toBe('mismatch');
  });

  it('is a mismatch for a number or a name no person can hold', async () => {
    const identity = createIdentityProvider(config());
    expect(await identity.verify({ name: PERSON.name, idNumber: '110101199003078516' })).toBe('mismatch');
    expect(await identity.verify({ name: '林北野2', idNumber: PERSON.idNumber })).toBe('mismatch');
  });

  it.each<AliyunRefusal>(['402', '403', '410', '411', '412', '500', 'Throttling.User', 'InternalError', 'ServiceUnavailable'])(
    'cannot say when Id2MetaVerify answers %s',
    async (code) => {
      double.identities.set(`${PERSON.name}:${PERSON.idNumber}`, 'match');
      double.refuse(code);
      await expect(createIdentityProvider(config()).verify(PERSON)).rejects.toBeInstanceOf(IdentityUnavailableError);
    },
  );

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
