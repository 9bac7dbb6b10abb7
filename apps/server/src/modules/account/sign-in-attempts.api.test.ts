import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { solveCaptcha } from '../../../test/helpers/captcha';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { callFrom, randomIp, randomMobile, registerMember, setPassword, type RegisteredMember } from '../../../test/helpers/members';

const PASSWORD = 'Lootbay-Strong-9';

type Answer = Envelope<{ captchaRequired?: boolean }>;

const codesOf = (answers: Answer[], code: number) => answers.filter((answer) => answer.code === code);

describe.each(TEST_DIALECTS)('password attempts before the captcha on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (ip: string, account: string, password: string, extra: Record<string, string> = {}) =>
    callFrom<{ captchaRequired?: boolean }>(t, ip, '/login', { account, password, ...extra });

  async function memberWithPassword(): Promise<RegisteredMember & { account: string }> {
    const member = await registerMember(t);
    await setPassword(t, member, PASSWORD);
    const info = await t.call<MemberUser>('/member/info', {}, { token: member.token });
    return { ...member, account: info.data.account };
  }

  /** The highest count of the per-account failure counters (those not of an address). */
  async function accountAttempts(): Promise<number> {
    const rows = await t.database.db.kysely.selectFrom('abuse_counters').select('count').where('key', 'like', 'login-fail:%').where('key', 'not like', 'login-fail:ip:%').execute();
    return Math.max(0, ...rows.map((row) => row.count));
  }

  async function addressAttempts(ip: string): Promise<number> {
    const row = await t.database.db.kysely.selectFrom('abuse_counters').select('count').where('key', '=', `login-fail:ip:${ip}`).executeTakeFirst();
    return row?.count ?? 0;
  }

  it('checks at most 3 of 20 racing wrong guesses on one account, and the right password joining them waits for the captcha', async () => {
    const member = await memberWithPassword();
    // Each guess from its own address, as a botnet sends them, so only the account's threshold applies.
    const wrong = Array.from({ length: 20 }, (_, index) => login(randomIp(), member.mobile, `Wrong-Password-${index}`));
    // The right password joins while the wrong ones are still being checked, once they have taken the account's 3 attempts.
    for (let waited = 0; (await accountAttempts()) < 3 && waited < 10_000; waited += 5) await sleep(5);
    const right = await login(randomIp(), member.mobile, PASSWORD);
    const answers = await Promise.all(wrong);

    expect(right.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    expect(codesOf(answers, ERRORS.LOGIN_FAILED.code)).toHaveLength(3);
    expect(codesOf(answers, ERRORS.CAPTCHA_REQUIRED.code)).toHaveLength(17);
    expect(await accountAttempts()).toBe(3);
    expect((await login(randomIp(), member.mobile, PASSWORD, await solveCaptcha(t))).code).toBe(100);
  });

  it('checks at most 10 of 16 racing guesses from one address without the captcha', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => login(ip, `lb${randomMobile().slice(2)}`, 'Wrong-Password-1')));
    expect(codesOf(answers, ERRORS.LOGIN_FAILED.code)).toHaveLength(10);
    expect(codesOf(answers, ERRORS.CAPTCHA_REQUIRED.code)).toHaveLength(6);
    expect(await addressAttempts(ip)).toBe(10);
  });

  it('counts failures by login name and by phone number against one account', async () => {
    const member = await memberWithPassword();
    const byName = await login(randomIp(), member.account, 'Wrong-Password-1');
    const byPhone = await login(randomIp(), member.mobile, 'Wrong-Password-1');
    const third = await login(randomIp(), member.mobile, 'Wrong-Password-1');
    expect([byName, byPhone, third].map((answer) => answer.data)).toEqual([{ captchaRequired: false }, { captchaRequired: false }, { captchaRequired: true }]);
    expect((await login(randomIp(), member.account, PASSWORD)).code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
  });

  it('counts only failures: a sign-in clears the account and takes nothing from the address', async () => {
    const member = await memberWithPassword();
    const ip = randomIp();
    await login(ip, member.mobile, 'Wrong-Password-1');
    await login(ip, member.mobile, 'Wrong-Password-2');
    expect((await login(ip, member.account, PASSWORD)).code).toBe(100);
    expect(await accountAttempts()).toBe(0);
    expect(await addressAttempts(ip)).toBe(2);
    expect((await login(ip, member.mobile, 'Wrong-Password-3')).data).toEqual({ captchaRequired: false });
  });
});
