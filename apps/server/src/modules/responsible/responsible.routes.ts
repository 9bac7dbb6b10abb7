import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { excludeBody, playSessionBody, playSessionSchema, realityCheckBody, responsibleStatusSchema, setLimitBody } from '@lootbay/shared/schemas/responsible';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { ResponsibleService } from './responsible.service';

export function registerResponsibleRoutes(app: FastifyInstance, sessions: SessionResolver, responsible: ResponsibleService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/responsible/status', body: emptyBodySchema, data: responsibleStatusSchema, summary: 'Limits in force with what each period used and when it resets, raises waiting their 24 hours, the break in force', tag: 'responsible' },
    ({ member }) => responsible.status(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/responsible/limits', body: setLimitBody, data: responsibleStatusSchema, summary: 'Set or remove a recharge or loss limit per day, week or month: lowering applies at once, raising or removing after 24 hours', tag: 'responsible', perMinute: 30 },
    ({ body, member }) => responsible.setLimit(member.userId, body.kind, body.period, body.amount),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/responsible/exclude', body: excludeBody, data: responsibleStatusSchema, summary: 'Take a cool-off (24h, 7d, 30d) or self-exclusion (6m, 1y, permanent): no recharge or play until it ends; it cannot be shortened', tag: 'responsible', perMinute: 10 },
    ({ body, member }) => responsible.exclude(member.userId, body.period),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/responsible/realityCheck', body: realityCheckBody, data: responsibleStatusSchema, summary: 'Every how many minutes of play the reality check shows', tag: 'responsible', perMinute: 30 },
    ({ body, member }) => responsible.setRealityCheck(member.userId, body.minutes),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/responsible/session', body: playSessionBody, data: playSessionSchema, summary: 'Plays since the session began: how many, staked, won and the net result', tag: 'responsible' },
    ({ body, member }) => responsible.session(member.userId, body.since),
  );
}
