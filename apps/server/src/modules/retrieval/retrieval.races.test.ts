import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { ERRORS } from '@lootbay/shared/errors';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { SELL_STATUS, type Retrieval } from '@lootbay/shared/schemas/retrieval';
import { createOtherInstance, createTestApp, type OtherInstance, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { retrievalViolations } from '../../../test/helpers/retrievals';
import { COURSE, FAST_MARKET, followToEnd, retrievals, retriever } from '../../../test/kits/retrieval';

describe.each(TEST_DIALECTS)('retrieval races on %s', (dialect) => {
  const clock = { now: Date.now() };
  const deps = { clock: () => clock.now, scheduler: { now: () => clock.now } };
  let t: TestApp;
  let other: OtherInstance;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: FAST_MARKET, deps });
    // A second instance on the same database (SQLite serves one process, so there it shares the connection).
    other = await createOtherInstance(t, { deps });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const invariants = async () => [...(await ledgerViolations(t.database.db.kysely)), ...(await gameViolations(t.database.db.kysely, t.app.invariants)), ...(await retrievalViolations(t.database.db.kysely))];

  function call<T>(app: FastifyInstance, path: string, body: Record<string, unknown>, token: string) {
    const url = `/api${path}`;
    return app
      .inject({ method: 'POST', url, headers: { token }, payload: { locale: 'en', ...body }, query: { auth_key: signAuthKey(url, Date.now() / 1000, t.config.authKey) } })
      .then((response) => response.json() as { code: number; data: T });
  }

  it('makes one retrieval of an item taken back 10 times at once on two instances', async () => {
    const { member, items } = await retriever(t, 1, COURSE.deliver);
    const apps = [t.app, other.app];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => call<{ list: Retrieval[] }>(apps[index % 2]!, '/member/takeBack', { ids: items, requestId: randomUUID() }, member.token)));
    expect(answers.filter((answer) => answer.code === 100)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.code !== 100).map((answer) => answer.code))).toEqual(new Set([ERRORS.ITEM_NOT_AVAILABLE.code]));
    expect(await retrievals(t, member.token)).toHaveLength(1);
    await followToEnd(t, clock, member.token);
    expect(await invariants()).toEqual([]);
  });

  it('ends each retrieval once when the market delivers while the player cancels and both instances check it', async () => {
    const { member, items } = await retriever(t, 12, COURSE.deliver);
    const list = (await call<{ list: Retrieval[] }>(t.app, '/member/takeBack', { ids: items }, member.token)).data.list;
    // The first checks placed the orders; now the market ends them while the player cancels and both instances check.
    await Promise.all([t.app.scheduler.runDueOnce(), other.app.scheduler.runDueOnce()]);
    clock.now += 200;
    const [answers] = await Promise.all([
      Promise.all(
        list.flatMap((retrieval, index) => [
          t.app.inject({ method: 'POST', url: `/dev/market/${retrieval.id}/${index % 3 === 0 ? 'out-of-stock' : 'deliver'}` }).then((response) => response.json() as { code: number }),
          call<Retrieval>(index % 2 === 0 ? t.app : other.app, '/member/closeUserOrnaStateTaskBack', { id: retrieval.id }, member.token),
        ]),
      ),
      t.app.scheduler.runDueOnce(),
      other.app.scheduler.runDueOnce(),
    ]);
    expect(answers.every((answer) => [100, ERRORS.RETRIEVAL_NOT_CANCELLABLE.code, ERRORS.RETRIEVAL_OFFER_SENT.code].includes(answer.code))).toBe(true);
    const ended = await retrievals(t, member.token);
    expect(ended.every((retrieval) => retrieval.sellStatus === SELL_STATUS.complete || retrieval.sellStatus === SELL_STATUS.cancelled)).toBe(true);
    const held = new Map((await t.database.db.kysely.selectFrom('backpack_items').select(['id', 'status']).where('user_id', '=', member.userId).execute()).map((item) => [item.id, item.status]));
    for (const retrieval of ended) expect(held.get(retrieval.itemId)).toBe(retrieval.outcome === 'delivered' ? ITEM_STATUS.retrieved : ITEM_STATUS.normal);
    // A cancellation answered as done left the item back in the backpack; one that ended a retrieval was answered as done.
    list.forEach((retrieval, index) => {
      const outcome = ended.find((entry) => entry.id === retrieval.id)!.outcome;
      const cancelled = answers[index * 2 + 1]!.code === 100;
      if (cancelled) expect(outcome, retrieval.id).not.toBe('delivered');
      if (outcome === 'player_cancelled') expect(cancelled, retrieval.id).toBe(true);
    });
    expect(await invariants()).toEqual([]);
  });
});
