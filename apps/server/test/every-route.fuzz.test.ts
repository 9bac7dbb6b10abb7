import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DIALECTS } from './helpers/databases';
import { readyPlayer } from './helpers/players';
import { signedInOperator } from './kits/console';

const NUL = '\u0000';

/** Field names the calls of the spec take, each filled with text holding a NUL character. */
const FIELDS = [
  'id', 'ids', 'mobile', 'code', 'account', 'password', 'nickname', 'userSeed', 'requestId', 'orderNo', 'realName', 'idNumber', 'inviteCode',
  'transactionUrl', 'keyword', 'boxId', 'userId', 'captchaId', 'captchaCode', 'payType', 'packageId', 'headerImg', 'secretHash', 'publicHash',
] as const;

function withNul(): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((field) => [field, field === 'ids' ? [`a${NUL}b`] : `x${NUL}y`]));
}

/** Routes outside `/api` that take text in their address. */
const OTHER_ROUTES = [
  { method: 'GET', url: `/dev/sms?mobile=13800000000${encodeURIComponent(NUL)}` },
  { method: 'POST', url: `/dev/pay/${encodeURIComponent(`R1${NUL}`)}/succeed` },
  { method: 'GET', url: `/sandbox/pay/${encodeURIComponent(`R1${NUL}`)}` },
  { method: 'POST', url: `/sandbox/pay/${encodeURIComponent(`R1${NUL}`)}/fail` },
  { method: 'GET', url: `/api/avatar/${encodeURIComponent(`a${NUL}`)}.webp` },
  { method: 'GET', url: `/api/member/privacy/export/${encodeURIComponent(`e${NUL}`)}` },
  { method: 'POST', url: '/dev/terms' },
  { method: 'GET', url: `/images/boxes/${encodeURIComponent(`a${NUL}`)}.svg` },
] as const;

/** Every route of the API, from the OpenAPI document the server publishes. */
async function apiRoutes(t: TestApp): Promise<string[]> {
  const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { post?: unknown }> };
  return Object.entries(document.paths)
    .filter(([, operations]) => operations.post !== undefined)
    .map(([path]) => path);
}

describe.each(TEST_DIALECTS)('every route on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_KEY_REQUIRED: 'false' } });
    token = (await readyPlayer(t, 10_000)).token;
    adminToken = (await signedInOperator(t, 'owner')).token;
    routes = await apiRoutes(t);
  });
  afterAll(() => t.close());

  const expectAnswered = (response: { statusCode: number; body: string }, what: string) => {
    expect(response.statusCode, what).toBeLessThan(500);
    expect(response.body, what).not.toMatch(/at .+\.ts:\d+/);
  };

  it('knows every call it serves', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toEqual(expect.arrayContaining(['/api/login', '/api/member/openBox', '/api/common/pay/onPay', '/api/visitor/rollProof', '/admin/api/login', '/admin/api/boxes/odds']));
  });

  it('refuses a NUL character in any text, JSON or form-encoded, with or without a session, and never answers a 500', async () => {
    for (const url of routes) {
      for (const headers of [{}, { token }, { 'admin-token': adminToken }]) {
        const json = await t.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ locale: 'en', ...withNul() }) });
        expectAnswered(json, `${url} JSON`);
        const form = await t.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ mobile: `1${NUL}`, code: NUL }).toString() });
        expectAnswered(form, `${url} form`);
      }
    }
    const answer = await t.inject({ method: 'POST', url: '/api/login', payload: { account: `a${NUL}`, password: 'whatever-1' } });
    expect(answer.json()).toMatchObject({ code: 20007, data: { fields: ['account'] } });
    for (const route of OTHER_ROUTES) expectAnswered(await t.inject({ method: route.method, url: route.url, headers: { token } }), route.url);
  });

  it('answers random bodies on every route without a 500 (fuzz)', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.dictionary(fc.constantFrom(...FIELDS, 'num', 'amount', 'page', 'size', 'price', 'oddsVersion'), value), fc.boolean(), async (url, body, signedIn) => {
        const signed = `${url}?auth_key=${signAuthKey(url, Date.now() / 1000, t.config.authKey)}`;
        const response = await t.inject({ method: 'POST', url: signed, headers: signedIn ? { token } : {}, payload: { locale: 'en', ...body } });
        expectAnswered(response, url);
      }),
      { numRuns: 400 },
    );
  });

  it('answers random bodies on every console call of a signed-in owner without a 500 (fuzz)', async () => {
    // Signing out would end the fuzz's session; it takes no body anyway.
    const consoleRoutes = routes.filter((url) => url.startsWith('/admin/api/') && url !== '/admin/api/logout');
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(fc.constantFrom('cn', 'br', 'en'), text));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...consoleRoutes), fc.dictionary(fc.constantFrom(...FIELDS, 'page', 'size', 'price', 'items', 'name', 'amount', 'currency', 'reason', 'from', 'to', 'frozen', 'visible', 'query'), value), async (url, body) => {
        const response = await t.inject({ method: 'POST', url, headers: { 'admin-token': adminToken }, payload: { locale: 'en', ...body } });
        expectAnswered(response, url);
      }),
      { numRuns: 300 },
    );
  });
});
