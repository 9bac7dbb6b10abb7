import { z } from 'zod';
import { ornamentSchema } from './catalog';
import { callBody, pageRequestShape, requestIdSchema } from './common';

/** How many boxes one `/member/openBox` call may open. */
export const OPEN_COUNT = { min: 1, max: 5 } as const;

const openCount = z.int().min(OPEN_COUNT.min, 'OPEN_COUNT_INVALID').max(OPEN_COUNT.max, 'OPEN_COUNT_INVALID');

export const openBoxBody = callBody({
  id: z.string().min(1).max(64),
  num: openCount.default(1),
  /** Cover a coin shortfall with jade (the 'insufficient ingots or coins' offer was accepted). */
  useJade: z.boolean().optional(),
  /** A retry with the same id answers the first result and charges once. */
  requestId: requestIdSchema.optional(),
  /** The odds version the player was shown: an open against other odds is refused. */
  oddsVersion: z.int().min(1).optional(),
  /** The unit price in hundredths the player was shown: an open at another price is refused. */
  price: z.int().min(0).optional(),
});

/** One box opened: the roll, its proof and the item now in the backpack. `openId` is also the roll's id. */
export const openResultSchema = z.object({
  openId: z.string(),
  boxId: z.string(),
  rollPoint: z.int(),
  round: z.int(),
  publicHash: z.string(),
  userSeed: z.string(),
  oddsVersion: z.int(),
  /** The hash of that odds version, as the box page shows it. */
  oddsHash: z.string(),
  /** The won item, with its price in hundredths. */
  ornament: ornamentSchema,
  backpackItemId: z.string(),
});
export type OpenResult = z.infer<typeof openResultSchema>;

export const openBoxAnswerSchema = z.object({
  list: z.array(openResultSchema),
  /** What the call cost in total, hundredths of `currency`. */
  price: z.int(),
  currency: z.string(),
});
export type OpenBoxAnswer = z.infer<typeof openBoxAnswerSchema>;

export const tryOpenBody = callBody({ id: z.string().min(1).max(64), num: openCount.default(1) });

/** A try-out or guided open: real rolls on a throw-away pair, revealed at once; no charge, no item. */
export const tryOpenAnswerSchema = z.object({
  list: z.array(z.object({ rollPoint: z.int(), round: z.int(), ornament: ornamentSchema })),
  secretHash: z.string(),
  secretSalt: z.string(),
  publicHash: z.string(),
  userSeed: z.string(),
  oddsVersion: z.int(),
});
export type TryOpenAnswer = z.infer<typeof tryOpenAnswerSchema>;

export const guidedOpenBody = callBody({ id: z.string().min(1).max(64).optional() });

/** One open as the histories show it; the proof is complete once the seed pair is revealed. */
export const openRecordSchema = z.object({
  openId: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  userId: z.string(),
  nickname: z.string(),
  price: z.int(),
  currency: z.string(),
  rollPoint: z.int(),
  round: z.int(),
  publicHash: z.string(),
  userSeed: z.string(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  ornament: ornamentSchema,
  createdAt: z.int(),
});
export type OpenRecord = z.infer<typeof openRecordSchema>;

export const openProofSchema = openRecordSchema.extend({
  /** Revealed once the player reset the pair; null while it is still in play. */
  secretHash: z.string().nullable(),
  secretSalt: z.string().nullable(),
  rollFrom: z.int(),
  rollTo: z.int(),
});

export const openRecordPageSchema = z.object({ list: z.array(openRecordSchema), total: z.int(), page: z.int(), size: z.int() });

export const boxHistoryBody = callBody({ ...pageRequestShape, boxId: z.string().min(1).max(64).optional() });
export const userBoxHistoryBody = callBody({ ...pageRequestShape, userId: z.string().min(1).max(64), boxId: z.string().min(1).max(64).optional() });
export const openIdBody = callBody({ id: z.string().min(1).max(64) });
export const recentDropsBody = callBody({ size: z.int().min(1).max(50).default(20), minGrade: z.int().min(1).max(5).optional() });
export const openRecordListSchema = z.array(openRecordSchema);
