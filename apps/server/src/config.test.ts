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

  it('runs as development only with NODE_ENV development, test or none; anything else is production', () => {
    for (const mode of ['development', 'test', '']) expect(loadConfig({ NODE_ENV: mode }).production, mode).toBe(false);
    const secrets = { AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SECRET: 'y'.repeat(40), FAIRNESS_KEY: 'z'.repeat(40) };
    for (const mode of ['production', 'staging', 'prod', 'Development', 'develop']) {
      expect(() => loadConfig({ NODE_ENV: mode }), mode).toThrow(/production refuses the development AUTH_KEY/);
      expect(loadConfig({ NODE_ENV: mode, ...secrets }).production, mode).toBe(true);
    }
  });

  it('reads the operators\' token, which must be too long to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses to start production with development secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PAYMENT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SECRET: 'y'.repeat(40) })).toThrow(/FAIRNESS_KEY/);
    const config = loadConfig({ NODE_ENV: 'production', AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SECRET: 'y'.repeat(40), FAIRNESS_KEY: 'z'.repeat(40) });
    expect(config.production).toBe(true);
  });

  it('uses the sandbox market in development only: production has none unless one is configured, and refuses the sandbox', () => {
    const secrets = { AUTH_KEY: 'a-real-production-key', SESSION_SECRET: 'x'.repeat(40), PAYMENT_SECRET: 'y'.repeat(40), FAIRNESS_KEY: 'z'.repeat(40) };
    expect(loadConfig({}).market.provider).toBe('sandbox');
    expect(loadConfig({ MARKET_PROVIDER: 'none' }).market.provider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).market.provider).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, MARKET_PROVIDER: 'sandbox' })).toThrow(/production refuses the sandbox trading market/);
    expect(loadConfig({ MARKET_TIME_SCALE: '0.001' }).market.timeScale).toBe(0.001);
    expect(() => loadConfig({ MARKET_TIME_SCALE: '2' })).toThrow(/MARKET_TIME_SCALE/);
  });

  it('trusts only the configured proxy hops in X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
    // `true` would trust every hop: the client's own left-most entry would become its address.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY: "10.0.0.300"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('explains what is wrong with a bad value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
    expect(() => loadConfig({ AUTH_KEY_REQUIRED: 'maybe' })).toThrow(/AUTH_KEY_REQUIRED/);
  });
});
