import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { SITE_TIME_ZONE } from '@lootbay/shared/constants';
import type { ArenaBattle, ArenaRanking } from '@lootbay/shared/schemas/arena';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { createOtherInstance, createTestApp, type OtherInstance, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { ARENA_AT_ONCE, arenaBoxes, battle, playOut } from '../../../test/kits/arena';

const balance = async (t: TestApp, token: string) => (await t.call<{ coin: number }>('/member/userAsset', {}, { token })).data.coin;

describe.each(TEST_DIALECTS)('arena races on %s', (dialect) => {
  let t: TestApp;
  let boxes: Box[];
  /** A second instance on the same database: its own pool on PostgreSQL, and timers that play each step as soon as it is due. */
  let other: OtherInstance;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: ARENA_AT_ONCE, deps: { clock: () => now, scheduler: { now: () => now } } });
    boxes = await arenaBoxes(t);
    other = await createOtherInstance(t, { env: { SCHEDULER: 'true' }, deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];

  /** Joins through the second instance: its timers start playing the steps at once. */
  const joinOnOther = async (id: string, token: string) => {
    const path = '/api/member/arenaJoin';
    const joined = await other.app.inject({ method: 'POST', url: `${path}?auth_key=${signAuthKey(path, Date.now() / 1000, t.config.authKey)}`, headers: { token }, payload: { sid: 1100, id } });
    expect(joined.json()).toMatchObject({ code: 100 });
  };

  it('gives the last seat to exactly one of 20 racing players; the others are never charged', async () => {
    const box = boxes[0]!;
    const creator = await readyPlayer(t, box.price);
    const racers = await Promise.all(Array.from({ length: 20 }, () => readyPlayer(t, box.price)));
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '2p' }, { token: creator.token })).data;
    const answers = await Promise.all(racers.map((racer) => t.call<ArenaBattle>('/member/arenaJoin', { id: created.id, requestId: randomUUID() }, { token: racer.token })));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 100).every((answer) => answer.code === 18005 || answer.code === 18008)).toBe(true);
    const balances = await Promise.all(racers.map((racer) => balance(t, racer.token)));
    expect(balances.filter((coins) => coins === 0)).toHaveLength(1);
    expect(balances.filter((coins) => coins === box.price)).toHaveLength(19);
    const seated = (await battle(t, created.id)).seats.map((seat) => seat.userId);
    expect(seated).toContain(racers[balances.indexOf(0)]!.userId);
    await playOut(t, created.id);
    expect(await invariants()).toEqual([]);
  });

  it('plays each round and settles a battle once while two schedulers, on-time timers and a rerun of every job all try', async () => {
    const picked = [boxes[0]!, boxes[1]!, boxes[2]!];
    const price = picked.reduce((sum, box) => sum + box.price, 0);
    const alice = await readyPlayer(t, price);
    const bob = await readyPlayer(t, price);
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: picked.map((box) => box.id), mode: '2p' }, { token: alice.token })).data;
    await joinOnOther(created.id, bob.token);
    for (let pass = 0; pass < 50 && (await battle(t, created.id)).status !== 'finished'; pass += 1) {
      await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    }
    const done = await battle(t, created.id);
    expect(done.status).toBe('finished');
    // As if an instance had died after each step and before marking its job done: every job runs again, on both.
    await sql`update jobs set status = 'pending', lease_owner = null, lease_until = null where kind like 'arena.%'`.execute(t.database.db.kysely);
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    expect(await battle(t, created.id)).toEqual(done);
    const settlements = await t.database.db.kysely.selectFrom('plays').select('id').where('game', '=', 'arena').where('game_ref', '=', created.id).where('settles', '=', 1).execute();
    expect(settlements).toHaveLength(1);
    expect(done.seats.flatMap((seat) => seat.items)).toHaveLength(6);
    expect(await invariants()).toEqual([]);
  });

  it('leaves no job to a scheduler when every step ran on time: each dismisses its own as it commits, as the filling does the expiry', async () => {
    const picked = [boxes[0]!, boxes[1]!];
    const price = picked.reduce((sum, box) => sum + box.price, 0);
    const alice = await readyPlayer(t, price);
    const bob = await readyPlayer(t, price);
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: picked.map((box) => box.id), mode: '2p' }, { token: alice.token })).data;
    await joinOnOther(created.id, bob.token);
    for (let wait = 0; wait < 100 && (await battle(t, created.id)).status !== 'finished'; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const done = await battle(t, created.id);
    expect(done.status).toBe('finished');
    expect(done.seats.map((seat) => seat.items.length)).toEqual([2, 2]);
    const jobs = await t.database.db.kysely.selectFrom('jobs').select(['dedupe_key', 'status', 'attempts']).where('dedupe_key', 'like', `arena.%:${created.id}%`).orderBy('dedupe_key').execute();
    expect(jobs).toEqual([
      { dedupe_key: `arena.expire:${created.id}`, status: 'done', attempts: 0 },
      ...[0, 1, 2].map((step) => ({ dedupe_key: `arena.step:${created.id}:${step}`, status: 'done', attempts: 0 })),
    ]);
    expect(await invariants()).toEqual([]);
  });

  // Two instances catch up on every daily task of the site at once: slow on a loaded machine.
  it("pays yesterday's top ranks once at 10:00, however many instances run the task and however often", async () => {
    const players = await Promise.all([0, 1, 2].map(() => readyPlayer(t)));
    // The next 10:00 of the site's day, and the day before it: the day that occurrence pays.
    const today = periodAt('day', SITE_TIME_ZONE, now);
    const payout = now < today.start + 10 * 3600_000 ? today.start + 10 * 3600_000 : today.end + 10 * 3600_000;
    const yesterday = dayOf(SITE_TIME_ZONE, payout - 24 * 3600_000);
    const points = [700_000, 300_000, 50_000];
    await t.database.db.kysely
      .insertInto('arena_rank_points')
      .values(players.map((player, index) => ({ day: yesterday, user_id: player.userId, points: points[index]!, updated_at: now })))
      .execute();
    now = payout + 1_000;
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    await sql`update jobs set status = 'pending', lease_owner = null, lease_until = null where kind = 'cron:arena-rank-prizes'`.execute(t.database.db.kysely);
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    expect(await Promise.all(players.map((player) => balance(t, player.token)))).toEqual([25_800, 9_400, 0]);
    const ranking = (await t.call<ArenaRanking>('/visitor/ornamentRanking', { day: 'yesterday' })).data;
    expect(ranking).toMatchObject({ day: yesterday, paid: true });
    const ours = ranking.list.filter((entry) => players.some((player) => player.userId === entry.userId));
    expect(ours.map((entry) => [entry.userId, entry.prize])).toEqual(players.map((player, index) => [player.userId, [25_800, 9_400, 0][index]]));
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  }, 60_000);
});
