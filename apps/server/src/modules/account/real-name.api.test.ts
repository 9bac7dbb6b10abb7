import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { adultIdNumber, generateIdNumber, registerMember, verifyAdult } from '../../../test/helpers/members';
import { dayIn } from './real-name';

describe.each(TEST_DIALECTS)('real-name verification on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const verify = (token: string, realName: string, idNumber: string) => t.call<MemberUser>('/visitor/user/authentication', { realName, idNumber }, { token });
  const today = () => dayIn(t.config.timeZone, Date.now());

  it('verifies an adult once, shows the number masked, and lets the account play', async () => {
    const member = await registerMember(t);
    const idNumber = generateIdNumber({ year: 1990, month: 5, day: 17 }, { region: '440301', sequence: 123 });
    const answer = await verify(member.token, '王小明', idNumber.toLowerCase());
    expect(answer.code).toBe(100);
    expect(answer.data).toMatchObject({ realNameVerified: true, realName: '王*明', idNumber: `440${'*'.repeat(11)}${idNumber.slice(-4)}`, canPlay: true, barred: false });
    expect(JSON.stringify(answer.data)).not.toContain(idNumber.slice(3, 14));

    const again = await verify(member.token, '王小明', adultIdNumber());
    expect(again).toMatchObject({ code: ERRORS.REAL_NAME_ALREADY_VERIFIED.code, msg: 'Real-name verification is done and cannot be changed' });
  });

  it('checks the GB 11643 check character and the date, accepts 15 digits and 17 + X', async () => {
    const good = generateIdNumber({ year: 1985, month: 1, day: 1 });
    const wrongCheck = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
    const member = await registerMember(t);
    for (const idNumber of [wrongCheck, '11010119900230123X'.slice(0, 17) + 'X', '1234567890123456', '11010519491231002A']) {
      expect((await verify(member.token, '张三', idNumber)).code, idNumber).toBe(ERRORS.ID_NUMBER_INVALID.code);
    }
    // A first-generation number (born 1980-08-08).
    expect((await verify(member.token, '张三', '110105800808002')).code).toBe(100);

    // Find a 17-digit prefix whose check character is X.
    let withX = '';
    for (let sequence = 0; !withX.endsWith('X'); sequence += 1) withX = generateIdNumber({ year: 1992, month: 3, day: 4 }, { sequence });
    const other = await registerMember(t);
    expect((await verify(other.token, 'Maria Silva', withX)).code).toBe(100);
  });

  it('refuses a minor with a clear message and bars the owner and its sub-accounts from play', async () => {
    const member = await registerMember(t);
    const sub = await t.call<{ created: { userId: string } }>('/app/user/create-sub-account', {}, { token: member.token });
    const now = today();
    // Turns 18 tomorrow.
    const tomorrow = new Date(Date.UTC(now.year, now.month - 1, now.day + 1));
    const minor = generateIdNumber({ year: tomorrow.getUTCFullYear() - 18, month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() });
    const refused = await verify(member.token, '李四', minor);
    expect(refused).toMatchObject({ code: ERRORS.UNDERAGE.code, msg: 'Users under 18 may not use the platform; this account is barred from play and payment' });
    expect((await verify(member.token, '李四', minor)).code).toBe(ERRORS.ACCOUNT_BARRED_MINOR.code);
    expect(await t.call('/member/info', {}, { token: member.token })).toMatchObject({ data: { barred: true, canPlay: false, realNameVerified: false } });

    const switched = await t.call<{ tokenValue: string; user: MemberUser }>('/changeAccount', { id: sub.data.created.userId }, { token: member.token });
    expect(switched.data.user).toMatchObject({ barred: true, canPlay: false });
    expect((await verify(switched.data.tokenValue, '李四', adultIdNumber())).code).toBe(ERRORS.ACCOUNT_BARRED_MINOR.code);
  });

  it('keeps an account barred for good after a minor\'s number: an adult\'s number right after, recharge, codes and opens are refused', async () => {
    const member = await registerMember(t);
    const now = today();
    const minor = generateIdNumber({ year: now.year - 10, month: 1, day: 1 });
    expect((await verify(member.token, '李四', minor)).code).toBe(ERRORS.UNDERAGE.code);
    expect(await verify(member.token, '李四', adultIdNumber())).toMatchObject({ code: ERRORS.ACCOUNT_BARRED_MINOR.code, msg: 'Minor account: play and payment are barred' });
    expect(await t.call('/member/info', {}, { token: member.token })).toMatchObject({ data: { barred: true, canPlay: false, realNameVerified: false } });

    const barred = ERRORS.ACCOUNT_BARRED_MINOR.code;
    expect((await t.call('/pay-member/on_pay_url', { packageId: 'p68', payType: 'alipay' }, { token: member.token })).code).toBe(barred);
    expect((await t.call('/member/codePay', { code: 'WELCOME2026' }, { token: member.token })).code).toBe(barred);
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: member.token })).code).toBe(barred);
  });

  it('accepts someone who turns 18 today', async () => {
    const member = await registerMember(t);
    const now = today();
    const birthday = new Date(Date.UTC(now.year - 18, now.month - 1, now.day));
    const idNumber = generateIdNumber({ year: birthday.getUTCFullYear(), month: birthday.getUTCMonth() + 1, day: birthday.getUTCDate() });
    expect((await verify(member.token, '赵六', idNumber)).code).toBe(100);
  });

  it('lets one id number verify one owner only, in either of its forms', async () => {
    const first = await registerMember(t);
    const second = await registerMember(t);
    const idNumber = generateIdNumber({ year: 1980, month: 8, day: 8 }, { region: '110105', sequence: 2 });
    await verifyAdult(t, first.token, { idNumber });
    const taken = await verify(second.token, '张三', idNumber);
    expect(taken.code).toBe(ERRORS.ID_NUMBER_TAKEN.code);
    // The same person's first-generation number.
    expect((await verify(second.token, '张三', '110105800808002')).code).toBe(ERRORS.ID_NUMBER_TAKEN.code);
    expect((await t.call<MemberUser>('/member/info', {}, { token: second.token })).data.realNameVerified).toBe(false);
  });

  it('lets one of three owners racing with one id number verify', async () => {
    const members = await Promise.all([registerMember(t), registerMember(t), registerMember(t)]);
    const idNumber = adultIdNumber();
    const answers = await Promise.all(members.map((member) => verify(member.token, '张三', idNumber)));
    expect(answers.map((answer) => answer.code).sort()).toEqual([100, ERRORS.ID_NUMBER_TAKEN.code, ERRORS.ID_NUMBER_TAKEN.code]);
  });

  it('needs a token and a plausible name', async () => {
    expect((await t.call('/visitor/user/authentication', { realName: '张三', idNumber: adultIdNumber() })).code).toBe(10001);
    const member = await registerMember(t);
    expect((await verify(member.token, 'X', adultIdNumber())).code).toBe(ERRORS.REAL_NAME_INVALID.code);
    expect((await verify(member.token, '张三3', adultIdNumber())).code).toBe(ERRORS.REAL_NAME_INVALID.code);
  });
});
