import { AppError } from '@lootbay/shared/errors';
import { consoleRollRoomPageSchema, consoleRollRoomsBodySchema, rollRoomCreateBodySchema, rollRoomCreatedSchema, type ConsoleRollRoom } from '@lootbay/shared/schemas/console-games';
import type { RollService } from './roll.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** How far ahead a house room may end. */
const ROOM_END_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/** Roll rooms: every room, house and members' alike, and the house's own rooms. */
export function rollCalls(roll: Pick<RollService, 'list' | 'createHouseRoomIn'>, clock: () => number): ConsoleCall[] {
  return [
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
  ];
}
