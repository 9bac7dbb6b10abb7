import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERCENTAGE_RTP } from '@lootbay/shared/constants';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { percentageChance, playableTargetPrices, stakeForChance } from '@lootbay/shared/fairness/percentage';
import { rollPoint } from '@lootbay/shared/fairness/roll';
import type { InventoryPage } from '@lootbay/shared/schemas/backpack';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import type { ResetUserKey, RollProof } from '@lootbay/shared/schemas/fairness';
import type { PercentOdds, PercentPlay, PercentTargets } from '@lootbay/shared/schemas/percentage';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { registerMember } from '../../../test/helpers/members';
import { giveItems, readyPlayer } from '../../../test/helpers/players';
import { createWalletService, type WalletService } from '../wallet/wallet.service';

describe.each(TEST_DIALECTS)('the percentage game on %s', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let target: Ornament;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    wallet = createWalletService({ db: t.database.db });
    const targets = (await t.call<PercentTargets>('/mybox/open/on_open_draw', { page: 1, size: 100, sort: 'price_asc' })).data;
    // A target of some 100 coins: a 50% play then stakes about 53 coins.
    target = targets.list.find((item) => item.price >= 10_000) ?? targets.list.at(-1)!;
  });
  afterAll(() => t.close());

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants))];
  const inventory = async (token: string, status?: number[]) => (await t.call<InventoryPage>('/member/getMyInventory', { size: 100, ...(status ? { status } : {}) }, { token })).data.list;

  /** A player holding two items worth together what a `chance` play on the target stakes. */
  async function playerWithStake(chance: number) {
    const member = await readyPlayer(t);
    const value = stakeForChance(chance, target.price, PERCENTAGE_RTP);
    const ids = await giveItems(t, member.userId, [
      { ornamentId: target.id, price: Math.floor(value / 2) },
      { ornamentId: target.id, price: value - Math.floor(value / 2) },
    ]);
    return { member, ids, value };
  }

  it('lists targets by price with the published return, graffiti never among them', async () => {
    const ascending = (await t.call<PercentTargets>('/mybox/open/on_open_draw', { page: 1, size: 50, sort: 'price_asc' })).data;
    expect(ascending.rtp).toBe(9500);
    // Only targets a play can reach: 3 coins at 75% reach a price of 3.80 coins.
    expect(ascending.list[0]!.price).toBeGreaterThanOrEqual(playableTargetPrices(PERCENTAGE_RTP).min);
    expect(playableTargetPrices(PERCENTAGE_RTP)).toEqual({ min: 380, max: 76_000_000 });
    expect(ascending.total).toBeGreaterThan(100);
    expect(ascending.list.map((item) => item.price)).toEqual([...ascending.list.map((item) => item.price)].sort((a, b) => a - b));
    const descending = (await t.call<PercentTargets>('/mybox/open/on_open_draw', { page: 1, size: 50, sort: 'price_desc' })).data;
    expect(descending.list[0]!.price).toBeGreaterThanOrEqual(descending.list.at(-1)!.price);
    const all = (await t.call<PercentTargets>('/mybox/open/on_open_draw', { page: 1, size: 100, keyword: 'graffiti' })).data;
    expect(all.total).toBe(0);
    const ak = (await t.call<PercentTargets>('/mybox/open/on_open_draw', { page: 1, size: 100, keyword: 'ak-47' })).data;
    expect(ak.total).toBeGreaterThan(0);
    expect(ak.list.every((item) => item.weapon === 'AK-47')).toBe(true);
  });

  it('refuses, with the spec’s messages and changing nothing, a play without a target, a stake or a chance out of range', async () => {
    const member = await readyPlayer(t, 1_000_000);
    const [item] = await giveItems(t, member.userId, [{ ornamentId: target.id, price: 500 }]);
    const play = (body: Record<string, unknown>, locale = 'en') => t.call('/member/percentBox', body, { token: member.token, locale });

    expect(await play({ coins: 1000 }, 'cn')).toMatchObject({ code: 15001, msg: '请先选择饰品' });
    expect((await play({ targetId: target.id })).code).toBe(15005);
    expect((await play({ targetId: target.id, coins: 299 })).code).toBe(15003);
    expect((await play({ targetId: target.id, coins: 800_001 })).code).toBe(15003);
    expect((await play({ targetId: target.id, coins: 1000, ids: Array.from({ length: 9 }, (_, n) => `item-${n}`) })).code).toBe(15004);
    const tooLikely = await play({ targetId: target.id, coins: target.price });
    expect(tooLikely).toMatchObject({ code: 15002, msg: 'The chance must be between 1% and 75%' });
    expect((tooLikely.data as { chance: number }).chance).toBe(percentageChance(target.price, target.price, PERCENTAGE_RTP));
    const dearest = (await t.call<PercentTargets>('/mybox/open/on_open_draw', { page: 1, size: 1, sort: 'price_desc' })).data.list[0]!;
    expect((await play({ targetId: dearest.id, coins: 300 })).code).toBe(15002);
    expect((await play({ targetId: 'orn-9561-sealed', coins: 1000 })).code).toBe(15006);
    expect((await play({ targetId: 'nope', coins: 1000 })).code).toBe(13007);
    expect((await play({ targetId: target.id, coins: '1000' })).code).not.toBe(100);

    // The item is given back whole when the play is refused after taking it.
    expect((await play({ targetId: target.id, coins: target.price, ids: [item!] })).code).toBe(15002);
    expect((await t.call('/member/collectOrnament', { id: item, collect: 1 }, { token: member.token })).code).toBe(100);
    expect((await play({ targetId: target.id, coins: 3000, ids: [item!] })).code).toBe(13202);
    const other = await readyPlayer(t);
    const [othersItem] = await giveItems(t, other.userId, [{ ornamentId: target.id, price: 500 }]);
    expect((await play({ targetId: target.id, coins: 3000, ids: [othersItem!] })).code).toBe(13201);

    expect(await wallet.balance(member.userId, 'coin')).toBe(1_000_000);
    expect((await inventory(member.token)).map((entry) => [entry.id, entry.status])).toEqual([[item, 0]]);
    expect(await invariants()).toEqual([]);
  });

  it('needs a session and an adult, verified member', async () => {
    expect((await t.call('/member/percentBox', { targetId: target.id, coins: 1000 })).code).toBe(10001);
    const unverified = await registerMember(t);
    expect((await t.call('/member/percentBox', { targetId: target.id, coins: 1000 }, { token: unverified.token })).code).toBe(11055);
  });

  it('plays two items at about 50%: one roll decides, the items are used up, the prize is in the backpack, and /fair can check it all', async () => {
    const { member, ids, value } = await playerWithStake(5000);
    const answer = await t.call<PercentPlay>('/member/percentBox', { targetId: target.id, coins: 0, ids, requestId: randomUUID() }, { token: member.token });
    expect(answer.code).toBe(100);
    const played = answer.data;
    expect(played.stakeValue).toBe(value);
    expect(played.chance).toBe(percentageChance(value, target.price, PERCENTAGE_RTP));
    expect(played.chance).toBeGreaterThanOrEqual(5000);
    expect(played.win).toBe(played.rollPoint <= played.chance * 10);
    expect(played.item.id).toBe(played.win ? target.id : played.item.id);
    if (!played.win) expect(played.item.weaponType).toBe('graffiti');
    expect(played.target).toMatchObject({ id: target.id, price: target.price });

    const held = await inventory(member.token, [0, 3]);
    expect(held.filter((item) => ids.includes(item.id)).map((item) => item.status)).toEqual([3, 3]);
    const prize = held.find((item) => item.id === played.item.backpackItemId)!;
    expect(prize).toMatchObject({ status: 0, origin: 6, price: played.item.price });

    // The proof: the odds table hashes to the hash recorded with the roll, and its range holds the item.
    const proof = (await t.call<RollProof>('/visitor/rollProof', { id: played.rollId })).data;
    const odds = (await t.call<PercentOdds>('/visitor/percentOdds', { id: played.playId })).data;
    expect(proof).toMatchObject({ game: 'percentage', oddsId: played.oddsId, oddsHash: played.oddsHash, outcome: played.item.id, rollPoint: played.rollPoint });
    expect(await oddsHash(odds)).toBe(played.oddsHash);
    expect(odds.entries[0]).toMatchObject({ from: 1, to: played.chance * 10, itemId: target.id, price: target.price });
    expect(odds.entries.find((entry) => entry.from <= played.rollPoint && played.rollPoint <= entry.to)?.itemId).toBe(played.item.id);
    const reset = (await t.call<ResetUserKey>('/member/resetUserKey', {}, { token: member.token })).data;
    expect(await rollPoint({ secret: reset.secretHash, userSeed: played.userSeed, round: played.round })).toBe(played.rollPoint);

    const history = (await t.call<{ list: PercentPlay[]; total: number }>('/mybox/box/box_open_list', { page: 1, size: 10 }, { token: member.token })).data;
    expect(history.total).toBe(1);
    expect(history.list[0]).toEqual(played);
    expect(await invariants()).toEqual([]);
  });

  it('stakes coins: they are taken once, earn experience, and a retry of the request answers the first play', async () => {
    const member = await readyPlayer(t, 100_000);
    const coins = stakeForChance(2500, target.price, PERCENTAGE_RTP);
    const body = { targetId: target.id, coins, ids: [], requestId: randomUUID() };
    const first = await t.call<PercentPlay>('/member/percentBox', body, { token: member.token });
    const again = await t.call<PercentPlay>('/member/percentBox', body, { token: member.token });
    expect(first.code).toBe(100);
    expect(again).toEqual(first);
    expect(first.data).toMatchObject({ coins, stakeValue: coins, ids: [] });
    expect((await t.call('/member/percentBox', { ...body, coins: coins + 1 }, { token: member.token })).code).toBe(14001);
    expect(await wallet.balance(member.userId, 'coin')).toBe(100_000 - coins);
    expect((await wallet.level(member.userId)).experience).toBe(Math.floor(coins / 100));
    // The chance on screen is held to: a play at another one is refused and changes nothing.
    const moved = await t.call('/member/percentBox', { targetId: target.id, coins, chance: first.data.chance + 1, requestId: randomUUID() }, { token: member.token });
    expect(moved).toMatchObject({ code: 15008, data: { chance: first.data.chance } });
    expect((await t.call('/member/percentBox', { targetId: target.id, coins, chance: first.data.chance, requestId: randomUUID() }, { token: member.token })).code).toBe(100);
    expect(await wallet.balance(member.userId, 'coin')).toBe(100_000 - 2 * coins);
    expect(await invariants()).toEqual([]);
  });

  it('lets one item ride in one game only, however many plays and forges race for it', async () => {
    const { member, ids } = await playerWithStake(5000);
    const forgeMate = (await giveItems(t, member.userId, [{ ornamentId: target.id, price: 5000 }]))[0]!;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => t.call<PercentPlay>('/member/percentBox', { targetId: target.id, coins: 0, ids, requestId: randomUUID() }, { token: member.token })),
      ...Array.from({ length: 3 }, () => t.call('/member/compound', { ids: [ids[0], forgeMate], requestId: randomUUID() }, { token: member.token })),
    ]);
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 100).every((answer) => answer.code === 13203)).toBe(true);
    expect(await invariants()).toEqual([]);
  });
});
