import { constants, publicEncrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { LoginAnswer, MemberUser } from '@lootbay/shared/schemas/account';
import { startAliyunDouble } from '../../../test/doubles/aliyun';
import { ALIYUN_TEST_CREDENTIALS, productionEnv } from '../../../test/helpers/production';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { solveCaptcha } from '../../../test/helpers/captcha';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { callFrom, latestSmsCode, randomIp, randomMobile, registerMember } from '../../../test/helpers/members';

const PASSWORD = 'Lootbay-Strong-9';

describe.each(TEST_DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  async function setPassword(member: { token: string; mobile: string }, password = PASSWORD): Promise<void> {
    expect((await t.call('/member/sendUpdatePassWordCode', {}, { token: member.token })).code).toBe(100);
    const code = await latestSmsCode(t, member.mobile);
    const answer = await t.call('/member/updatePassword', { password, code }, { token: member.token });
    expect(answer.code, answer.msg).toBe(100);
  }

  it('signs a new number up with a code, then signs the same account in again with a new token', async () => {
    const mobile = randomMobile();
    const sent = await t.call<{ resendAfter: number; validFor: number }>('/visitor/sendMobileCode', { mobile });
    expect(sent).toMatchObject({ code: 100, data: { resendAfter: 60, validFor: 300 } });
    const outbox = (await t.inject({ method: 'GET', url: `/dev/sms?mobile=${mobile}` })).json();
    expect(outbox.code).toBe(100);
    expect(outbox.data[0]).toMatchObject({ mobile, code: expect.stringMatching(/^\d{5}$/), at: expect.any(Number) });
    expect(outbox.data[0].text).toContain(outbox.data[0].code);

    const first = await t.call<LoginAnswer>('/loginSms', { mobile, code: outbox.data[0].code });
    expect(first.code).toBe(100);
    expect(typeof first.data.token).toBe('string');
    expect(first.data.user).toMatchObject({ mobile, level: 1, isSubAccount: false, hasPassword: false, realNameVerified: false, canPlay: false });

    const info = await t.call<MemberUser>('/member/info', {}, { token: first.data.token });
    expect(info.data).toMatchObject({ id: first.data.user.id, userId: first.data.user.id, nickname: expect.any(String), mobile });

    // The 60-second resend window has passed.
    await t.database.db.kysely.deleteFrom('abuse_counters').where('key', 'like', 'sms-resend:%').execute();
    const again = await registerMember(t, { mobile });
    expect(again.userId).toBe(first.data.user.id);
    expect(again.token).not.toBe(first.data.token);
  });

  it("names a new account in the language it signs up in, until its player picks a name", async () => {
    for (const [locale, name] of [['cn', /^玩家\d{6}$/], ['br', /^Jogador\d{6}$/], ['en', /^Player\d{6}$/]] as const) {
      const mobile = randomMobile();
      await t.call('/visitor/sendMobileCode', { mobile }, { locale });
      const signedUp = await t.call<LoginAnswer>('/loginSms', { mobile, code: await latestSmsCode(t, mobile) }, { locale });
      expect(signedUp.data.user.nickname).toMatch(name);
    }
  });

  it('lists the newest code first at /dev/sms', async () => {
    const mobile = randomMobile();
    await t.call('/visitor/sendMobileCode', { mobile });
    await t.call('/visitor/sendMobileCode', { mobile, purpose: 'bind' });
    const outbox = (await t.inject({ method: 'GET', url: `/dev/sms?mobile=${mobile}` })).json();
    expect(outbox.data).toHaveLength(2);
    expect(outbox.data[0].at).toBeGreaterThanOrEqual(outbox.data[1].at);
    const bindCode = outbox.data[0].code;
    // A bind code does not sign in: codes are bound to their purpose.
    expect((await t.call('/loginSms', { mobile, code: bindCode })).code).toBe(outbox.data[1].code === bindCode ? 100 : ERRORS.CODE_WRONG.code);
  });

  it("answers the spec's validation wording in the caller's language", async () => {
    const cn = await t.call('/visitor/sendMobileCode', { mobile: '2123' }, { locale: 'cn' });
    expect(cn).toMatchObject({ code: ERRORS.PHONE_INVALID.code, msg: '手机号格式不正确' });
    const en = await t.call('/loginSms', { mobile: '1380013800', code: '12345' });
    expect(en).toMatchObject({ code: ERRORS.PHONE_INVALID.code, msg: 'The phone number format is incorrect' });
    const code = await t.call('/loginSms', { mobile: '13800138000', code: '1234' });
    expect(code.code).toBe(ERRORS.CODE_INVALID.code);
    const password = await t.call('/login', { account: 'someone', password: '123' }, { locale: 'cn' });
    expect(password).toMatchObject({ code: ERRORS.PASSWORD_LENGTH.code, msg: '密码长度6-40位' });
  });

  it('stops a brute force of a code after 5 tries, even when the right code comes next', async () => {
    const mobile = randomMobile();
    await t.call('/visitor/sendMobileCode', { mobile });
    const code = await latestSmsCode(t, mobile);
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await t.call('/loginSms', { mobile, code: wrong })).code);
    expect(answers).toEqual([...Array(4).fill(ERRORS.CODE_WRONG.code), ERRORS.CODE_ATTEMPTS_EXCEEDED.code]);
    expect((await t.call('/loginSms', { mobile, code })).code).toBe(ERRORS.CODE_ATTEMPTS_EXCEEDED.code);
  });

  it('uses a code once when 10 requests race with it', async () => {
    const mobile = randomMobile();
    await t.call('/visitor/sendMobileCode', { mobile });
    const code = await latestSmsCode(t, mobile);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('/loginSms', { mobile, code })));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect((await t.call('/loginSms', { mobile, code })).code).not.toBe(100);
  });

  it('refuses a second code within 60 seconds for the same phone and purpose', async () => {
    const mobile = randomMobile();
    expect((await t.call('/visitor/sendMobileCode', { mobile })).code).toBe(100);
    expect((await t.call('/visitor/sendMobileCode', { mobile })).code).toBe(ERRORS.SMS_TOO_FREQUENT.code);
  });

  it('answers 10001 for a token revoked by logout, and clears the cookie', async () => {
    const member = await registerMember(t);
    expect((await t.call('/member/info', {}, { token: member.token })).code).toBe(100);
    const logout = await t.inject({
      method: 'POST',
      url: `/api/common/user/logout?auth_key=${(await import('@lootbay/shared/auth-key')).signAuthKey('/api/common/user/logout', Date.now() / 1000, t.config.authKey)}`,
      headers: { token: member.token },
      payload: {},
    });
    expect(logout.json().code).toBe(100);
    expect(String(logout.headers['set-cookie'])).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.call('/member/info', {}, { token: member.token })).code).toBe(10001);
    expect((await t.call('/common/user/logout', {}, { token: member.token })).code).toBe(10001);
  });

  it('sets an httpOnly token cookie at sign-in that member calls accept', async () => {
    const mobile = randomMobile();
    await t.call('/visitor/sendMobileCode', { mobile });
    const code = await latestSmsCode(t, mobile);
    const { signAuthKey } = await import('@lootbay/shared/auth-key');
    const response = await t.inject({ method: 'POST', url: `/api/loginSms?auth_key=${signAuthKey('/api/loginSms', Date.now() / 1000, t.config.authKey)}`, payload: { mobile, code } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`token=${response.json().data.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const info = await t.inject({
      method: 'POST',
      url: `/api/member/info?auth_key=${signAuthKey('/api/member/info', Date.now() / 1000, t.config.authKey)}`,
      cookies: { token: response.json().data.token },
      payload: {},
    });
    expect(info.json().code).toBe(100);
  });

  it('answers 10001 once a session has expired, and without a token', async () => {
    const member = await registerMember(t);
    await t.database.db.kysely.updateTable('user_sessions').set({ expires_at: Date.now() - 1 }).where('user_id', '=', member.userId).execute();
    expect((await t.call('/member/info', {}, { token: member.token })).code).toBe(10001);
    expect((await t.call('/member/info')).code).toBe(10001);
    expect((await t.call('/member/info', {}, { token: 'x'.repeat(43) })).code).toBe(10001);
  });

  it('signs in by password (account name or phone) with a new token each time; failures do not tell whether the account exists', async () => {
    const member = await registerMember(t);
    await setPassword(member);
    const info = await t.call<MemberUser>('/member/info', {}, { token: member.token });
    expect(info.data.hasPassword).toBe(true);

    const byPhone = await t.call<LoginAnswer>('/login', { account: member.mobile, password: PASSWORD });
    expect(byPhone.code).toBe(100);
    const byName = await t.call<LoginAnswer>('/login', { account: info.data.account, password: PASSWORD });
    expect(byName.code).toBe(100);
    expect(byName.data.token).not.toBe(byPhone.data.token);
    expect(byName.data.user.userId).toBe(member.userId);

    const wrongPassword = await callFrom(t, randomIp(), '/login', { account: member.mobile, password: 'Wrong-Password-1' });
    const noAccount = await callFrom(t, randomIp(), '/login', { account: randomMobile(), password: 'Wrong-Password-1' });
    expect(wrongPassword).toEqual(noAccount);
    expect(wrongPassword.code).toBe(ERRORS.LOGIN_FAILED.code);
  });

  it('accepts a password encrypted with the RSA-OAEP key from /common/rsakey', async () => {
    const member = await registerMember(t);
    await setPassword(member);
    const key = await t.call<{ publicKey: string; pem: string; algorithm: string }>('/common/rsakey');
    expect(key.data.algorithm).toBe('RSA-OAEP-256');
    expect((await t.call<{ publicKey: string }>('/common/rsakey')).data.publicKey).toBe(key.data.publicKey);
    const encrypted = publicEncrypt({ key: key.data.pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(PASSWORD)).toString('base64');
    const answer = await t.call<LoginAnswer>('/login', { account: member.mobile, password: encrypted, encrypted: true });
    expect(answer.code).toBe(100);
    const garbage = await t.call('/login', { account: member.mobile, password: Buffer.alloc(256, 7).toString('base64'), encrypted: true });
    expect(garbage.code).toBe(ERRORS.PASSWORD_NOT_DECRYPTABLE.code);
  });

  it('requires the captcha after 3 failed passwords for an account, and takes each solved captcha once', async () => {
    const member = await registerMember(t);
    await setPassword(member);
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt += 1) failures.push(await callFrom(t, randomIp(), '/login', { account: member.mobile, password: 'Wrong-Password-1' }));
    expect(failures.map((answer) => answer.data)).toEqual([{ captchaRequired: false }, { captchaRequired: false }, { captchaRequired: true }]);
    // Now even the right password needs the captcha first.
    expect((await t.call('/login', { account: member.mobile, password: PASSWORD })).code).toBe(ERRORS.CAPTCHA_REQUIRED.code);

    const unsolved = await t.call<{ captchaId: string }>('/api/getVerifyCodeImg');
    const wrong = await t.call('/login', { account: member.mobile, password: PASSWORD, captchaId: unsolved.data.captchaId, captchaCode: 'ab'.repeat(32) });
    expect(wrong).toMatchObject({ code: ERRORS.CAPTCHA_WRONG.code, data: { captchaRequired: true } });

    const solved = await solveCaptcha(t);
    expect((await t.call('/login', { account: member.mobile, password: PASSWORD, ...solved })).code).toBe(100);
    // One try per captcha: a replay of the solved one does not serve again.
    for (let attempt = 0; attempt < 3; attempt += 1) await callFrom(t, randomIp(), '/login', { account: member.mobile, password: 'Wrong-Password-1' });
    expect((await t.call('/login', { account: member.mobile, password: PASSWORD, ...solved })).code).toBe(ERRORS.CAPTCHA_WRONG.code);
  });

  it('answers 10001 on every member call without a valid token', async () => {
    const memberPaths = [
      '/member/info', '/member/userAsset', '/common/user/logout', '/changeAccount', '/app/user/change-account', '/app/user/create-sub-account',
      '/app/user/edit-name', '/app/user/edit-avatarurl', '/member/updateHeaderImgOrNickName', '/member/sendUpdatePassWordCode', '/member/updatePassword',
      '/bandingPhone', '/app/user/bind-mobile', '/app/user/bind-wechat', '/member/bindTransactionUrl', '/visitor/user/authentication', '/member/modifyOtherInviteCode',
    ];
    for (const path of memberPaths) {
      expect((await t.call(path, {})).code, path).toBe(10001);
      expect((await t.call(path, {}, { token: 'not-a-token' })).code, path).toBe(10001);
    }
  });

  it('answers a wrong code the same way for a registered and an unknown number', async () => {
    const member = await registerMember(t);
    const stranger = randomMobile();
    await t.call('/visitor/sendMobileCode', { mobile: stranger });
    await t.database.db.kysely.deleteFrom('abuse_counters').where('key', 'like', 'sms-resend:%').execute();
    await t.call('/visitor/sendMobileCode', { mobile: member.mobile });
    const wrongFor = async (mobile: string) => {
      const code = await latestSmsCode(t, mobile);
      return t.call('/loginSms', { mobile, code: String((Number(code) + 1) % 100_000).padStart(5, '0') });
    };
    expect(await wrongFor(member.mobile)).toEqual(await wrongFor(stranger));
  });

  it('limits code requests per minute from one address', async () => {
    const ip = randomIp();
    const answers = [];
    for (let index = 0; index < 11; index += 1) answers.push((await callFrom(t, ip, '/visitor/sendMobileCode', { mobile: randomMobile() })).code);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(100));
    expect(answers[10]).toBe(ERRORS.RATE_LIMITED.code);
  });

  it('describes the account calls in the OpenAPI document', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/loginSms', '/api/login', '/api/visitor/user/authentication', '/api/changeAccount', '/api/api/getVerifyCodeImg']) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
  });

  it('stops a disabled account from signing in and ends its sessions', async () => {
    const member = await registerMember(t);
    await t.database.db.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', member.userId).execute();
    expect((await t.call('/member/info', {}, { token: member.token })).code).toBe(10001);
    await t.database.db.kysely.deleteFrom('abuse_counters').where('key', 'like', 'sms-resend:%').execute();
    await t.call('/visitor/sendMobileCode', { mobile: member.mobile });
    const answer = await t.call('/loginSms', { mobile: member.mobile, code: await latestSmsCode(t, member.mobile) });
    expect(answer.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });

  it('keeps /dev/sms out of production mode', async () => {
    expect((await t.inject({ method: 'GET', url: '/dev/sms?mobile=13800138000' })).statusCode).toBe(200);
    const gateway = await startAliyunDouble(ALIYUN_TEST_CREDENTIALS);
    const production = await createTestApp(dialect, { env: productionEnv({ endpoint: gateway.url }) });
    try {
      const response = await production.inject({ method: 'GET', url: '/dev/sms?mobile=13800138000' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(ERRORS.NOT_FOUND.code);
      // The code goes out through the SMS gateway, as its template's one parameter.
      const mobile = randomMobile();
      expect((await production.call('/visitor/sendMobileCode', { mobile })).code).toBe(100);
      expect(gateway.sent.map((message) => ({ phone: message.phone, template: message.template }))).toEqual([{ phone: mobile, template: ALIYUN_TEST_CREDENTIALS.templateCode }]);
      expect(JSON.stringify(gateway.sent[0]?.params)).toMatch(/"code":"\d{5}"/);
    } finally {
      await production.close();
      await gateway.close();
    }
  });
});
