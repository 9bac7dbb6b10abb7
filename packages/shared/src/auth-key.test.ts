import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkAuthKey, signAuthKey } from './auth-key';

const KEY = 'lootbay-dev-auth-key';

describe('auth_key', () => {
  it('is <ts>-0-0-md5("<path>-<ts>-0-0-<key>")', () => {
    const expected = createHash('md5').update(`/api/member/openBox-1700000000-0-0-${KEY}`).digest('hex');
    expect(signAuthKey('/api/member/openBox', 1700000000, KEY)).toBe(`1700000000-0-0-${expected}`);
  });

  it('drops the fraction of a timestamp', () => {
    expect(signAuthKey('/api/x', 1700000000.9, KEY)).toBe(signAuthKey('/api/x', 1700000000, KEY));
  });

  it('accepts a fresh key for the same path only', () => {
    const now = 1700000000;
    const signed = signAuthKey('/api/login', now, KEY);
    expect(checkAuthKey(signed, '/api/login', KEY, now + 10, 1800)).toBe('ok');
    expect(checkAuthKey(signed, '/api/loginSms', KEY, now, 1800)).toBe('mismatch');
    expect(checkAuthKey(signed, '/api/login', 'another-key', now, 1800)).toBe('mismatch');
  });

  it('refuses missing, malformed and stale keys', () => {
    const now = 1700000000;
    expect(checkAuthKey(undefined, '/api/login', KEY, now, 1800)).toBe('missing');
    expect(checkAuthKey('', '/api/login', KEY, now, 1800)).toBe('missing');
    expect(checkAuthKey('abc', '/api/login', KEY, now, 1800)).toBe('malformed');
    expect(checkAuthKey(`${now}-1-0-${'a'.repeat(32)}`, '/api/login', KEY, now, 1800)).toBe('malformed');
    expect(checkAuthKey(signAuthKey('/api/login', now - 1801, KEY), '/api/login', KEY, now, 1800)).toBe('stale');
    expect(checkAuthKey(signAuthKey('/api/login', now + 1801, KEY), '/api/login', KEY, now, 1800)).toBe('stale');
  });
});
