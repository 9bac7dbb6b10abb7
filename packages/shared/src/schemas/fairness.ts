import { z } from 'zod';
import { CHAIN_KINDS } from '../fairness/chain';
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
  round: z.int(),
  retiredAt: z.int(),
});
export type RevealedKey = z.infer<typeof revealedKeySchema>;

export const userKeySchema = z.object({
  /** Your seed for the pair in play; empty until your device has sent one (nothing rolls before). */
  userSeed: z.string(),
  publicHash: z.string(),
  /** Rounds rolled with the pair in play; the next roll uses this round number. */
  round: z.int(),
  /**
   * The public hash of the pair that a reset will start: committed now, before your next seed
   * exists, so the server cannot choose its secret to suit the seed you send with the reset.
   */
  nextPublicHash: z.string(),
  /** The previous server seed, revealed by the last reset; null before the first reset. */
  previous: revealedKeySchema.nullable(),
});
export type UserKey = z.infer<typeof userKeySchema>;

export const updateUserSeedBody = callBody({ userSeed: userSeedSchema });

/** A reset may carry the new pair's seed, made on the device; without one the pair keeps the seed in use. */
export const resetUserKeyBody = callBody({ userSeed: userSeedSchema.optional() });

export const resetUserKeySchema = z.object({
  /** The retired pair's secret and salt, now revealed. */
  secretHash: z.string(),
  secretSalt: z.string(),
  /** The retired pair's public hash, to compare with SHA-256(secretHash + secretSalt). */
  previousPublicHash: z.string(),
  previousRound: z.int(),
  /** The new pair's public hash; it starts at round 0. */
  publicHash: z.string(),
  userSeed: z.string(),
  round: z.int(),
  /** The pair committed for the reset after this one. */
  nextPublicHash: z.string(),
});
export type ResetUserKey = z.infer<typeof resetUserKeySchema>;

/** A roll id: every roll of every game has one (a box open's roll id is the open's id). */
export const rollIdSchema = z.string().min(1).max(64);

/**
 * Everything needed to check one roll of any game, offline. `kind` says which seed rolled it:
 * a member's pair (`seed` is the user seed; message `seed:round`) or a game seed (`seed` is the
 * client seed made from `userSeeds`; message `seed:round:index`). The secret and salt are null
 * until revealed (a pair's reset, a game's settlement).
 */
export const rollProofSchema = z.object({
  id: z.string(),
  kind: z.enum(['pair', 'game']),
  /** The game that rolled, e.g. `box_open`, and what the roll decided there, e.g. `box_open:<play>`. */
  game: z.string(),
  reference: z.string(),
  userId: z.string().nullable(),
  round: z.int(),
  index: z.int(),
  seed: z.string(),
  /**
   * A game seed's players' seeds in join order, then the beacon round's value when the game took
   * one: their SHA-256 joined by ':' is `seed`. Null for pairs, and for games whose client seed is
   * named otherwise (a roll room, an exponent round: their own proofs check it).
   */
  userSeeds: z.array(z.string()).nullable(),
  publicHash: z.string(),
  rollPoint: z.int().min(1).max(ROLL_POINT_MAX),
  /** The odds version the roll was looked up in (`box:<boxId>@<version>`) and its hash, when it had one. */
  oddsId: z.string().nullable(),
  oddsHash: z.string().nullable(),
  /** What the roll point selected there (an item id), as recorded with the roll. */
  outcome: z.string().nullable(),
  secretHash: z.string().nullable(),
  secretSalt: z.string().nullable(),
  createdAt: z.int(),
});
export type RollProof = z.infer<typeof rollProofSchema>;

export const rollProofBody = callBody({ id: rollIdSchema });

/** Either a roll id (the server looks the roll up), or the values to recompute a pair roll from. */
export const checkRollPointBody = callBody({
  id: rollIdSchema.optional(),
  secretHash: z.string().min(1).max(256).optional(),
  userSeed: z.string().max(256).optional(),
  round: z.int().min(0).optional(),
  secretSalt: z.string().max(256).optional(),
  publicHash: z.string().max(128).optional(),
}).refine((body) => body.id !== undefined || (body.secretHash !== undefined && body.userSeed !== undefined && body.round !== undefined), 'ROLL_CHECK_INCOMPLETE');

export const checkRollPointSchema = z.object({
  rollPoint: z.int().min(1).max(ROLL_POINT_MAX),
  /** Whether SHA-256(secretHash + secretSalt) equals the public hash; null when that cannot be told yet. */
  hashMatches: z.boolean().nullable(),
  /** Asked by id: the roll's proof (its secret and salt once revealed). */
  proof: rollProofSchema.optional(),
});
export type CheckRollPoint = z.infer<typeof checkRollPointSchema>;

/** A public beacon round a game took: `value` is SHA-256 of `signature`, which the beacon's key signed for `round`. */
export const beaconRoundSchema = z.object({ round: z.int().min(1), value: z.string(), signature: z.string() });

/** `/visitor/fairness/beacon`: the beacon's chain information every round's signature verifies against. */
export const beaconInfoSchema = z.object({ scheme: z.string(), publicKey: z.string(), period: z.number().positive(), genesisTime: z.int(), chainHash: z.string() });

export const CHAIN_PAGE_MAX = 500;

/** `/visitor/fairness/chain`: records in `seq` order from `from`. */
export const chainPageBody = callBody({ from: z.int().min(0).optional(), size: z.int().min(1).max(CHAIN_PAGE_MAX).optional() });

export const chainHeadSchema = z.object({ seq: z.int(), hash: z.string(), publishedAt: z.int() });

export const chainRecordSchema = z.object({ seq: z.int(), prevHash: z.string(), hash: z.string(), kind: z.enum(CHAIN_KINDS), ref: z.string(), body: z.string() });

export const chainPageSchema = z.object({ head: chainHeadSchema, list: z.array(chainRecordSchema), total: z.int() });
export type ChainPage = z.infer<typeof chainPageSchema>;

/** `/visitor/fairness/record`: one result's record, by what the rest of the API calls it. */
export const chainRecordBody = callBody({ kind: z.enum(CHAIN_KINDS), ref: z.string().min(1).max(64) });

export const chainProofSchema = z.object({ record: chainRecordSchema, firstHead: chainHeadSchema, head: chainHeadSchema });
export type ChainProof = z.infer<typeof chainProofSchema>;
