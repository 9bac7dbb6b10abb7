import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import {
  choiceBoxBody,
  devExponentOffersBody,
  exponentBagBody,
  exponentBagPageSchema,
  exponentBoxListSchema,
  exponentCurrentUserSchema,
  exponentEmptyBody,
  exponentHistoryBody,
  exponentHistorySchema,
  exponentListBody,
  exponentListSchema,
  exponentOpenSchema,
  exponentPurchasePageSchema,
  exponentPurchaseSchema,
  exponentUserListBody,
  openKeyBoxBody,
} from '@lootbay/shared/schemas/exponent';
import type { Db } from '../../db/dialect';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { SessionResolver } from '../../http/session';
import type { ExponentService } from './exponent.service';

const tag = 'exponent';

export function registerExponentRoutes(app: FastifyInstance, sessions: SessionResolver, exponent: ExponentService): void {
  visitorCall(app, { path: '/exponential/boxList', body: exponentEmptyBody, data: exponentBoxListSchema, summary: 'The weapon boxes on offer, their prices and index boxes, and the purchases a member may make per round', tag }, ({ locale }) =>
    exponent.boxList(locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/exponential/choiceBox', body: choiceBoxBody, data: exponentPurchaseSchema, summary: 'Rise or fall for a weapon box in the round in play, paid at its price; final once paid', tag, perMinute: 120 },
    ({ body, member, locale }) => exponent.choose(member.userId, body, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/exponential/openKeyBox', body: openKeyBoxBody, data: exponentOpenSchema, summary: 'Open an index box of your exponent bag: one provable roll of your pair on its odds', tag, perMinute: 120 },
    ({ body, member, locale }) => exponent.openKeyBox(member.userId, body, locale),
  );
  visitorCall(app, { path: '/exponential/list', body: exponentListBody, data: exponentListSchema, summary: 'The round in play, the next rounds’ commitments and past rounds with their results and revealed seeds', tag }, ({ body }) =>
    exponent.list(body),
  );
  memberCall(app, sessions, { path: '/exponential/openHistory', body: exponentHistoryBody, data: exponentHistorySchema, summary: 'Your index box opens, or your purchases and what each gave', tag }, ({ body, member, locale }) =>
    exponent.history(member.userId, body, locale),
  );
  visitorCall(app, { path: '/exponential/userList', body: exponentUserListBody, data: exponentPurchasePageSchema, summary: 'Who bought into a round (the one in play unless named), in purchase order', tag }, ({ body, locale }) =>
    exponent.userList(body, locale),
  );
  memberCall(app, sessions, { path: '/exponential/userBag', body: exponentBagBody, data: exponentBagPageSchema, summary: 'Your index boxes, held ones first', tag }, ({ body, member, locale }) => exponent.bag(member.userId, body, locale));
  viewerCall(
    app,
    sessions,
    { path: '/exponential/currentUser', body: exponentEmptyBody, data: exponentCurrentUserSchema, summary: 'The round in play and, signed in, your purchases in it and your index boxes waiting', tag },
    ({ viewer, locale }) => exponent.currentUser(viewer?.userId ?? null, locale),
  );
}

/** `POST /dev/exponent/offers` (development only): the offers and per-round limit, as the console saves them. */
export function registerDevExponentRoutes(app: FastifyInstance, exponent: ExponentService, db: Db, clock: () => number): void {
  app.post(
    '/dev/exponent/offers',
    { schema: { body: devExponentOffersBody, response: { 200: envelopeOf(z.object({ roundLimit: z.int() })) }, summary: 'Put weapon boxes on offer (development only)', tags: ['dev'] } },
    async (request) => {
      const body = request.body as z.infer<typeof devExponentOffersBody>;
      await db.transaction((trx) => exponent.offers.saveIn(trx, body.offers, body.roundLimit, clock()));
      return success({ roundLimit: body.roundLimit }, requestLocale(request));
    },
  );
}
