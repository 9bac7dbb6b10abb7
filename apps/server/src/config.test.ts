import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_AUTH_KEY, REPO_ROOT, loadConfig } from './config';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(REPO_ROOT, 'data/lootbay.db') });
    expect(config.authKey).toBe(DEV_AUTH_KEY);
    expect(config.authKeyRequired).toBe(true);
    expect(config.authKeyWindowSeconds).toBe(1800);
    expect(config.timeZone).toBe('Asia/Shanghai');
    expect(config.redisUrl).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the contract variables', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_KEY: 'another-signing-key',
      AUTH_KEY_REQUIRED: 'false',
    });
    expect(config.port).toBe(4100);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.authKey).toBe('another-signing-key');
    expect(config.authKeyRequired).toBe(false);
  });

  it('treats anything but NODE_ENV=production as development', () => {
    expect(loadConfig({ NODE_ENV: 'staging' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it('refuses to start production with development secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PAYMENT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SECRET: 'y'.repeat(40) })).toThrow(/FAIRNESS_KEY/);
    const config = loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SECRET: 'y'.repeat(40), FAIRNESS_KEY: 'z'.repeat(40) });
    expect(config.production).toBe(true);
  });

  it('explains what is wrong with a bad value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
    expect(() => loadConfig({ AUTH_KEY_REQUIRED: 'maybe' })).toThrow(/AUTH_KEY_REQUIRED/);
  });
});
