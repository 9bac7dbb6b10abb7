import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaRankPrize } from '@lootbay/shared/fairness/arena';
import { formatMoney } from '@lootbay/shared/money';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import type { Retrieval } from '@lootbay/shared/schemas/retrieval';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { createArenaRanking } from '../arena/arena.ranking';
import { FAST_MARKET, retriever } from '../../../test/kits/retrieval';
import { createWalletService } from '../wallet/wallet.service';
import { createMessagesService } from './messages.service';

/** The modules that tell members something send it through the messages service, in the transaction of what they tell. */
describe.each(TEST_DIALECTS)('messages other modules send on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: FAST_MARKET });
  });
  afterAll(() => t.close());

  const inbox = async (member: RegisteredMember) => (await t.call<{ list: InboxMessageView[] }>('/mybox/user/msg/list', { kind: 'personal', size: 100 }, { token: member.token })).data.list;

  it('tells a member their retrieval was delivered, once, and says nothing of one cancelled', async () => {
    const { member, items } = await retriever(t, 2, '7');
    const list = (await t.call<{ list: Retrieval[] }>('/member/takeBack', { ids: items }, { token: member.token })).data.list;
    const settle = (id: string, outcome: string) => t.inject({ method: 'POST', url: `/dev/market/${id}/${outcome}` });
    await settle(list[0]!.id, 'deliver');
    await settle(list[0]!.id, 'deliver');
    await settle(list[1]!.id, 'cancel');
    const messages = await inbox(member);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'Retrieval complete', read: false });
    const delivered = await t.database.db.kysely.selectFrom('retrievals').select('market_name').where('id', '=', list[0]!.id).executeTakeFirstOrThrow();
    expect(messages[0]!.body).toBe(`${delivered.market_name} has been sent to your Steam inventory.`);
  });

  it('tells each ranked member their arena prize, once however often the day is paid', async () => {
    const [first, second] = [await registerMember(t), await registerMember(t)];
    const day = '2026-01-15';
    const now = Date.now();
    await t.database.db.kysely
      .insertInto('arena_rank_points')
      .values([
        { day, user_id: first.userId, points: 5_000_000, updated_at: now },
        { day, user_id: second.userId, points: 4_000_000, updated_at: now },
      ])
      .execute();
    const db = t.database.db;
    const ranking = createArenaRanking({
      db,
      clock: Date.now,
      log: t.app.log,
      timeZone: t.config.timeZone,
      wallet: createWalletService({ db }),
      nicknames: async () => new Map(),
      messages: createMessagesService({ db, clock: Date.now, log: t.app.log }),
    });
    expect(await ranking.payDay(day)).toBe(2);
    expect(await ranking.payDay(day)).toBe(0);
    for (const [rank, member, points] of [[1, first, 5_000_000], [2, second, 4_000_000]] as const) {
      const messages = await inbox(member);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ title: 'Ranking prize', body: `You placed #${rank} in the ranking; the prize of ${formatMoney(arenaRankPrize(rank, points))} has been credited.` });
    }
    expect(await ledgerViolations(db.kysely)).toEqual([]);
  });
});
