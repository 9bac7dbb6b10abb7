import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { PrivacyMemberFields, TermsAnswer } from '@lootbay/shared/schemas/privacy';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { privacyOf } from '../../../test/kits/privacy';
import type { PrivacyService } from './privacy.service';

const DAY = 86_400_000;
const TEXTS = { cn: '第二版用户协议', br: 'Termos, versão 2', en: 'Terms, version 2' };

describe.each(TEST_DIALECTS)('terms versions on %s', (dialect) => {
  let t: TestApp;
  let privacy: PrivacyService;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
    // The demo content (version 1 of the terms) was loaded at the wall clock's time; start from there.
    now = Date.now();
    privacy = privacyOf(t, () => now);
  });
  afterAll(() => t.close());

  const terms = (locale = 'en') => t.call<TermsAnswer>('/common/terms', {}, { locale });
  const toAccept = async (token: string) => (await t.call<MemberUser & PrivacyMemberFields>('/member/info', {}, { token })).data.termsToAccept;

  it('answers the seeded first version to visitors, in their language; a new member has nothing to accept', async () => {
    const answer = await terms('br');
    expect(answer.data.current).toMatchObject({ version: 1, text: expect.stringContaining('Lootbay') });
    expect(answer.data.upcoming).toBeNull();
    expect((await terms('cn')).data.current?.text).not.toBe(answer.data.current?.text);
    expect(await toAccept((await registerMember(t)).token)).toBeNull();
  });

  it('announces a new version 7 days ahead; members who joined before accept it on their next visit', async () => {
    const earlier = await registerMember(t);
    now += DAY;
    const published = await privacy.terms.publish(TEXTS);
    expect(published).toMatchObject({ version: 2, publishedAt: now, effectiveAt: now + 7 * DAY });
    expect((await terms()).data).toMatchObject({ current: { version: 1 }, upcoming: { version: 2, text: TEXTS.en, effectiveAt: now + 7 * DAY } });
    expect(await toAccept(earlier.token)).toBeNull();
    expect((await t.call('/member/terms/accept', { version: 2 }, { token: earlier.token })).code).toBe(17020);

    // One who joins during the notice accepts the old version at sign-up and the new one once it is in force.
    const during = await registerMember(t);
    now += 7 * DAY - 1;
    expect((await terms()).data.current?.version).toBe(1);
    now += 1;
    expect((await terms('cn')).data).toMatchObject({ current: { version: 2, text: TEXTS.cn }, upcoming: null });
    const fresh = await registerMember(t);
    expect(await toAccept(fresh.token)).toBeNull();
    // Sessions lapse after a week without use: both come back by signing in again.
    const returning = await registerMember(t, { mobile: earlier.mobile });
    const duringBack = await registerMember(t, { mobile: during.mobile });
    expect(await toAccept(returning.token)).toBe(2);
    expect(await toAccept(duringBack.token)).toBe(2);

    expect((await t.call('/member/terms/accept', { version: 1 }, { token: returning.token })).code).toBe(17020);
    const accepted = await t.call<PrivacyMemberFields>('/member/terms/accept', { version: 2 }, { token: returning.token });
    expect(accepted).toMatchObject({ code: 100, data: { termsToAccept: null } });
    expect((await t.call('/member/terms/accept', { version: 2 }, { token: returning.token })).code).toBe(100);
    expect(await toAccept(returning.token)).toBeNull();
    expect(await toAccept(duringBack.token)).toBe(2);
  });

  it('counts an acceptance for the person: every account of the owner', async () => {
    const joined = await registerMember(t);
    now += DAY;
    await privacy.terms.publish(TEXTS);
    now += 7 * DAY;
    const member = await registerMember(t, { mobile: joined.mobile });
    const sub = await t.call<{ created: { userId: string } }>('/app/user/create-sub-account', { nickname: 'alt' }, { token: member.token });
    const switched = await t.call<{ token: string }>('/changeAccount', { id: sub.data.created.userId }, { token: member.token });
    expect(await toAccept(switched.data.token)).toBe(3);
    await t.call('/member/terms/accept', { version: 3 }, { token: switched.data.token });
    const back = await t.call<{ token: string }>('/changeAccount', { id: member.userId }, { token: switched.data.token });
    expect(await toAccept(back.data.token)).toBeNull();
  });
});
