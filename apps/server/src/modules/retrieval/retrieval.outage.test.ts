import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import { ITEM_STATUS } from '@lootbay/shared/schemas/backpack';
import { SELL_STATUS, SHIPPING_STATUS, type Retrieval } from '@lootbay/shared/schemas/retrieval';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { retrievalViolations } from '../../../test/helpers/retrievals';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { COURSE, FAST_MARKET, followToEnd, retrievals, retriever } from '../../../test/kits/retrieval';

describe.each(TEST_DIALECTS)('retrieval while the market is down on %s', (dialect) => {
  const clock = { now: Date.now() };
  const deps = { clock: () => clock.now, scheduler: { now: () => clock.now } };
  let down: TestApp;
  let up: FastifyInstance;

  beforeAll(async () => {
    down = await createTestApp(dialect, { env: { ...FAST_MARKET, MARKET_UNREACHABLE_RATE: '1' }, deps });
    up = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: 'apps/web/dist', SCHEDULER: 'false', ...FAST_MARKET }), { db: down.database.db, seed: false, ...deps });
    await up.ready();
  });
  afterAll(async () => {
    await up.close();
    await down.close();
  });

  it('keeps the item on its way while no answer comes, and the sweep takes it up again once the market is back', async () => {
    const { member, items } = await retriever(down, 1, COURSE.deliver);
    const [retrieval] = (await down.call<{ list: Retrieval[] }>('/member/takeBack', { ids: items }, { token: member.token })).data.list;
    // Every attempt of the first check fails; the scheduler retries it with backoff, then gives up.
    for (let step = 0; step < 12; step += 1) {
      await down.app.scheduler.runDueOnce();
      clock.now += 60_000;
    }
    const job = await down.database.db.kysely.selectFrom('jobs').select(['status', 'attempts']).where('dedupe_key', '=', `retrieval.check:${retrieval!.id}:0`).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', attempts: 5 });
    expect((await retrievals(down, member.token))[0]).toMatchObject({ sellStatus: SELL_STATUS.awaitingQuote, shippingStatus: SHIPPING_STATUS.sendingQuote });
    // A cancellation needs the market's word too: refused with a clear message, nothing changes.
    const cancel = await down.call('/member/closeUserOrnaStateTaskBack', { id: retrieval!.id }, { token: member.token });
    expect(cancel.code).toBe(ERRORS.MARKET_UNAVAILABLE.code);
    expect((await down.database.db.kysely.selectFrom('backpack_items').select('status').where('id', '=', items[0]!).executeTakeFirstOrThrow()).status).toBe(ITEM_STATUS.retrieving);

    // The market answers again (an instance with a working connection); the sweep re-arms the check.
    clock.now += 30 * 60_000;
    await up.scheduler.runDueOnce();
    await followToEnd({ ...down, app: up }, clock, member.token);
    expect((await retrievals(down, member.token))[0]!.outcome).toBe('delivered');
    expect(await retrievalViolations(down.database.db.kysely)).toEqual([]);
  });
});
