import type { FastifyInstance } from 'fastify';
import {
  boxHistoryBody,
  guidedOpenBody,
  openBoxAnswerSchema,
  openBoxBody,
  openIdBody,
  openProofSchema,
  openRecordListSchema,
  openRecordPageSchema,
  recentDropsBody,
  tryOpenAnswerSchema,
  tryOpenBody,
  userBoxHistoryBody,
} from '@lootbay/shared/schemas/boxes';
import { freeBoxDetailSchema, freeBoxHistoryBody, freeBoxInfoBody, freeBoxListSchema, openFreeBoxAnswerSchema, openFreeBoxBody } from '@lootbay/shared/schemas/activity';
import { boxListSchema } from '@lootbay/shared/schemas/catalog';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { BoxesService } from './boxes.service';

export function registerBoxesRoutes(app: FastifyInstance, sessions: SessionResolver, boxes: BoxesService): void {
  memberCall(
    app,
    sessions,
    {
      path: '/member/openBox',
      body: openBoxBody,
      data: openBoxAnswerSchema,
      summary: 'Open 1 to 5 of a box at the odds version and price you were shown: pay, roll, and the items go to your backpack; a retry with the same requestId answers the first result',
      tag: 'boxes',
      perMinute: 120,
    },
    ({ body, member, locale }) =>
      boxes.open(member.userId, { boxId: body.id, num: body.num, useJade: body.useJade, requestId: body.requestId, oddsVersion: body.oddsVersion, price: body.price }, locale),
  );
  visitorCall(
    app,
    { path: '/mybox/open/on_open_try', body: tryOpenBody, data: tryOpenAnswerSchema, summary: 'Try a box: real rolls on a throw-away seed, no charge, no item', tag: 'boxes', perMinute: 60 },
    ({ body, locale }) => boxes.tryOpen(body.id, body.num, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/mybox/open/on_open_guild', body: guidedOpenBody, data: tryOpenAnswerSchema, summary: 'The guided first open, once per member: no charge, no item', tag: 'boxes', perMinute: 30 },
    ({ body, member, locale }) => boxes.guidedOpen(member.userId, body.id, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/getOpenBoxHistory', body: boxHistoryBody, data: openRecordPageSchema, summary: 'Opens on the site, newest first, optionally of one box', tag: 'boxes' },
    ({ body, locale }) => boxes.history({ boxId: body.boxId }, body.page, body.size, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/listUserBoxHistory', body: userBoxHistoryBody, data: openRecordPageSchema, summary: "A player's opens, newest first", tag: 'boxes' },
    ({ body, locale }) => boxes.history({ userId: body.userId, boxId: body.boxId }, body.page, body.size, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/getUserBoxHistory', body: openIdBody, data: openProofSchema, summary: 'One open with its proof (the secret once the seed pair is reset)', tag: 'boxes' },
    ({ body, locale }) => boxes.proof(body.id, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/newBoxReceiveInfo', body: recentDropsBody, data: openRecordListSchema, summary: 'The newest drops on the site (live ticker)', tag: 'boxes' },
    ({ body, locale }) => boxes.recentDrops(body.size, locale, body.minGrade),
  );
  visitorCall(
    app,
    { path: '/visitor/newBoxInfo', body: emptyBodySchema, data: boxListSchema, summary: 'The newest boxes in the catalogue', tag: 'boxes' },
    ({ locale }) => boxes.newestBoxes(locale),
  );
  visitorCall(
    app,
    { path: '/mybox/box/box_list_often', body: emptyBodySchema, data: boxListSchema, summary: 'The boxes opened most this week', tag: 'boxes' },
    ({ locale }) => boxes.oftenOpened(locale),
  );

  // Free level boxes: the spec files them under activities; they open like any box.
  viewerCall(
    app,
    sessions,
    { path: '/activity/recharge/activityBox', body: emptyBodySchema, data: freeBoxListSchema, summary: "Every free level box, lowest level first, with a signed-in member's locks and 24-hour countdowns", tag: 'activity' },
    ({ locale, viewer }) => boxes.freeBoxes(viewer?.userId ?? null, locale),
  );
  viewerCall(
    app,
    sessions,
    { path: '/activity/recharge/getFreeBoxInfo', body: freeBoxInfoBody, data: freeBoxDetailSchema, summary: "A free level box with its published odds and a signed-in member's lock and countdown", tag: 'activity' },
    ({ body, locale, viewer }) => boxes.freeBoxInfo(body.id, viewer?.userId ?? null, locale),
  );
  memberCall(
    app,
    sessions,
    {
      path: '/activity/recharge/openActivityBox',
      body: openFreeBoxBody,
      data: openFreeBoxAnswerSchema,
      summary: "Opens a free level box: once per 24 hours per member, refused below its level with 'claim condition not yet met'; a retry with the same requestId answers the first result",
      tag: 'activity',
      perMinute: 60,
    },
    ({ body, member, locale }) => boxes.openFree(member.userId, { boxId: body.id, requestId: body.requestId }, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/activity/recharge/getFreeBoxHistory', body: freeBoxHistoryBody, data: openRecordPageSchema, summary: "The member's free box opens, newest first", tag: 'activity' },
    ({ body, member, locale }) => boxes.history({ userId: member.userId, free: true }, body.page, body.size, locale),
  );
}
