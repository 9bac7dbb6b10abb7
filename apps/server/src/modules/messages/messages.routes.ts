import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { inboxMessageSchema, inboxPageSchema, messageIdBody, messageListBody, messageReadBody, readAnswerSchema, unreadCountsSchema } from '@lootbay/shared/schemas/messages';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { MessagesService } from './messages.service';

const tag = 'messages';

export function registerMessagesRoutes(app: FastifyInstance, sessions: SessionResolver, messages: MessagesService): void {
  memberCall(
    app,
    sessions,
    { path: '/msg/userMessage', body: emptyBodySchema, data: unreadCountsSchema, summary: 'Your unread messages for the header badge: in all, official and personal', tag },
    ({ member }) => messages.unreadCounts(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/msg/readUserMessage', body: messageIdBody, data: readAnswerSchema, summary: 'Marks one of your messages read; answers what stays unread', tag, perMinute: 240 },
    ({ body, member }) => messages.read(member.userId, [body.id]),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/user/msg/list', body: messageListBody, data: inboxPageSchema, summary: 'Your messages, personal and official, newest first, in your language, with read marks', tag },
    ({ body, member, locale }) => messages.list(member.userId, body.kind, body.page, body.size, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/user/msg/detail', body: messageIdBody, data: inboxMessageSchema, summary: 'One of your messages; opening it marks it read', tag, perMinute: 240 },
    ({ body, member, locale }) => messages.detail(member.userId, body.id, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/user/msg/read', body: messageReadBody, data: readAnswerSchema, summary: 'Marks the given messages read ({ ids }) or all of them ({ all: true }); a message sent meanwhile stays unread', tag, perMinute: 120 },
    ({ body, member }) => messages.read(member.userId, body.all === true ? null : (body.ids ?? [])),
  );
}
