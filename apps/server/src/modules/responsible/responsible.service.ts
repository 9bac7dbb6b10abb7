import {
  COOL_OFF_PERIODS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  REALITY_CHECK_MINUTES,
  type ExclusionPeriod,
  type LimitKind,
  type LimitPeriod,
} from '@lootbay/shared/constants';
import { AppError, type ErrorKey } from '@lootbay/shared/errors';
import type { LimitStatus, PlayBreak, PlaySession, ResponsibleStatus } from '@lootbay/shared/schemas/responsible';
import type { Db } from '../../db/dialect';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { GateCondition } from '../play/play.kit';
import { breakEnd, periodAt } from '@lootbay/shared/calendar';
import { findBreakInForce, findLimits, gateColumns, findRealityCheckMinutes, insertBreak, lockPerson, saveRealityCheckMinutes, upsertLimit } from './responsible.repository';
import type { BreakRow, LimitRow } from './responsible.table';

/** What some members' plays since a moment staked and won, hundredths: the play engine's record. */
export type PlayResults = (db: Trx | Db['kysely'], userIds: readonly string[], since: number) => Promise<{ plays: number; staked: number; won: number }>;

/** Coins some members recharged (paid, or ordered and still payable) since a moment: the recharge module's record. */
export type RechargedSince = (userIds: readonly string[], since: number) => Promise<number>;

export interface ResponsibleDependencies {
  readonly db: Db;
  readonly clock: () => number;
  /** The site's time zone: days, weeks (from Monday) and months of limits are its own. */
  readonly timeZone: string;
  /** The owner of an account and every account it holds: limits and breaks are the person's. */
  readonly householdIn: (db: Trx | Db['kysely'], userId: string) => Promise<{ readonly ownerId: string; readonly userIds: readonly string[] }>;
  readonly playResults: PlayResults;
  readonly rechargedSince: RechargedSince;
}

/** Members whose gate read found no loss limit, in the work that read it (a limit set since waits for their next play). */
const WITHOUT_LOSS_LIMITS = Symbol('members without loss limits');

const LIMIT_ERRORS: Record<LimitKind, Record<LimitPeriod, ErrorKey>> = {
  recharge: { day: 'RECHARGE_LIMIT_DAY', week: 'RECHARGE_LIMIT_WEEK', month: 'RECHARGE_LIMIT_MONTH' },
  loss: { day: 'LOSS_LIMIT_DAY', week: 'LOSS_LIMIT_WEEK', month: 'LOSS_LIMIT_MONTH' },
};

/** The amount in force at a moment: a waiting raise or removal counts once its 24 hours are over. */
function inForce(row: LimitRow, now: number): number | null {
  const amount = row.pending === 1 && row.applies_at !== null && Number(row.applies_at) <= now ? row.pending_amount : row.amount;
  return amount === null ? null : Number(amount);
}

function waiting(row: LimitRow, now: number): LimitStatus['pending'] {
  if (row.pending !== 1 || row.applies_at === null || Number(row.applies_at) <= now) return null;
  return { amount: row.pending_amount === null ? null : Number(row.pending_amount), appliesAt: Number(row.applies_at) };
}

function toBreak(row: BreakRow): PlayBreak {
  return { kind: row.kind as PlayBreak['kind'], period: row.period as ExclusionPeriod, startedAt: Number(row.started_at), until: row.until === null ? null : Number(row.until) };
}

/**
 * Responsible play: a person's recharge and loss limits per day, week and month (lowering applies
 * at once, raising or removing after 24 hours), cool-offs and self-exclusions that cannot be
 * shortened, and the reality check. Its checks sit in the play gate and in every recharge path.
 */
