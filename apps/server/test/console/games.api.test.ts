import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_ROBOTS } from '@lootbay/shared/robots';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import type { ConsoleBattlePage, ConsoleReport, ConsoleReportPage, ConsoleRobot, ConsoleRollRoomPage, FreeBoxesOverview } from '@lootbay/shared/schemas/console-games';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DIALECTS } from '../helpers/databases';
import { readyPlayer } from '../helpers/players';
import { isType, openSocket } from '../helpers/socket-client';
import { robotForSeat } from '../../src/modules/arena/arena.robots';
import { arenaBoxes } from '../kits/arena';
import { PRIZES } from '../kits/roll';
import { reportedBattle } from '../kits/console-samples/games';
import { consoleCall, signedInOperator, type TestOperator } from '../kits/console';

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('the games desk of the console on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  const call = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, path, body, operator.token);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  it('renames a robot: players see the new name and picture in a battle filled with robots, and its seed is unchanged', async () => {
    const [box] = await arenaBoxes(t);
    const member = await readyPlayer(t, box!.price);
    const created = await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box!.id], mode: '2p', requestId: randomUUID() }, { token: member.token });
    expect(created.code).toBe(100);
    const robot = robotForSeat(created.data.publicHash, 1);

    const renamed = await call<ConsoleRobot>('games/robots/update', { id: robot.id, nickname: '  Captain 7 ', avatar: '/api/avatar/captain.webp', reason: 'event names' });
    expect(renamed.code).toBe(100);
    expect(renamed.data).toMatchObject({ id: robot.id, nickname: 'Captain 7', avatar: '/api/avatar/captain.webp', seed: robot.seed, edited: true });

    const filled = await t.call<ArenaBattle>('/member/joinRobot', { id: created.data.id }, { token: member.token });
    expect(filled.code).toBe(100);
    expect(filled.data.seats[1]).toMatchObject({ robot: true, userId: null, nickname: 'Captain 7', robotAvatar: '/api/avatar/captain.webp', userSeed: robot.seed });
    expect(filled.data.seats[0]).toMatchObject({ robot: false, robotAvatar: null });

    const listed = (await t.call<{ id: string; nickname: string; avatar: string | null; seed: string }[]>('/web/user/robot/list')).data;
    expect(listed.map((entry) => entry.id)).toEqual(HOUSE_ROBOTS.map((entry) => entry.id));
    expect(listed.find((entry) => entry.id === robot.id)).toEqual({ id: robot.id, nickname: 'Captain 7', avatar: '/api/avatar/captain.webp', seed: robot.seed });

    const battles = (await call<ConsoleBattlePage>('games/battles', { size: 50 })).data;
    expect(battles.list.find((battle) => battle.id === created.data.id)?.seats[1]).toMatchObject({ robotId: robot.id, robot: true, nickname: 'Captain 7' });

    // Without a picture given the picture stays; null removes it.
    expect((await call<ConsoleRobot>('games/robots/update', { id: robot.id, nickname: 'Captain 8', reason: 'typo' })).data.avatar).toBe('/api/avatar/captain.webp');
    expect((await call<ConsoleRobot>('games/robots/update', { id: robot.id, nickname: 'Captain 8', avatar: null, reason: 'no picture' })).data.avatar).toBeNull();
    const robots = (await call<ConsoleRobot[]>('games/robots')).data;
    expect(robots.find((entry) => entry.id === robot.id)).toMatchObject({ nickname: 'Captain 8', avatar: null, edited: true });
    expect(robots.filter((entry) => entry.id !== robot.id).every((entry) => HOUSE_ROBOTS.some((shipped) => shipped.id === entry.id && shipped.nickname === entry.nickname))).toBe(true);
  });

  it("refuses robots' names players could not have, unsafe pictures and unknown robots, changing nothing", async () => {
    const before = (await call<ConsoleRobot[]>('games/robots')).data;
    const update = (body: Record<string, unknown>) => call('games/robots/update', { id: 'robot-2', nickname: 'Orion', reason: 'rename', ...body });
    expect((await update({ nickname: 'Bot fuck' })).code).toBe(11022);
    expect((await update({ nickname: 'Bot-Orion' })).code).toBe(21402);
    expect((await update({ nickname: 'A very long robot name' })).code).toBe(21402);
    expect((await update({ nickname: '' })).code).toBe(21402);
    expect((await update({ avatar: 'https://elsewhere.example/a.png' })).code).toBe(21403);
    expect((await update({ avatar: '//elsewhere.example/a.png' })).code).toBe(21403);
    expect((await update({ id: 'robot-99' })).code).toBe(21401);
    expect((await call<ConsoleRobot[]>('games/robots')).data).toEqual(before);
  });

  it('lists a report, records its review once and refuses a second; a new report by the member reopens it', async () => {
    const { battleId, reportId, member } = await reportedBattle(t, 'suspicious luck');
    const open = (await call<ConsoleReportPage>('games/reports', { state: 'open', size: 100 })).data;
    expect(open.list.find((report) => report.id === reportId)).toMatchObject({ battleId, reason: 'suspicious luck', state: 'open', outcome: null, reviewedAt: null });
    const reported = (await call<ConsoleBattlePage>('games/battles', { reported: true, size: 100 })).data;
    expect(reported.list.find((battle) => battle.id === battleId)?.reportCount).toBe(1);
    expect((await call<ConsoleBattlePage>('games/battles', { reported: false, size: 100 })).data.list.some((battle) => battle.id === battleId)).toBe(false);

    const review = await call<ConsoleReport>('games/reports/review', { id: reportId, outcome: 'upheld', reason: 'the seats were one person' });
    expect(review.code).toBe(100);
    expect(review.data).toMatchObject({ id: reportId, state: 'reviewed', outcome: 'upheld', reviewedBy: operator.account, reviewReason: 'the seats were one person' });
    const audit = (await consoleCall<AuditPage>(t, 'audit', { action: 'games/reports/review', target: `report:${reportId}` }, (await signedInOperator(t, 'owner')).token)).data;
    expect(audit.total).toBe(1);

    const again = await call('games/reports/review', { id: reportId, outcome: 'dismissed', reason: 'second look' });
    expect(again.code).toBe(21405);
    expect((await call('games/reports/review', { id: `${battleId}:nobody`, outcome: 'dismissed', reason: 'none' })).code).toBe(21404);
    expect((await call('games/reports/review', { id: 'no-separator', outcome: 'dismissed', reason: 'none' })).code).toBe(21404);
    const reviewed = (await call<ConsoleReportPage>('games/reports', { state: 'reviewed', size: 100 })).data;
    expect(reviewed.list.find((report) => report.id === reportId)).toMatchObject({ outcome: 'upheld', reviewedBy: operator.account });
    expect((await call<ConsoleReportPage>('games/reports', { state: 'open', size: 100 })).data.list.some((report) => report.id === reportId)).toBe(false);

    expect((await t.call('/member/arenaReport', { id: battleId, reason: 'and again' }, { token: member.token })).code).toBe(100);
    expect((await call<ConsoleReportPage>('games/reports', { state: 'open', size: 100 })).data.list.find((report) => report.id === reportId)).toMatchObject({ reason: 'and again', state: 'open', outcome: null });
  });

  it('opens a house roll room that players list with its prizes and robots, announced once committed', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = await openSocket(`ws://127.0.0.1:${port}/ws`);
    const endsAt = Date.now() + HOUR_MS;
    const created = await call<{ id: string; prizeCount: number; prizeValue: number }>('games/roll-rooms/create', {
      title: 'Console roll',
      prizeIds: PRIZES,
      endsAt,
      robots: 2,
      conditions: { registeredDays: 0, spend: { period: 'day', amount: 100 } },
      reason: 'weekend event',
    });
    expect(created.code).toBe(100);
    const { id } = created.data;
    expect(created.data.prizeCount).toBe(PRIZES.length);

    const event = JSON.parse(await socket.take((text) => isType('roll_room')(text) && (JSON.parse(text) as { data: { id: string } }).data.id === id)) as { data: { change: string; peopleCount: number } };
    expect(event.data).toMatchObject({ change: 'created', peopleCount: 2 });
    await socket.close();

    const list = (await t.call<{ list: { id: string; title: string; official: boolean; prizeCount: number; prizeValue: number }[] }>('/visitor/rollRoomList', { official: true, size: 100 })).data.list;
    expect(list.find((room) => room.id === id)).toMatchObject({ title: 'Console roll', official: true, prizeCount: PRIZES.length, prizeValue: created.data.prizeValue });
    const detail = (await t.call<RollRoomDetail>('/visitor/rollRoomDetail', { id })).data;
    expect(detail.prizes.map((prize) => prize.id)).toEqual(PRIZES);
    expect(detail).toMatchObject({ endsAt, status: 'in_progress', robotsAllowed: true, conditions: { spend: { period: 'day', amount: 100 } } });
    expect(detail.people.map((person) => ({ robot: person.robot, id: person.id }))).toEqual(HOUSE_ROBOTS.slice(0, 2).map((robot) => ({ robot: true, id: robot.id })));

    // The room's robots show the names operators gave them.
    expect((await call('games/robots/update', { id: HOUSE_ROBOTS[0]!.id, nickname: 'Host Vega', reason: 'rename' })).code).toBe(100);
    expect((await t.call<RollRoomDetail>('/visitor/rollRoomDetail', { id })).data.people[0]).toMatchObject({ robot: true, nickname: 'Host Vega' });

    const rooms = (await call<ConsoleRollRoomPage>('games/roll-rooms', { size: 100 })).data;
    expect(rooms.list.find((room) => room.id === id)).toMatchObject({ kind: 'house', creatorId: null, prizeCount: PRIZES.length, peopleCount: 2, status: 'in_progress', endsAt });
  });

  it('refuses a room whose end is not after its start and now, or too far, or with unknown prizes, opening nothing', async () => {
    const total = async () => (await call<ConsoleRollRoomPage>('games/roll-rooms', { size: 1 })).data.total;
    const before = await total();
    const now = Date.now();
    const create = (body: Record<string, unknown>) => call('games/roll-rooms/create', { title: 'Bad room', prizeIds: PRIZES, endsAt: now + HOUR_MS, reason: 'test', ...body });
    expect((await create({ endsAt: now - 1000 })).code).toBe(21406);
    expect((await create({ startsAt: now + 2 * HOUR_MS })).code).toBe(21406);
    expect((await create({ endsAt: now + 40 * 24 * HOUR_MS })).code).toBe(21406);
    expect((await create({ prizeIds: ['no-such-item'] })).code).toBe(19008);
    expect((await create({ prizeIds: [] })).code).toBe(19008);
    expect((await create({ title: '' })).code).toBe(19010);
    expect(await total()).toBe(before);
  });

  it('shows the free level boxes, hidden ones too, and the activities settings', async () => {
    await t.database.db.kysely.updateTable('boxes').set({ visible: 0 }).where('id', '=', 'free-10').execute();
    const overview = (await call<FreeBoxesOverview>('games/free-boxes')).data;
    expect(overview.boxes.map((box) => [box.id, box.level, box.visible])).toEqual([
      ['free-1', 1, true],
      ['free-5', 5, true],
      ['free-10', 10, false],
    ]);
    expect(overview.boxes[0]!.name.en).toBe('Level 1 free box');
    expect(overview.rechargeAwards[0]).toEqual({ tier: 0, recharged: 10_000, award: 500 });
    expect(overview.boards[0]).toMatchObject({ id: 'weekly-bingo', period: 'week' });
    expect(overview.boards[0]!.steps[1]).toEqual({ step: 2, opens: 3, rewardBoxId: 'free-1' });
    expect(overview.pray.winPoints).toBeGreaterThan(0);
  });

  it('lets a support agent read games but not change them', async () => {
    const support = await signedInOperator(t, 'support');
    expect((await consoleCall(t, 'games/battles', {}, support.token)).code).toBe(100);
    expect((await consoleCall(t, 'games/robots/update', { id: 'robot-3', nickname: 'Lyra', reason: 'x' }, support.token)).code).toBe(21004);
  });
});
