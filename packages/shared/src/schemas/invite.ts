import { z } from 'zod';
import { callBody, pageOf, pageRequestShape } from './common';

/** `/mybox/user/promote`: the member's invite code and link, invitees per tier, level and claimable promotion amount. */
export const promoteSchema = z.object({
  inviteCode: z.string(),
  /** Opens the site with the invite code filled in for registration. */
  inviteLink: z.string(),
  /** Invitees of tiers 1, 2 and 3, in that order. */
  invitees: z.array(z.int()).length(3),
  /** Tier 1 invitees who have recharged. */
  effective: z.int(),
  level: z.int(),
  /** Basis points of what tiers 1, 2 and 3 recharge, at this level. */
  rates: z.array(z.int()).length(3),
  /** The next level and the effective invitees it needs; null at the top. */
  nextLevel: z.object({ level: z.int(), effective: z.int() }).nullable(),
  /** Settled and not yet claimed, hundredths of coins. */
  promotionAmount: z.int(),
  /** Everything ever settled, hundredths of coins. */
  settledTotal: z.int(),
});
export type Promote = z.infer<typeof promoteSchema>;

export const inviteAwardBody = callBody({});
/** `/invite/award`: what this claim moved into the coin balance. */
export const inviteAwardSchema = z.object({ amount: z.int(), promotionAmount: z.int() });
export type InviteAward = z.infer<typeof inviteAwardSchema>;

/** `/invite/details` by `invitee`: one row per invitee and day; by `day`: one row per settled day. */
export const inviteDetailsBody = callBody({ ...pageRequestShape, by: z.enum(['invitee', 'day']).default('invitee') });

export const inviteRebateSchema = z.object({
  day: z.string(),
  inviteeId: z.string(),
  nickname: z.string(),
  tier: z.int(),
  /** What the invitee recharged that day, hundredths of coins. */
  recharged: z.int(),
  rate: z.int(),
  amount: z.int(),
});
export type InviteRebate = z.infer<typeof inviteRebateSchema>;

export const inviteDaySchema = z.object({ day: z.string(), amount: z.int(), level: z.int(), invitees: z.int(), settledAt: z.int() });
export type InviteDay = z.infer<typeof inviteDaySchema>;

export const inviteDetailsSchema = z.union([pageOf(inviteRebateSchema), pageOf(inviteDaySchema)]);
export const inviteRebatePageSchema = pageOf(inviteRebateSchema);
export const inviteDayPageSchema = pageOf(inviteDaySchema);

/** `/member/getQRcode`: the invite link and its QR code as a PNG data URL. */
export const inviteQrSchema = z.object({ link: z.string(), image: z.string() });
export type InviteQr = z.infer<typeof inviteQrSchema>;

/** Operators: a level's rates, basis points per tier. */
export const inviteRatesSchema = z.object({ level: z.int(), effective: z.int(), rates: z.array(z.int()).length(3) });
export type InviteRates = z.infer<typeof inviteRatesSchema>;
