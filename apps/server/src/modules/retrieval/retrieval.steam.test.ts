import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { SELL_STATUS, SHIPPING_STATUS, type Retrieval } from '@lootbay/shared/schemas/retrieval';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { retrievalViolations } from '../../../test/helpers/retrievals';
import { COURSE, FAST_MARKET, followToEnd, retrievals, retriever, steamDouble } from '../../../test/kits/retrieval';

/** A take-back answers from what the site knows; Steam is asked by the retrieval's first check (decision 0090). */
describe.each(TEST_DIALECTS)('retrieval and Steam on %s', (dialect) => {
  const clock = { now: Date.now() };
  const steam = steamDouble();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: FAST_MARKET, deps: { clock: () => clock.now, scheduler: { now: () => clock.now } }, providers: (configured) => ({ ...configured, steam: steam.provider }) });
  });
  afterAll(() => t.close());
  afterEach(() => {
    steam.letGo();
    steam.answer('public');
  });

  const db = () => t.database.db.kysely;
  const takeBack = (token: string, body: Record<string, unknown>) => t.call<{ list: Retrieval[] }>('/member/takeBack', body, { token });
  const cancel = (token: string, id: string) => t.call<Retrieval>('/member/closeUserOrnaStateTaskBack', { id }, { token });
  const itemsOf = (ids: readonly string[]) => db().selectFrom('backpack_items').select(['id', 'user_id', 'status']).where('id', 'in', ids).orderBy('id').execute();
  const ordersOf = (ids: readonly string[]) => db().selectFrom('sandbox_market_orders').select('purchase_id').where('purchase_id', 'in', ids).execute();
  const clean = async () => expect([...(await ledgerViolations(db())), ...(await gameViolations(db(), t.app.invariants)), ...(await retrievalViolations(db()))]).toEqual([]);

  it('answers a take-back, and its retry, without asking Steam; the first check asks once, then the market delivers', async () => {
    const { member, items } = await retriever(t, 2, COURSE.deliver);
    const before = steam.calls.length;
    // Held, Steam answers no one: a take-back that asked it would not answer.
    steam.hold();
    const first = await takeBack(member.token, { ids: items, requestId: 'steam-held-0001' });
    expect(first.code).toBe(100);
    expect(first.data.list.map((entry) => [entry.sellStatus, entry.shippingStatus, entry.outcome])).toEqual(items.map(() => [SELL_STATUS.awaitingQuote, SHIPPING_STATUS.sendingQuote, null]));
    const again = await takeBack(member.token, { ids: items, requestId: 'steam-held-0001' });
    expect(again.data.list.map((entry) => entry.id)).toEqual(first.data.list.map((entry) => entry.id));
    expect(steam.calls.length).toBe(before);
    expect((await itemsOf(items)).map((item) => item.status)).toEqual([ITEM_STATUS.retrieving, ITEM_STATUS.retrieving]);
    expect(await ordersOf(first.data.list.map((entry) => entry.id))).toEqual([]);

    steam.letGo();
    await followToEnd(t, clock, member.token);
    expect(steam.calls.length - before).toBe(2);
    expect((await retrievals(t, member.token)).map((entry) => entry.outcome)).toEqual(['delivered', 'delivered']);
    expect((await itemsOf(items)).map((item) => item.status)).toEqual([ITEM_STATUS.retrieved, ITEM_STATUS.retrieved]);
    await clean();
  });

  it('ends the retrieval when the first check finds the inventory private: no order, the item back in the backpack, the player told why', async () => {
    const { member, items } = await retriever(t, 2, COURSE.deliver);
    steam.answer('private');
    const asked = await takeBack(member.token, { ids: items });
    expect(asked.code).toBe(100);
    const ids = asked.data.list.map((entry) => entry.id);
    await runAllDue(t.app);

    const ended = await retrievals(t, member.token);
    expect(ended.map((entry) => [entry.sellStatus, entry.shippingStatus, entry.outcome, entry.cancellable, entry.expected])).toEqual(
      items.map(() => [SELL_STATUS.cancelled, SHIPPING_STATUS.sendingQuote, 'inventory_private', false, null]),
    );
    // Back in the backpack, one row each, still the member's.
    expect(await itemsOf(items)).toEqual([...items].sort().map((id) => ({ id, user_id: member.userId, status: ITEM_STATUS.normal })));
    expect(await ordersOf(ids)).toEqual([]);
    const reasons = await db().selectFrom('retrieval_events').select('reason').where('retrieval_id', '=', ids[0]!).orderBy('seq').execute();
    expect(reasons.map((event) => event.reason)).toEqual(['requested', 'inventory_private']);
    const messages = (await t.call<{ list: { title: string; body: string }[] }>('/mybox/user/msg/list', { size: 10 }, { token: member.token })).data.list;
    expect(messages.filter((message) => message.title === 'Retrieval not completed')).toHaveLength(2);
    expect(messages[0]!.body).toContain('the Steam inventory is not public; make it public and try again');
    await clean();

    // Made public again, the same items go.
    steam.answer('public');
    expect((await takeBack(member.token, { ids: items })).code).toBe(100);
    await followToEnd(t, clock, member.token);
    expect((await itemsOf(items)).map((item) => item.status)).toEqual([ITEM_STATUS.retrieved, ITEM_STATUS.retrieved]);
    await clean();
  });

  it('asks again while Steam does not answer, keeps the item on its way, and goes on once Steam is back', async () => {
    const { member, items } = await retriever(t, 1, COURSE.deliver);
    steam.answer('unreachable');
    const before = steam.calls.length;
    const [retrieval] = (await takeBack(member.token, { ids: items })).data.list;
    // Every attempt of the first check fails; the scheduler retries it with backoff, then gives up.
    for (let step = 0; step < 12; step += 1) {
      await t.app.scheduler.runDueOnce();
      clock.now += 60_000;
    }
    const job = await db().selectFrom('jobs').select(['status', 'attempts']).where('dedupe_key', '=', `retrieval.check:${retrieval!.id}:0`).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', attempts: 5 });
    // The sweep re-armed it meanwhile too: Steam was asked at every attempt of each.
    const unanswered = steam.calls.length - before;
    expect(unanswered).toBeGreaterThanOrEqual(5);
    expect((await retrievals(t, member.token))[0]).toMatchObject({ sellStatus: SELL_STATUS.awaitingQuote, shippingStatus: SHIPPING_STATUS.sendingQuote, outcome: null });
    expect((await itemsOf(items))[0]!.status).toBe(ITEM_STATUS.retrieving);
    expect(await ordersOf([retrieval!.id])).toEqual([]);
    await clean();

    // Steam answers again; the sweep re-arms the check, which asks it before placing the order.
    steam.answer('public');
    clock.now += 30 * 60_000;
    await t.app.scheduler.runDueOnce();
    await followToEnd(t, clock, member.token);
    expect((await retrievals(t, member.token))[0]!.outcome).toBe('delivered');
    // Once Steam said yes the order went, and Steam was not asked again.
    expect(steam.calls.length - before).toBe(unanswered + 1);
    await clean();
  });

  it('lets the player cancel while Steam does not answer: it ends at once and no order is ever placed', async () => {
    const { member, items } = await retriever(t, 1, COURSE.deliver);
    steam.answer('unreachable');
    const [retrieval] = (await takeBack(member.token, { ids: items })).data.list;
    await t.app.scheduler.runDueOnce();
    const cancelled = await cancel(member.token, retrieval!.id);
    expect(cancelled.code).toBe(100);
    expect(cancelled.data).toMatchObject({ sellStatus: SELL_STATUS.cancelled, shippingStatus: SHIPPING_STATUS.sendingQuote, outcome: 'player_cancelled' });
    expect((await itemsOf(items))[0]!.status).toBe(ITEM_STATUS.normal);

    // The check's retry, with Steam back, finds it ended.
    steam.answer('public');
    clock.now += 60 * 60_000;
    await runAllDue(t.app);
    expect(await ordersOf([retrieval!.id])).toEqual([]);
    expect((await retrievals(t, member.token))[0]!.outcome).toBe('player_cancelled');
    await clean();
  });

  it('ends once when the player cancels while the first check waits for Steam: the check then places no order', async () => {
    const { member, items } = await retriever(t, 1, COURSE.deliver);
    const before = steam.calls.length;
    steam.hold();
    const [retrieval] = (await takeBack(member.token, { ids: items })).data.list;
    const checking = t.app.scheduler.runDueOnce();
    while (steam.calls.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cancel(member.token, retrieval!.id)).data.outcome).toBe('player_cancelled');
    steam.letGo();
    await checking;
    await runAllDue(t.app);
    expect(await ordersOf([retrieval!.id])).toEqual([]);
    expect((await retrievals(t, member.token))[0]).toMatchObject({ sellStatus: SELL_STATUS.cancelled, outcome: 'player_cancelled' });
    expect((await itemsOf(items))[0]!.status).toBe(ITEM_STATUS.normal);
    await clean();
  });
});
