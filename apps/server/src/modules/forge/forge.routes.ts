import type { FastifyInstance } from 'fastify';
import { compoundBody, forgeHistoryBody, forgeHistorySchema, forgePoolsBody, forgePoolsSchema, forgeRecordSchema } from '@lootbay/shared/schemas/forge';
import { memberCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { ForgeService } from './forge.service';

export function registerForgeRoutes(app: FastifyInstance, sessions: SessionResolver, forge: ForgeService): void {
  visitorCall(
    app,
    { path: '/visitor/forgePools', body: forgePoolsBody, data: forgePoolsSchema, summary: "The forge's bands of input value, each with its pool's published odds version", tag: 'forge' },
    ({ locale }) => forge.pools(locale),
  );
  memberCall(
    app,
    sessions,
    {
      path: '/member/compound',
      body: compoundBody,
      data: forgeRecordSchema,
      summary: 'Forge 2 to 10 backpack items into one drawn from the pool their value falls in; a retry with the same requestId answers the first result',
      tag: 'forge',
      perMinute: 120,
    },
    ({ body, member, locale }) => forge.compound(member.userId, { ids: body.ids, requestId: body.requestId }, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/compoundHistory', body: forgeHistoryBody, data: forgeHistorySchema, summary: "The member's forges, newest first", tag: 'forge' },
    ({ body, member, locale }) => forge.history(member.userId, body.page, body.size, locale),
  );
}
