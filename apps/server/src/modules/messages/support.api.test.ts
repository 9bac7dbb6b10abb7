import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import type { SupportChat, SupportConversation, SupportLine, SupportThread } from '@lootbay/shared/schemas/support';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember, type RegisteredMember } from '../../../test/helpers/members';
import { openSocket } from '../../../test/helpers/socket-client';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';
import { createSupportTokens } from './support-token';

describe.each(TEST_DIALECTS)('customer service and official messages from the console on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  let support: TestOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await signedInOperator(t, 'operator');
    support = await signedInOperator(t, 'support');
  });
  afterAll(() => t.close());

  const open = async (member: RegisteredMember) => (await t.call<{ token: string; conversationId: string; expiresAt: number }>('/hx/userToken', {}, { token: member.token })).data;
  const say = (member: RegisteredMember, token: string, text: string, key: string) => t.call<SupportLine>('/hx/send', { token, text, key }, { token: member.token });

  it('lets a member talk with support: lines stored once per key, the inbox shows who waits, answers reach the member\'s socket', async () => {
    const member = await registerMember(t);
    const chat = await open(member);
    expect(chat.expiresAt).toBeGreaterThan(Date.now());
    expect((await open(member)).conversationId).toBe(chat.conversationId);

    const first = await say(member, chat.token, 'My retrieval is stuck', 'line-0001');
    expect(first.data).toMatchObject({ from: 'member', text: 'My retrieval is stuck' });
    expect((await say(member, chat.token, 'My retrieval is stuck', 'line-0001')).data.id).toBe(first.data.id);
    await say(member, chat.token, 'It has been an hour', 'line-0002');

    const waiting = (await consoleCall<{ list: SupportConversation[] }>(t, 'support/conversations', { waiting: true, size: 100 }, support.token)).data.list;
    const mine = waiting.find((conversation) => conversation.id === chat.conversationId)!;
    expect(mine).toMatchObject({ userId: member.userId, waiting: true, unread: 2, lastText: 'It has been an hour' });

    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test app is not listening');
    const socket = await openSocket(`ws://127.0.0.1:${address.port}/ws?token=${member.token}`);
    try {
      const thread = (await consoleCall<SupportThread>(t, 'support/conversation', { id: chat.conversationId }, support.token)).data;
      expect(thread.lines.map((line) => line.text)).toEqual(['My retrieval is stuck', 'It has been an hour']);
      const answered = await consoleCall<SupportLine>(t, 'support/answer', { conversationId: chat.conversationId, text: 'It is on its way now.' }, support.token);
      expect(answered.data).toMatchObject({ from: 'support', text: 'It is on its way now.' });
      const pushed = JSON.parse(await socket.take((text) => text.includes('"support_line"'))) as { data: SupportLine & { conversationId: string } };
      expect(pushed.data).toMatchObject({ conversationId: chat.conversationId, from: 'support', text: 'It is on its way now.' });
    } finally {
      await socket.close();
    }
    const after = (await consoleCall<{ list: SupportConversation[] }>(t, 'support/conversations', { size: 100 }, support.token)).data.list.find((conversation) => conversation.id === chat.conversationId)!;
    expect(after).toMatchObject({ waiting: false, unread: 0 });
    const seen = (await t.call<SupportChat>('/hx/lines', { token: chat.token }, { token: member.token })).data;
    expect(seen.lines.map((line) => `${line.from}:${line.text}`)).toEqual(['member:My retrieval is stuck', 'member:It has been an hour', 'support:It is on its way now.']);
  });

  it('under races: one line per key however many retries arrive at once, and one conversation per member', async () => {
    const member = await registerMember(t);
    const opened = await Promise.all(Array.from({ length: 5 }, () => open(member)));
    expect(new Set(opened.map((chat) => chat.conversationId)).size).toBe(1);
    const token = opened[0]!.token;
    const answers = await Promise.all(Array.from({ length: 10 }, () => say(member, token, 'Hello?', 'retry-0001')));
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    const chat = (await t.call<SupportChat>('/hx/lines', { token }, { token: member.token })).data;
    expect(chat.lines.map((line) => line.text)).toEqual(['Hello?']);
  });

  it('refuses another member\'s, a forged or an expired token, bad lines and unknown conversations', async () => {
    const member = await registerMember(t);
    const stranger = await registerMember(t);
    const chat = await open(member);
    expect((await t.call('/hx/lines', { token: chat.token }, { token: stranger.token })).code).toBe(ERRORS.SUPPORT_TOKEN_INVALID.code);
    expect((await t.call('/hx/lines', { token: `${chat.token}x` }, { token: member.token })).code).toBe(ERRORS.SUPPORT_TOKEN_INVALID.code);
    const expired = createSupportTokens(t.config.sessionSecret).issue(chat.conversationId, Date.now() - 2 * 86_400_000).token;
    expect((await t.call('/hx/lines', { token: expired }, { token: member.token })).code).toBe(ERRORS.SUPPORT_TOKEN_INVALID.code);
    expect((await t.call('/hx/lines', {}, { token: member.token })).code).not.toBe(100);
    expect((await say(member, chat.token, '   ', 'line-0003')).code).toBe(ERRORS.SUPPORT_LINE.code);
    expect((await say(member, chat.token, 'x'.repeat(501), 'line-0004')).code).toBe(ERRORS.SUPPORT_LINE.code);
    expect((await say(member, chat.token, 'hello', 'k')).code).toBe(ERRORS.REQUEST_ID_INVALID.code);
    expect((await t.call('/hx/userToken', {})).code).toBe(ERRORS.TOKEN_EXPIRED.code);
    expect((await consoleCall(t, 'support/conversation', { id: 'no-such' }, support.token)).code).toBe(ERRORS.SUPPORT_CONVERSATION_NOT_FOUND.code);
    expect((await consoleCall(t, 'support/answer', { conversationId: 'no-such', text: 'hi' }, support.token)).code).toBe(ERRORS.SUPPORT_CONVERSATION_NOT_FOUND.code);
    expect((await consoleCall(t, 'support/answer', { conversationId: chat.conversationId, text: '' }, support.token)).code).toBe(ERRORS.SUPPORT_LINE.code);
  });

  it('sends an official message from the console to every member once per request id; support may not', async () => {
    const member = await registerMember(t);
    const body = { title: 'Server move', body: 'We move servers on Sunday.', requestId: 'official-0001', reason: 'maintenance' };
    expect((await consoleCall(t, 'messages/official/send', body, support.token)).code).toBe(ERRORS.CONSOLE_FORBIDDEN.code);
    const sent = await consoleCall<{ id: string; sent: boolean }>(t, 'messages/official/send', body, operator.token);
    expect(sent.data.sent).toBe(true);
    expect((await consoleCall<{ sent: boolean }>(t, 'messages/official/send', body, operator.token)).data.sent).toBe(false);
    expect((await consoleCall(t, 'messages/official/send', { ...body, title: '', requestId: 'official-0002' }, operator.token)).code).toBe(ERRORS.MESSAGE_TITLE.code);
    const later = await registerMember(t);
    for (const reader of [member, later]) {
      const official = (await t.call<{ list: InboxMessageView[] }>('/mybox/user/msg/list', { kind: 'official' }, { token: reader.token })).data.list;
      expect(official.find((message) => message.id === sent.data.id)).toMatchObject({ title: 'Server move', official: true, read: false });
    }
    await t.call('/mybox/user/msg/detail', { id: sent.data.id }, { token: member.token });
    const listed = (await consoleCall<{ list: { id: string; readers: number }[] }>(t, 'messages/official', {}, operator.token)).data.list;
    expect(listed.find((message) => message.id === sent.data.id)!.readers).toBe(1);
  });
});
