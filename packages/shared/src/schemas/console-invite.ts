import { z } from 'zod';
import { INVITE_LEVELS, INVITE_RATE_MAX_BPS } from '../constants';
import { consoleBody, reasonSchema } from './console';
import { inviteRatesSchema } from './invite';

const levelSchema = z
  .number()
  .int()
  .refine((level) => INVITE_LEVELS.some((entry) => entry.level === level), 'INVITE_LEVEL_INVALID');
const rateSchema = z.int().min(0, 'INVITE_RATE_INVALID').max(INVITE_RATE_MAX_BPS, 'INVITE_RATE_INVALID');

export const consoleInviteLevelsSchema = z.array(inviteRatesSchema);

/** A level's rebate rates, basis points of what tiers 1, 2 and 3 recharge; they apply from the next settlement. */
export const consoleInviteRatesBody = consoleBody({ level: levelSchema, rates: z.tuple([rateSchema, rateSchema, rateSchema]), reason: reasonSchema });

export const consolePromoterSchema = z.object({ userId: z.string(), nickname: z.string(), level: z.int(), grantedAt: z.int() });
export type ConsolePromoter = z.infer<typeof consolePromoterSchema>;
export const consolePromotersSchema = z.array(consolePromoterSchema);

/** Grants the promoter role at a level (the member counts at least at it), or revokes it (`level: null`). */
export const consolePromoterBody = consoleBody({ userId: z.string().min(1).max(64), level: levelSchema.nullable(), reason: reasonSchema });
export const consolePromoterAnswerSchema = z.object({ userId: z.string(), level: z.int().nullable() });
