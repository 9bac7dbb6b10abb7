import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import {
  createRoomBody,
  devRollRoomBody,
  joinRoomBody,
  rollRoomDetailSchema,
  rollRoomIdBody,
  rollRoomListBody,
  rollRoomOrnamentsSchema,
  rollRoomPageSchema,
  rollRoomPeopleBody,
  rollRoomPeopleSchema,
} from '@lootbay/shared/schemas/roll';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { SessionResolver } from '../../http/session';
import type { RollService } from './roll.service';

const tag = 'roll rooms';

export function registerRollRoutes(app: FastifyInstance, sessions: SessionResolver, rooms: RollService): void {
  viewerCall(app, sessions, { path: '/visitor/rollRoomList', body: rollRoomListBody, data: rollRoomPageSchema, summary: 'Roll rooms, open ones first; a signed-in member also sees which they joined and whether they may join', tag }, ({ body, viewer, locale }) =>
    rooms.list({ status: body.status, official: body.official, joined: body.joined }, viewer?.userId ?? null, body.page, body.size, locale),
  );
  viewerCall(app, sessions, { path: '/visitor/rollRoomDetail', body: rollRoomIdBody, data: rollRoomDetailSchema, summary: 'A roll room: prizes, people and, once drawn, winners and the revealed seed', tag }, ({ body, viewer, locale }) =>
    rooms.detail(body.id, viewer?.userId ?? null, locale),
  );
  visitorCall(app, { path: '/visitor/rollRoomPeople', body: rollRoomPeopleBody, data: rollRoomPeopleSchema, summary: "A roll room's participants in join order", tag }, ({ body }) => rooms.people(body.id, body.page, body.size));
  visitorCall(app, { path: '/visitor/rollRoomOrnaments', body: rollRoomIdBody, data: rollRoomOrnamentsSchema, summary: "A roll room's prizes with their winners once drawn", tag }, ({ body, locale }) => rooms.ornaments(body.id, locale));
  memberCall(app, sessions, { path: '/member/joinRoom', body: joinRoomBody, data: rollRoomDetailSchema, summary: 'Join a roll room (its password, if any, and conditions met)', tag, perMinute: 60 }, ({ body, member, locale }) =>
    rooms.join(member.userId, { id: body.id, password: body.password }, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/createRoom', body: createRoomBody, data: rollRoomDetailSchema, summary: 'Open a roll room with prizes from your backpack, locked until its draw', tag, perMinute: 20 },
    ({ body, member, locale }) => rooms.createMemberRoom(member.userId, body, locale),
  );
}

/** `POST /dev/roll-rooms` (development only): a house room of catalogue items, drawn after `endsInSeconds`. */
export function registerDevRollRoomRoute(app: FastifyInstance, rooms: RollService, clock: () => number): void {
  app.post(
    '/dev/roll-rooms',
    { schema: { body: devRollRoomBody, response: { 200: envelopeOf(z.object({ id: z.string() })) }, summary: 'Open a house roll room (development only)', tags: ['dev'] } },
    async (request) => {
      const body = request.body as z.infer<typeof devRollRoomBody>;
      const now = clock();
      const id = await rooms.createHouseRoom({
        title: body.title ?? 'Lootbay roll',
        prizeIds: body.prizeIds,
        startsAt: now + body.startsInSeconds * 1000,
        endsAt: now + body.endsInSeconds * 1000,
        conditions: body.conditions ?? { registeredDays: 0, spend: null },
        password: body.password,
        robots: body.robots,
      });
      return success({ id }, requestLocale(request));
    },
  );
}
