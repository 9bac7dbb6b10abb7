import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckRollPoint, ResetUserKey, UserKey } from '@lootbay/shared/schemas/fairness';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';

describe.each(TEST_DIALECTS)('fairness calls on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers userSeed, publicHash and round; members only', async () => {
    expect((await t.call('/member/userKey')).code).toBe(10001);
    const { token } = await registerMember(t);
    const key = await t.call<UserKey>('/member/userKey', {}, { token });
    expect(key.code).toBe(100);
    expect(key.data).toMatchObject({ round: 0, previous: null });
    expect(key.data.publicHash).toMatch(/^[0-9a-f]{64}$/);
    expect(typeof key.data.userSeed).toBe('string');
  });

  it('shows the personal seed and public hash with the member profile', async () => {
    const { token } = await registerMember(t);
    const key = (await t.call<UserKey>('/member/userKey', {}, { token })).data;
    const info = await t.call<{ userSeed: string; publicHash: string }>('/member/info', {}, { token });
    expect(info.data).toMatchObject({ userSeed: key.userSeed, publicHash: key.publicHash });
  });

  it('edits the user seed, refusing a bad one in the caller language', async () => {
    const { token } = await registerMember(t);
    const changed = await t.call<UserKey>('/member/updateUserSeed', { userSeed: 'lucky-7' }, { token });
    expect(changed.data.userSeed).toBe('lucky-7');
    expect(await t.call('/member/updateUserSeed', { userSeed: 'not ok!' }, { token, locale: 'en' })).toMatchObject({
      code: 13101,
      msg: 'The user seed must be 1-64 letters, digits, - or _',
    });
  });

  it.each(['/member/resetUserKey', '/mybox/user/reset/key'])('%s reveals the retired secret and salt and starts at round 0', async (path) => {
    const { token } = await registerMember(t);
    const before = (await t.call<UserKey>('/member/userKey', {}, { token })).data;
    const reset = await t.call<ResetUserKey>(path, {}, { token });
    expect(reset.code).toBe(100);
    expect(createHash('sha256').update(reset.data.secretHash + reset.data.secretSalt).digest('hex')).toBe(before.publicHash);
    expect(reset.data.publicHash).not.toBe(before.publicHash);
    const after = (await t.call<UserKey>('/member/userKey', {}, { token })).data;
    expect(after).toMatchObject({ publicHash: reset.data.publicHash, round: 0 });
    expect(after.previous).toMatchObject({ secretHash: reset.data.secretHash, secretSalt: reset.data.secretSalt, publicHash: before.publicHash });
  });

  it('checkRollPoint recomputes a roll and the commitment', async () => {
    const { token } = await registerMember(t);
    const answer = await t.call<CheckRollPoint>('/member/checkRollPoint', { secretHash: 'secret', userSeed: 'seed', round: 1 }, { token });
    expect(answer.data).toEqual({ rollPoint: 78434, hashMatches: null });
    const withHash = await t.call<CheckRollPoint>(
      '/member/checkRollPoint',
      { secretHash: 'secret', secretSalt: 'salt', publicHash: 'f84fa2149dbb62ed4e0cf1f550d2949b33a6513d3a7707e08502511c79ccb0ee', userSeed: 'seed', round: 0 },
      { token },
    );
    expect(withHash.data).toEqual({ rollPoint: 79307, hashMatches: true });
    expect((await t.call('/member/checkRollPoint', { secretHash: 'secret', userSeed: 'seed', round: -1 }, { token })).code).toBe(20000);
  });
});
