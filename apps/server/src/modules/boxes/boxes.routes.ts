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
import { boxListSchema } from '@lootbay/shared/schemas/catalog';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { memberCall, visitorCall } from '../../http/call';
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
}
