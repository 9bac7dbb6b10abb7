import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { ERRORS } from '@lootbay/shared/errors';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TEST_DIALECTS } from '../../test/helpers/databases';
import { randomIp, randomMobile } from '../../test/helpers/members';

/** The one nginx in front, as docs/operations.md sets it up. */
const PROXY = '127.0.0.2';

/** Both forms of TRUST_PROXY for one nginx: its address, or one hop. */
const SETUPS = TEST_DIALECTS.flatMap((dialect) => [PROXY, '1'].map((trustProxy) => ({ dialect, trustProxy })));

describe.each(SETUPS)('per-address limits behind a proxy on $dialect with TRUST_PROXY=$trustProxy', ({ dialect, trustProxy }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: trustProxy } });
  });
  afterEach(() => t.close());

  /**
   * A call as nginx forwards it with `$proxy_add_x_forwarded_for`: from the proxy's address, with
   * whatever X-Forwarded-For the client sent (here a different made-up address each time) followed
   * by the client's real address.
   */
  let calls = 0;
  async function viaProxy<T>(client: string, path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
    const apiPath = `/api${path}`;
    calls += 1;
    const spoofed = Array.from({ length: 1 + (calls % 2) }, randomIp).join(', ');
    const response = await t.inject({
      method: 'POST',
      url: `${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, t.config.authKey)}`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
      payload: { platform: 'pc', sid: 1100, type: 1, locale: 'en', ...body },
    });
    return response.json() as Envelope<T>;
  }

  it('holds a per-minute limit per real client', async () => {
    const [client, neighbour] = [randomIp(), randomIp()];
    const answers = [];
    for (let index = 0; index < 11; index += 1) answers.push((await viaProxy(client, '/visitor/sendMobileCode', { mobile: randomMobile() })).code);
    expect(answers).toEqual([...Array(10).fill(100), ERRORS.RATE_LIMITED.code]);
    expect((await viaProxy(neighbour, '/visitor/sendMobileCode', { mobile: randomMobile() })).code).toBe(100);
  });

  it.runIf(trustProxy === PROXY)('takes a client that reaches the server directly at its own address, whatever it sends', async () => {
    const [client, spoofed] = [randomIp(), randomIp()];
    const apiPath = '/api/visitor/sendMobileCode';
    const sent = await t.inject({
      method: 'POST',
      url: `${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, t.config.authKey)}`,
      remoteAddress: client,
      headers: { 'x-forwarded-for': spoofed },
      payload: { platform: 'pc', sid: 1100, type: 1, locale: 'en', mobile: randomMobile() },
    });
    expect(sent.json().code).toBe(100);
    const counted = await t.database.db.kysely.selectFrom('abuse_counters').select('key').where('key', 'in', [`sms-ip:${client}`, `sms-ip:${spoofed}`]).execute();
    expect(counted).toEqual([{ key: `sms-ip:${client}` }]);
  });

  it('holds the daily SMS cap per real client', async () => {
    const [client, neighbour] = [randomIp(), randomIp()];
    // 29 of the 30 codes a day one address may ask for are already used.
    await t.database.db.kysely.insertInto('abuse_counters').values({ key: `sms-ip:${client}`, count: 29, expires_at: Date.now() + 86_400_000 }).execute();
    expect((await viaProxy(client, '/visitor/sendMobileCode', { mobile: randomMobile() })).code).toBe(100);
    expect((await viaProxy(client, '/visitor/sendMobileCode', { mobile: randomMobile() })).code).toBe(ERRORS.SMS_DAILY_LIMIT.code);
    expect((await viaProxy(client, '/visitor/sendMobileCode', { mobile: randomMobile() })).code).toBe(ERRORS.SMS_DAILY_LIMIT.code);
    expect((await viaProxy(neighbour, '/visitor/sendMobileCode', { mobile: randomMobile() })).code).toBe(100);
  });

  it('asks the real client for the captcha after 10 failed passwords, whatever it puts in the header', async () => {
    const [client, neighbour] = [randomIp(), randomIp()];
    const guess = () => viaProxy<{ captchaRequired: boolean }>(client, '/login', { account: `lb${randomMobile().slice(2)}`, password: 'Wrong-Password-1' });
    const failures = [];
    for (let attempt = 0; attempt < 10; attempt += 1) failures.push(await guess());
    expect(failures.map((answer) => answer.code)).toEqual(Array(10).fill(ERRORS.LOGIN_FAILED.code));
    expect(failures.at(-1)?.data).toEqual({ captchaRequired: true });
    expect((await guess()).code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    const other = await viaProxy(neighbour, '/login', { account: `lb${randomMobile().slice(2)}`, password: 'Wrong-Password-1' });
    expect(other).toMatchObject({ code: ERRORS.LOGIN_FAILED.code, data: { captchaRequired: false } });
  });
});
