import type { FastifyInstance } from 'fastify';
import { closeTakeBackBody, retrievalListBody, retrievalPageSchema, retrievalSchema, takeBackAnswerSchema, takeBackBody } from '@lootbay/shared/schemas/retrieval';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { RetrievalService } from './retrieval.service';

const tag = 'retrieval';

export function registerRetrievalRoutes(app: FastifyInstance, sessions: SessionResolver, retrieval: RetrievalService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/takeBack', body: takeBackBody, data: takeBackAnswerSchema, summary: 'Retrieve backpack items to your Steam account: one retrieval per item, all or none', tag, perMinute: 30 },
    async ({ body, member, locale }) => ({ list: await retrieval.takeBack(member.userId, { ids: body.ids, requestId: body.requestId }, locale) }),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/takeBack/list', body: retrievalListBody, data: retrievalPageSchema, summary: 'Your retrievals with their sell and shipping statuses and the time each step is expected', tag },
    ({ body, member, locale }) => retrieval.list(member.userId, body, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/closeUserOrnaStateTaskBack', body: closeTakeBackBody, data: retrievalSchema, summary: 'Cancel a retrieval no seller has shipped yet; the item comes back to the backpack', tag, perMinute: 30 },
    ({ body, member, locale }) => retrieval.cancel(member.userId, body.id, locale),
  );
}
