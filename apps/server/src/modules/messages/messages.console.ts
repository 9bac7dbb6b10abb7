import {
  consoleOfficialMessagesBody,
  consoleOfficialMessagesSchema,
  consoleOfficialSendBody,
  consoleOfficialSentSchema,
  consoleSupportAnswerBody,
  consoleSupportInboxBody,
  consoleSupportThreadBody,
} from '@lootbay/shared/schemas/console-messages';
import { supportInboxSchema, supportLineSchema, supportThreadSchema } from '@lootbay/shared/schemas/support';
import type { MessagesService } from './messages.service';
import type { SupportService } from './support.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** Official messages to every member, and the customer service inbox. */
export function messageCalls(messages: Pick<MessagesService, 'sendOfficial' | 'officialPage'>, support: Pick<SupportService, 'inbox' | 'thread' | 'answerIn'>): ConsoleCall[] {
  return [
    readCall({
      path: 'messages/official',
      access: 'site.read',
      summary: 'Official messages, newest first, with how many members have read each',
      body: consoleOfficialMessagesBody,
      data: consoleOfficialMessagesSchema,
      read: (body) => messages.officialPage(body.page, body.size),
    }),
    changeCall({
      path: 'messages/official/send',
      access: 'site.write',
      summary: 'Send every member, those who join later too, an official message (once per request id)',
      body: consoleOfficialSendBody,
      data: consoleOfficialSentSchema,
      async change(trx, body, { caller }) {
        const id = await messages.sendOfficial(trx, { key: `console:${body.requestId}`, title: body.title, body: body.body, operatorId: caller.operatorId });
        return { data: { id, sent: id !== null }, target: `message:${id ?? body.requestId}`, after: { title: body.title, body: body.body } };
      },
    }),
    readCall({
      path: 'support/conversations',
      access: 'players.read',
      summary: 'Customer service conversations, latest first, with the member\'s unread lines; `waiting` keeps those awaiting an answer',
      body: consoleSupportInboxBody,
      data: supportInboxSchema,
      read: (body) => support.inbox(body.waiting, body.page, body.size),
    }),
    readCall({
      path: 'support/conversation',
      access: 'players.read',
      summary: 'One conversation\'s latest lines; reading it marks the member\'s lines read',
      body: consoleSupportThreadBody,
      data: supportThreadSchema,
      read: (body) => support.thread(body.id),
    }),
    changeCall({
      path: 'support/answer',
      access: 'players.write',
      summary: 'Answer a member in their conversation; the line reaches their chat at once',
      body: consoleSupportAnswerBody,
      data: supportLineSchema,
      async change(trx, body, { caller }) {
        const line = await support.answerIn(trx, caller.operatorId, body.conversationId, body.text);
        return { data: line, target: `support:${body.conversationId}`, after: line };
      },
    }),
  ];
}
