import { z } from 'zod';
import { FREE_BOX_COOLDOWN_MS } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { BOX_KIND } from '@lootbay/shared/catalog';
import { consoleBody } from '@lootbay/shared/schemas/console';
import {
  consoleBattlePageSchema,
  consoleBattlesBodySchema,
  consoleReportPageSchema,
  consoleReportSchema,
  consoleReportsBodySchema,
  consoleRobotSchema,
  consoleRollRoomPageSchema,
  consoleRollRoomsBodySchema,
  freeBoxesOverviewSchema,
  reportReviewBodySchema,
  robotUpdateBodySchema,
  rollRoomCreateBodySchema,
  rollRoomCreatedSchema,
  type ConsoleRollRoom,
} from '@lootbay/shared/schemas/console-games';
import type { ActivityService } from '../activity/activity.service';
import type { ArenaService } from '../arena/arena.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { RollService } from '../roll/roll.service';
import { changeCall, readCall, type ConsoleCall } from './console.calls';

/** How far ahead a house room may end. */
const ROOM_END_MAX_MS = 30 * 24 * 60 * 60 * 1000;

export interface GameServices {
  readonly arena: Pick<ArenaService, 'robotProfiles' | 'oversight'>;
  readonly roll: Pick<RollService, 'list' | 'createHouseRoomIn'>;
  readonly activity: Pick<ActivityService, 'settings'>;
  readonly catalog: Pick<CatalogService, 'boxesOfKind'>;
  readonly clock: () => number;
}

/** House robots, battles and their reports, roll rooms, free boxes and activities. */
export function gameCalls({ arena, roll, activity, catalog, clock }: GameServices): ConsoleCall[] {
  return [
    readCall({
      path: 'games/robots',
      access: 'games.read',
      summary: 'The house robots with the names and pictures players see',
      body: consoleBody({}),
      data: z.array(consoleRobotSchema),
      read: () => arena.robotProfiles.list(),
    }),
    changeCall({
      path: 'games/robots/update',
      access: 'games.write',
      summary: "Rename a house robot or change its picture (its id and seed stay: battles' proofs depend on them)",
      body: robotUpdateBodySchema,
      data: consoleRobotSchema,
      async change(trx, body) {
        const { before, after } = await arena.robotProfiles.updateIn(trx, body.id, { nickname: body.nickname, avatar: body.avatar });
        return { data: after, target: `robot:${body.id}`, before, after };
      },
    }),
    readCall({
      path: 'games/battles',
      access: 'games.read',
      summary: 'Battles newest first with their seats, winner and report count',
      body: consoleBattlesBodySchema,
      data: consoleBattlePageSchema,
      read: (body) => arena.oversight.battles({ status: body.status, reported: body.reported }, body.page, body.size),
    }),
    readCall({
      path: 'games/reports',
      access: 'games.read',
      summary: 'Battle reports newest first, open or reviewed',
      body: consoleReportsBodySchema,
      data: consoleReportPageSchema,
      read: (body) => arena.oversight.reports(body.state, body.page, body.size),
    }),
    changeCall({
      path: 'games/reports/review',
      access: 'games.write',
      summary: 'Review a battle report once: dismissed or upheld',
      body: reportReviewBodySchema,
      data: consoleReportSchema,
      async change(trx, body, { caller }) {
        const report = await arena.oversight.reviewIn(trx, body.id, { outcome: body.outcome, reason: body.reason, operator: caller.account });
        return { data: report, target: `report:${body.id}`, after: { outcome: body.outcome } };
      },
    }),
    readCall({
      path: 'games/roll-rooms',
      access: 'games.read',
      summary: "Roll rooms, open ones first, house and members' alike",
      body: consoleRollRoomsBodySchema,
      data: consoleRollRoomPageSchema,
      async read(body, { locale }) {
        const page = await roll.list({ status: body.status }, null, body.page, body.size, locale);
        return {
          ...page,
          list: page.list.map(
            (room): ConsoleRollRoom => ({
              id: room.id,
              title: room.title,
              kind: room.official ? 'house' : 'member',
              creatorId: room.creatorId,
              creatorNickname: room.creatorNickname,
              status: room.status,
              prizeCount: room.prizeCount,
              prizeValue: room.prizeValue,
              peopleCount: room.peopleCount,
              hasPassword: room.hasPassword,
              robotsAllowed: room.robotsAllowed,
              conditions: room.conditions,
              startsAt: room.startsAt,
              endsAt: room.endsAt,
              drawnAt: room.drawnAt,
            }),
          ),
        };
      },
    }),
    changeCall({
      path: 'games/roll-rooms/create',
      access: 'games.write',
      summary: 'Open a house roll room of catalogue items, drawn at its end',
      body: rollRoomCreateBodySchema,
      data: rollRoomCreatedSchema,
      async change(trx, body) {
        const now = clock();
        const startsAt = body.startsAt ?? now;
        if (body.endsAt <= Math.max(now, startsAt) || body.endsAt > now + ROOM_END_MAX_MS) throw new AppError('CONSOLE_ROLL_ROOM_TIMES');
        const room = await roll.createHouseRoomIn(trx, {
          title: body.title,
          prizeIds: body.prizeIds,
          startsAt,
          endsAt: body.endsAt,
          conditions: body.conditions ?? { registeredDays: 0, spend: null },
          password: body.password,
          robots: body.robots,
        });
        const after = { title: body.title, prizeIds: body.prizeIds, prizeValue: room.prizeValue, startsAt, endsAt: body.endsAt, conditions: body.conditions ?? null, robots: body.robots, hasPassword: body.password !== undefined };
        return { data: room, target: `roll-room:${room.id}`, after };
      },
    }),
    readCall({
      path: 'games/free-boxes',
      access: 'games.read',
      summary: "The free level boxes (hidden ones too) and the activities' settings, read-only",
      body: consoleBody({}),
      data: freeBoxesOverviewSchema,
      async read() {
        const boxes = await catalog.boxesOfKind(BOX_KIND.free);
        return {
          boxes: boxes.map((box) => ({
            id: box.id,
            name: { cn: box.name_cn, br: box.name_br, en: box.name_en },
            image: box.image,
            level: box.level,
            visible: box.visible === 1,
            oddsVersion: box.odds_version,
            expectedReturn: Number(box.expected_return),
          })),
          freeBoxCooldownMs: FREE_BOX_COOLDOWN_MS,
          ...activity.settings(),
        };
      },
    }),
  ];
}
