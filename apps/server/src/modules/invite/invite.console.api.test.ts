import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { ConsolePromoter } from '@lootbay/shared/schemas/console-invite';
import type { InviteRates, Promote } from '@lootbay/shared/schemas/invite';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

describe.each(TEST_DIALECTS)('console invite calls on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  const call = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, path, body, operator.token);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  it('grants the promoter role at a level the member then holds with its rates, and revokes it', async () => {
    const member = await registerMember(t);
    const promote = async () => (await t.call<Promote>('/mybox/user/promote', {}, { token: member.token })).data;
    expect(await promote()).toMatchObject({ level: 1, rates: [500, 200, 100] });

    expect((await call('invites/promoters/save', { userId: member.userId, level: 3, reason: 'streamer partnership' })).code).toBe(100);
    expect(await promote()).toMatchObject({ level: 3, rates: [1000, 400, 200], nextLevel: null });
    expect((await call<ConsolePromoter[]>('invites/promoters')).data.map((promoter) => [promoter.userId, promoter.level])).toContainEqual([member.userId, 3]);

    expect((await call('invites/promoters/save', { userId: member.userId, level: null, reason: 'partnership ended' })).code).toBe(100);
    expect((await promote()).level).toBe(1);
    expect((await call('invites/promoters/save', { userId: 'nobody', level: 2, reason: 'typo' })).code).toBe(ERRORS.INVITE_MEMBER_NOT_FOUND.code);
    expect((await call('invites/promoters/save', { userId: member.userId, level: 9, reason: 'typo' })).code).toBe(ERRORS.INVITE_LEVEL_INVALID.code);
  });

  it('changes a level’s rates within 0–30%, shown to its members', async () => {
    const member = await registerMember(t);
    const saved = await call<InviteRates>('invites/levels/save', { level: 1, rates: [600, 250, 50], reason: 'summer' });
    expect(saved.data).toEqual({ level: 1, effective: 0, rates: [600, 250, 50] });
    expect((await call<InviteRates[]>('invites/levels')).data[0]).toEqual(saved.data);
    expect((await t.call<Promote>('/mybox/user/promote', {}, { token: member.token })).data.rates).toEqual([600, 250, 50]);
    const refused = await consoleCall(t, 'invites/levels/save', { level: 1, rates: [3_001, 0, 0], reason: 'too much', locale: 'cn' }, operator.token);
    expect(refused).toMatchObject({ code: ERRORS.INVITE_RATE_INVALID.code, msg: ERRORS.INVITE_RATE_INVALID.messages.cn });
  });
});
