import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { readyPlayer } from '../../../test/helpers/players';

/**
 * What a box open by a member who has opened before costs the database, in statements (on
 * PostgreSQL each is a round trip): the request's own, the balance its announcement reads with the
 * appends (on PostgreSQL their statement's answer), and the item won when no one has asked for it
 * lately. A change that adds one shows here first (docs/performance.md has the table).
 */
const BUDGET = { sqlite: 20, postgres: 8 } as const;

describe.each(TEST_DIALECTS)('the statements of a box open on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it(`stay within ${BUDGET[dialect]}`, async () => {
    const member = await readyPlayer(t, 1_000_000);
    const open = async () => {
      expect((await t.call('/member/openBox', { id: 'recoil', num: 1, requestId: randomUUID() }, { token: member.token })).code).toBe(100);
      // The announcement's read runs after the answer.
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await open();
    const before = t.database.db.statements();
    await open();
    expect(t.database.db.statements() - before).toBeLessThanOrEqual(BUDGET[dialect]);
  });
});
