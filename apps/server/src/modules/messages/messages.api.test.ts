import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import { productionEnv } from '../../../test/helpers/production';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { openSocket } from '../../../test/helpers/socket-client';
import { createMessagesService, type MessagesService } from './messages.service';

type Page = { list: InboxMessageView[]; total: number; page: number; size: number };

describe.each(TEST_DIALECTS)('messages on %s', (dialect) => {
  let t: TestApp;
  let messages: MessagesService;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Each message a millisecond after the one before, so newest-first is one order.
    let tick = Date.now();
    messages = createMessagesService({ db: t.database.db, clock: () => (tick += 1), log: t.app.log });
  });
  afterAll(() => t.close());

  const list = async (member: RegisteredMember, body: Record<string, unknown> = {}, locale = 'en') => (await t.call<Page>('/mybox/user/msg/list', { size: 100, ...body }, { token: member.token, locale })).data;
  const unread = async (member: RegisteredMember) => (await t.call<MemberUser & { unreadMessages: number }>('/member/info', {}, { token: member.token })).data.unreadMessages;
  const devMessage = (userId: string, title = 'Hello', body = 'A line for you') => t.inject({ method: 'POST', url: '/dev/messages', payload: { userId, title, body } });

  it('writes a template message in the reader\'s language, with unread counts on /member/info and /msg/userMessage', async () => {
    const member = await registerMember(t);
    expect(await unread(member)).toBe(0);
    await messages.send(null, { userId: member.userId, key: 'retrieval:r1', template: 'retrieval_done', params: { item: 'AK-47 | Redline' } });
    await messages.send(null, { userId: member.userId, key: 'rank:2026-12-01', template: 'rank_paid', params: { rank: 2, amount: 12_345 } });

    const english = await list(member);
    expect(english).toMatchObject({ total: 2, page: 1, size: 100 });
    expect(english.list.map((message) => message.title)).toEqual(['Ranking prize', 'Retrieval complete']);
    expect(english.list[0]).toMatchObject({ read: false, official: false, body: 'You placed #2 in the ranking; the prize of 123.45 has been credited.' });
    const chinese = await list(member, {}, 'cn');
    expect(chinese.list[1]!.body).toBe('AK-47 | Redline 已发送到你的 Steam 库存。');
    const portuguese = await list(member, {}, 'br');
    expect(portuguese.list[0]!.title).toBe('Prêmio do ranking');

    expect(await unread(member)).toBe(2);
    expect((await t.call('/msg/userMessage', {}, { token: member.token })).data).toEqual({ unread: 2, official: 0, personal: 2 });
  });

  it('sends the same key once and refuses a template without its parameters', async () => {
    const member = await registerMember(t);
    for (let i = 0; i < 3; i += 1) await messages.send(null, { userId: member.userId, key: 'prize:1', template: 'prize_won', params: { prize: 'Gloves' } });
    expect((await list(member)).total).toBe(1);
    await expect(messages.send(null, { userId: member.userId, key: 'prize:2', template: 'prize_won', params: {} })).rejects.toThrow(/prize/);
    expect((await list(member)).total).toBe(1);
  });

  it('sends nothing when the transaction it rides in fails, and the message when it commits', async () => {
    const member = await registerMember(t);
    await expect(
      t.database.db.transaction(async (trx) => {
        await messages.send(trx, { userId: member.userId, key: 'rolled-back', title: 'Never', body: 'Rolled back' });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect((await list(member)).total).toBe(0);
    await t.database.db.transaction((trx) => messages.send(trx, { userId: member.userId, key: 'committed', title: 'Kept', body: 'Committed' }));
    expect((await list(member)).list.map((message) => message.title)).toEqual(['Kept']);
  });

  it('shows official messages to every member, those who join later too, each with their own read mark', async () => {
    const early = await registerMember(t);
    const id = await messages.sendOfficial(null, { key: `official:${early.userId}`, title: 'Maintenance tonight', body: 'One hour from 02:00.', operatorId: null });
    expect(id).toBeTruthy();
    expect(await messages.sendOfficial(null, { key: `official:${early.userId}`, title: 'Maintenance tonight', body: 'Again', operatorId: null })).toBeNull();
    const late = await registerMember(t);
    await messages.send(null, { userId: late.userId, key: 'k', title: 'Personal', body: 'Only for you' });

    for (const member of [early, late]) expect((await list(member, { kind: 'official' })).list.map((message) => message.id)).toContain(id);
    expect((await list(late, { kind: 'personal' })).list.map((message) => message.title)).toEqual(['Personal']);
    expect((await list(early, { kind: 'personal' })).total).toBe(0);

    const detail = (await t.call<InboxMessageView>('/mybox/user/msg/detail', { id }, { token: early.token })).data;
    expect(detail).toMatchObject({ id, official: true, read: true, title: 'Maintenance tonight', body: 'One hour from 02:00.' });
    expect((await list(early, { kind: 'official' })).list.find((message) => message.id === id)!.read).toBe(true);
    expect((await list(late, { kind: 'official' })).list.find((message) => message.id === id)!.read).toBe(false);
    const counts = (await t.call<{ unread: number; official: number; personal: number }>('/msg/userMessage', {}, { token: late.token })).data;
    expect(counts.personal).toBe(1);
    expect(counts.official).toBeGreaterThanOrEqual(1);
  });

  it('marks read one, some or all, pages the list, and never shows another member\'s message', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    for (let i = 1; i <= 5; i += 1) await messages.send(null, { userId: member.userId, key: `n${i}`, title: `Note ${i}`, body: `Body ${i}` });
    await messages.send(null, { userId: other.userId, key: 'secret', title: 'Secret', body: 'Not yours' });
    const secretId = (await list(other, { kind: 'personal' })).list[0]!.id;
    const officialUnread = (await t.call<{ official: number }>('/msg/userMessage', {}, { token: member.token })).data.official;

    const page = (await t.call<Page>('/mybox/user/msg/list', { page: 2, size: 2, kind: 'personal' }, { token: member.token })).data;
    expect(page).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(page.list.map((message) => message.title)).toEqual(['Note 3', 'Note 2']);

    const [first, second, third] = (await list(member, { kind: 'personal' })).list;
    expect((await t.call('/msg/readUserMessage', { id: first!.id }, { token: member.token })).data).toEqual({ read: 1, unread: 4 + officialUnread });
    expect((await t.call('/msg/readUserMessage', { id: first!.id }, { token: member.token })).data).toEqual({ read: 0, unread: 4 + officialUnread });
    expect((await t.call('/mybox/user/msg/read', { ids: [second!.id, third!.id, secretId] }, { token: member.token })).data).toEqual({ read: 2, unread: 2 + officialUnread });
    expect((await t.call('/mybox/user/msg/detail', { id: secretId }, { token: member.token })).code).toBe(ERRORS.MESSAGE_NOT_FOUND.code);
    expect((await list(other, { kind: 'personal' })).list[0]!.read).toBe(false);

    expect((await t.call('/mybox/user/msg/read', { all: true }, { token: member.token })).data).toEqual({ read: 2 + officialUnread, unread: 0 });
    expect(await unread(member)).toBe(0);
    expect((await list(member)).list.every((message) => message.read)).toBe(true);
  });

  it('refuses bad input with the catalogue\'s errors and members\' calls without a session', async () => {
    const member = await registerMember(t);
    const call = (path: string, body: Record<string, unknown>) => t.call(path, body, { token: member.token });
    expect((await call('/mybox/user/msg/read', {})).code).toBe(ERRORS.MESSAGE_IDS.code);
    expect((await call('/mybox/user/msg/read', { ids: [] })).code).toBe(ERRORS.MESSAGE_IDS.code);
    expect((await call('/mybox/user/msg/read', { ids: Array.from({ length: 101 }, (_, i) => `m${i}`) })).code).toBe(ERRORS.MESSAGE_IDS.code);
    expect((await call('/mybox/user/msg/read', { ids: 'all' })).code).toBe(ERRORS.MESSAGE_IDS.code);
    expect((await call('/mybox/user/msg/detail', { id: 'no-such-message' })).code).toBe(ERRORS.MESSAGE_NOT_FOUND.code);
    expect((await call('/mybox/user/msg/detail', {})).code).not.toBe(100);
    expect((await call('/msg/readUserMessage', { id: '' })).code).not.toBe(100);
    expect((await call('/mybox/user/msg/list', { size: 10_000 })).code).not.toBe(100);
    expect((await call('/mybox/user/msg/list', { kind: 'spam' })).code).not.toBe(100);
    for (const path of ['/msg/userMessage', '/mybox/user/msg/list', '/mybox/user/msg/read', '/mybox/user/msg/detail', '/msg/readUserMessage']) {
      const answer = await t.call(path, { ids: ['x'], id: 'x' });
      expect(answer.code).toBe(ERRORS.TOKEN_EXPIRED.code);
    }
  });

  it('lets /dev/messages send a member a message in development, refusing unknown members and bad texts', async () => {
    const member = await registerMember(t);
    const sent = await devMessage(member.userId, 'Welcome', 'Glad you are here');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ code: 100, data: { unread: (await unread(member)) } });
    expect((await list(member, { kind: 'personal' })).list.map((message) => message.title)).toEqual(['Welcome']);
    expect((await devMessage('no-such-member')).json().code).toBe(ERRORS.MESSAGE_MEMBER_NOT_FOUND.code);
    expect((await devMessage(member.userId, '', 'x')).json().code).toBe(ERRORS.MESSAGE_TITLE.code);
    expect((await devMessage(member.userId, 'x', 'y'.repeat(2001))).json().code).toBe(ERRORS.MESSAGE_BODY.code);
  });

  it('pushes the unread count to the member\'s socket once a message committed and once it was read', async () => {
    const member = await registerMember(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test app is not listening');
    const socket = await openSocket(`ws://127.0.0.1:${address.port}/ws?token=${member.token}`);
    try {
      const before = await unread(member);
      await devMessage(member.userId);
      const pushed = JSON.parse(await socket.take((text) => text.includes('"messages_unread"'))) as { data: { unread: number } };
      expect(pushed.data.unread).toBe(before + 1);
      await t.call('/mybox/user/msg/read', { all: true }, { token: member.token });
      const cleared = JSON.parse(await socket.take((text) => text.includes('"messages_unread"'))) as { data: { unread: number } };
      expect(cleared.data.unread).toBe(0);
    } finally {
      await socket.close();
    }
  });

  it('under races: the same key sent 10 times at once is one message; read-all beside new messages loses none', async () => {
    const member = await registerMember(t);
    await Promise.all(Array.from({ length: 10 }, () => messages.send(null, { userId: member.userId, key: 'rebate:2026-12-01', template: 'rebate_settled', params: { amount: 500, day: '2026-12-01' } })));
    expect((await list(member, { kind: 'personal' })).total).toBe(1);

    for (let i = 0; i < 20; i += 1) await messages.send(null, { userId: member.userId, key: `before:${i}`, title: `Before ${i}`, body: 'b' });
    const before = new Set((await list(member, { kind: 'personal' })).list.map((message) => message.id));
    await Promise.all([
      ...Array.from({ length: 5 }, () => t.call('/mybox/user/msg/read', { all: true }, { token: member.token })),
      ...Array.from({ length: 20 }, (_, i) => messages.send(null, { userId: member.userId, key: `during:${i}`, title: `During ${i}`, body: 'd' })),
      ...Array.from({ length: 20 }, (_, i) => messages.send(null, { userId: member.userId, key: `during:${i}`, title: `During ${i}`, body: 'd' })),
    ]);
    const after = (await list(member, { kind: 'personal' })).list;
    expect(after).toHaveLength(41);
    // Every message the member could see before the read-alls began is read; those sent beside them are read or unread, never both.
    expect(after.filter((message) => before.has(message.id)).every((message) => message.read)).toBe(true);
    const reads = await t.database.db.kysely.selectFrom('message_reads').where('user_id', '=', member.userId).select('message_id').execute();
    expect(new Set(reads.map((row) => row.message_id)).size).toBe(reads.length);
    const officialUnread = (await t.call<{ official: number }>('/msg/userMessage', {}, { token: member.token })).data.official;
    expect(await unread(member)).toBe(after.filter((message) => !message.read).length + officialUnread);
  });

  it('keeps /dev/messages out of production mode', async () => {
    const production = await createTestApp(dialect, {
      env: productionEnv(),
    });
    try {
      expect((await production.inject({ method: 'POST', url: '/dev/messages', payload: { userId: 'x', title: 't', body: 'b' } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
