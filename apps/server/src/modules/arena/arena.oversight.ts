import { ARENA_SEAT_TEAMS } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { ArenaStatus } from '@lootbay/shared/schemas/arena';
import type { ConsoleBattle, ConsoleReport } from '@lootbay/shared/schemas/console-games';
import type { Trx } from '../../db/unit-of-work';
import { boxesOf, modeOf, type ArenaDependencies } from './arena.context';
import { findReport, pageReports, reportCounts, reviewReport } from './arena.oversight.repository';
import { pageBattles, seatsOf } from './arena.repository';
import type { RobotProfiles } from './arena.robot-profiles';
import type { ArenaReportRow } from './arena.table';

/** A report's id: a member reports a battle at most once, so the pair names it. */
export const reportId = (battleId: string, reporterId: string): string => `${battleId}:${reporterId}`;

function reportKey(id: string): { battleId: string; reporterId: string } {
  const split = id.indexOf(':');
  if (split <= 0 || split === id.length - 1) throw new AppError('CONSOLE_REPORT_NOT_FOUND');
  return { battleId: id.slice(0, split), reporterId: id.slice(split + 1) };
}

/** What operators look at: every battle with its seats and reports, and the reports to review. */
export function createArenaOversight(deps: Pick<ArenaDependencies, 'db' | 'clock' | 'nicknames'>, robots: RobotProfiles) {
  const db = deps.db.kysely;

  function reportView(row: ArenaReportRow, names: ReadonlyMap<string, string>): ConsoleReport {
    return {
      id: reportId(row.battle_id, row.user_id),
      battleId: row.battle_id,
      reporterId: row.user_id,
      reporterNickname: names.get(row.user_id) ?? null,
      reason: row.reason,
      at: Number(row.created_at),
      state: row.reviewed_at === null ? 'open' : 'reviewed',
      outcome: row.outcome as ConsoleReport['outcome'],
      reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
      reviewedBy: row.reviewed_by,
      reviewReason: row.review_reason,
    };
  }

  return {
    /** Battles newest first, by state and whether anyone reported them. */
    async battles(filter: { readonly status?: ArenaStatus | undefined; readonly reported?: boolean | undefined }, page: number, size: number) {
      const { list: rows, total } = await pageBattles(db, { status: filter.status, reported: filter.reported }, page, size);
      const ids = rows.map((row) => row.id);
      const [seats, counts, profiles] = await Promise.all([seatsOf(db, ids), reportCounts(db, ids), robots.byId()]);
      const names = await deps.nicknames([...new Set(seats.flatMap((seat) => (seat.user_id ? [seat.user_id] : [])))]);
      const list = rows.map((row): ConsoleBattle => {
        const own = seats.filter((seat) => seat.battle_id === row.id);
        const seatViews = ARENA_SEAT_TEAMS[modeOf(row)].map((team, seat) => {
          const taken = own.find((entry) => entry.seat === seat);
          const robot = taken?.robot_id ? profiles.get(taken.robot_id) : undefined;
          return {
            seat,
            team,
            userId: taken?.user_id ?? null,
            robotId: taken?.robot_id ?? null,
            robot: Boolean(taken?.robot_id),
            nickname: robot?.nickname ?? (taken?.user_id ? (names.get(taken.user_id) ?? null) : null),
            result: (taken?.result as ConsoleBattle['seats'][number]['result'] | undefined) ?? null,
            won: Number(taken?.won ?? 0),
          };
        });
        return {
          id: row.id,
          mode: modeOf(row),
          status: row.status as ArenaStatus,
          creatorId: row.creator_id,
          price: Number(row.price),
          currency: row.currency,
          boxCount: boxesOf(row).length,
          roundsPlayed: row.rounds_played,
          seats: seatViews,
          winnerTeam: row.winner_team,
          winnerSeats: seatViews.filter((seat) => seat.result === 'victory').map((seat) => seat.seat),
          reportCount: counts.get(row.id) ?? 0,
          createdAt: Number(row.created_at),
          startedAt: row.started_at === null ? null : Number(row.started_at),
          finishedAt: row.finished_at === null ? null : Number(row.finished_at),
        };
      });
      return { list, total, page, size };
    },

    /** Battle reports newest first: open ones, reviewed ones, or all. */
    async reports(state: 'open' | 'reviewed' | undefined, page: number, size: number) {
      const { list: rows, total } = await pageReports(db, state, page, size);
      const names = await deps.nicknames([...new Set(rows.map((row) => row.user_id))]);
      return { list: rows.map((row) => reportView(row, names)), total, page, size };
    },

    /** Records an operator's review of a report, once, in the caller's transaction. */
    async reviewIn(trx: Trx, id: string, review: { readonly outcome: 'dismissed' | 'upheld'; readonly reason: string; readonly operator: string }) {
      const { battleId, reporterId } = reportKey(id);
      const reviewed = await reviewReport(trx, battleId, reporterId, { reviewed_at: deps.clock(), reviewed_by: review.operator, outcome: review.outcome, review_reason: review.reason });
      const row = await findReport(trx, battleId, reporterId);
      if (!row) throw new AppError('CONSOLE_REPORT_NOT_FOUND');
      if (!reviewed) throw new AppError('CONSOLE_REPORT_REVIEWED');
      return reportView(row, new Map());
    },
  };
}

export type ArenaOversight = ReturnType<typeof createArenaOversight>;
