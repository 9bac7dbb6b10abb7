import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARENA_WAIT_MS } from '@lootbay/shared/constants';
import { clientSeedOf, gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { sha256Hex } from '@lootbay/shared/fairness/roll';
import { tieBreakWinner } from '@lootbay/shared/fairness/arena';
import type { ArenaBattle, ArenaPage } from '@lootbay/shared/schemas/arena';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { Box, BoxDetail } from '@lootbay/shared/schemas/catalog';
import { createCatalogService } from '../catalog/catalog.service';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { signInFamily } from '../../../test/helpers/families';
import { latestSmsCode, sendDeviceSeed } from '../../../test/helpers/members';
import { grantCoins, readyPlayer } from '../../../test/helpers/players';
import { ARENA_AT_ONCE, arenaBoxes, battle, playOut } from '../../../test/kits/arena';

const balance = async (t: TestApp, token: string) => (await t.call<{ coin: number }>('/member/userAsset', {}, { token })).data.coin;

describe.each(TEST_DIALECTS)('arena battles on %s', (dialect) => {
  let t: TestApp;
  let boxes: Box[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: ARENA_AT_ONCE });
    boxes = await arenaBoxes(t);
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];

  it('plays a 2-player battle round by round: each seat opens every box, the winner takes every item, and every roll checks out', async () => {
    const picked = [boxes[0]!, boxes[1]!, boxes[0]!, boxes[2]!];
    const price = picked.reduce((sum, box) => sum + box.price, 0);
    const alice = await readyPlayer(t, price * 2);
    const bob = await readyPlayer(t, price);
    const created = await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: picked.map((box) => box.id), mode: '2p', requestId: randomUUID() }, { token: alice.token });
    expect(created.code).toBe(100);
    expect(created.data).toMatchObject({ status: 'waiting', mode: '2p', price, rounds: 0, clientSeed: null, secret: null });
    expect(created.data.seats.map((seat) => seat.userId)).toEqual([alice.userId, null]);
    expect(await balance(t, alice.token)).toBe(price);

    const joined = await t.call<ArenaBattle>('/member/arenaJoin', { id: created.data.id, requestId: randomUUID() }, { token: bob.token });
    expect(joined.code).toBe(100);
    expect(joined.data.status).toBe('ready');
    expect(joined.data.clientSeed).toBe(await clientSeedOf(joined.data.seats.map((seat) => seat.userSeed!)));
    expect(await balance(t, bob.token)).toBe(0);

    const done = await playOut(t, created.data.id);
    expect(done.status).toBe('finished');
    expect(done.rounds).toBe(4);
    expect(done.winners).toHaveLength(1);
    const [winner, loser] = done.winners[0] === 0 ? [done.seats[0]!, done.seats[1]!] : [done.seats[1]!, done.seats[0]!];
    expect(winner.total).toBeGreaterThanOrEqual(loser.total);
    expect(winner).toMatchObject({ result: 'victory', won: winner.total + loser.total });
    expect(loser).toMatchObject({ result: 'defeat', won: 0 });

    // Everything anyone needs to check the battle: the commitment, the client seed and each roll.
    expect(await sha256Hex(done.secret! + done.salt!)).toBe(done.publicHash);
    for (const seat of done.seats) {
      expect(seat.items.map((item) => item.round)).toEqual([0, 1, 2, 3]);
      for (const item of seat.items) {
        expect(await gameRollPoint({ secret: done.secret!, clientSeed: done.clientSeed!, round: item.round, index: seat.seat })).toBe(item.rollPoint);
        const box = done.boxes[item.round]!;
        const odds = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: box.id, version: box.oddsVersion })).data;
        expect(odds.ornaments.find((entry) => entry.rollFrom <= item.rollPoint && item.rollPoint <= entry.rollTo)?.id).toBe(item.id);
      }
    }

    const winnerToken = winner.userId === alice.userId ? alice.token : bob.token;
    const loserToken = winner.userId === alice.userId ? bob.token : alice.token;
    const held = (await t.call<InventoryPage>('/member/getMyInventory', { size: 50, status: [0, 1, 3] }, { token: winnerToken })).data.list;
    expect(held.filter((item) => item.status === 0)).toHaveLength(8);
    expect(held.every((item) => item.origin === 5)).toBe(true);
    const lost = (await t.call<InventoryPage>('/member/getMyInventory', { size: 50, status: [0, 1, 3] }, { token: loserToken })).data.list;
    expect(lost.map((item) => item.status)).toEqual([3, 3, 3, 3]);

    const mine = (await t.call<ArenaPage>('/member/arena/mine', {}, { token: loserToken })).data;
    expect(mine.list.map((entry) => entry.id)).toContain(done.id);
    const victories = (await t.call<ArenaPage>('/member/arenaVictoryHistory', {}, { token: winnerToken })).data;
    expect(victories.list.map((entry) => entry.id)).toEqual([done.id]);
    expect((await t.call<ArenaPage>('/member/arenaVictoryHistory', {}, { token: loserToken })).data.total).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('fills empty seats with robots paid by the house; what a robot wins goes back to the house', async () => {
    const box = boxes[0]!;
    const member = await readyPlayer(t, box.price * 2);
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id, box.id], mode: '2v2' }, { token: member.token })).data;
    const robots = (await t.call<ArenaBattle>('/member/joinRobot', { id: created.id }, { token: member.token })).data;
    expect(robots.status).toBe('ready');
    expect(robots.seats.map((seat) => seat.robot)).toEqual([false, true, true, true]);
    expect(robots.seats.map((seat) => seat.team)).toEqual([0, 0, 1, 1]);
    const listed = (await t.call<{ id: string; seed: string }[]>('/web/user/robot/list', {})).data;
    for (const seat of robots.seats.slice(1)) expect(listed.some((robot) => robot.seed === seat.userSeed && seat.nickname)).toBe(true);

    const done = await playOut(t, created.id);
    expect(done.status).toBe('finished');
    const me = done.seats[0]!;
    const held = (await t.call<InventoryPage>('/member/getMyInventory', { size: 50, status: [0, 3] }, { token: member.token })).data.list;
    if (done.winners.includes(0)) {
      // Two winners share the losers' items: the member takes its own and its share; the robot's share stays with the house.
      expect(me.won).toBe(held.filter((item) => item.status === 0).reduce((sum, item) => sum + item.price, 0));
      expect(me.won + done.seats[1]!.won).toBe(done.seats.reduce((sum, seat) => sum + seat.total, 0));
    } else {
      expect(held.map((item) => item.status)).toEqual([3, 3]);
    }
    expect(await invariants()).toEqual([]);
  });

  it('breaks a tie with one more provable roll, shown as such', async () => {
    const catalog = createCatalogService({ db: t.database.db });
    const ornament = (await catalog.ornaments(['orn-366-bs'], 'en')).get('orn-366-bs')!;
    const id = `tie-box-${dialect}`;
    await catalog.createBox({ id, name: { cn: '平局', br: 'Empate', en: 'Tie' }, image: boxes[0]!.image, categoryId: boxes[0]!.categoryId, price: Math.ceil(ornament.price / 0.9), currency: 'coin', kind: 0, level: 0, sort: 0 }, [{ ornamentId: ornament.id, points: 100_000 }]);
    const alice = await readyPlayer(t, 1_000_000);
    const bob = await readyPlayer(t, 1_000_000);
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [id], mode: '2p' }, { token: alice.token })).data;
    await t.call('/member/arenaJoin', { id: created.id }, { token: bob.token });
    const done = await playOut(t, created.id);
    expect(done.seats[0]!.total).toBe(done.seats[1]!.total);
    expect(done.tieBreak).toMatchObject({ teams: [0, 1], round: 1 });
    expect(await gameRollPoint({ secret: done.secret!, clientSeed: done.clientSeed!, round: 1, index: 0 })).toBe(done.tieBreak!.rollPoint);
    expect(done.winners).toEqual([tieBreakWinner(done.tieBreak!.rollPoint, [0, 1])]);
    expect(await invariants()).toEqual([]);
  });

  it('refunds the creator who cancels before anyone joins, and refuses a cancel after', async () => {
    const box = boxes[0]!;
    const alice = await readyPlayer(t, box.price * 3);
    const bob = await readyPlayer(t, box.price);
    const first = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '3p' }, { token: alice.token })).data;
    expect((await t.call('/member/arenaCancel', { id: first.id }, { token: bob.token })).code).toBe(18009);
    const cancelled = await t.call<ArenaBattle>('/member/arenaCancel', { id: first.id }, { token: alice.token });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await balance(t, alice.token)).toBe(box.price * 3);
    expect((await t.call('/member/arenaCancel', { id: first.id }, { token: alice.token })).code).toBe(18008);
    expect((await t.call('/member/arenaJoin', { id: first.id }, { token: bob.token })).code).toBe(18008);

    const second = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '3p' }, { token: alice.token })).data;
    await t.call('/member/arenaJoin', { id: second.id }, { token: bob.token });
    expect((await t.call('/member/arenaCancel', { id: second.id }, { token: alice.token })).code).toBe(18010);
    expect(await invariants()).toEqual([]);
  });

  it('cancels a battle nobody fills within 30 minutes and refunds every seat once', async () => {
    let now = Date.now();
    const clocked = await createTestApp(dialect, { env: ARENA_AT_ONCE, deps: { clock: () => now, scheduler: { now: () => now } } });
    try {
      const box = (await arenaBoxes(clocked))[0]!;
      const alice = await readyPlayer(clocked, box.price);
      const bob = await readyPlayer(clocked, box.price);
      const created = (await clocked.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '3p' }, { token: alice.token })).data;
      await clocked.call('/member/arenaJoin', { id: created.id }, { token: bob.token });
      await clocked.app.scheduler.runDueOnce();
      expect((await battle(clocked, created.id)).status).toBe('waiting');
      now += ARENA_WAIT_MS + 1;
      await clocked.app.scheduler.runDueOnce();
      await clocked.app.scheduler.runDueOnce();
      expect((await battle(clocked, created.id)).status).toBe('cancelled');
      expect(await balance(clocked, alice.token)).toBe(box.price);
      expect(await balance(clocked, bob.token)).toBe(box.price);
      expect([...(await ledgerViolations(clocked.database.db.kysely)), ...(await gameViolations(clocked.database.db.kysely, clocked.app.invariants))]).toEqual([]);
    } finally {
      await clocked.close();
    }
  });

  it('refuses what the rules forbid with the spec message, charging nothing', async () => {
    const box = boxes[0]!;
    const member = await readyPlayer(t, box.price * 10);
    const add = (body: Record<string, unknown>) => t.call('/member/arenaAdd', body, { token: member.token, locale: 'cn' });
    expect(await add({ boxIds: Array(9).fill(box.id), mode: '2p' })).toMatchObject({ code: 18002, msg: '请选择 1-8 个箱子' });
    expect((await add({ boxIds: [], mode: '2p' })).code).toBe(18002);
    expect((await add({ boxIds: [box.id], mode: '4p' })).code).toBe(18011);
    expect((await add({ boxIds: ['no-such-box'], mode: '2p' })).code).toBe(13001);
    for (let count = 0; count < 5; count += 1) expect((await add({ boxIds: [box.id], mode: '2p' })).code).toBe(100);
    expect(await add({ boxIds: [box.id], mode: '2p' })).toMatchObject({ code: 18004 });
    expect(await balance(t, member.token)).toBe(box.price * 5);
    const poor = await readyPlayer(t, 0);
    expect((await t.call('/member/arenaAdd', { boxIds: [box.id], mode: '2p' }, { token: poor.token })).code).toBe(40001);
    const open = (await t.call<ArenaPage>('/visitor/arenaListWeb', { status: 'waiting', mode: '2p', size: 50 })).data.list.find((entry) => entry.creatorId === member.userId)!;
    expect((await t.call('/member/arenaJoin', { id: open.id }, { token: member.token })).code).toBe(18007);
    expect((await t.call('/member/arenaJoin', { id: open.id }, { token: poor.token })).code).toBe(40001);
    expect((await t.call('/member/arenaJoin', { id: 'nothing' }, { token: poor.token })).code).toBe(18001);
    expect((await t.call('/visitor/arenaDetail', { id: 'nothing' })).code).toBe(18001);
    expect((await t.call('/member/arenaReport', { id: open.id, reason: '' }, { token: poor.token })).code).toBe(18012);
    expect((await t.call('/member/arenaReport', { id: open.id, reason: 'odd seat' }, { token: poor.token })).data).toEqual({ id: open.id, reported: true });
    expect((await t.call('/member/arenaReport', { id: open.id, reason: 'my own' }, { token: member.token })).code).toBe(18014);
    expect(await invariants()).toEqual([]);
  });

  it('keeps a person to one seat: a sub-account may not sit against its owner', async () => {
    const box = boxes[0]!;
    const owner = await readyPlayer(t, box.price);
    const [sub] = await signInFamily({ call: (path, body, token) => t.call(path, body, token ? { token } : {}), latestSms: (mobile) => latestSmsCode(t, mobile) }, owner, 1);
    await sendDeviceSeed(t, sub!.token);
    await grantCoins(t, sub!.userId, box.price);
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '3p' }, { token: owner.token })).data;
    expect(await t.call('/member/arenaJoin', { id: created.id }, { token: sub!.token, locale: 'en' })).toMatchObject({ code: 18013, msg: 'Another of your accounts is already in this battle' });
    expect(await balance(t, sub!.token)).toBe(box.price);
  });

  it('answers a retried create or join with the first result and charges once', async () => {
    const box = boxes[0]!;
    const alice = await readyPlayer(t, box.price * 2);
    const bob = await readyPlayer(t, box.price * 2);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '2p', requestId }, { token: alice.token })));
    expect(a!.data.id).toBe(b!.data.id);
    expect(await balance(t, alice.token)).toBe(box.price);
    const joinId = randomUUID();
    const joins = await Promise.all([0, 1].map(() => t.call<ArenaBattle>('/member/arenaJoin', { id: a!.data.id, requestId: joinId }, { token: bob.token })));
    expect(joins.map((join) => join.code)).toEqual([100, 100]);
    expect(await balance(t, bob.token)).toBe(box.price);
    expect((await t.call('/member/arenaJoin', { id: a!.data.id, requestId: joinId, seat: 1 }, { token: bob.token })).code).toBe(14001);
    await playOut(t, a!.data.id);
    expect(await invariants()).toEqual([]);
  });

  it('lists battles with filters and pages, the pk-room views over them, watches and the ranking', async () => {
    const box = boxes[0]!;
    const watcher = await readyPlayer(t);
    const page = (await t.call<ArenaPage>('/visitor/arenaListWeb', { page: 1, size: 3 })).data;
    expect(page).toMatchObject({ page: 1, size: 3 });
    expect(page.list.length).toBeLessThanOrEqual(3);
    expect(page.total).toBeGreaterThan(3);
    const finished = (await t.call<ArenaPage>('/mybox/room/pk/list', { status: 'finished', size: 50 })).data.list;
    expect(finished.every((entry) => entry.status === 'finished' && entry.secret !== null)).toBe(true);
    const cheap = (await t.call<ArenaPage>('/visitor/arenaListWeb', { maxPrice: box.price, size: 50 })).data.list;
    expect(cheap.every((entry) => entry.price <= box.price)).toBe(true);
    const one = finished[0]!;
    expect((await t.call<ArenaBattle>('/mybox/room/pk/info', { id: one.id })).data).toEqual(one);
    const items = (await t.call<{ seat: number }[]>('/mybox/room/pk/user/ornament', { id: one.id })).data;
    expect(items).toHaveLength(one.seats.reduce((sum, seat) => sum + seat.items.length, 0));
    await t.call('/member/arena/watch', { id: one.id }, { token: watcher.token });
    expect((await t.call<ArenaPage>('/member/arena/watch/list', {}, { token: watcher.token })).data.list.map((entry) => entry.id)).toEqual([one.id]);

    const ranking = (await t.call<{ day: string; list: { userId: string; points: number; rank: number }[] }>('/visitor/ornamentRanking', { day: 'today' })).data;
    expect(ranking.list.length).toBeGreaterThan(0);
    expect(ranking.list.map((entry) => entry.rank)).toEqual(ranking.list.map((_, index) => index + 1));
    const points = ranking.list.map((entry) => entry.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    const leader = ranking.list[0]!;
    const won = finished.flatMap((entry) => entry.seats).filter((seat) => seat.userId === leader.userId).reduce((sum, seat) => sum + seat.won, 0);
    expect(leader.points).toBe(won);
  });
});
