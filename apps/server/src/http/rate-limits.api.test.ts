import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TEST_DIALECTS } from '../../test/helpers/databases';
import { callFrom, randomIp, registerMember } from '../../test/helpers/members';

/** `/member/updateUserSeed` allows 30 calls a minute. */
const LIMIT = 30;

describe.each(TEST_DIALECTS)('rate limits of member calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const seed = (token: string, ip: string, n: number) => callFrom(t, ip, '/member/updateUserSeed', { userSeed: `seed-${n}` }, token);

  it('count per member: a new address does not reset it, and another member at the same address has their own', async () => {
    const [first, second] = [await registerMember(t), await registerMember(t)];
    const shared = randomIp();
    const answers = [];
    for (let n = 0; n <= LIMIT; n += 1) answers.push((await seed(first.token, randomIp(), n)).code);
    expect(answers.slice(0, LIMIT).every((code) => code === 100)).toBe(true);
    expect(answers[LIMIT]).toBe(ERRORS.RATE_LIMITED.code);
    expect((await seed(first.token, shared, 99)).code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await seed(second.token, shared, 1)).code).toBe(100);
  });
});
