import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskNickname } from '@lootbay/shared/masked-name';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { DailyRanking, MemberStatistics, SiteCounters, TopDrops } from '@lootbay/shared/schemas/statistics';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import type { RegisteredMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { ARENA_AT_ONCE, arenaBoxes, playOut, ROBOT_BEACON_MS } from '../../../test/kits/arena';

/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);
/** The public numbers may be this old (the service's cache). */
const CACHE_MS = 5_000;

describe.each(TEST_DIALECTS)('statistics on %s', (dialect) => {
  let t: TestApp;
  let now = beijing('2026-12-02T20:00:00');
  let recoil: BoxDetail;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: ARENA_AT_ONCE, deps: { clock: () => now, scheduler: { now: () => now } } });
    recoil = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];
  const counters = async () => (await t.call<SiteCounters>('/visitor/index/count')).data;
  const topDrops = async (size = 10, locale = 'en') => (await t.call<TopDrops>('/visitor/listHose', { size }, { locale })).data;
  const ranking = async (day: 'today' | 'yesterday') => (await t.call<DailyRanking>('/visitor/statistical/ranking', { day })).data;
  const mine = async (member: RegisteredMember, locale = 'en') => (await t.call<MemberStatistics>('/mybox/statistical/info', {}, { token: member.token, locale })).data;
  const nickname = async (member: RegisteredMember) => (await t.call<MemberUser>('/member/info', {}, { token: member.token })).data.nickname;
  const open = async (member: RegisteredMember, num: number) => {
    const answer = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num }, { token: member.token });
    expect(answer.code).toBe(100);
    return answer.data.list;
  };
  /** Lets the cached public numbers expire. */
  const later = () => void (now += CACHE_MS);

  it('counts nothing on a fresh site: zeros and empty lists, never invented numbers', async () => {
    expect(await counters()).toEqual({ players: 0, opens: 0, battles: 0, dropped: 0 });
    expect((await topDrops()).list).toEqual([]);
    expect(await ranking('today')).toEqual({ day: '2026-12-02', spenders: [], drops: [] });
    expect(await ranking('yesterday')).toEqual({ day: '2026-12-01', spenders: [], drops: [] });
  });

  it("keeps a member's day by day across midnight in Asia/Shanghai, with totals and the best drop", async () => {
    now = beijing('2026-12-02T23:59:30');
    const member = await readyPlayer(t, recoil.price * 3);
    const fresh = await mine(member);
    expect(fresh).toMatchObject({ opens: 0, spent: 0, won: 0, bestDrop: null });
    expect(fresh.days).toHaveLength(30);
    expect(fresh.days.every((day) => day.opens === 0 && day.spent === 0 && day.won === 0)).toBe(true);

    const beforeMidnight = await open(member, 2);
    now = beijing('2026-12-03T00:00:10');
    const afterMidnight = await open(member, 1);
    const value = (list: typeof beforeMidnight) => list.reduce((sum, result) => sum + result.ornament.price, 0);

    const stats = await mine(member);
    expect(stats).toMatchObject({ opens: 3, spent: recoil.price * 3, won: value(beforeMidnight) + value(afterMidnight) });
    expect(stats.days[0]!.day).toBe('2026-11-04');
    expect(stats.days.at(-1)).toEqual({ day: '2026-12-03', opens: 1, spent: recoil.price, won: value(afterMidnight) });
    expect(stats.days.at(-2)).toEqual({ day: '2026-12-02', opens: 2, spent: recoil.price * 2, won: value(beforeMidnight) });
    expect(stats.days.slice(0, -2).every((day) => day.opens === 0 && day.spent === 0)).toBe(true);

    const best = [...beforeMidnight, ...afterMidnight].sort((a, b) => b.ornament.price - a.ornament.price)[0]!;
    expect(stats.bestDrop).toMatchObject({ boxId: 'recoil', ornament: { id: best.ornament.id, price: best.ornament.price } });
    // The box's name comes in the caller's language.
    expect((await mine(member, 'cn')).bestDrop?.boxName).toBe((await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' }, { locale: 'cn' })).data.name);

  });

  it('counts players, opens and value dropped from what happened, a few seconds late at most', async () => {
    later();
    const before = await counters();
    const member = await readyPlayer(t, recoil.price * 2);
    const opened = await open(member, 2);
    // Within the cache's few seconds the numbers may not have moved yet.
    expect(await counters()).toEqual(before);
    later();
    const after = await counters();
    expect(after).toEqual({ players: before.players + 1, opens: before.opens + 2, battles: before.battles, dropped: before.dropped + opened.reduce((sum, result) => sum + result.ornament.price, 0) });
  });

  it('lists the best drops of the week with masked names, most valuable first', async () => {
    later();
    const { list, since } = await topDrops(50);
    expect(since).toBe(now - 7 * 24 * 60 * 60 * 1000);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((drop) => drop.ornament.price)).toEqual([...list.map((drop) => drop.ornament.price)].sort((a, b) => b - a));
    const member = await readyPlayer(t, recoil.price);
    const [drop] = await open(member, 1);
    later();
    const shown = (await topDrops(50)).list.find((entry) => entry.openId === drop!.openId)!;
    const name = await nickname(member);
    expect(shown).toMatchObject({ boxId: 'recoil', nickname: maskNickname(name), ornament: { id: drop!.ornament.id, price: drop!.ornament.price } });
    expect(shown.nickname).not.toContain(name.slice(1, -1));
    expect(JSON.stringify(shown)).not.toContain(member.userId);
  });

  it("ranks a day's biggest spenders and best drops, today apart from yesterday", async () => {
    now = beijing('2026-12-03T09:00:00');
    const big = await readyPlayer(t, recoil.price * 5);
    await open(big, 5);
    later();
    const today = await ranking('today');
    expect(today.day).toBe('2026-12-03');
    expect(today.spenders[0]).toEqual({ rank: 1, nickname: maskNickname(await nickname(big)), spent: recoil.price * 5 });
    expect(today.spenders.map((row) => row.spent)).toEqual([...today.spenders.map((row) => row.spent)].sort((a, b) => b - a));
    expect(today.spenders.map((row) => row.rank)).toEqual(today.spenders.map((_, index) => index + 1));
    expect(today.drops.map((drop) => drop.ornament.price)).toEqual([...today.drops.map((drop) => drop.ornament.price)].sort((a, b) => b - a));
    expect(today.drops.length).toBeLessThanOrEqual(10);

    // The member of the midnight test spent twice the price on the 2nd: yesterday's list has it, today's does not.
    const yesterday = await ranking('yesterday');
    expect(yesterday.day).toBe('2026-12-02');
    expect(yesterday.spenders.map((row) => row.spent)).toEqual([recoil.price * 2]);
    expect(yesterday.drops).toHaveLength(2);
    expect(yesterday.drops.every((drop) => drop.createdAt < beijing('2026-12-03T00:00:00'))).toBe(true);
  });

  it('counts a finished battle, and its stakes and winnings in the member’s numbers', async () => {
    later();
    const before = await counters();
    const box = (await arenaBoxes(t))[0]!;
    const member = await readyPlayer(t, box.price);
    const created = (await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box.id], mode: '2p' }, { token: member.token })).data;
    await t.call('/member/joinRobot', { id: created.id }, { token: member.token });
    now += ROBOT_BEACON_MS;
    const done = await playOut(t, created.id);
    expect(done.status).toBe('finished');
    later();
    expect((await counters()).battles).toBe(before.battles + 1);
    const stats = await mine(member);
    expect(stats.spent).toBe(box.price);
    expect(stats.won).toBe(done.seats[0]!.won);
    // Battle openings are the arena's, not box opens.
    expect(stats.opens).toBe(0);
    expect(await invariants()).toEqual([]);
  });

  it('agrees with the opens of many members opening at once', async () => {
    later();
    const before = await counters();
    const members = await Promise.all(Array.from({ length: 12 }, () => readyPlayer(t, recoil.price * 2)));
    const opened = await Promise.all(members.map((member) => open(member, 2)));
    later();
    const after = await counters();
    const dropped = opened.flat().reduce((sum, result) => sum + result.ornament.price, 0);
    expect(after).toEqual({ players: before.players + 12, opens: before.opens + 24, battles: before.battles, dropped: before.dropped + dropped });
    const stats = await Promise.all(members.map((member) => mine(member)));
    stats.forEach((own, index) => expect(own).toMatchObject({ opens: 2, spent: recoil.price * 2, won: opened[index]!.reduce((sum, result) => sum + result.ornament.price, 0) }));
    expect(await invariants()).toEqual([]);
  });

  it('moves the chart and the week of top drops with the calendar, and keeps the totals', async () => {
    // The clock only moves forward here: what was cached stays until its time is up.
    now = beijing('2026-12-10T10:00:00');
    const member = await readyPlayer(t, recoil.price);
    await open(member, 1);
    const stats = await mine(member);
    expect(stats.days[0]!.day).toBe('2026-11-11');
    expect(stats.days.at(-1)).toMatchObject({ day: '2026-12-10', opens: 1 });
    // Every earlier drop is more than a week old now; only today's is listed, and every open still counts.
    const { list } = await topDrops(50);
    expect(list.map((drop) => drop.boxId)).toEqual(['recoil']);
    expect(list[0]!.createdAt).toBe(now);
    expect((await counters()).opens).toBeGreaterThan(1);
  });

  it('refuses bad input with the catalogue and a member call without a session', async () => {
    expect((await t.call('/mybox/statistical/info')).code).toBe(10001);
    expect((await t.call('/visitor/listHose', { size: 0 }, { locale: 'cn' })).msg).toBe('数据异常');
    expect((await t.call('/visitor/listHose', { size: 51 })).code).toBe(20000);
    expect((await t.call('/visitor/listHose', { size: 'ten' })).code).toBe(20000);
    expect((await t.call('/visitor/statistical/ranking', { day: 'tomorrow' }, { locale: 'br' })).msg).toBe('Dados anormais');
  });
});

describe('masked names', () => {
  it('keep the first and last character, whole characters only', () => {
    expect(maskNickname('玩家123456')).toBe('玩***6');
    expect(maskNickname('Ana')).toBe('A***a');
    expect(maskNickname('Li')).toBe('L***');
    expect(maskNickname('X')).toBe('X***');
    expect(maskNickname('')).toBe('***');
    expect(maskNickname('😀abc😀')).toBe('😀***😀');
  });
});
