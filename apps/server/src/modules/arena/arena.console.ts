import { consoleBody } from '@lootbay/shared/schemas/console';
import { z } from 'zod';
import {
  consoleBattlePageSchema,
  consoleBattlesBodySchema,
  consoleReportPageSchema,
  consoleReportSchema,
  consoleReportsBodySchema,
  consoleRobotSchema,
  reportReviewBodySchema,
  robotUpdateBodySchema,
} from '@lootbay/shared/schemas/console-games';
import type { ArenaService } from './arena.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** The arena: the house robots, battles with their seats and winners, and players' reports. */
export function arenaCalls(arena: Pick<ArenaService, 'robotProfiles' | 'oversight'>): ConsoleCall[] {
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
  ];
}
