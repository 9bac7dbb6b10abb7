import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRIEVAL_TIMINGS } from '@lootbay/shared/constants';
import { ERRORS } from '@lootbay/shared/errors';
import { ITEM_STATUS, type BackpackItem, type InventoryPage } from '@lootbay/shared/schemas/backpack';
import { SELL_STATUS, SHIPPING_STATUS, type Retrieval } from '@lootbay/shared/schemas/retrieval';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { readyPlayer } from '../../../test/helpers/players';
import { retrievalViolations } from '../../../test/helpers/retrievals';
import { COURSE, FAST_MARKET, followToEnd, retrievals, retriever, tradeLink } from '../../../test/kits/retrieval';

describe.each(TEST_DIALECTS)('retrieval to Steam on %s', (dialect) => {
  const clock = { now: Date.now() };
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: FAST_MARKET, deps: { clock: () => clock.now, scheduler: { now: () => clock.now } } });
  });
  afterAll(() => t.close());

  const takeBack = (token: string, body: Record<string, unknown>) => t.call<{ list: Retrieval[] }>('/member/takeBack', body, { token });
  const item = async (token: string, id: string) => (await t.call<BackpackItem>('/member/getUserOrnamentInfo', { id }, { token })).data;
  const clean = async () => expect([...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants)), ...(await retrievalViolations(t.database.db.kysely))]).toEqual([]);

  it('refuses a member without a trade link, a link that is not a trade link, a favourite and what is not theirs', async () => {
    const member = await readyPlayer(t);
    const { items } = await retriever(t, 1, COURSE.deliver);
    expect((await takeBack(member.token, { ids: items })).code).toBe(ERRORS.STEAM_BIND_REQUIRED.code);
    expect((await takeBack(member.token, { ids: items })).msg).toBe(ERRORS.STEAM_BIND_REQUIRED.messages.en);

    const owner = await retriever(t, 2, COURSE.deliver);
    expect((await takeBack(owner.member.token, { ids: items })).code).toBe(ERRORS.ITEM_NOT_FOUND.code);
    await t.call('/member/collectOrnament', { id: owner.items[0] }, { token: owner.member.token });
    const favourite = await takeBack(owner.member.token, { ids: owner.items });
    expect(favourite.code).toBe(ERRORS.ITEM_COLLECTED.code);
    // All or none: the other item did not move either.
    expect((await item(owner.member.token, owner.items[1]!)).status).toBe(ITEM_STATUS.normal);

    // The bound link is read again at the take-back, here and not at Steam: one that is no trade link is refused.
    await t.database.db.kysely.updateTable('users').set({ trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=9999999999&token=Ab3dE_9x' }).where('id', '=', owner.member.userId).execute();
    expect((await takeBack(owner.member.token, { ids: [owner.items[1]] })).code).toBe(ERRORS.TRADE_URL_INVALID.code);
    await t.database.db.kysely.updateTable('users').set({ trade_url: tradeLink(COURSE.deliver) }).where('id', '=', owner.member.userId).execute();
    expect((await takeBack(owner.member.token, { ids: [] })).code).toBe(ERRORS.DATA_ABNORMAL.code);
    await clean();
  });

  it('delivers: each item goes 0 → 10 → 11 while its retrieval moves through the spec statuses', async () => {
    const { member, items } = await retriever(t, 2, COURSE.deliver);
    const answer = await takeBack(member.token, { ids: items });
    expect(answer.code).toBe(100);
    expect(answer.data.list.map((entry) => [entry.itemId, entry.sellStatus, entry.shippingStatus, entry.outcome])).toEqual(
      [...items].sort().map((id) => [id, SELL_STATUS.awaitingQuote, SHIPPING_STATUS.sendingQuote, null]),
    );
    const first = answer.data.list[0]!;
    expect(first.cancellable).toBe(true);
    expect(first.expected).toEqual({ from: first.stateSince + RETRIEVAL_TIMINGS.quote.min, to: first.stateSince + RETRIEVAL_TIMINGS.quote.max });
    for (const id of items) expect((await item(member.token, id)).status).toBe(ITEM_STATUS.retrieving);
    // Items on their way are neither sold nor retrieved twice.
    expect((await t.call('/member/discount', { ids: [items[0]] }, { token: member.token })).code).toBe(ERRORS.ITEM_NOT_AVAILABLE.code);

    // A step the market takes between two checks is skipped; the invariant check below walks every event.
    const seen = await followToEnd(t, clock, member.token);
    for (const states of seen.values()) {
      expect(states[0]).toBe('0/60');
      expect(states.at(-1)).toBe('10/21');
    }
    const done = await retrievals(t, member.token);
    expect(done.every((entry) => entry.outcome === 'delivered' && entry.tradeOfferId?.startsWith('sbx-offer-') && entry.expected === null && !entry.cancellable)).toBe(true);
    for (const id of items) expect((await item(member.token, id)).status).toBe(ITEM_STATUS.retrieved);
    const bag = (await t.call<{ byStatus: { status: number; count: number }[] }>('/member/getUserOrnamentTitle', {}, { token: member.token })).data;
    expect(bag.byStatus.find((entry) => entry.status === ITEM_STATUS.retrieved)?.count).toBe(2);
    await clean();
  });

  it('out of stock: the item comes back to the backpack with the spec message as its outcome', async () => {
    const { member, items } = await retriever(t, 1, COURSE.outOfStock);
    await takeBack(member.token, { ids: items });
    await followToEnd(t, clock, member.token);
    const [ended] = await retrievals(t, member.token);
    expect(ended).toMatchObject({ sellStatus: SELL_STATUS.cancelled, outcome: 'out_of_stock' });
    expect((await item(member.token, items[0]!)).status).toBe(ITEM_STATUS.normal);
    // Back in the backpack, it can be retrieved again.
    expect((await takeBack(member.token, { ids: items })).code).toBe(100);
    await clean();
  });

  it('fills stock and quotes again (shipping status 10), then delivers', async () => {
    const { member, items } = await retriever(t, 1, COURSE.restock);
    await takeBack(member.token, { ids: items });
    const [states] = [...(await followToEnd(t, clock, member.token)).values()];
    expect(states).toContain(`${SELL_STATUS.awaitingQuote}/${SHIPPING_STATUS.resendingQuote}`);
    expect(states!.at(-1)).toBe('10/21');
    await clean();
  });

  it('refunds once when the seller never ships within 24 hours or the trade offer expires', async () => {
    for (const [course, outcome, last] of [
      [COURSE.sellerCancel, 'seller_cancelled', '11/50'],
      [COURSE.offerExpire, 'offer_expired', '11/21'],
    ] as const) {
      const { member, items } = await retriever(t, 1, course);
      await takeBack(member.token, { ids: items });
      const [states] = [...(await followToEnd(t, clock, member.token)).values()];
      expect(states!.at(-1)).toBe(last);
      expect((await retrievals(t, member.token))[0]!.outcome).toBe(outcome);
      expect((await item(member.token, items[0]!)).status).toBe(ITEM_STATUS.normal);
    }
    await clean();
  });

  it('lets the player cancel before shipping, and refuses once the offer is out or it has ended', async () => {
    const { member, items } = await retriever(t, 2, COURSE.offerExpire);
    const [waiting, shipped] = (await takeBack(member.token, { ids: items })).data.list;
    const cancelled = await t.call<Retrieval>('/member/closeUserOrnaStateTaskBack', { id: waiting!.id }, { token: member.token });
    expect(cancelled.code).toBe(100);
    expect(cancelled.data).toMatchObject({ sellStatus: SELL_STATUS.cancelled, outcome: 'player_cancelled', cancellable: false });
    expect((await item(member.token, waiting!.itemId)).status).toBe(ITEM_STATUS.normal);
    expect((await t.call('/member/closeUserOrnaStateTaskBack', { id: waiting!.id }, { token: member.token })).code).toBe(ERRORS.RETRIEVAL_NOT_CANCELLABLE.code);

    // Follow the other until its trade offer is out: cancelling is then Steam's business.
    for (let step = 0; step < 600 && (await retrievals(t, member.token)).find((entry) => entry.id === shipped!.id)!.sellStatus !== SELL_STATUS.awaitingBuyer; step += 1) {
      clock.now += 1000;
      await runAllDue(t.app);
    }
    expect((await t.call('/member/closeUserOrnaStateTaskBack', { id: shipped!.id }, { token: member.token })).code).toBe(ERRORS.RETRIEVAL_OFFER_SENT.code);
    const other = await readyPlayer(t);
    expect((await t.call('/member/closeUserOrnaStateTaskBack', { id: shipped!.id }, { token: other.token })).code).toBe(ERRORS.RETRIEVAL_NOT_FOUND.code);
    await followToEnd(t, clock, member.token);
    await clean();
  });

  it('answers a retried take-back with the first retrievals, and refuses the key for other items', async () => {
    const { member, items } = await retriever(t, 2, COURSE.deliver);
    const first = await takeBack(member.token, { ids: [items[0]], requestId: 'take-back-0001' });
    const again = await takeBack(member.token, { ids: [items[0]], requestId: 'take-back-0001' });
    expect(again.data.list.map((entry) => entry.id)).toEqual(first.data.list.map((entry) => entry.id));
    expect((await takeBack(member.token, { ids: [items[1]], requestId: 'take-back-0001' })).code).toBe(ERRORS.REQUEST_ID_REUSED.code);
    const records = (await t.call<InventoryPage>('/member/getInventoryRecords', { status: ITEM_STATUS.retrieving }, { token: member.token })).data;
    expect(records.total).toBe(1);
    await clean();
  });

  it('settles a sandbox retrieval at once from the development route', async () => {
    const { member, items } = await retriever(t, 3, '7');
    const list = (await takeBack(member.token, { ids: items })).data.list;
    const settle = async (id: string, outcome: string) => (await t.inject({ method: 'POST', url: `/dev/market/${id}/${outcome}` })).json() as { code: number; data: Retrieval };
    expect((await settle(list[0]!.id, 'deliver')).data).toMatchObject({ sellStatus: SELL_STATUS.complete, outcome: 'delivered' });
    expect((await settle(list[1]!.id, 'cancel')).data).toMatchObject({ sellStatus: SELL_STATUS.cancelled, outcome: 'seller_cancelled' });
    expect((await settle(list[2]!.id, 'out-of-stock')).data).toMatchObject({ sellStatus: SELL_STATUS.cancelled, outcome: 'out_of_stock' });
    // An ended order stays as it ended.
    expect((await settle(list[0]!.id, 'cancel')).data.outcome).toBe('delivered');
    expect((await settle('no-such-retrieval', 'deliver')).code).toBe(ERRORS.RETRIEVAL_NOT_FOUND.code);
    expect(((await t.inject({ method: 'POST', url: `/dev/market/${list[0]!.id}/explode` })).json() as { code: number }).code).toBe(ERRORS.DATA_ABNORMAL.code);
    expect(((await item(member.token, list[0]!.itemId)) as BackpackItem).status).toBe(ITEM_STATUS.retrieved);
    await clean();
  });
});
