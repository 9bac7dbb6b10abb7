import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '@lootbay/shared/errors';
import { publicHash, rollPoint } from '@lootbay/shared/fairness/roll';
import { USER_SEED_PATTERN, type CheckRollPoint, type ResetUserKey, type RevealedKey, type UserKey } from '@lootbay/shared/schemas/fairness';
import type { Database } from '../../db/database';
import { findActiveKey, findKey, findLastRetiredKey, insertKey, insertKeyIfNone, retireActiveKey, setUserSeed, takeRounds } from './fairness.repository';
import type { FairnessKeyRow } from './fairness.table';

/** One roll made for a user, with what is needed to prove it later. */
export interface Roll {
  readonly keyId: string;
  readonly publicHash: string;
  readonly userSeed: string;
  readonly round: number;
  readonly rollPoint: number;
}

/** A throw-away pair for try-outs: its secret is shown at once, since nothing rides on it. */
export interface ThrowAwayRolls {
  readonly secretHash: string;
  readonly secretSalt: string;
  readonly publicHash: string;
  readonly userSeed: string;
  readonly rolls: readonly { readonly round: number; readonly rollPoint: number }[];
}

const secretText = () => randomBytes(32).toString('hex');
const saltText = () => randomBytes(16).toString('hex');
const seedText = () => randomBytes(8).toString('hex');

async function newPair(userId: string, userSeed: string, now: number) {
  const secret = secretText();
  const salt = saltText();
  return {
    id: randomUUID(),
    user_id: userId,
    secret,
    salt,
    public_hash: await publicHash(secret, salt),
    user_seed: userSeed,
    round: 0,
    active_for: userId,
    created_at: now,
    retired_at: null,
  };
}

function revealed(row: FairnessKeyRow): RevealedKey {
  return {
    secretHash: row.secret,
    secretSalt: row.salt,
    publicHash: row.public_hash,
    userSeed: row.user_seed,
    round: row.round,
    retiredAt: row.retired_at ?? row.created_at,
  };
}

export function createFairnessService(db: Kysely<Database>, clock: () => number = Date.now) {
  /** The user's pair in play, created on first use. */
  async function ensureKey(executor: Kysely<Database> | Transaction<Database>, userId: string): Promise<FairnessKeyRow> {
    const found = await findActiveKey(executor, userId);
    if (found) return found;
    await insertKeyIfNone(executor, await newPair(userId, seedText(), clock()));
    const created = await findActiveKey(executor, userId);
    if (!created) throw new Error(`no fairness key in play for ${userId}`);
    return created;
  }

  return {
    async userKey(userId: string): Promise<UserKey> {
      const key = await ensureKey(db, userId);
      const previous = await findLastRetiredKey(db, userId);
      return { userSeed: key.user_seed, publicHash: key.public_hash, round: key.round, previous: previous ? revealed(previous) : null };
    },

    /** The user's personal seed and public hash, shown with the member's profile (spec point 3). */
    async memberFields(userId: string): Promise<{ userSeed: string; publicHash: string }> {
      const key = await ensureKey(db, userId);
      return { userSeed: key.user_seed, publicHash: key.public_hash };
    },

    async updateUserSeed(userId: string, userSeed: string): Promise<UserKey> {
      if (!USER_SEED_PATTERN.test(userSeed)) throw new AppError('USER_SEED_INVALID');
      await ensureKey(db, userId);
      await setUserSeed(db, userId, userSeed);
      return this.userKey(userId);
    },

    /** Retires the pair in play, revealing its secret and salt, and starts a new one at round 0. */
    async resetUserKey(userId: string): Promise<ResetUserKey> {
      await ensureKey(db, userId);
      // A reset racing another reset finds the pair already retired; it then retires the new one.
      for (let attempt = 0; ; attempt += 1) {
        const answer = await db.transaction().execute(async (trx) => {
          const now = clock();
          const retired = await retireActiveKey(trx, userId, now);
          if (!retired) return null;
          const next = await newPair(userId, retired.user_seed, now);
          await insertKey(trx, next);
          return {
            secretHash: retired.secret,
            secretSalt: retired.salt,
            previousPublicHash: retired.public_hash,
            previousRound: retired.round,
            publicHash: next.public_hash,
            userSeed: next.user_seed,
            round: 0,
          };
        });
        if (answer) return answer;
        if (attempt >= 3) throw new AppError('UNKNOWN');
        await ensureKey(db, userId);
      }
    },

    /**
     * Rolls `count` consecutive rounds of the user's pair inside the caller's transaction (an
     * open), so the rounds are taken if and only if the open commits.
     */
    async roll(trx: Transaction<Database>, userId: string, count: number): Promise<Roll[]> {
      let taken = await takeRounds(trx, userId, count);
      if (!taken) {
        await ensureKey(trx, userId);
        taken = await takeRounds(trx, userId, count);
      }
      if (!taken) throw new Error(`no fairness key in play for ${userId}`);
      const key = taken;
      const first = key.round - count;
      return Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const round = first + index;
          return { keyId: key.id, publicHash: key.public_hash, userSeed: key.user_seed, round, rollPoint: await rollPoint({ secret: key.secret, userSeed: key.user_seed, round }) };
        }),
      );
    },

    /** Rolls on a fresh pair that is thrown away: the try-out, which nothing rides on. */
    async throwAwayRolls(count: number): Promise<ThrowAwayRolls> {
      const secret = secretText();
      const salt = saltText();
      const userSeed = seedText();
      const rolls = await Promise.all(Array.from({ length: count }, async (_, round) => ({ round, rollPoint: await rollPoint({ secret, userSeed, round }) })));
      return { secretHash: secret, secretSalt: salt, publicHash: await publicHash(secret, salt), userSeed, rolls };
    },

    /** The secret and salt of a pair once retired (public from then on); null while in play. */
    async revealedSecret(keyId: string): Promise<{ secretHash: string; secretSalt: string } | null> {
      const key = await findKey(db, keyId);
      return key && key.active_for === null ? { secretHash: key.secret, secretSalt: key.salt } : null;
    },

    /** Recomputes a roll point from the given values, and checks the commitment when it can. */
    async checkRollPoint(input: { secretHash: string; userSeed: string; round: number; secretSalt?: string | undefined; publicHash?: string | undefined }): Promise<CheckRollPoint> {
      const point = await rollPoint({ secret: input.secretHash, userSeed: input.userSeed, round: input.round });
      const hashMatches =
        input.secretSalt !== undefined && input.publicHash !== undefined ? (await publicHash(input.secretHash, input.secretSalt)) === input.publicHash.toLowerCase() : null;
      return { rollPoint: point, hashMatches };
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
