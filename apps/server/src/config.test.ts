import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/helpers/production';
import { ConfigError, DEV_AUTH_KEY, DEV_FAIRNESS_KEY, DEV_SESSION_SECRET, REPO_ROOT, loadConfig } from './config';

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
    for (const mode of ['production', 'staging', 'prod', 'Development', 'develop']) {
      expect(() => loadConfig({ NODE_ENV: mode }), mode).toThrow(/production refuses the development AUTH_KEY/);
      expect(loadConfig({ ...productionEnv(), NODE_ENV: mode }).production, mode).toBe(true);
    }
  });

  it('plays the demo history only with the demo content, in development, unless turned off', () => {
    expect(loadConfig({}).seedDemoHistory).toBe(true);
    expect(loadConfig({ SEED_DEMO_HISTORY: 'false' }).seedDemoHistory).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemoHistory).toBe(false);
    expect(loadConfig({ ...productionEnv(), SEED_DEMO: 'true', SEED_DEMO_HISTORY: 'true' }).seedDemoHistory).toBe(false);
  });

  it('reads the operators\' token, which must be too long to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads the Redis namespace, kept to short lower-case words so keys stay readable', () => {
    expect(loadConfig({}).redisNamespace).toBe('lootbay');
    expect(loadConfig({ REDIS_NAMESPACE: 'staging' }).redisNamespace).toBe('staging');
    expect(loadConfig({ REDIS_NAMESPACE: '0' }).redisNamespace).toBe('0');
    expect(loadConfig({ REDIS_NAMESPACE: 'eu-2_b' + 'x'.repeat(34) }).redisNamespace).toHaveLength(40);
    for (const refused of ['', 'Staging', '-staging', '_staging', 'stag:ing', 'stag ing', 'staging*', 'é', 'x'.repeat(41)]) {
      expect(() => loadConfig({ REDIS_NAMESPACE: refused }), refused).toThrow(/REDIS_NAMESPACE/);
    }
  });

  it('refuses to start production with development secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...productionEnv(), AUTH_KEY: DEV_AUTH_KEY })).toThrow(/AUTH_KEY/);
    expect(() => loadConfig({ ...productionEnv(), SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...productionEnv(), FAIRNESS_KEY: DEV_FAIRNESS_KEY })).toThrow(/FAIRNESS_KEY/);
    expect(loadConfig(productionEnv()).production).toBe(true);
  });

  it('refuses to start production without an SMS and a real-name provider, since nobody could sign up or pass the 18+ gate', () => {
    const { SMS_PROVIDER: _sms, SMS_ACCESS_KEY_ID: _id, SMS_ACCESS_KEY_SECRET: _secret, SMS_SIGN_NAME: _sign, SMS_TEMPLATE_CODE: _template, SMS_ENDPOINT: _endpoint, ...withoutSms } = productionEnv();
    expect(() => loadConfig(withoutSms)).toThrow(/production needs an SMS provider/);
    const { REAL_NAME_PROVIDER: _provider, REAL_NAME_ACCESS_KEY_ID: _key, REAL_NAME_ACCESS_KEY_SECRET: _keySecret, REAL_NAME_ENDPOINT: _at, ...withoutIdentity } = productionEnv();
    expect(() => loadConfig(withoutIdentity)).toThrow(/production needs a real-name verification provider/);
    // Development has the sandboxes.
    expect(loadConfig({}).providers.sms).toBeNull();
  });

  it('turns a provider on only with all its settings, and names what is missing', () => {
    const none = loadConfig({}).providers;
    expect([none.alipay, none.wechat, none.stripe, none.appStore, none.googlePlay]).toEqual([null, null, null, null, null]);
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021000000000000' })).toThrow(/Alipay is configured \(ALIPAY_APP_ID\) but ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY are missing/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'a', SMS_ACCESS_KEY_SECRET: 'b', SMS_SIGN_NAME: 'c', SMS_TEMPLATE_CODE: 'd' })).toThrow(/SMS_SDK_APP_ID/);
    expect(() => loadConfig({ APPLE_BUNDLE_ID: 'com.lootbay.app' })).toThrow(/APPLE_APP_APPLE_ID/);
    const alipay = loadConfig({ ALIPAY_APP_ID: '2021000000000000', ALIPAY_APP_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----', ALIPAY_PUBLIC_KEY: 'MIIB' }).providers.alipay;
    // A PEM written on one line with `\n` escapes gets its line breaks back.
    expect(alipay).toEqual({ appId: '2021000000000000', privateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', alipayPublicKey: 'MIIB', gateway: 'https://openapi.alipay.com/gateway.do' });
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:4010/' }).providers.stripe;
    expect(stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', currency: 'cny', unitsPerYuan: 1, apiBase: 'http://127.0.0.1:4010' });
    expect(() => loadConfig({ STRIPE_CURRENCY: 'BRL' })).toThrow(/STRIPE_CURRENCY/);
  });

  it('hashes passwords at scrypt 2^17 unless told less, which production refuses', () => {
    expect(loadConfig({}).passwordLogN).toBe(17);
    expect(loadConfig({ PASSWORD_LOG_N: '10' }).passwordLogN).toBe(10);
    expect(() => loadConfig({ PASSWORD_LOG_N: '9' })).toThrow(/PASSWORD_LOG_N/);
    expect(() => loadConfig({ ...productionEnv(), PASSWORD_LOG_N: '16' })).toThrow(/production refuses PASSWORD_LOG_N below 17/);
  });

  it('uses the sandbox market in development only: production has none unless one is configured, and refuses the sandbox', () => {
    expect(loadConfig({}).market.provider).toBe('sandbox');
    expect(loadConfig({ MARKET_PROVIDER: 'none' }).market.provider).toBeNull();
    expect(loadConfig(productionEnv()).market.provider).toBeNull();
    expect(() => loadConfig({ ...productionEnv(), MARKET_PROVIDER: 'sandbox' })).toThrow(/production refuses the sandbox trading market/);
    expect(() => loadConfig({ MARKET_PROVIDER: 'steam-market' })).toThrow(/MARKET_PROVIDER must be one of sandbox, waxpeer, none/);
    expect(() => loadConfig({ MARKET_PROVIDER: 'waxpeer' })).toThrow(/MARKET_PROVIDER=waxpeer needs MARKET_API_KEY/);
    expect(loadConfig({ ...productionEnv(), MARKET_PROVIDER: 'waxpeer', MARKET_API_KEY: 'k' }).market).toMatchObject({ provider: 'waxpeer', apiKey: 'k', endpoint: null });
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
