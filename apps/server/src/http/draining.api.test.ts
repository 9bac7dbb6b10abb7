import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { createTestApp, type TestApp } from '../../test/helpers/app';

describe('an instance draining before it stops, on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('serves while not draining, then answers every call 503 without doing it, in the caller’s language, while staying alive', async () => {
    expect((await t.call('/common/notice')).code).toBe(100);
    expect((await t.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    t.app.drain.start();
    const answer = await t.inject({ method: 'POST', url: '/api/common/notice?locale=en', payload: { sid: 1100 } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({ code: ERRORS.SERVICE_RESTARTING.code, msg: 'The service is restarting, please try again in a moment', data: null });
    const inChinese = await t.inject({ method: 'POST', url: '/api/member/openBox', payload: { sid: 1100 } });
    expect(inChinese.json()).toMatchObject({ code: ERRORS.SERVICE_RESTARTING.code, msg: '服务正在重启，请稍后重试' });
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'draining' });
    expect((await t.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
