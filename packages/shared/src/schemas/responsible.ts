import { z } from 'zod';
import { EXCLUSION_PERIODS, LIMIT_KINDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES } from '../constants';
import { callBody } from './common';

/** `/member/responsible/limits`: set a limit in hundredths of a coin, or remove it with `null`. */
export const setLimitBody = callBody({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.int().min(0).max(1_000_000_000).nullable(),
});

/** `/member/responsible/exclude`: a cool-off (24h, 7d, 30d) or self-exclusion (6m, 1y, permanent). */
export const excludeBody = callBody({ period: z.enum(EXCLUSION_PERIODS) });

export const realityCheckBody = callBody({
  minutes: z.int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max),
});

/** `/member/responsible/session`: play since the moment the device's session began. */
export const playSessionBody = callBody({ since: z.int().min(0) });

export const limitStatusSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force, hundredths; null when none. */
  amount: z.int().nullable(),
  /** What this period has used so far: recharged, or lost (staked minus won), hundredths. */
  used: z.int(),
  /** When the period starts again (midnight in the site's time zone), epoch ms. */
  resetsAt: z.int(),
  /** A raise or removal waiting its 24 hours: the amount (null removes) and when it applies. */
  pending: z.object({ amount: z.int().nullable(), appliesAt: z.int() }).nullable(),
});
export type LimitStatus = z.infer<typeof limitStatusSchema>;

export const breakSchema = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  period: z.enum(EXCLUSION_PERIODS),
  startedAt: z.int(),
  /** Null for a permanent self-exclusion. */
  until: z.int().nullable(),
});
export type PlayBreak = z.infer<typeof breakSchema>;

/** `/member/responsible/status`, and the answer of every responsible-play call. */
export const responsibleStatusSchema = z.object({
  limits: z.array(limitStatusSchema),
  /** The break in force, if any. */
  exclusion: breakSchema.nullable(),
  realityCheckMinutes: z.int(),
});
export type ResponsibleStatus = z.infer<typeof responsibleStatusSchema>;

/** What the reality check shows: plays since the session began and their net result. */
export const playSessionSchema = z.object({
  since: z.int(),
  plays: z.int(),
  /** Coins and item value staked, and won back, hundredths; net = won − staked. */
  staked: z.int(),
  won: z.int(),
  net: z.int(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;
