import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherInstance, createTestApp, type OtherInstance, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember } from '../../../test/helpers/members';
import { devRoom, PRIZES, room } from '../../../test/kits/roll';

describe.each(TEST_DIALECTS)('roll room races on %s', (dialect) => {
  let t: TestApp;
  let other: OtherInstance;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
    other = await createOtherInstance(t, { deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('lets 200 members join at once, each exactly once and in a gap-free order, however often each asks', { timeout: 120_000 }, async () => {
    const id = await devRoom(t, { prizeIds: PRIZES, endsInSeconds: 600 });
    const members = await Promise.all(Array.from({ length: 200 }, () => registerMember(t)));
    const answers = await Promise.all(members.flatMap((member, index) => (index % 10 === 0 ? [member, member] : [member]).map((joiner) => t.call('/member/joinRoom', { id }, { token: joiner.token }))));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(200);
    expect(answers.filter((answer) => answer.code !== 100).map((answer) => answer.code)).toEqual(Array(20).fill(19006));
    const people = (await room(t, id)).people;
    expect(people.map((person) => person.seq)).toEqual(people.map((_, index) => index));
    expect(new Set(people.map((person) => person.userId)).size).toBe(200);
    expect((await room(t, id)).peopleCount).toBe(200);
  });

  it('draws a room once while two instances and a rerun of its job all try', async () => {
    const id = await devRoom(t, { prizeIds: PRIZES, endsInSeconds: 60, robots: 1 });
    const members = await Promise.all([0, 1, 2, 3].map(() => registerMember(t)));
    for (const member of members) await t.call('/member/joinRoom', { id }, { token: member.token });
    now += 61_000;
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    const drawn = await room(t, id);
    expect(drawn.status).toBe('finished');
    await sql`update jobs set status = 'pending', lease_owner = null, lease_until = null where kind = 'roll.draw'`.execute(t.database.db.kysely);
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    expect(await room(t, id)).toEqual(drawn);
    const items = await t.database.db.kysely.selectFrom('backpack_items').select('id').where('source_ref', '=', `roll:${id}`).execute();
    expect(items).toHaveLength(drawn.winners.filter((winner) => !winner.robot).length);
    expect([...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))]).toEqual([]);
  });
});
