import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { ITEM_STATUSES } from './backpack';
import { openRecordSchema } from './boxes';
import { pageOf } from './common';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { currencySchema } from './wallet';

/**
 * The console's player calls and balance corrections (docs/api/console.md, "Players and balance
 * corrections"). Amounts are integer hundredths; times are epoch milliseconds.
 */

const userIdSchema = z.string().trim().min(1).max(64);

export const playerSearchBodySchema = consoleBody({
  ...consolePageShape,
  /** A phone number (whole or part), a nickname (part), a user id, an invite code or a login name; absent: every player, newest first. */
  query: z.string().trim().max(64).optional(),
});

/** One player in a search answer. */
export const playerSummarySchema = z.object({
  userId: z.string(),
  /** Login name. */
  account: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** In full: operators need it to answer the player. */
  mobile: z.string().nullable(),
  inviteCode: z.string(),
  /** The main account; equal to `userId` for a main account. */
  ownerId: z.string(),
  isSubAccount: z.boolean(),
  createdAt: z.int(),
  /** May not sign in; its sessions were ended (`players/freeze`). */
  frozen: z.boolean(),
  /** Real-name verification showed a minor: barred from play and payment. */
  barred: z.boolean(),
  /** The owner passed real-name verification (sub-accounts share it). */
  realNameVerified: z.boolean(),
  /** Coin balance, hundredths. */
  coin: z.int(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export const playerSearchPageSchema = pageOf(playerSummarySchema);
export type PlayerSearchPage = z.infer<typeof playerSearchPageSchema>;

export const playerBodySchema = consoleBody({ userId: userIdSchema });

const playerRefSchema = z.object({ userId: z.string(), nickname: z.string() });

export const playerSessionSchema = z.object({
  id: z.string(),
  createdAt: z.int(),
  /** The session ends then unless used again (idle expiry), never later than 30 days after sign-in. */
  expiresAt: z.int(),
  /** When a use last pushed the expiry forward (renewed at most hourly). */
  renewedAt: z.int(),
  ip: z.string(),
  userAgent: z.string(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

export const playerProfileSchema = playerSummarySchema.omit({ coin: true }).extend({
  tradeUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  /** Who invited the player, or null. */
  inviter: playerRefSchema.nullable(),
  /** The owner's verification: the name and id number only masked (张*三, 110***********123X). */
  realName: z.object({
    verified: z.boolean(),
    name: z.string().nullable(),
    idNumber: z.string().nullable(),
    verifiedAt: z.int().nullable(),
  }),
  /** The last freeze or unfreeze by an operator, from the audit log; null if none ever happened. */
  lastFreeze: z
    .object({
      frozen: z.boolean(),
      by: z.string(),
      at: z.int(),
      reason: z.string(),
    })
    .nullable(),
  level: z.object({ level: z.int(), experience: z.int(), nextLevelExperience: z.int().nullable(), progress: z.int() }),
  /** Every currency, hundredths. */
  balances: z.record(z.enum(CURRENCIES), z.int()),
  /** Live sessions, newest first. */
  sessions: z.array(playerSessionSchema),
  /** Every account of the same owner (the main account and its sub-accounts), this one included. */
  accounts: z.array(z.object({ userId: z.string(), account: z.string(), nickname: z.string(), isSubAccount: z.boolean(), frozen: z.boolean() })),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const playerLedgerBodySchema = consoleBody({
  ...consolePageShape,
  userId: userIdSchema,
  currency: currencySchema.optional(),
  reason: z.string().regex(/^[a-z_]{1,40}$/).optional(),
  /** Epoch ms, inclusive. */
  from: z.int().nonnegative().optional(),
  /** Epoch ms, exclusive. */
  to: z.int().nonnegative().optional(),
});

export const playerBackpackBodySchema = consoleBody({
  ...consolePageShape,
  userId: userIdSchema,
  /** One item status (`ITEM_STATUS`); absent: every status. */
  status: z
    .number()
    .int()
    .refine((value) => (ITEM_STATUSES as number[]).includes(value), 'DATA_ABNORMAL')
    .optional(),
});

export const playerOpensBodySchema = consoleBody({ ...consolePageShape, userId: userIdSchema });

/** A box open as the console shows it: the public record plus the backpack item it gave and its play. */
export const playerOpenSchema = openRecordSchema.extend({
  backpackItemId: z.string(),
  /** The `/member/openBox` call it was part of (up to 5 boxes). */
  playId: z.string(),
});
export const playerOpensPageSchema = pageOf(playerOpenSchema);
export type PlayerOpensPage = z.infer<typeof playerOpensPageSchema>;

export const playerSessionsRevokeBodySchema = consoleBody({
  userId: userIdSchema,
  /** One session; absent: every live session of the player. */
  sessionId: z.string().trim().min(1).max(64).optional(),
  reason: reasonSchema,
});
export const playerSessionsRevokedSchema = z.object({ userId: z.string(), ended: z.array(z.string()) });

export const playerFreezeBodySchema = consoleBody({
  userId: userIdSchema,
  /** true freezes (no sign-in, no play, every session ends); false unfreezes. */
  frozen: z.boolean(),
  reason: reasonSchema,
});
export const playerFreezeAnswerSchema = z.object({ userId: z.string(), frozen: z.boolean(), ended: z.array(z.string()) });

export const CORRECTION_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const correctionStatusSchema = z.enum(CORRECTION_STATUSES);

export const correctionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  nickname: z.string(),
  currency: currencySchema,
  /** Signed hundredths: positive credits the player (from `house`), negative debits them (to `house`). */
  amount: z.int(),
  reason: z.string(),
  /** pending → applied | rejected, once. */
  status: correctionStatusSchema,
  /** Operator id and account name of who asked. */
  requestedBy: z.string(),
  requestedByAccount: z.string(),
  requestedAt: z.int(),
  /** Who approved (or applied it at once: the requester) or rejected it; null while pending. */
  decidedBy: z.string().nullable(),
  decidedByAccount: z.string().nullable(),
  decidedAt: z.int().nullable(),
  /** The ledger transfer that applied it; the player's records show it with reason `correction`. */
  transferId: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;
export const correctionPageSchema = pageOf(correctionSchema);
export type CorrectionPage = z.infer<typeof correctionPageSchema>;

export const correctionCreateBodySchema = consoleBody({
  userId: userIdSchema,
  currency: currencySchema,
  amount: z
    .number()
    .int('CONSOLE_CORRECTION_AMOUNT_INVALID')
    .min(-Number.MAX_SAFE_INTEGER, 'CONSOLE_CORRECTION_AMOUNT_INVALID')
    .max(Number.MAX_SAFE_INTEGER, 'CONSOLE_CORRECTION_AMOUNT_INVALID')
    .refine((value) => value !== 0, 'CONSOLE_CORRECTION_AMOUNT_INVALID'),
  reason: reasonSchema,
});

export const correctionListBodySchema = consoleBody({
  ...consolePageShape,
  status: correctionStatusSchema.optional(),
  userId: userIdSchema.optional(),
});

export const correctionDecisionBodySchema = consoleBody({ id: z.string().trim().min(1).max(64), reason: reasonSchema });
