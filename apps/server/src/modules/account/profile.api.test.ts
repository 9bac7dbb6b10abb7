import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { MemberUser, UserAsset } from '@lootbay/shared/schemas/account';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { callFrom, latestSmsCode, randomIp, randomMobile, registerMember, type RegisteredMember } from '../../../test/helpers/members';

const TEN_DAYS = 10 * 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('profile and security on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const info = async (token: string) => (await t.call<MemberUser>('/member/info', {}, { token })).data;

  describe('nickname', () => {
    it('accepts 1-14 digits, English or Chinese, once per 10 days', async () => {
      const member = await registerMember(t);
      const changed = await t.call<MemberUser>('/app/user/edit-name', { nickname: '小明Gamer88' }, { token: member.token });
      expect(changed.code).toBe(100);
      expect(changed.data.nickname).toBe('小明Gamer88');
      expect(changed.data.nicknameChangeableAt).toBeGreaterThan(Date.now() + TEN_DAYS - 60_000);

      const tooSoon = await t.call('/app/user/edit-name', { nickname: 'Another1' }, { token: member.token });
      expect(tooSoon).toMatchObject({ code: ERRORS.NICKNAME_TOO_SOON.code, msg: 'The nickname can be changed once every 10 days' });

      await t.database.db.kysely.updateTable('users').set({ nickname_changed_at: Date.now() - TEN_DAYS }).where('id', '=', member.userId).execute();
      expect((await t.call('/app/user/edit-name', { nickname: 'Another1' }, { token: member.token })).code).toBe(100);
    });

    it('lets one of racing nickname changes through', async () => {
      const member = await registerMember(t);
      const answers = await Promise.all(['Racer1', 'Racer2', 'Racer3', 'Racer4', 'Racer5'].map((nickname) => t.call('/app/user/edit-name', { nickname }, { token: member.token })));
      expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === ERRORS.NICKNAME_TOO_SOON.code)).toHaveLength(4);
    });

    it.each([['bad name'], ['emoji😀'], ['a'.repeat(15)], [''], ['名字-1']])('refuses %j', async (nickname) => {
      const member = await registerMember(t);
      expect((await t.call('/app/user/edit-name', { nickname }, { token: member.token })).code).toBe(ERRORS.NICKNAME_INVALID.code);
    });

    it('refuses abusive and advertising words without using up the 10 days', async () => {
      const member = await registerMember(t);
      for (const nickname of ['加微信888', 'FuckYou', 'wechat123']) {
        expect((await t.call('/app/user/edit-name', { nickname }, { token: member.token })).code).toBe(ERRORS.NICKNAME_FORBIDDEN.code);
      }
      expect((await t.call('/app/user/edit-name', { nickname: 'Fine14Chars' }, { token: member.token })).code).toBe(100);
    });
  });

  describe('avatar', () => {
    async function picture(format: 'png' | 'jpeg', width = 600, height = 400): Promise<string> {
      const image = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })[format]().toBuffer();
      return `data:image/${format};base64,${image.toString('base64')}`;
    }

    it('resizes an upload to 256x256, stores it and serves it with long caching', async () => {
      const member = await registerMember(t);
      const answer = await t.call<MemberUser>('/app/user/edit-avatarurl', { image: await picture('png') }, { token: member.token });
      expect(answer.code).toBe(100);
      expect(answer.data.avatar).toMatch(/^\/api\/avatar\/[0-9a-f-]{36}\.webp$/);
      const served = await t.inject({ method: 'GET', url: answer.data.avatar ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 256]);

      const replaced = await t.call<MemberUser>('/member/updateHeaderImgOrNickName', { headerImg: (await picture('jpeg')).split(',')[1] }, { token: member.token });
      expect(replaced.data.avatar).not.toBe(answer.data.avatar);
      expect((await t.inject({ method: 'GET', url: answer.data.avatar ?? '' })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: replaced.data.avatar ?? '' })).statusCode).toBe(200);
    });

    it('refuses what is not a PNG, JPEG, WebP or GIF picture, and pictures that are too large', async () => {
      const member = await registerMember(t);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>').toString('base64');
      expect((await t.call('/app/user/edit-avatarurl', { image: svg }, { token: member.token })).code).toBe(ERRORS.AVATAR_INVALID.code);
      const text = Buffer.from('this is not a picture at all').toString('base64');
      expect((await t.call('/app/user/edit-avatarurl', { image: text }, { token: member.token })).code).toBe(ERRORS.AVATAR_INVALID.code);
      const large = Buffer.alloc(720 * 1024, 1).toString('base64');
      expect((await t.call('/app/user/edit-avatarurl', { image: large }, { token: member.token })).code).toBe(ERRORS.AVATAR_TOO_LARGE.code);
      expect((await info(member.token)).avatar).toBeNull();
    });

    it('changes the nickname and the avatar together, or neither', async () => {
      const member = await registerMember(t);
      expect((await t.call('/member/updateHeaderImgOrNickName', {}, { token: member.token })).code).toBe(ERRORS.PROFILE_CHANGE_REQUIRED.code);
      const both = await t.call<MemberUser>('/member/updateHeaderImgOrNickName', { nickname: 'Both1', headerImg: await picture('png') }, { token: member.token });
      expect(both.data).toMatchObject({ nickname: 'Both1', avatar: expect.stringMatching(/\.webp$/) });
      const refused = await t.call('/member/updateHeaderImgOrNickName', { nickname: 'Both2', headerImg: await picture('jpeg', 300, 300) }, { token: member.token });
      expect(refused.code).toBe(ERRORS.NICKNAME_TOO_SOON.code);
      expect(await info(member.token)).toMatchObject({ nickname: 'Both1', avatar: both.data.avatar });
    });
  });

  describe('Steam trade link', () => {
    const link = (partner: string, token = 'Ab3dE_9x') => `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`;

    it('binds a valid link whose inventory is public', async () => {
      const member = await registerMember(t);
      const answer = await t.call<MemberUser>('/member/bindTransactionUrl', { transactionUrl: link('123456781') }, { token: member.token });
      expect(answer.code).toBe(100);
      expect(answer.data.tradeUrl).toBe(link('123456781'));
    });

    it.each([
      ['http://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh'],
      ['https://steamcommunity.com/tradeoffer/new/?partner=abc&token=abcdefgh'],
      ['https://steamcommunity.com/tradeoffer/new/?partner=12345&token=abc'],
      ['https://evil.example/tradeoffer/new/?partner=12345&token=abcdefgh'],
    ])('refuses the malformed link %s', async (transactionUrl) => {
      const member = await registerMember(t);
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl }, { token: member.token })).code).toBe(ERRORS.TRADE_URL_INVALID.code);
    });

    it('refuses a private inventory and reports Steam being unreachable (sandbox: partner ending in 0, in 9)', async () => {
      const member = await registerMember(t);
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: link('123450') }, { token: member.token })).code).toBe(ERRORS.STEAM_INVENTORY_PRIVATE.code);
      expect((await t.call('/member/bindTransactionUrl', { transactionUrl: link('123459') }, { token: member.token })).code).toBe(ERRORS.STEAM_UNAVAILABLE.code);
      expect((await info(member.token)).tradeUrl).toBeNull();
    });
  });

  describe('phone', () => {
    async function bind(token: string, mobile: string, path = '/bandingPhone') {
      const ip = randomIp();
      expect((await callFrom(t, ip, '/visitor/sendMobileCode', { mobile, purpose: 'bind' })).code).toBe(100);
      return t.call<MemberUser>(path, { mobile, code: await latestSmsCode(t, mobile) }, { token });
    }

    it('changes the phone with a code sent to the new number, which then signs in to the same account', async () => {
      const member = await registerMember(t);
      const mobile = randomMobile();
      const answer = await bind(member.token, mobile, '/app/user/bind-mobile');
      expect(answer.code).toBe(100);
      expect(answer.data.mobile).toBe(mobile);
      expect((await registerMember(t, { mobile })).userId).toBe(member.userId);
    });

    it('refuses a number bound to another account, the same number, and a wrong code', async () => {
      const first = await registerMember(t);
      const second = await registerMember(t);
      expect((await bind(second.token, first.mobile)).code).toBe(ERRORS.MOBILE_TAKEN.code);
      expect((await t.call('/bandingPhone', { mobile: second.mobile, code: '12345' }, { token: second.token })).code).toBe(ERRORS.MOBILE_UNCHANGED.code);
      const mobile = randomMobile();
      await t.call('/visitor/sendMobileCode', { mobile, purpose: 'bind' });
      const code = await latestSmsCode(t, mobile);
      const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
      expect((await t.call('/bandingPhone', { mobile, code: wrong }, { token: second.token })).code).toBe(ERRORS.CODE_WRONG.code);
      expect((await info(second.token)).mobile).toBe(second.mobile);
    });
  });

  describe('password', () => {
    async function passwordCode(member: { token: string; mobile: string }): Promise<string> {
      expect((await t.call('/member/sendUpdatePassWordCode', {}, { token: member.token })).code).toBe(100);
      return latestSmsCode(t, member.mobile);
    }

    it('refuses short, long and common passwords, and a change without proof', async () => {
      const member = await registerMember(t);
      expect((await t.call('/member/updatePassword', { password: '12345', code: '12345' }, { token: member.token })).code).toBe(ERRORS.PASSWORD_LENGTH.code);
      expect((await t.call('/member/updatePassword', { password: 'x'.repeat(41), code: '12345' }, { token: member.token })).code).toBe(ERRORS.PASSWORD_LENGTH.code);
      expect((await t.call('/member/updatePassword', { password: 'iloveyou', code: '12345' }, { token: member.token })).code).toBe(ERRORS.PASSWORD_TOO_COMMON.code);
      expect((await t.call('/member/updatePassword', { password: 'Unusual-Pass-77' }, { token: member.token })).code).toBe(ERRORS.PASSWORD_PROOF_REQUIRED.code);
      expect((await t.call('/member/updatePassword', { password: 'Unusual-Pass-77', oldPassword: 'whatever1' }, { token: member.token })).code).toBe(ERRORS.PASSWORD_NOT_SET.code);
    });

    it('sets a password by SMS code, changes it by the old one, and the change ends the other sessions', async () => {
      const member = await registerMember(t);
      const code = await passwordCode(member);
      const other = await t.call<{ token: string }>('/login', { account: member.mobile, password: 'not-set-yet-1' });
      expect(other.code).toBe(ERRORS.LOGIN_FAILED.code);

      expect((await t.call('/member/updatePassword', { password: 'First-Pass-1', code }, { token: member.token })).code).toBe(100);
      const second = await t.call<{ token: string }>('/login', { account: member.mobile, password: 'First-Pass-1' });
      expect(second.code).toBe(100);

      expect((await t.call('/member/updatePassword', { password: 'Second-Pass-2', oldPassword: 'Wrong-Pass-0' }, { token: member.token })).code).toBe(ERRORS.PASSWORD_OLD_WRONG.code);
      expect((await t.call('/member/updatePassword', { password: 'Second-Pass-2', oldPassword: 'First-Pass-1' }, { token: member.token })).code).toBe(100);
      expect((await t.call('/member/info', {}, { token: second.data.token })).code).toBe(10001);
      expect((await t.call('/member/info', {}, { token: member.token })).code).toBe(100);
      expect((await t.call('/login', { account: member.mobile, password: 'First-Pass-1' })).code).toBe(ERRORS.LOGIN_FAILED.code);
      expect((await t.call('/login', { account: member.mobile, password: 'Second-Pass-2' })).code).toBe(100);
    });
  });

  describe('sub-accounts', () => {
    it('creates sub-accounts up to the limit and switches between accounts of one owner', async () => {
      const member = await registerMember(t);
      const created = await t.call<{ created: { userId: string; isSubAccount: boolean }; accounts: unknown[] }>('/app/user/create-sub-account', { nickname: 'Alt1' }, { token: member.token });
      expect(created.code).toBe(100);
      expect(created.data.created.isSubAccount).toBe(true);
      expect(created.data.accounts).toHaveLength(2);

      const switched = await t.call<{ tokenValue: string; user: MemberUser }>('/changeAccount', { id: created.data.created.userId }, { token: member.token });
      expect(switched.code).toBe(100);
      expect(switched.data.user).toMatchObject({ userId: created.data.created.userId, isSubAccount: true, ownerId: member.userId, nickname: 'Alt1' });
      expect((await t.call('/member/info', {}, { token: member.token })).code).toBe(10001);
      const subInfo = await info(switched.data.tokenValue);
      expect(subInfo.accounts.map((account) => account.userId)).toEqual([member.userId, created.data.created.userId]);

      const back = await t.call<{ tokenValue: string; user: MemberUser }>('/app/user/change-account', { id: member.userId }, { token: switched.data.tokenValue });
      expect(back.data.user.userId).toBe(member.userId);

      for (let index = 2; index <= 5; index += 1) {
        expect((await t.call('/app/user/create-sub-account', {}, { token: back.data.tokenValue })).code).toBe(100);
      }
      expect((await t.call('/app/user/create-sub-account', {}, { token: back.data.tokenValue })).code).toBe(ERRORS.SUB_ACCOUNT_LIMIT.code);
    });

    it('holds the cap of 5 sub-accounts under racing requests', async () => {
      const member = await registerMember(t);
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.call('/app/user/create-sub-account', {}, { token: member.token })));
      expect(answers.filter((answer) => answer.code === 100)).toHaveLength(5);
      expect(answers.filter((answer) => answer.code === ERRORS.SUB_ACCOUNT_LIMIT.code)).toHaveLength(3);
      expect((await info(member.token)).accounts).toHaveLength(6);
    });

    it("refuses to switch to another owner's account", async () => {
      const member = await registerMember(t);
      const stranger = await registerMember(t);
      expect((await t.call('/changeAccount', { id: stranger.userId }, { token: member.token })).code).toBe(ERRORS.ACCOUNT_NOT_YOURS.code);
      expect((await t.call('/changeAccount', { id: 'no-such-user' }, { token: member.token })).code).toBe(ERRORS.ACCOUNT_NOT_YOURS.code);
    });
  });

  describe('invite code', () => {
    it('binds an inviter once, at sign-up or later, never oneself or a cycle', async () => {
      const inviter = await registerMember(t);
      const inviterCode = (await info(inviter.token)).inviteCode;
      const invited = await registerMember(t, { inviteCode: inviterCode });
      expect((await info(invited.token)).hasInviter).toBe(true);
      const invitedCode = (await info(invited.token)).inviteCode;

      expect((await t.call('/member/modifyOtherInviteCode', { inviteCode: invitedCode }, { token: inviter.token })).code).toBe(ERRORS.INVITE_CYCLE.code);
      expect((await t.call('/member/modifyOtherInviteCode', { inviteCode: inviterCode }, { token: inviter.token })).code).toBe(ERRORS.INVITE_CODE_OWN.code);
      expect((await t.call('/member/modifyOtherInviteCode', { inviteCode: inviterCode }, { token: invited.token })).code).toBe(ERRORS.INVITER_ALREADY_BOUND.code);

      const later = await registerMember(t);
      expect((await t.call('/member/modifyOtherInviteCode', { inviteCode: 'ZZZZ9999' }, { token: later.token })).code).toBe(ERRORS.INVITE_CODE_INVALID.code);
      const bound = await t.call<MemberUser>('/member/modifyOtherInviteCode', { inviteCode: invitedCode.toLowerCase() }, { token: later.token });
      expect(bound.code).toBe(100);
      expect(bound.data.hasInviter).toBe(true);
      // inviter → invited → later: the inviter may not bind later's code either.
      const laterCode = bound.data.inviteCode;
      expect((await t.call('/member/modifyOtherInviteCode', { inviteCode: laterCode }, { token: inviter.token })).code).toBe(ERRORS.INVITE_CYCLE.code);
    });

    it('binds one inviter when several race', async () => {
      const inviters = await Promise.all([registerMember(t), registerMember(t), registerMember(t)]);
      const codes = await Promise.all(inviters.map(async (inviter) => (await info(inviter.token)).inviteCode));
      const member = await registerMember(t);
      const answers = await Promise.all(codes.map((inviteCode) => t.call('/member/modifyOtherInviteCode', { inviteCode }, { token: member.token })));
      expect(answers.map((answer) => answer.code).sort()).toEqual([100, ERRORS.INVITER_ALREADY_BOUND.code, ERRORS.INVITER_ALREADY_BOUND.code]);
    });

    it('never lets members binding each other at once make a cycle: pairs or a ring of three', async () => {
      const codeOf = async (member: RegisteredMember) => (await info(member.token)).inviteCode;
      const bind = (member: RegisteredMember, inviteCode: string) => t.call('/member/modifyOtherInviteCode', { inviteCode }, { token: member.token });
      for (let pair = 0; pair < 5; pair += 1) {
        const [a, b] = await Promise.all([registerMember(t), registerMember(t)]);
        const [codeOfA, codeOfB] = await Promise.all([codeOf(a), codeOf(b)]);
        const answers = await Promise.all([bind(a, codeOfB), bind(b, codeOfA)]);
        expect(answers.map((answer) => answer.code).sort()).toEqual([100, ERRORS.INVITE_CYCLE.code].sort());
      }
      const ring = await Promise.all([registerMember(t), registerMember(t), registerMember(t)]);
      const codes = await Promise.all(ring.map(codeOf));
      const answers = await Promise.all(ring.map((member, index) => bind(member, codes[(index + 1) % 3]!)));
      expect(answers.filter((answer) => answer.code === 100)).toHaveLength(2);
      expect(answers.filter((answer) => answer.code === ERRORS.INVITE_CYCLE.code)).toHaveLength(1);
    });

    it('refuses a sign-up with an unknown invite code before using the code', async () => {
      const mobile = randomMobile();
      await t.call('/visitor/sendMobileCode', { mobile });
      const code = await latestSmsCode(t, mobile);
      expect((await t.call('/loginSms', { mobile, code, inviteCode: 'NOSUCH99' })).code).toBe(ERRORS.INVITE_CODE_INVALID.code);
      expect((await t.call('/loginSms', { mobile, code })).code).toBe(100);
    });
  });

  it('answers the profile in /member/userAsset and refuses WeChat binding as not open', async () => {
    const member = await registerMember(t);
    const asset = await t.call<UserAsset>('/member/userAsset', {}, { token: member.token });
    expect(asset.code).toBe(100);
    expect(asset.data).toMatchObject({ userId: member.userId, nickname: expect.any(String), avatar: null, level: expect.any(Number) });
    expect((await t.call('/app/user/bind-wechat', {}, { token: member.token })).code).toBe(ERRORS.FEATURE_NOT_OPEN.code);
    expect((await t.call('/member/userAsset')).code).toBe(10001);
  });
});
