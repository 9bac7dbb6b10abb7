import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  activityIdBody,
  activityInfoSchema,
  activitySchema,
  bingoOpenBody,
  bingoProgressSchema,
  bingoRankingSchema,
  bingoRewardSchema,
  prayDrawBody,
  prayDrawSchema,
  prayOddsBody,
  prayOddsSchema,
  praySelectBody,
  prayStateSchema,
  rechargeActivitySchema,
  rechargeAwardAnswerSchema,
  rechargeAwardBody,
} from '@lootbay/shared/schemas/activity';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { ActivityService } from './activity.service';

const TAG = 'activity';

export function registerActivityRoutes(app: FastifyInstance, sessions: SessionResolver, activity: ActivityService): void {
  memberCall(
    app,
    sessions,
    { path: '/activity/recharge/rechargeStatus', body: emptyBodySchema, data: rechargeActivitySchema, summary: "Coins recharged this site day and each award tier's claim state", tag: TAG },
    ({ member }) => activity.recharge.status(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/activity/recharge/award', body: rechargeAwardBody, data: rechargeAwardAnswerSchema, summary: "Claims a recharge tier's award, once per site day, once the day's recharges reach it", tag: TAG, perMinute: 30 },
    ({ body, member }) => activity.recharge.award(member.userId, body.tier),
  );

  memberCall(
    app,
    sessions,
    { path: '/activity/pray/selectDraw', body: praySelectBody, data: prayStateSchema, summary: "Today's wishable items and your wish; with ornamentId, chooses it (until today's draw)", tag: TAG, perMinute: 60 },
    ({ body, member, locale }) => activity.pray.select(member.userId, body.ornamentId, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/activity/pray/draw', body: prayDrawBody, data: prayDrawSchema, summary: "Draws today's wish once: one free provable roll; a retry with the same requestId answers the first draw", tag: TAG, perMinute: 30 },
    ({ body, member, locale }) => activity.pray.draw(member.userId, body.requestId, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/prayOdds', body: prayOddsBody, data: prayOddsSchema, summary: 'The odds table one daily wish was drawn against, to hash and check', tag: 'fairness', perMinute: 240 },
    ({ body }) => activity.pray.odds(body.id),
  );

  visitorCall(app, { path: '/mybox/activity/list', body: emptyBodySchema, data: z.array(activitySchema), summary: 'The activities running now', tag: TAG }, async ({ locale }) => activity.bingo.list(locale));
  viewerCall(
    app,
    sessions,
    { path: '/mybox/activity/info', body: activityIdBody, data: activityInfoSchema, summary: "An activity board's steps and what each pays, with a signed-in member's opens and step", tag: TAG },
    ({ body, locale, viewer }) => activity.bingo.info(body.id, viewer?.userId ?? null, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/activity/bingo/step/info', body: activityIdBody, data: bingoProgressSchema, summary: "The member's opens and step on a board, and each step's claim state", tag: TAG },
    ({ body, member, locale }) => activity.bingo.progress(body.id, member.userId, locale),
  );
  memberCall(
    app,
    sessions,
    {
      path: '/mybox/activity/open',
      body: bingoOpenBody,
      data: bingoRewardSchema,
      summary: "Claims a reached pay step's reward once per period: one free provable roll of its free box; a retry with the same requestId answers the first reward",
      tag: TAG,
      perMinute: 30,
    },
    ({ body, member, locale }) => activity.bingo.open(member.userId, { id: body.id, step: body.step, requestId: body.requestId }, locale),
  );
  visitorCall(
    app,
    { path: '/mybox/activity/bingo/ranking', body: activityIdBody, data: bingoRankingSchema, summary: 'The members furthest on a board this period', tag: TAG },
    ({ body }) => activity.bingo.ranking(body.id),
  );
}
