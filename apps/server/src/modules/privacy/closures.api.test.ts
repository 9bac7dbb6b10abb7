import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { KeyOrder } from '@lootbay/shared/schemas/key-shop';
import type { Retrieval } from '@lootbay/shared/schemas/retrieval';
import type { Closure, DataExport } from '@lootbay/shared/schemas/privacy';
import { createTestApp, runAllDue, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { readyPlayer } from '../../../test/helpers/players';
import { erasedNickname } from '../account/erasure';
import { COURSE, tradeLink } from '../../../test/kits/retrieval';
import { download, privacyOf } from '../../../test/kits/privacy';
import type { PrivacyService } from './privacy.service';

const DAY = 86_400_000;

describe.each(TEST_DIALECTS)('closing an account on %s', (dialect) => {
  let t: TestApp;
  let privacy: PrivacyService;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { deps: { clock: () => now, scheduler: { now: () => now } } });
    privacy = privacyOf(t, () => now);
  });
  afterAll(() => t.close());

  const info = (token: string) => t.call<MemberUser & { closure: Closure | null }>('/member/info', {}, { token });

  it('needs a confirmation and a session', async () => {
    const member = await registerMember(t);
    expect((await t.call('/member/privacy/close', {}, { token: member.token })).code).toBe(17012);
    expect((await t.call('/member/privacy/close', { confirm: false }, { token: member.token })).code).toBe(17012);
    expect((await t.call('/member/privacy/close', { confirm: true })).code).toBe(10001);
  });

  it('refuses play and recharge at once, keeps sign-in and selling, then erases the person after 60 days', async () => {
    const member = await readyPlayer(t, 100_000, '王五');
    const opened = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'recoil', num: 2 }, { token: member.token });
    expect(opened.code).toBe(100);
    const sub = await t.call<{ created: { userId: string } }>('/app/user/create-sub-account', { nickname: 'second' }, { token: member.token });
    expect(sub.code).toBe(100);
    // A line to customer service, which names the member.
    const chat = (await t.call<{ token: string; conversationId: string }>('/hx/userToken', {}, { token: member.token })).data;
    expect((await t.call('/hx/send', { token: chat.token, text: '我是王五，请帮我查一下订单', key: 'closure-line-1' }, { token: member.token })).code).toBe(100);
    // Their trade link, copied into a retrieval and, as a key shop Steam account's, into a key order; both delivered.
    const deliver = async (id: string) => expect((await t.inject({ method: 'POST', url: `/dev/market/${id}/deliver` })).json()).toMatchObject({ data: { outcome: 'delivered' } });
    expect((await t.call('/member/bindTransactionUrl', { transactionUrl: tradeLink(COURSE.deliver) }, { token: member.token })).code).toBe(100);
    const taken = await t.call<{ list: Retrieval[] }>('/member/takeBack', { ids: [opened.data.list[0]!.backpackItemId] }, { token: member.token });
    await deliver(taken.data.list[0]!.id);
    expect((await t.call('/app/key/steam/add', { name: '王五的号', tradeUrl: tradeLink(COURSE.deliver) }, { token: member.token })).code).toBe(100);
    await t.call('/app/key/cart/add', { productId: 'key-recoil' }, { token: member.token });
    const keyOrder = (await t.call<KeyOrder>('/app/key/order/add', {}, { token: member.token })).data;
    const paidKeys = (await t.call<KeyOrder>('/app/key/order/recharge', { orderNo: keyOrder.orderNo }, { token: member.token })).data;
    await deliver(paidKeys.deliveries[0]!.id);
    const exported = (await t.call<DataExport>('/member/privacy/export', {}, { token: member.token })).data;
    await runAllDue(t.app);

    const requestedAt = now;
    const closed = await t.call<Closure>('/member/privacy/close', { confirm: true }, { token: member.token });
    expect(closed).toMatchObject({ code: 100, data: { requestedAt, replyBy: requestedAt + 15 * DAY, eraseAt: requestedAt + 60 * DAY } });
    expect((await t.call('/member/privacy/close', { confirm: true }, { token: member.token })).code).toBe(17011);
    expect((await info(member.token)).data.closure).toEqual(closed.data);
    expect(await privacy.closures.listOpen()).toContainEqual({ ownerId: member.userId, requestedBy: member.userId, ...closed.data });

    // Play and recharge are refused for the person, whichever account asks; nothing is charged.
    const refusedOpen = await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: member.token, locale: 'en' });
    expect(refusedOpen).toMatchObject({ code: 17010, msg: expect.stringContaining('60 days') });
    expect((await t.call('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token })).code).toBe(17010);
    const switched = await t.call<{ token: string }>('/changeAccount', { id: sub.data.created.userId }, { token: member.token });
    expect((await t.call('/member/openBox', { id: 'recoil', num: 1 }, { token: switched.data.token })).code).toBe(17010);

    // Within the 60 days the member signs in again and sells what they won.
    now += 30 * DAY;
    const again = await registerMember(t, { mobile: member.mobile });
    expect(again.userId).toBe(member.userId);
    expect((await t.call('/member/discountAll', {}, { token: again.token })).code).toBe(100);
    // The erasure is not due yet.
    await runAllDue(t.app);
    expect((await privacy.closures.listOpen()).map((open) => open.ownerId)).toContain(member.userId);
    expect((await info(again.token)).data.nickname).not.toBe(erasedNickname(member.userId));

    // Day 60: the erasure job runs once, whichever instance claims it.
    now = requestedAt + 60 * DAY;
    await runAllDue(t.app);
    expect((await info(again.token)).code).toBe(10001);
    const users = await t.database.db.kysely.selectFrom('users').selectAll().where('owner_id', '=', member.userId).execute();
    expect(users).toHaveLength(2);
    for (const user of users) {
      expect(user).toMatchObject({ mobile: null, password_hash: null, avatar_url: null, trade_url: null, nickname: erasedNickname(user.id), disabled: 1 });
    }
    const left = async (table: 'real_names' | 'user_sessions' | 'privacy_exports', column: 'owner_id' | 'user_id') =>
      (await t.database.db.kysely.selectFrom(table).selectAll().where(column, 'in', users.map((user) => user.id)).execute()).length;
    expect(await left('real_names', 'owner_id')).toBe(0);
    expect(await left('user_sessions', 'user_id')).toBe(0);
    expect(await left('privacy_exports', 'user_id')).toBe(0);
    // The support chat goes with the person: their words and the answers to them.
    expect(await t.database.db.kysely.selectFrom('support_conversations').selectAll().where('user_id', 'in', users.map((user) => user.id)).execute()).toEqual([]);
    expect(await t.database.db.kysely.selectFrom('support_lines').selectAll().where('conversation_id', '=', chat.conversationId).execute()).toEqual([]);
    // The trade link copied into ended retrievals, the market's orders and key orders is blanked; the key shop's Steam accounts are gone.
    const ids = users.map((user) => user.id);
    const retrieved = await t.database.db.kysely.selectFrom('retrievals').select(['id', 'trade_url']).where('user_id', 'in', ids).orderBy('id').execute();
    expect(retrieved.map((row) => [row.id, row.trade_url])).toEqual([taken.data.list[0]!.id, paidKeys.deliveries[0]!.id].sort().map((id) => [id, '']));
    const marketOrders = await t.database.db.kysely.selectFrom('sandbox_market_orders').select('trade_url').where('purchase_id', 'in', retrieved.map((row) => row.id)).execute();
    expect(marketOrders).toEqual([{ trade_url: '' }, { trade_url: '' }]);
    expect(await t.database.db.kysely.selectFrom('key_orders').select(['order_no', 'status', 'delivered', 'trade_url', 'steam_name']).where('user_id', 'in', ids).execute()).toEqual([
      { order_no: keyOrder.orderNo, status: 'paid', delivered: 1, trade_url: '', steam_name: '' },
    ]);
    expect(await t.database.db.kysely.selectFrom('key_steam_accounts').selectAll().where('user_id', 'in', ids).execute()).toEqual([]);
    expect((await download(t, exported.id, again.token)).json()).toMatchObject({ code: 10001 });
    expect((await privacy.closures.listOpen()).map((open) => open.ownerId)).not.toContain(member.userId);

    // The ledger keeps its balanced history under the anonymous id.
    const transfers = await t.database.db.kysely.selectFrom('ledger_transfers').select('id').where('debit_account_id', '=', `user:${member.userId}:coin`).execute();
    expect(transfers.length).toBeGreaterThan(0);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);

    // The phone number is free again: it signs up a new, unrelated account.
    const fresh = await registerMember(t, { mobile: member.mobile });
    expect(fresh.userId).not.toBe(member.userId);
    expect((await info(fresh.token)).data.closure).toBeNull();
  });
});
