import { z } from 'zod';
import { ROLL_POINT_MAX } from '../fairness/roll';
import { callBody } from './common';

/** A user seed: 1–64 letters, digits, '-' or '_', so it reads the same in every tool. */
export const USER_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const userSeedSchema = z.string().regex(USER_SEED_PATTERN, 'USER_SEED_INVALID');

/** A retired pair: its secret and salt are revealed, so every roll made with it can be checked. */
export const revealedKeySchema = z.object({
  /** The spec's "secret hash": the HMAC key of the rolls. */
  secretHash: z.string(),
  secretSalt: z.string(),
  publicHash: z.string(),
  userSeed: z.string(),
  /** Rounds rolled with the pair: rounds 0 .. round - 1. */
  round: z.number().int(),
  retiredAt: z.number().int(),
});
export type RevealedKey = z.infer<typeof revealedKeySchema>;

export const userKeySchema = z.object({
  userSeed: z.string(),
  publicHash: z.string(),
  /** Rounds rolled with the pair in play; the next roll uses this round number. */
  round: z.number().int(),
  /** The previous server seed, revealed by the last reset; null before the first reset. */
  previous: revealedKeySchema.nullable(),
});
export type UserKey = z.infer<typeof userKeySchema>;

export const updateUserSeedBody = callBody({ userSeed: userSeedSchema });

export const resetUserKeySchema = z.object({
  /** The retired pair's secret and salt, now revealed. */
  secretHash: z.string(),
  secretSalt: z.string(),
  /** The retired pair's public hash, to compare with SHA-256(secretHash + secretSalt). */
  previousPublicHash: z.string(),
  previousRound: z.number().int(),
  /** The new pair's public hash; it starts at round 0. */
  publicHash: z.string(),
  userSeed: z.string(),
  round: z.number().int(),
});
export type ResetUserKey = z.infer<typeof resetUserKeySchema>;

export const checkRollPointBody = callBody({
  secretHash: z.string().min(1).max(256),
  userSeed: z.string().max(256),
  round: z.coerce.number().int().min(0),
  secretSalt: z.string().max(256).optional(),
  publicHash: z.string().max(128).optional(),
});

export const checkRollPointSchema = z.object({
  rollPoint: z.number().int().min(1).max(ROLL_POINT_MAX),
  /** Whether SHA-256(secretHash + secretSalt) equals the given public hash; null when not both given. */
  hashMatches: z.boolean().nullable(),
});
export type CheckRollPoint = z.infer<typeof checkRollPointSchema>;
