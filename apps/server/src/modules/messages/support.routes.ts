import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { supportChatSchema, supportLineSchema, supportLinesBody, supportSendBody, supportTokenSchema } from '@lootbay/shared/schemas/support';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { SupportService } from './support.service';

const tag = 'customer service';

export function registerSupportRoutes(app: FastifyInstance, sessions: SessionResolver, support: SupportService): void {
  memberCall(
    app,
    sessions,
    { path: '/hx/userToken', body: emptyBodySchema, data: supportTokenSchema, summary: 'A token for your support chat (a day long), opening your conversation with customer service', tag, perMinute: 30 },
    ({ member }) => support.token(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/hx/lines', body: supportLinesBody, data: supportChatSchema, summary: 'Your conversation with customer service: the latest lines, oldest first; reading marks the answers read', tag, perMinute: 120 },
    ({ body, member }) => support.chat(member.userId, body.token),
  );
  memberCall(
    app,
    sessions,
    { path: '/hx/send', body: supportSendBody, data: supportLineSchema, summary: 'Send customer service a line; a retry with the same key writes it once; answers reach you over the socket', tag, perMinute: 30 },
    ({ body, member }) => support.say(member.userId, body.token, body.text, body.key),
  );
}
