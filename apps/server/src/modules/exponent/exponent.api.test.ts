import { firstRoundAfter, verifyBeaconRound, type BeaconInfo } from '@lootbay/shared/fairness/beacon';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { exponentIndexAfter } from '@lootbay/shared/fairness/exponent';
import { sha256Hex } from '@lootbay/shared/fairness/roll';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { ExponentBagPage, ExponentHistory, ExponentOpen, ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember } from '../../../test/helpers/members';
import { openSocket } from '../../../test/helpers/socket-client';
import { readyPlayer } from '../../../test/helpers/players';
import { boxList, choose, clockDeps, data, ROUND_MS, SETTLES_WITHIN_MS, rounds, runDue, standing, startRounds, type TestClock } from '../../../test/kits/exponent';

describe.each(TEST_DIALECTS)('the exponent game on %s', (dialect) => {
  let t: TestApp;
  const clock: TestClock = { now: Date.now() };
  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];
  const nextRound = async () => {
    clock.now = Math.ceil(clock.now / ROUND_MS) * ROUND_MS + SETTLES_WITHIN_MS;
    await runDue(t);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, clockDeps(clock));
    await startRounds(t, clock);
  });
  afterAll(() => t.close());

  it('offers weapon boxes with index boxes whose pairing returns 85%–95%, three purchases a round', async () => {
    const offers = await boxList(t);
    expect(offers.roundLimit).toBe(3);
    expect(offers.list.length).toBe(6);
    for (const offer of offers.list) {
      expect(offer.returnRate).toBeGreaterThanOrEqual(8_500);
      expect(offer.returnRate).toBeLessThanOrEqual(9_500);
      expect(offer.indexBox.id).toBe(`exponent-${offer.boxId}`);
    }
    const index = (await data(t.call<{ kind: number; categoryId: string }>('/visitor/getBoxInfo', { id: offers.list[0]!.indexBox.id }))) as { kind: number; categoryId: string };
    expect(index).toMatchObject({ kind: 4, categoryId: 'exponent' });
    const listed = (await data(t.call<{ list: { id: string }[] }>('/visitor/list/box', { size: 100 }))).list;
    expect(listed.some((box) => box.id.startsWith('exponent-'))).toBe(false);
  });

  it('buys into the round in play, final once paid, up to the limit; settles it provably: a match gives an index box, a miss graffiti', async () => {
    const offers = (await boxList(t)).list;
    const member = await readyPlayer(t, 100_000);
    const other = await readyPlayer(t, 100_000);
    const { current } = await rounds(t);
    expect(current).toMatchObject({ status: 'open', result: null, secret: null, salt: null, clientSeed: null });
    expect(current!.publicHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current!.committedAt).toBeLessThan(current!.startsAt);
    const issue = current!.issue;

    const rise = await choose(t, member.token, { boxId: offers[0]!.boxId, direction: 'rise', issue });
    expect(rise.code).toBe(100);
    expect(rise.data).toMatchObject({ issue, seq: 0, direction: 'rise', price: offers[0]!.price, outcome: 'pending', userSeed: null });
    const fall = await choose(t, other.token, { boxId: offers[0]!.boxId, direction: 'fall' });
    expect(fall.data.seq).toBe(1);
    expect(await choose(t, member.token, { boxId: offers[0]!.boxId, direction: 'fall' })).toMatchObject({ code: 23003, msg: 'Purchases cannot be changed' });
    expect((await choose(t, member.token, { boxId: offers[1]!.boxId, direction: 'fall' })).code).toBe(100);
    expect((await choose(t, member.token, { boxId: offers[2]!.boxId, direction: 'rise' })).code).toBe(100);
    expect(await choose(t, member.token, { boxId: offers[3]!.boxId, direction: 'rise' })).toMatchObject({ code: 23004, msg: 'Reached the maximum number of times' });
    const cn = await t.call('/exponential/choiceBox', { boxId: offers[3]!.boxId, direction: 'rise' }, { token: member.token, locale: 'cn' });
    expect(cn.msg).toBe('已达到最大次数');
    expect((await choose(t, other.token, { boxId: offers[1]!.boxId, direction: 'rise', issue: '202001010001' })).code).toBe(23001);
    expect((await choose(t, other.token, { boxId: 'no-such-box', direction: 'rise' })).code).toBe(23002);
    expect((await choose(t, other.token, { boxId: offers[1]!.boxId, direction: 'up' as 'rise' })).code).toBe(23005);
    const third = await readyPlayer(t, 10_000);
    const replayed = () => t.call<ExponentPurchase>('/exponential/choiceBox', { boxId: offers[0]!.boxId, direction: 'rise', requestId: 'replayed-request' }, { token: third.token });
    const replay = await replayed();
    expect(replay.code).toBe(100);
    // A retry answers the purchase the first made, as it is read now.
    expect(await replayed()).toEqual(replay);

    const mine = await standing(t, member.token);
    expect(mine.purchases.map((purchase) => purchase.box.id)).toEqual(offers.slice(0, 3).map((offer) => offer.boxId));
    expect(mine.round?.buyers).toBe(5);
    const buyers = await data(t.call<{ list: ExponentPurchase[]; total: number }>('/exponential/userList', {}));
    expect(buyers.total).toBe(5);
    expect(buyers.list.map((purchase) => purchase.seq)).toEqual([0, 1, 2, 3, 4]);

    await nextRound();
    const settled = (await rounds(t, { issue })).list[0]!;
    expect(settled.status).toBe('settled');
    expect(await sha256Hex(settled.secret! + settled.salt!)).toBe(settled.publicHash);
    const order = (await data(t.call<{ list: ExponentPurchase[] }>('/exponential/userList', { issue }))).list;
    expect(order.every((purchase) => purchase.userSeed !== null)).toBe(true);
    // The round took the first beacon round published after it ended, signed by the beacon's key.
    const beacon = (await t.call<BeaconInfo>('/visitor/fairness/beacon')).data;
    expect(settled.beacon!.round).toBe(firstRoundAfter(beacon, settled.endsAt));
    expect(await verifyBeaconRound(beacon, settled.beacon!)).toBe(true);
    expect(settled.clientSeed).toBe(`${issue}:${order.map((purchase) => purchase.userSeed).join(',')}:${settled.beacon!.value}`);
    const point = await gameRollPoint({ secret: settled.secret!, clientSeed: settled.clientSeed!, round: 0, index: 0 });
    expect(settled.rollPoint).toBe(point);
    expect(settled.result).toBe(point <= 50_000 ? 'rise' : 'fall');
    expect(settled.index).toBe(exponentIndexAfter(settled.openIndex, point));

    const history = await data(t.call<ExponentHistory>('/exponential/openHistory', { kind: 'purchase' }, { token: member.token }));
    expect(history.kind).toBe('purchase');
    const bag = await data(t.call<ExponentBagPage>('/exponential/userBag', {}, { token: member.token }));
    const inventory = (await data(t.call<InventoryPage>('/member/getMyInventory', { size: 50 }, { token: member.token }))).list;
    for (const purchase of history.list as ExponentPurchase[]) {
      const matched = purchase.direction === settled.result;
      expect(purchase.outcome).toBe(matched ? 'matched' : 'missed');
      if (matched) expect(bag.list.find((entry) => entry.id === purchase.id)).toMatchObject({ issue, openedAt: null, box: { id: purchase.indexBox.id } });
      else expect(inventory.find((item) => item.id === purchase.graffiti!.backpackItemId)).toMatchObject({ sourceType: 2, price: purchase.graffiti!.price });
    }
    expect(bag.held).toBe((history.list as ExponentPurchase[]).filter((purchase) => purchase.outcome === 'matched').length);

    const winner = bag.held > 0 ? member : other;
    const box = (await data(t.call<ExponentBagPage>('/exponential/userBag', { status: 'held' }, { token: winner.token }))).list[0]!;
    const open = await t.call<ExponentOpen>('/exponential/openKeyBox', { id: box.id, requestId: 'open-index-box' }, { token: winner.token });
    expect(open.code).toBe(100);
    expect(await t.call('/exponential/openKeyBox', { id: box.id, requestId: 'open-index-box' }, { token: winner.token })).toEqual(open);
    expect((await t.call('/exponential/openKeyBox', { id: box.id }, { token: winner.token })).code).toBe(23007);
    expect((await t.call('/exponential/openKeyBox', { id: box.id }, { token: (winner === member ? other : member).token })).code).toBe(23006);
    const detail = await data(t.call<{ ornaments: { id: string; rollFrom: number; rollTo: number }[] }>('/visitor/getBoxInfo', { id: box.box.id, version: box.box.oddsVersion }));
    const owning = detail.ornaments.find((item) => open.data.rollPoint >= item.rollFrom && open.data.rollPoint <= item.rollTo);
    expect(owning?.id).toBe(open.data.ornament.id);
    const proof = await data(t.call<{ kind: string; rollPoint: number; outcome: string; oddsId: string }>('/visitor/rollProof', { id: open.data.rollId }));
    expect(proof).toMatchObject({ kind: 'pair', rollPoint: open.data.rollPoint, outcome: open.data.ornament.id, oddsId: `box:${box.box.id}@${box.box.oddsVersion}` });
    const opens = await data(t.call<ExponentHistory>('/exponential/openHistory', {}, { token: winner.token }));
    expect(opens).toMatchObject({ kind: 'open', total: 1 });
    expect(await invariants()).toEqual([]);
  });

  it('settles a round nobody bought into on the issue alone, and moves the index from the one before', async () => {
    const { current } = await rounds(t);
    await nextRound();
    const [settled] = (await rounds(t, { issue: current!.issue })).list;
    expect(settled).toMatchObject({ status: 'settled', buyers: 0, clientSeed: `${current!.issue}::${settled!.beacon!.value}` });
    const before = (await rounds(t, { page: 1, size: 2 })).list;
    expect(before[0]!.openIndex).toBe(before[1]!.index);
    expect(await invariants()).toEqual([]);
  });

  it('shows visitors the round and the buyers, and asks them to sign in to buy', async () => {
    const visitor = await standing(t);
    expect(visitor).toMatchObject({ purchases: [], held: 0, roundLimit: 3 });
    expect(visitor.round?.status).toBe('open');
    const offer = (await boxList(t)).list[0]!;
    expect((await t.call('/exponential/choiceBox', { boxId: offer.boxId, direction: 'rise' })).code).toBe(10001);
    const unverified = await registerMember(t);
    expect((await t.call('/exponential/choiceBox', { boxId: offer.boxId, direction: 'rise', requestId: randomUUID() }, { token: unverified.token })).code).not.toBe(100);
    expect((await t.call('/exponential/list', { issue: '209901010001' })).code).toBe(23008);
  });

  it('tells every socket of the purchases (a second’s together) and each settlement, with the result and the index after it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test app is not listening');
    const socket = await openSocket(`ws://127.0.0.1:${address.port}/ws`);
    const { current } = await rounds(t);
    const event = (change: string) =>
      socket.take((text) => text.includes('"exponent_round"') && text.includes(`"change":"${change}"`) && text.includes(`"issue":"${current!.issue}"`)).then((text) => (JSON.parse(text) as { data: Record<string, unknown> }).data);
    const member = await readyPlayer(t, 10_000);
    await choose(t, member.token, { boxId: (await boxList(t)).list[0]!.boxId, direction: 'fall' });
    expect(await event('bought')).toMatchObject({ issue: current!.issue, buyers: 1, result: null });
    await nextRound();
    const settled = (await rounds(t, { issue: current!.issue })).list[0]!;
    expect(await event('settled')).toMatchObject({ issue: current!.issue, result: settled.result, index: settled.index, buyers: 1 });
    await socket.close();
  });
});
