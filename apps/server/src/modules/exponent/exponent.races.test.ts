import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExponentPurchase, ExponentRound } from '@lootbay/shared/schemas/exponent';
import { createOtherInstance, createTestApp, type OtherInstance, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { boxList, choose, clockDeps, data, ROUND_MS, SETTLES_WITHIN_MS, rounds, runDue, startRounds, type TestClock } from '../../../test/kits/exponent';

async function balance(t: TestApp, token: string): Promise<number> {
  return (await data(t.call<{ coin: number }>('/member/userAsset', {}, { token }))).coin;
}

describe.each(TEST_DIALECTS)('exponent races on %s', (dialect) => {
  let t: TestApp;
  let other: OtherInstance;
  const clock: TestClock = { now: Date.now() };
  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];

  beforeAll(async () => {
    const options = clockDeps(clock);
    t = await createTestApp(dialect, options);
    other = await createOtherInstance(t, { deps: options.deps });
    await startRounds(t, clock);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('lets a member buy exactly the limit when every box is asked for at once, three times each, on two instances', async () => {
    const { list: offers, roundLimit } = await boxList(t);
    const member = await readyPlayer(t, 1_000_000);
    const before = await balance(t, member.token);
    const apps = [t.app, other.app];
    const answers = await Promise.all(
      offers.flatMap((offer, index) =>
        [0, 1, 2].map(async (copy) => {
          const app = apps[(index + copy) % 2]!;
          const response = await app.inject({
            method: 'POST',
            url: '/api/exponential/choiceBox',
            headers: { token: member.token },
            payload: { boxId: offer.boxId, direction: copy % 2 === 0 ? 'rise' : 'fall', requestId: randomUUID() },
            query: { auth_key: signAuthKey('/api/exponential/choiceBox', Date.now() / 1000, t.config.authKey) },
          });
          return response.json() as { code: number; data: ExponentPurchase };
        }),
      ),
    );
    const bought = answers.filter((answer) => answer.code === 100).map((answer) => answer.data);
    expect(bought).toHaveLength(roundLimit);
    expect(new Set(bought.map((purchase) => purchase.box.id)).size).toBe(roundLimit);
    expect(answers.filter((answer) => answer.code !== 100).every((answer) => answer.code === 23003 || answer.code === 23004)).toBe(true);
    expect(before - (await balance(t, member.token))).toBe(bought.reduce((sum, purchase) => sum + purchase.price, 0));
    expect(await invariants()).toEqual([]);
  });

  it('gives 60 members buying at once a gap-free purchase order, and a retried request one purchase', async () => {
    const offer = (await boxList(t)).list[1]!;
    const members = await Promise.all(Array.from({ length: 60 }, () => readyPlayer(t, 50_000)));
    const answers = await Promise.all(
      members.flatMap((member, index) => {
        const requestId = randomUUID();
        const once = () => choose(t, member.token, { boxId: offer.boxId, direction: index % 2 === 0 ? 'rise' : 'fall', requestId });
        return index % 5 === 0 ? [once(), once()] : [once()];
      }),
    );
    expect(answers.every((answer) => answer.code === 100)).toBe(true);
    const { current } = await rounds(t);
    const people = await data(t.call<{ list: ExponentPurchase[]; total: number }>('/exponential/userList', { size: 100 }));
    expect(people.list.map((purchase) => purchase.seq)).toEqual(people.list.map((_, index) => index));
    expect(people.total).toBe(current!.buyers);
    expect(new Set(people.list.map((purchase) => purchase.id)).size).toBe(people.list.length);
  });

  it('settles a round once while two instances and a rerun of its jobs all try', async () => {
    const { current } = await rounds(t);
    clock.now = Math.ceil(clock.now / ROUND_MS) * ROUND_MS + SETTLES_WITHIN_MS;
    await Promise.all([runDue(t), (async () => void (await other.app.scheduler.runDueOnce()))()]);
    const settled = (await rounds(t, { issue: current!.issue })).list[0]! as ExponentRound;
    expect(settled.status).toBe('settled');
    await sql`update jobs set status = 'pending', lease_owner = null, lease_until = null where kind = 'exponent.settle' or kind = 'cron:exponent.rounds'`.execute(t.database.db.kysely);
    await Promise.all([runDue(t), other.app.scheduler.runDueOnce()]);
    expect((await rounds(t, { issue: current!.issue })).list[0]).toEqual(settled);
    const settles = await t.database.db.kysely.selectFrom('plays').select('id').where('game', '=', 'exponent').where('game_ref', '=', current!.issue).where('settles', '=', 1).execute();
    expect(settles).toHaveLength(1);
    expect(await invariants()).toEqual([]);
  });
});
