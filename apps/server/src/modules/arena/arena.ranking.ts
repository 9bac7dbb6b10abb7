import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { ARENA_RANK_PAYOUT_HOUR, ARENA_RANK_PRIZES_COINS } from '@lootbay/shared/constants';
import { arenaRankPrize } from '@lootbay/shared/fairness/arena';
import type { ArenaMyRanking, ArenaRanking } from '@lootbay/shared/schemas/arena';
import type { RecurringTask } from '../../scheduler/scheduler';
import type { ArenaDependencies } from './arena.context';
import { claimRankPrize, prizesOf, rankOf, rankingOf } from './arena.repository';

const RANKED = ARENA_RANK_PRIZES_COINS.length;

/**
 * The daily arena ranking: points are the value members won in battles finished that site day;
 * at 10:00 the next day the top 10 are paid once each (a prize row per day and rank, and a
 * ledger transfer keyed by it), however many instances run the task.
 */
export function createArenaRanking(deps: Pick<ArenaDependencies, 'db' | 'clock' | 'timeZone' | 'wallet' | 'nicknames' | 'log' | 'messages'>) {
  const db = deps.db.kysely;

  function dayLabel(day: 'today' | 'yesterday', now = deps.clock()): string {
    return dayOf(deps.timeZone, day === 'today' ? now : periodAt('day', deps.timeZone, now).start - 1);
  }

  return {
    dayLabel,

    /** `/visitor/ornamentRanking`: a day's top 10 with what each rank pays (or was paid). */
    async ranking(day: 'today' | 'yesterday'): Promise<ArenaRanking> {
      const label = dayLabel(day);
      const [rows, prizes] = await Promise.all([rankingOf(db, label, RANKED), prizesOf(db, label)]);
      const names = await deps.nicknames(rows.map((row) => row.user_id));
      return {
        day: label,
        paid: prizes.length > 0,
        list: rows.map((row, index) => ({
          rank: index + 1,
          userId: row.user_id,
          nickname: names.get(row.user_id) ?? '',
          points: Number(row.points),
          prize: prizes.length > 0 ? Number(prizes.find((prize) => prize.rank === index + 1)?.prize ?? 0) : arenaRankPrize(index + 1, Number(row.points)),
        })),
      };
    },

    /** `/member/arena/my-ranking`: the member's rank and points of a day. */
    async mine(userId: string, day: 'today' | 'yesterday'): Promise<ArenaMyRanking> {
      const label = dayLabel(day);
      const own = await rankOf(db, label, userId);
      return { day: label, rank: own?.rank ?? null, points: own?.points ?? 0, prize: own ? arenaRankPrize(own.rank, own.points) : 0 };
    },

    /** Pays a day's prizes; ranks already paid are skipped, so a rerun pays nothing twice. */
    async payDay(day: string): Promise<number> {
      const rows = await rankingOf(db, day, RANKED);
      let paid = 0;
      for (const [index, row] of rows.entries()) {
        const rank = index + 1;
        const prize = arenaRankPrize(rank, Number(row.points));
        if (prize === 0) continue;
        await deps.db.transaction(async (trx) => {
          if (!(await claimRankPrize(trx, { day, rank, user_id: row.user_id, points: Number(row.points), prize, paid_at: deps.clock() }))) return;
          await deps.wallet.transferMany(trx, [{ id: `arena-rank:${day}:${rank}`, from: { system: 'prizes' }, to: { user: row.user_id }, currency: 'coin', amount: prize, reason: 'arena_rank_prize', reference: `arena_rank:${day}` }]);
          await deps.messages.send(trx, { userId: row.user_id, key: `arena-rank:${day}:${rank}`, template: 'rank_paid', params: { rank, amount: prize } });
          paid += 1;
        });
      }
      return paid;
    },

    /** At 10:00 of the site's day, yesterday's ranking is paid. */
    task(): RecurringTask {
      return {
        id: 'arena-rank-prizes',
        schedule: `0 ${ARENA_RANK_PAYOUT_HOUR} * * *`,
        run: async (job) => {
          const paid = await this.payDay(dayLabel('yesterday', job.runAt));
          deps.log.info({ paid }, 'arena rank prizes paid');
        },
      };
    },
  };
}

export type ArenaRankingService = ReturnType<typeof createArenaRanking>;