export function createResponsibleService(deps: ResponsibleDependencies) {
  const db = deps.db.kysely;

  /** The first limit of a kind that `extra` more would exceed, refused with its own message. */
  async function assertWithin(kind: LimitKind, rows: readonly LimitRow[], now: number, used: (since: number) => Promise<number>, extra: number): Promise<void> {
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((entry) => entry.kind === kind && entry.period === period);
      const limit = row ? inForce(row, now) : null;
      if (limit === null) continue;
      const { start, end } = periodAt(period, deps.timeZone, now);
      const spent = await used(start);
      if (spent + extra > limit) throw new AppError(LIMIT_ERRORS[kind][period], { kind, period, limit, used: spent, resetsAt: end });
    }
  }

  async function assertNoBreak(trx: Trx | Db['kysely'], userId: string): Promise<{ ownerId: string; userIds: readonly string[] }> {
    const household = await deps.householdIn(trx, userId);
    const inForceBreak = await findBreakInForce(trx, household.ownerId, deps.clock());
    if (inForceBreak) throw new AppError('PLAY_BREAK_ACTIVE', { until: inForceBreak.until === null ? null : Number(inForceBreak.until) });
    return household;
  }

  const lossSince = (trx: Trx | Db['kysely'], userIds: readonly string[]) => async (since: number) => {
    const results = await deps.playResults(trx, userIds, since);
    return results.staked - results.won;
  };

  /** Limits with what each period has used so far, the break in force and the reality check; reads only. */
  async function status(userId: string): Promise<ResponsibleStatus> {
    const now = deps.clock();
    const household = await deps.householdIn(db, userId);
    const rows = await findLimits(db, household.ownerId);
    const used: Record<LimitKind, (since: number) => Promise<number>> = { loss: lossSince(db, household.userIds), recharge: (since) => deps.rechargedSince(household.userIds, since) };
    const limits: LimitStatus[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const row = rows.find((entry) => entry.kind === kind && entry.period === period);
        const { start, end } = periodAt(period, deps.timeZone, now);
        limits.push({ kind, period, amount: row ? inForce(row, now) : null, used: row ? await used[kind](start) : 0, resetsAt: end, pending: row ? waiting(row, now) : null });
      }
    }
    const inForceBreak = await findBreakInForce(db, household.ownerId, now);
    return { limits, exclusion: inForceBreak ? toBreak(inForceBreak) : null, realityCheckMinutes: (await findRealityCheckMinutes(db, userId)) ?? REALITY_CHECK_MINUTES.default };
  }

  return {
    /**
     * The play gate's condition, read with the standing: no play and no bonus during a break (the
     * whole person's, sub-accounts too). In a play it also learns whether the person has loss
     * limits, so a stake of someone without any reads none.
     */
    gateCondition: {
      columns: (owner) => gateColumns(owner, deps.clock()),
      check: (trx, userId, values) => {
        if (values['on_break'] === 1) throw new AppError('PLAY_BREAK_ACTIVE', { until: values['break_until'] == null ? null : Number(values['break_until']) });
        if (!trx) return;
        const withoutLimits = unitOf(trx).state(WITHOUT_LOSS_LIMITS, () => new Set<string>());
        if (values['loss_limits'] === 0) withoutLimits.add(userId);
        else withoutLimits.delete(userId);
      },
    } satisfies GateCondition,

    /** The play gate's stake check: what the play stakes in all must keep the person within each loss limit. */
    async assertStake(trx: Trx, userId: string, value: number): Promise<void> {
      if (unitOf(trx).state(WITHOUT_LOSS_LIMITS, () => new Set<string>()).has(userId)) return;
      const household = await deps.householdIn(trx, userId);
      const rows = await findLimits(trx, household.ownerId, { kind: 'loss', lock: deps.db.dialect });
      if (rows.length === 0) return;
      await assertWithin('loss', rows, deps.clock(), lossSince(trx, household.userIds), value);
    },

    /**
     * Every recharge path asks first: no recharge during a break, and `coins` more must keep the
     * person within each recharge limit.
     */
    async assertMayRecharge(userId: string, coins: number): Promise<void> {
      const household = await assertNoBreak(db, userId);
      const rows = await findLimits(db, household.ownerId, { kind: 'recharge' });
      await assertWithin('recharge', rows, deps.clock(), (since) => deps.rechargedSince(household.userIds, since), coins);
    },

    /** `/member/responsible/status`. */
    status,

    /**
     * `/member/responsible/limits`: lowering (or a first limit) applies at once and drops a waiting
     * raise; raising or removing waits 24 hours, shown as pending until then.
     */
    async setLimit(userId: string, kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<ResponsibleStatus> {
      await deps.db.transaction(async (trx) => {
        const now = deps.clock();
        const { ownerId } = await deps.householdIn(trx, userId);
        await lockPerson(trx, deps.db.dialect, ownerId);
        const row = (await findLimits(trx, ownerId)).find((entry) => entry.kind === kind && entry.period === period);
        const current = row ? inForce(row, now) : null;
        const lowers = amount !== null && (current === null || amount <= current);
        await upsertLimit(trx, {
          owner_id: ownerId,
          kind,
          period,
          amount: lowers ? amount : current,
          pending: lowers ? 0 : 1,
          pending_amount: lowers ? null : amount,
          applies_at: lowers ? null : now + LIMIT_RAISE_DELAY_MS,
          updated_at: now,
        });
      });
      return status(userId);
    },

    /** `/member/responsible/exclude`: a break for the person; one in force can be extended, never shortened. */
    async exclude(userId: string, period: ExclusionPeriod): Promise<ResponsibleStatus> {
      await deps.db.transaction(async (trx) => {
        const now = deps.clock();
        const { ownerId } = await deps.householdIn(trx, userId);
        await lockPerson(trx, deps.db.dialect, ownerId);
        const current = await findBreakInForce(trx, ownerId, now);
        const until = breakEnd(period, now);
        if (current && (current.until === null || (until !== null && until <= Number(current.until)))) throw new AppError('BREAK_CANNOT_SHORTEN', { until: current.until === null ? null : Number(current.until) });
        await insertBreak(trx, { id: orderedId(), owner_id: ownerId, user_id: userId, kind: COOL_OFF_PERIODS.includes(period) ? 'cool_off' : 'self_exclusion', period, started_at: now, until });
      });
      return status(userId);
    },

    /** `/member/responsible/realityCheck`: every how many minutes of play the device shows the check. */
    async setRealityCheck(userId: string, minutes: number): Promise<ResponsibleStatus> {
      await saveRealityCheckMinutes(db, userId, minutes, deps.clock());
      return status(userId);
    },

    /** `/member/responsible/session`: what the account's plays staked and won since the session began. */
    async session(userId: string, since: number): Promise<PlaySession> {
      const results = await deps.playResults(db, [userId], since);
      return { since, plays: results.plays, staked: results.staked, won: results.won, net: results.won - results.staked };
    },
  };
}

export type ResponsibleService = ReturnType<typeof createResponsibleService>;
