import type { FastifyInstance } from 'fastify';
import { percentBoxBody, percentHistoryBody, percentHistorySchema, percentOddsBody, percentOddsSchema, percentPlaySchema, percentTargetsBody, percentTargetsSchema } from '@lootbay/shared/schemas/percentage';
import { memberCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { PercentageService } from './percentage.service';

export function registerPercentageRoutes(app: FastifyInstance, sessions: SessionResolver, percentage: PercentageService): void {
  visitorCall(
    app,
    { path: '/mybox/open/on_open_draw', body: percentTargetsBody, data: percentTargetsSchema, summary: 'The items a percentage play may aim at, by price, and the published return to player', tag: 'percentage' },
    ({ body, locale }) => percentage.targets({ keyword: body.keyword, sort: body.sort }, body.page, body.size, locale),
  );
  memberCall(
    app,
    sessions,
    {
      path: '/member/percentBox',
      body: percentBoxBody,
      data: percentPlaySchema,
      summary: 'Stake coins and/or up to 8 backpack items on a target at a 1%–75% chance; one roll decides; a retry with the same requestId answers the first result',
      tag: 'percentage',
      perMinute: 120,
    },
    ({ body, member, locale }) => percentage.play(member.userId, { targetId: body.targetId, coins: body.coins, ids: body.ids, requestId: body.requestId, chance: body.chance }, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/box/box_open_list', body: percentHistoryBody, data: percentHistorySchema, summary: "The member's percentage plays, newest first", tag: 'percentage' },
    ({ body, member, locale }) => percentage.history(member.userId, body.page, body.size, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/percentOdds', body: percentOddsBody, data: percentOddsSchema, summary: 'The odds table one percentage play rolled against, to hash and check', tag: 'fairness', perMinute: 240 },
    ({ body }) => percentage.odds(body.id),
  );
}
