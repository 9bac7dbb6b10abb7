import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { productionEnv } from '../../test/helpers/production';

// Routes and configuration only, no table: one dialect is enough.

const TOKEN = 'ops-token-for-tests-0123456789abcdef';
/** The operators' pages: metrics, the OpenAPI document, the Swagger UI and its files. */
const OPS_PAGES = ['/metrics', '/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui-bundle.js'];
/** What exists only for development: the SMS outbox and the sandbox checkout. */
const DEV_PAGES = ['/dev/sms?mobile=13800138000', '/sandbox/pay/R1'];

const basic = (password: string) => `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;

describe('operators’ pages and development routes by mode', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  async function app(env: Record<string, string>): Promise<TestApp> {
    testApp = await createTestApp('sqlite', { seed: false, env });
    return testApp;
  }

  async function statuses(t: TestApp, paths: readonly string[], authorization?: string): Promise<number[]> {
    const answers = await Promise.all(paths.map((url) => t.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} })));
    return answers.map((answer) => answer.statusCode);
  }

  it('serves them to anyone in development without a token', async () => {
    const t = await app({});
    expect(await statuses(t, OPS_PAGES)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(t, DEV_PAGES)).toEqual([200, 404]);
  });

  it('serves neither in a NODE_ENV that is not development or test, nor the operators’ pages without a token', async () => {
    for (const mode of ['production', 'staging', 'prodution']) {
      const t = await app({ ...productionEnv(), NODE_ENV: mode });
      expect(await statuses(t, [...OPS_PAGES, ...DEV_PAGES]), mode).toEqual(OPS_PAGES.concat(DEV_PAGES).map(() => 404));
      const answer = await t.inject({ method: 'GET', url: '/metrics' });
      expect(answer.body).not.toContain('lootbay_');
      await t.close();
      testApp = undefined;
    }
  });

  it('serves the operators’ pages in production to the bearer of the token, and answers 401 without details to anyone else', async () => {
    const t = await app({ ...productionEnv(), METRICS_TOKEN: TOKEN });
    expect(await statuses(t, DEV_PAGES)).toEqual([404, 404]);

    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, basic('wrong'), TOKEN, `Bearer`]) {
      for (const url of OPS_PAGES) {
        const answer = await t.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
        expect(answer.statusCode, `${url} ${authorization}`).toBe(401);
        expect(answer.body).toBe('');
        expect(answer.headers['www-authenticate']).toMatch(/^Basic /);
      }
    }

    expect(await statuses(t, OPS_PAGES, `Bearer ${TOKEN}`)).toEqual([200, 200, 200, 200, 200]);
    // A browser sends it as the password it asked for, so the Swagger UI opens in one.
    expect(await statuses(t, OPS_PAGES, basic(TOKEN))).toEqual([200, 200, 200, 200, 200]);
    const metrics = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.body).toContain('lootbay_http_requests_total');
  });

  it('asks for the token in development too once one is set', async () => {
    const t = await app({ METRICS_TOKEN: TOKEN });
    expect(await statuses(t, OPS_PAGES)).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(t, OPS_PAGES, `Bearer ${TOKEN}`)).toEqual([200, 200, 200, 200, 200]);
  });
});
