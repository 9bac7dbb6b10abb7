import { randomUUID } from 'node:crypto';
import { firstRoundAfter, verifyBeaconRound, type BeaconInfo } from '@lootbay/shared/fairness/beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { sha256Hex } from '@lootbay/shared/fairness/roll';
import { rollRoomWinners } from '@lootbay/shared/fairness/roll-room';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { signInFamily } from '../../../test/helpers/families';
import { latestSmsCode, registerMember } from '../../../test/helpers/members';
import { giveItems, readyPlayer } from '../../../test/helpers/players';
import { devRoom, PRIZES, room } from '../../../test/kits/roll';

describe.each(TEST_DIALECTS)('roll rooms on %s', (dialect) => {
  let t: TestApp;
  let now = Date.now();
  const later = async (ms: number) => {
    now += ms;
    await runAllDue(t.app);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];

  it('draws a house room at its end: each prize to a different participant by its roll, members get theirs, robots give theirs back; anyone can check it', async () => {
    const id = await devRoom(t, { prizeIds: PRIZES, endsInSeconds: 60, robots: 2 });
    const members = await Promise.all([0, 1, 2].map(() => registerMember(t)));
    for (const [index, member] of members.entries()) {
      const joined = await t.call<RollRoomDetail>('/member/joinRoom', { id }, { token: member.token });
      expect(joined.code).toBe(100);
      // The answer is the room as the member joined it.
      expect(joined.data).toMatchObject({ joined: true, peopleCount: 3 + index, status: 'in_progress', winners: [], eligibility: { eligible: true } });
      expect(joined.data.people.map((person) => person.userId)).toContain(member.userId);
    }
    const open = await room(t, id, members[0]!.token);
    expect(open).toMatchObject({ status: 'in_progress', peopleCount: 5, joined: true, clientSeed: null, secret: null, winners: [] });
    expect(open.people.map((person) => person.robot)).toEqual([true, true, false, false, false]);

    await later(61_000);
    const drawn = await room(t, id);
    expect(drawn.status).toBe('finished');
    const participants = drawn.people.map((person) => person.id);
    // The draw took the first beacon round published after the room closed, signed by the beacon's key.
    const beacon = (await t.call<BeaconInfo>('/visitor/fairness/beacon')).data;
    expect(drawn.beacon!.round).toBe(firstRoundAfter(beacon, drawn.endsAt));
    expect(await verifyBeaconRound(beacon, drawn.beacon!)).toBe(true);
    expect(drawn.clientSeed).toBe(`${participants.join(',')}:${drawn.beacon!.value}`);
    expect(await sha256Hex(drawn.secret! + drawn.salt!)).toBe(drawn.publicHash);
    const points = await Promise.all(drawn.prizes.map((prize) => gameRollPoint({ secret: drawn.secret!, clientSeed: drawn.clientSeed!, round: 0, index: prize.position })));
    expect(drawn.winners.map((winner) => winner.rollPoint)).toEqual(points);
    expect(drawn.winners.map((winner) => winner.participantId)).toEqual(rollRoomWinners(participants, points));
    expect(new Set(drawn.winners.map((winner) => winner.participantId)).size).toBe(PRIZES.length);
    for (const winner of drawn.winners) {
      expect(winner.robot).toBe(winner.userId === null);
      expect(winner.backpackItemId === null).toBe(winner.robot);
      if (!winner.userId) continue;
      const member = members.find((entry) => entry.userId === winner.userId)!;
      const held = (await t.call<InventoryPage>('/member/getMyInventory', { size: 20 }, { token: member.token })).data.list;
      expect(held.find((item) => item.id === winner.backpackItemId)).toMatchObject({ sourceType: 6, price: winner.item.price });
    }
    // Each member who won is written once, in their language; a member who won nothing is not.
    for (const member of members) {
      const inbox = (await t.call<{ list: InboxMessageView[] }>('/mybox/user/msg/list', { page: 1, size: 10, locale: 'en' }, { token: member.token })).data.list;
      const won = drawn.winners.filter((winner) => winner.userId === member.userId);
      expect(inbox.filter((message) => message.title === 'You won a prize')).toHaveLength(won.length);
    }
    expect((await t.call('/member/joinRoom', { id }, { token: (await registerMember(t)).token })).code).toBe(19003);
    expect(await invariants()).toEqual([]);
  });

  it('says why a member may not join, and what is missing', async () => {
    const member = await registerMember(t);
    const join = (id: string, body: Record<string, unknown> = {}) => t.call('/member/joinRoom', { id, ...body }, { token: member.token, locale: 'cn' });
    const later = await devRoom(t, { prizeIds: PRIZES.slice(0, 1), endsInSeconds: 600, startsInSeconds: 300 });
    expect(await join(later)).toMatchObject({ code: 19002, msg: '房间尚未开始' });
    const locked = await devRoom(t, { prizeIds: PRIZES.slice(0, 1), endsInSeconds: 600, password: 'open sesame' });
    expect((await join(locked, { password: 'nope' })).code).toBe(19004);
    expect((await join(locked)).code).toBe(19004);
    expect((await join(locked, { password: 'open sesame' })).code).toBe(100);
    expect((await join(locked, { password: 'open sesame' })).code).toBe(19006);
    const regulars = await devRoom(t, { prizeIds: PRIZES.slice(0, 1), endsInSeconds: 600, conditions: { registeredDays: 3, spend: { period: 'day', amount: 5_000 } } });
    expect(await join(regulars)).toMatchObject({ code: 19005, msg: '领取条件暂未达成', data: { registeredDays: 3, spend: 5_000 } });
    const listed = (await t.call<{ list: { id: string; eligibility: { eligible: boolean; missing: unknown } | null }[] }>('/visitor/rollRoomList', { size: 50 }, { token: member.token })).data.list;
    expect(listed.find((entry) => entry.id === regulars)?.eligibility).toMatchObject({ eligible: false, missing: { registeredDays: 3, spend: 5_000 } });
    expect((await t.call<{ list: { eligibility: unknown }[] }>('/visitor/rollRoomList', { size: 50 })).data.list.every((entry) => entry.eligibility === null)).toBe(true);
    expect((await join('no-such-room')).code).toBe(19001);
    expect((await t.call('/visitor/rollRoomDetail', { id: 'no-such-room' })).code).toBe(19001);
  });

  it('keeps a person to one place in a room: a sub-account may not join beside its owner', async () => {
    const owner = await readyPlayer(t);
    const [sub] = await signInFamily({ call: (path, body, token) => t.call(path, body, token ? { token } : {}), latestSms: (mobile) => latestSmsCode(t, mobile) }, owner, 1);
    const id = await devRoom(t, { prizeIds: PRIZES.slice(0, 1), endsInSeconds: 600 });
    expect((await t.call('/member/joinRoom', { id }, { token: owner.token })).code).toBe(100);
    expect(await t.call('/member/joinRoom', { id }, { token: sub!.token, locale: 'en' })).toMatchObject({ code: 19011, msg: 'Another of your accounts has already joined this room' });
    expect((await room(t, id)).peopleCount).toBe(1);
  });

  it("gives a member's own items away at the draw, or hands them back when nobody joined", async () => {
    const owner = await readyPlayer(t);
    const prizes = await giveItems(t, owner.userId, [
      { ornamentId: PRIZES[0]!, price: 1_200 },
      { ornamentId: PRIZES[1]!, price: 800 },
    ]);
    const create = (itemIds: string[]) => t.call<RollRoomDetail>('/member/createRoom', { title: 'My roll', itemIds, endsAt: now + 10 * 60_000, requestId: randomUUID() }, { token: owner.token });
    const empty = (await create([prizes[1]!])).data;
    const full = await create([prizes[0]!]);
    expect(full.code).toBe(100);
    expect(full.data).toMatchObject({ official: false, creatorId: owner.userId, prizeValue: 1_200 });
    expect((await t.call('/member/joinRoom', { id: full.data.id }, { token: owner.token })).code).toBe(19007);
    expect((await t.call('/member/createRoom', { title: 'Again', itemIds: [prizes[0]!], endsAt: now + 10 * 60_000 }, { token: owner.token })).code).toBe(13203);
    expect((await t.call('/member/createRoom', { title: 'Soon', itemIds: [prizes[0]!], endsAt: now + 60_000 }, { token: owner.token })).code).toBe(19009);
    const guest = await registerMember(t);
    await t.call('/member/joinRoom', { id: full.data.id }, { token: guest.token });
    await later(11 * 60_000);
    const inventory = async (token: string) => (await t.call<InventoryPage>('/member/getMyInventory', { size: 20, status: [0, 1, 3] }, { token })).data.list;
    const owned = await inventory(owner.token);
    expect(owned.find((item) => item.id === prizes[0])?.status).toBe(3);
    expect(owned.find((item) => item.id === prizes[1])?.status).toBe(0);
    const won = (await room(t, full.data.id)).winners[0]!;
    expect(won).toMatchObject({ userId: guest.userId, robot: false });
    expect((await inventory(guest.token)).find((item) => item.id === won.backpackItemId)).toMatchObject({ status: 0, price: 1_200 });
    expect((await room(t, empty.id)).winners).toEqual([]);
    expect(await invariants()).toEqual([]);
  });

  it('lists rooms with their state, joined and official filters, people in join order and prizes with winners', async () => {
    const member = await registerMember(t);
    const id = await devRoom(t, { prizeIds: PRIZES, endsInSeconds: 900 });
    await t.call('/member/joinRoom', { id }, { token: member.token });
    const page = (await t.call<{ list: { id: string; status: string; endsAt: number }[]; total: number; page: number; size: number }>('/visitor/rollRoomList', { page: 1, size: 2 })).data;
    expect(page).toMatchObject({ page: 1, size: 2 });
    expect(page.total).toBeGreaterThan(2);
    const joined = (await t.call<{ list: { id: string; joined: boolean }[] }>('/visitor/rollRoomList', { joined: true, size: 50 }, { token: member.token })).data.list;
    expect(joined.map((entry) => entry.id)).toEqual([id]);
    expect((await t.call<{ list: { official: boolean }[] }>('/visitor/rollRoomList', { official: false, size: 50 })).data.list.every((entry) => !entry.official)).toBe(true);
    const finished = (await t.call<{ list: { status: string }[] }>('/visitor/rollRoomList', { status: 'finished', size: 50 })).data.list;
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((entry) => entry.status === 'finished')).toBe(true);
    const people = (await t.call<{ list: { userId: string; seq: number }[]; total: number }>('/visitor/rollRoomPeople', { id })).data;
    expect(people).toMatchObject({ total: 1, list: [{ userId: member.userId, seq: 0 }] });
    const prizes = (await t.call<{ position: number; winner: unknown }[]>('/visitor/rollRoomOrnaments', { id })).data;
    expect(prizes.map((prize) => [prize.position, prize.winner])).toEqual(PRIZES.map((_, index) => [index, null]));
  });
});
