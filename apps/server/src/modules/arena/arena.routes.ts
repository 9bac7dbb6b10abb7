import type { FastifyInstance } from 'fastify';
import {
  arenaAddBody,
  arenaBattleSchema,
  arenaBoxesSchema,
  arenaIdBody,
  arenaJoinBody,
  arenaListBody,
  arenaMyRankingSchema,
  arenaPageBody,
  arenaPageSchema,
  arenaRankingBody,
  arenaRankingSchema,
  arenaReportBody,
  arenaReportSchema,
  arenaRobotsSchema,
  arenaSeatItemsSchema,
} from '@lootbay/shared/schemas/arena';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { memberCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { ArenaRankingService } from './arena.ranking';
import type { ArenaService } from './arena.service';

const tag = 'arena';

export function registerArenaRoutes(app: FastifyInstance, sessions: SessionResolver, arena: ArenaService, ranking: ArenaRankingService): void {
  for (const path of ['/visitor/arenaListWeb', '/mybox/room/pk/list']) {
    visitorCall(app, { path, body: arenaListBody, data: arenaPageSchema, summary: 'Battles, newest first, by mode, state and seat price', tag }, ({ body, locale }) =>
      arena.page({ mode: body.mode, status: body.status, minPrice: body.minPrice, maxPrice: body.maxPrice }, body.page, body.size, locale),
    );
  }
  for (const path of ['/visitor/arenaDetail', '/mybox/room/pk/info']) {
    visitorCall(app, { path, body: arenaIdBody, data: arenaBattleSchema, summary: 'One battle: seats, what each opened, winners and, once finished, the revealed seed', tag }, ({ body, locale }) =>
      arena.detail(body.id, locale),
    );
  }
  visitorCall(app, { path: '/mybox/room/pk/user/ornament', body: arenaIdBody, data: arenaSeatItemsSchema, summary: "Every item of a battle with the seat that opened it", tag }, ({ body, locale }) =>
    arena.seatItems(body.id, locale),
  );
  visitorCall(app, { path: '/visitor/arenaBoxAll', body: emptyBodySchema, data: arenaBoxesSchema, summary: 'The boxes a battle may hold', tag }, ({ locale }) => arena.boxes(locale));
  visitorCall(app, { path: '/web/user/robot/list', body: emptyBodySchema, data: arenaRobotsSchema, summary: 'The house robots, each with its name, picture and the public seed it brings to a battle', tag }, () => arena.robots());
  visitorCall(app, { path: '/visitor/ornamentRanking', body: arenaRankingBody, data: arenaRankingSchema, summary: "Today's or yesterday's arena ranking with its prizes", tag }, ({ body }) => ranking.ranking(body.day));

  memberCall(app, sessions, { path: '/member/arena/my-ranking', body: arenaRankingBody, data: arenaMyRankingSchema, summary: "The member's arena rank and points of today or yesterday", tag }, ({ body, member }) =>
    ranking.mine(member.userId, body.day),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/arenaAdd', body: arenaAddBody, data: arenaBattleSchema, summary: 'Create a battle of 1 to 8 boxes in 2p, 3p or 2v2 mode, paying the first seat; a retry with the same requestId answers the first result', tag, perMinute: 60 },
    ({ body, member, locale }) => arena.create(member.userId, { boxIds: body.boxIds, mode: body.mode, requestId: body.requestId, cloneOf: body.cloneOf }, locale),
  );
  for (const path of ['/member/arenaJoin', '/mybox/room/pk/join']) {
    memberCall(app, sessions, { path, body: arenaJoinBody, data: arenaBattleSchema, summary: 'Take a seat of a waiting battle (the first free one unless named) and pay it', tag, perMinute: 120 }, ({ body, member, locale }) =>
      arena.join(member.userId, { id: body.id, seat: body.seat, requestId: body.requestId }, locale),
    );
  }
  memberCall(app, sessions, { path: '/member/joinRobot', body: arenaIdBody, data: arenaBattleSchema, summary: "The creator fills the battle's empty seats with house robots", tag, perMinute: 60 }, ({ body, member, locale }) =>
    arena.fillWithRobots(member.userId, body.id, locale),
  );
  memberCall(app, sessions, { path: '/member/arenaCancel', body: arenaIdBody, data: arenaBattleSchema, summary: 'The creator cancels a battle nobody else has joined; the seat is refunded', tag, perMinute: 60 }, ({ body, member, locale }) =>
    arena.cancel(member.userId, body.id, locale),
  );
  memberCall(app, sessions, { path: '/member/arenaReport', body: arenaReportBody, data: arenaReportSchema, summary: 'Report a battle to the operators, with a reason', tag, perMinute: 10 }, ({ body, member }) =>
    arena.report(member.userId, body.id, body.reason),
  );
  memberCall(app, sessions, { path: '/member/arena/watch', body: arenaIdBody, data: arenaBattleSchema, summary: "Watch a battle: its state now, remembered in the member's watch list", tag }, ({ body, member, locale }) =>
    arena.watch(member.userId, body.id, locale),
  );
  memberCall(app, sessions, { path: '/member/arena/watch/list', body: arenaPageBody, data: arenaPageSchema, summary: 'Battles the member watched, last watched first', tag }, ({ body, member, locale }) =>
    arena.page({ watchedBy: member.userId }, body.page, body.size, locale),
  );
  memberCall(app, sessions, { path: '/member/arena/mine', body: arenaPageBody, data: arenaPageSchema, summary: 'My arenas: battles the member sat in, newest first', tag }, ({ body, member, locale }) =>
    arena.page({ seatedUserId: member.userId }, body.page, body.size, locale),
  );
  memberCall(app, sessions, { path: '/member/arenaVictoryHistory', body: arenaPageBody, data: arenaPageSchema, summary: 'Battles the member won, newest first', tag }, ({ body, member, locale }) =>
    arena.page({ wonByUserId: member.userId }, body.page, body.size, locale),
  );
}
