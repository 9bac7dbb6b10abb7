import { calendarDays, dayOf, periodAt } from '@lootbay/shared/calendar';
import { INVITE_REBATE_TIERS, INVITE_SETTLEMENT_HOUR } from '@lootbay/shared/constants';
import type { RecurringTask } from '../../scheduler/scheduler';
import { inChunks, type InviteDependencies } from './invite.context';
import { rebateOf } from './invite.levels';
import { addSettled, insertRebates, insertSettlement, latestSettledDay, markDaySettled } from './invite.repository';
import type { Standings } from './invite.standing';
import type { InviteRebatesTable } from './invite.table';

/** A day the task missed (the site was down) is still settled when it runs again within this many days. */
const CATCH_UP_DAYS = 7;

interface Line {
  readonly inviteeId: string;
  readonly tier: number;
  readonly recharged: number;
}

/**
 * The daily settlement: what each member's invitees of tiers 1–3 were paid for in a site day,
 * times the rates of the member's level, is credited to the member's promotion amount with a
 * 'rebate_settled' message. Each promoter's day is one transaction around a row unique per
 * promoter and day, so a second run, a concurrent instance or a rerun after a crash mid-way
 * settles every promoter exactly once.
 */
export function createSettlement(deps: InviteDependencies, standings: Standings) {
  const db = deps.db.kysely;

  /** For each promoter, the recharging members 1, 2 and 3 steps below them, walking up from the recharges. */
  async function linesOf(paid: readonly { userId: string; coins: number }[]): Promise<Map<string, Line[]>> {
    const lines = new Map<string, Line[]>();
    let climbers = paid.map((entry) => ({ inviteeId: entry.userId, recharged: entry.coins, at: entry.userId }));
    for (let tier = 1; tier <= INVITE_REBATE_TIERS && climbers.length > 0; tier += 1) {
      const inviters = new Map(await inChunks([...new Set(climbers.map((climber) => climber.at))], async (chunk) => [...(await deps.tree.invitersOf(chunk))]));
      const next: typeof climbers = [];
      for (const climber of climbers) {
        const promoter = inviters.get(climber.at);
        if (promoter === undefined) continue;
        lines.set(promoter, [...(lines.get(promoter) ?? []), { inviteeId: climber.inviteeId, tier, recharged: climber.recharged }]);
        next.push({ ...climber, at: promoter });
      }
      climbers = next;
    }
    return lines;
  }

  async function settlePromoter(day: string, promoterId: string, lines: readonly Line[], standing: { level: { level: number; rates: readonly number[] } }): Promise<number> {
    const rebates: InviteRebatesTable[] = lines
      .map((line) => {
        const rate = standing.level.rates[line.tier - 1] ?? 0;
        return { promoter_id: promoterId, day, invitee_id: line.inviteeId, tier: line.tier, recharged: line.recharged, rate, amount: rebateOf(line.recharged, rate) };
      })
      .filter((rebate) => rebate.amount > 0);
    const amount = rebates.reduce((sum, rebate) => sum + rebate.amount, 0);
    if (amount === 0) return 0;
    return deps.db.transaction(async (trx) => {
      const now = deps.clock();
      if (!(await insertSettlement(trx, { promoter_id: promoterId, day, amount, level: standing.level.level, invitees: rebates.length, settled_at: now }))) return 0;
      await insertRebates(trx, rebates);
      await addSettled(trx, promoterId, amount, now);
      await deps.messages.send(trx, { userId: promoterId, key: `rebate_settled:${promoterId}:${day}`, template: 'rebate_settled', params: { amount, day } });
      return amount;
    });
  }

  return {
    /** Settles a site day (`YYYY-MM-DD`) for every promoter not settled yet; answers how many it settled now. */
    async settleDay(day: string): Promise<{ promoters: number; amount: number }> {
      const [bounds] = calendarDays(deps.timeZone, day, day);
      if (!bounds) throw new RangeError(`not a day: ${day}`);
      const lines = await linesOf(await deps.recharge.paidByMember(bounds.start, bounds.end));
      const promoters = [...lines.keys()].sort();
      const standing = await standings.of(promoters);
      let settled = 0;
      let amount = 0;
      for (const promoterId of promoters) {
        const credited = await settlePromoter(day, promoterId, lines.get(promoterId)!, standing.get(promoterId)!);
        if (credited === 0) continue;
        settled += 1;
        amount += credited;
      }
      await markDaySettled(db, day, deps.clock());
      deps.log.info({ day, promoters: settled, amount }, 'invite rebates settled');
      return { promoters: settled, amount };
    },

    /** The days due at a moment: yesterday, and those missed since the last settled day (at most a week back). */
    async dueDays(at: number): Promise<string[]> {
      const yesterday = dayOf(deps.timeZone, periodAt('day', deps.timeZone, at).start - 1);
      const earliest = dayOf(deps.timeZone, periodAt('day', deps.timeZone, at).start - CATCH_UP_DAYS * 24 * 60 * 60 * 1000);
      const latest = await latestSettledDay(db);
      if (latest === undefined) return [yesterday];
      if (latest >= yesterday) return [];
      return calendarDays(deps.timeZone, latest, yesterday)
        .slice(1)
        .map((entry) => entry.day)
        .filter((day) => day >= earliest);
    },

    /** Early each site morning, the days due are settled (long before the spec's 10:00). */
    task(): RecurringTask {
      return {
        id: 'invite-rebates',
        schedule: `0 ${INVITE_SETTLEMENT_HOUR} * * *`,
        run: async (job) => {
          for (const day of await this.dueDays(job.runAt)) await this.settleDay(day);
        },
      };
    },
  };
}

export type InviteSettlement = ReturnType<typeof createSettlement>;
