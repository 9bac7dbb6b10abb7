import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { ERRORS } from '@lootbay/shared/errors';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TEST_DIALECTS } from '../../test/helpers/databases';

const NOTICE_PATH = '/api/common/notice';

function signedUrl(t: TestApp, path: string, at = Date.now() / 1000): string {
  return `${path}?auth_key=${signAuthKey(path, at, t.config.authKey)}`;
}

describe.each(TEST_DIALECTS)('API conventions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers a signed call with the success envelope', async () => {
    const answer = await t.call<{ id: string; title: string }[]>('/common/notice', {}, { locale: 'en' });
    expect(answer.code).toBe(100);
    expect(answer.msg).toBe('Success');
    expect(answer.data[0]?.title).toBe('Welcome to Lootbay');
  });

  it('speaks the body locale, CN by default', async () => {
    const br = await t.call<{ title: string }[]>('/common/notice', {}, { locale: 'br' });
    expect(br.data[0]?.title).toBe('Bem-vindo à Lootbay');
    const response = await t.inject({ method: 'POST', url: signedUrl(t, NOTICE_PATH), payload: {} });
    expect(response.json().msg).toBe('成功');
    expect(response.json().data[0].title).toBe('欢迎来到 Lootbay');
  });

  it('refuses a missing, wrong or stale auth_key with a localized envelope and HTTP 200', async () => {
    const missing = await t.inject({ method: 'POST', url: NOTICE_PATH, payload: { locale: 'en' } });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ code: ERRORS.AUTH_KEY_MISSING.code, msg: 'Request signature missing', data: null });

    const otherPath = signedUrl(t, '/api/common/searchSysConfig');
    const wrong = await t.inject({ method: 'POST', url: `${NOTICE_PATH}?${otherPath.split('?')[1]}`, payload: { locale: 'br' } });
    expect(wrong.json()).toMatchObject({ code: ERRORS.AUTH_KEY_INVALID.code, msg: ERRORS.AUTH_KEY_INVALID.messages.br });

    const stale = await t.inject({ method: 'POST', url: signedUrl(t, NOTICE_PATH, Date.now() / 1000 - 1801), payload: {} });
    expect(stale.json()).toMatchObject({ code: ERRORS.AUTH_KEY_STALE.code, msg: ERRORS.AUTH_KEY_STALE.messages.cn });

    const garbage = await t.inject({ method: 'POST', url: `${NOTICE_PATH}?auth_key=%00%ff`, payload: {} });
    expect(garbage.json().code).toBe(ERRORS.AUTH_KEY_INVALID.code);
  });

  it('signs the path without its query string', async () => {
    const response = await t.inject({ method: 'POST', url: `${signedUrl(t, NOTICE_PATH)}&extra=1`, payload: { locale: 'en' } });
    expect(response.json().code).toBe(100);
  });

  it('answers an unknown path with the not-found envelope', async () => {
    const response = await t.inject({ method: 'POST', url: signedUrl(t, '/api/no/such/call'), payload: { locale: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: ERRORS.NOT_FOUND.code, msg: 'The requested call does not exist', data: null });
  });

  it('answers a body that is not JSON, too large or of the wrong shape with an envelope', async () => {
    const url = signedUrl(t, '/api/common/searchSysConfig');
    const notJson = await t.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"code":' });
    expect(notJson.statusCode).toBe(200);
    expect(notJson.json().code).toBe(ERRORS.BODY_NOT_JSON.code);

    const empty = await t.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.json().code).toBe(ERRORS.BODY_NOT_JSON.code);

    const text = await t.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.json().code).toBe(ERRORS.BODY_NOT_JSON.code);

    const huge = await t.inject({ method: 'POST', url, payload: { code: 'x'.repeat(2_000_000) } });
    expect(huge.json().code).toBe(ERRORS.BODY_TOO_LARGE.code);

    const wrongShape = await t.inject({ method: 'POST', url, payload: { code: 42, locale: 'en' } });
    expect(wrongShape.statusCode).toBe(200);
    expect(wrongShape.json()).toMatchObject({ code: ERRORS.DATA_ABNORMAL.code, msg: 'Data abnormal', data: { fields: ['code'] } });

    const array = await t.inject({ method: 'POST', url, payload: [1, 2] });
    expect(array.json().code).toBe(ERRORS.DATA_ABNORMAL.code);
  });

  it('refuses another shop number with the catalogue message', async () => {
    const answer = await t.call('/common/notice', { sid: 1200 });
    expect(answer).toMatchObject({ code: ERRORS.WRONG_SHOP.code, msg: 'Wrong shop number' });
  });

  it('looks the bulletin up by code', async () => {
    const answer = await t.call<{ code: string; notices: unknown[] }>('/common/searchSysConfig', { code: 'bulletin' });
    expect(answer.code).toBe(100);
    expect(answer.data.notices).toHaveLength(1);
    const other = await t.call<{ value: string | null }>('/common/searchSysConfig', { code: 'customer_service' });
    expect(other.data.value).toContain('@');
  });

  it('serves health, readiness, metrics, the OpenAPI document and security headers', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true } });
    const metrics = await t.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('lootbay_http_requests_total');
    // The statements the database was sent, the readiness check's among them.
    expect(Number(/^lootbay_db_statements_total (\d+)$/m.exec(metrics.body)?.[1])).toBeGreaterThan(0);
    const docs = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths['/api/common/notice']).toBeDefined();
    expect(docs.headers['x-request-id']).toBeTruthy();
    const home = await t.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the app shell on every screen path of the spec', async () => {
    for (const path of ['/', '/bag', '/pk-room-details', '/exponent_bag', '/privacy', '/admin', '/admin/catalog/boxes/starter']) {
      const response = await t.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it("answers the console's call paths with JSON, never the page", async () => {
    for (const path of ['/admin/api', '/admin/api?x=1', '/admin/api/me', '/admin/api/nope?x=1']) {
      const response = await t.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('application/json');
    }
  });

  it('never answers a 500 to anything a client can send (fuzz)', async () => {
    const paths = ['/api/common/notice', '/api/common/searchSysConfig', '/api/nope', '/api/member/info', '/api/'];
    const bodyArb = fc.oneof(
      fc.json(),
      fc.string(),
      fc.constant(''),
      fc.jsonValue().map((value) => JSON.stringify({ locale: 'en', code: value, sid: value, platform: value })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        bodyArb,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8'),
        fc.boolean(),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 300 })),
        async (path, payload, contentType, signed, token) => {
          const url = signed ? signedUrl(t, path) : path;
          const response = await t.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': contentType, ...(token === undefined ? {} : { token }) },
          });
          expect(response.statusCode).toBeLessThan(500);
          const body = response.json();
          expect(typeof body.code).toBe('number');
          expect(typeof body.msg).toBe('string');
          expect(response.body).not.toMatch(/at .+\.ts:\d+/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('auth_key switched off', () => {
  it('serves unsigned calls when AUTH_KEY_REQUIRED=false', async () => {
    const t = await createTestApp('sqlite', { env: { AUTH_KEY_REQUIRED: 'false' } });
    try {
      const response = await t.inject({ method: 'POST', url: NOTICE_PATH, payload: { locale: 'en' } });
      expect(response.json().code).toBe(100);
    } finally {
      await t.close();
    }
  });
});

describe('form-encoded bodies', () => {
  it('are read like JSON ones', async () => {
    const t = await createTestApp('sqlite');
    try {
      const path = '/api/common/searchSysConfig';
      const response = await t.inject({
        method: 'POST',
        url: signedUrl(t, path),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'code=bulletin&locale=en&sid=1100',
      });
      expect(response.json()).toMatchObject({ code: 100, msg: 'Success' });
      expect(response.json().data.notices).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
