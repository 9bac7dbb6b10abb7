import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { dailyRankingBody, dailyRankingSchema, memberStatisticsSchema, siteCountersSchema, topDropsBody, topDropsSchema, transparencySchema } from '@lootbay/shared/schemas/statistics';
import { memberCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { StatisticsService } from './statistics.service';

const tag = 'statistics';

export function registerStatisticsRoutes(app: FastifyInstance, sessions: SessionResolver, statistics: StatisticsService): void {
  visitorCall(
    app,
    { path: '/visitor/index/count', body: emptyBodySchema, data: siteCountersSchema, summary: 'The site counters: players, boxes opened, battles fought and the value boxes dropped (a few seconds old at most)', tag },
    () => statistics.siteCounters(),
  );
  visitorCall(
    app,
    { path: '/visitor/listHose', body: topDropsBody, data: topDropsSchema, summary: 'The most valuable drops of the last 7 days, with box and masked opener', tag },
    ({ body, locale }) => statistics.topDrops(body.size, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/statistical/ranking', body: dailyRankingBody, data: dailyRankingSchema, summary: "Today's or yesterday's biggest spenders and best drops, with masked names", tag },
    ({ body, locale }) => statistics.dailyRanking(body.day, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/transparency', body: emptyBodySchema, data: transparencySchema, summary: "The public hash chain's newest head and records per game, and every box's return measured over all its opens beside the published one", tag, perMinute: 60 },
    ({ locale }) => statistics.transparency(locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/statistical/info', body: emptyBodySchema, data: memberStatisticsSchema, summary: 'Your opens, what you spent and won, your best drop, and the last 30 days day by day', tag, perMinute: 60 },
    ({ member, locale }) => statistics.member(member.userId, locale),
  );
}
