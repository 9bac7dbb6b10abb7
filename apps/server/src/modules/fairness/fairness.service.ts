import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AppError } from '@lootbay/shared/errors';
import type { BeaconRound } from '@lootbay/shared/fairness/beacon';
import type { PlayRecordBody } from '@lootbay/shared/fairness/chain-records';
import { clientSeedOf } from '@lootbay/shared/fairness/game-roll';
import { outcomeAt, outcomeIndexFor, type RollOdds } from '@lootbay/shared/fairness/odds';
import { publicHash } from '@lootbay/shared/fairness/roll';
import { USER_SEED_PATTERN, type CheckRollPoint, type ResetUserKey, type RevealedKey, type RollProof, type UserKey } from '@lootbay/shared/schemas/fairness';
import type { Database } from '../../db/database';
import type { Db } from '../../db/dialect';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { ServiceDependencies } from '../service-dependencies';
import {
  allKeysOf,
  allRollsOf,
  appendRolls,
  findGameSeeds,
  findKeys,
  findLastRetiredKey,
  findLiveKeys,
  findRolls,
  fixGameSeed,
  insertGameSeed,
  insertKey,
  insertKeysIfNone,
  keepPlayerSeeds,
  promoteNextKey,
  retireActiveKey,
  retiredKeysAfter,
  revealGameSeed,
  setUserSeed,
  takeRounds,
} from './fairness.repository';
import type { BeaconProvider } from '../../providers/beacon/beacon.provider';
import { createHashChain } from './fairness.chain';
import { createBeaconRounds } from './fairness.beacon';
import { gameRollPointNow, pairRollPoint } from './fairness.rolls';
import { createSecretBox } from './fairness.secrets';
import type { FairnessKeyRow, GameSeedRow, NewFairnessKey, NewRoll } from './fairness.table';

/** One roll, appended to the round ledger, with what it selected. */
export interface Draw {
  readonly rollId: string;
  readonly keyId: string;
  readonly publicHash: string;
  /** The user seed (pair) or client seed (game) the roll signed. */
  readonly seed: string;
  readonly round: number;
  readonly index: number;
  readonly rollPoint: number;
  /** The index of the odds entry the roll point selected. */
  readonly entry: number;
}

/** Where a draw is recorded: the game and what the rolls decide there. */
export interface DrawPurpose {
  readonly game: string;
  readonly reference: string;
  readonly odds: RollOdds;
}

/** A throw-away pair for try-outs: its secret is shown at once, since nothing rides on it. */
export interface ThrowAwayRolls {
  readonly secretHash: string;
  readonly secretSalt: string;
  readonly publicHash: string;
  readonly userSeed: string;
  readonly rolls: readonly { readonly round: number; readonly rollPoint: number }[];
}

/** A roll as the histories show it. */
export interface RollView {
  readonly id: string;
  readonly publicHash: string;
  readonly seed: string;
  readonly round: number;
  readonly index: number;
  readonly rollPoint: number;
}

export interface GameSeedView {
  readonly id: string;
  readonly game: string;
  readonly reference: string;
  readonly publicHash: string;
  readonly userSeeds: readonly string[] | null;
  readonly clientSeed: string | null;
  /** When the players' seeds were fixed: the entries closed. */
  readonly closedAt: number | null;
  readonly beacon: BeaconRound | null;
  readonly secretHash: string | null;
  readonly secretSalt: string | null;
}

export interface FairnessDependencies {
  readonly db: Db;
  /** The public randomness beacon games whose entries close at a time take a round of. */
  readonly beacon?: BeaconProvider;
  /** Where the hash chain's linker reports a failed run; silent when not given. */
  readonly log?: ServiceDependencies['log'];
  /** FAIRNESS_KEY: encrypts server secrets and salts at rest. */
  readonly secretKey: string;
  readonly clock?: () => number;
}

const secretText = () => randomBytes(32).toString('hex');
const saltText = () => randomBytes(16).toString('hex');
/** Resets racing a roll or a reset (each miss means another reset went through; a member may make 30 a minute). */
const MAX_PAIR_ATTEMPTS = 32;
/** Retired pairs read per page of the record set's download. */
const REVEAL_PAGE = 1_000;
/** Decrypted secrets kept in memory, so a roll does not decrypt its pair every time. */
const SECRET_CACHE_SIZE = 10_000;
/** The seeds in play a transaction has read, by member. */
const SEEDS_IN_PLAY = Symbol('seeds in play');

function revealed(row: FairnessKeyRow, secret: string, salt: string): RevealedKey {
  return { secretHash: secret, secretSalt: salt, publicHash: row.public_hash, userSeed: row.user_seed, round: Number(row.round), retiredAt: row.retired_at ?? row.created_at };
}

/** A pair roll's record in the hash chain: everything that checks it but the secret, revealed at the reset. */
function pairRollRecord(row: NewRoll): PlayRecordBody {
  return { id: row.id, game: row.game, reference: row.reference, userId: row.user_id ?? null, seed: row.seed, round: row.round, rollPoint: row.roll_point, oddsId: row.odds_id ?? null, oddsHash: row.odds_hash ?? null, outcome: row.outcome ?? null, at: row.created_at };
}

function entryFor(odds: RollOdds, point: number): number {
  const index = outcomeIndexFor(odds, point);
  if (index < 0) throw new RangeError(`roll point ${point} is outside the odds ${odds.id}`);
  return index;
}

export function createFairnessService(deps: FairnessDependencies) {
  const db = deps.db.kysely;
  const clock = deps.clock ?? Date.now;
  const box = createSecretBox(deps.secretKey);
  const secrets = new Map<string, string>();
  const beaconRounds = createBeaconRounds(deps.beacon, clock);
  const chain = createHashChain({ db: deps.db, clock, log: deps.log ?? { info() {}, warn() {}, error() {} } });

  function secretOf(row: { id: string; secret: string }): string {
    const known = secrets.get(row.id);
    if (known !== undefined) return known;
    const plain = box.open(row.secret);
    if (secrets.size >= SECRET_CACHE_SIZE) secrets.delete(secrets.keys().next().value as string);
    secrets.set(row.id, plain);
    return plain;
  }

  async function newPair(userId: string, place: 'active' | 'next', userSeed: string, now: number): Promise<NewFairnessKey> {
    const secret = secretText();
    const salt = saltText();
    return {
      id: orderedId(),
      user_id: userId,
      secret: box.seal(secret),
      salt: box.seal(salt),
      public_hash: await publicHash(secret, salt),
      user_seed: userSeed,
      round: 0,
      active_for: place === 'active' ? userId : null,
      next_for: place === 'next' ? userId : null,
      created_at: now,
      retired_at: null,
    };
  }

  /** The member's pair in play and the one committed for the next reset, created on first use. */
  async function livePairs(executor: Kysely<Database>, userId: string): Promise<{ active: FairnessKeyRow; next: FairnessKeyRow }> {
    const find = async () => {
      const keys = await findLiveKeys(executor, userId);
      return { active: keys.find((key) => key.active_for === userId), next: keys.find((key) => key.next_for === userId) };
    };
    let found = await find();
    if (!found.active || !found.next) {
      const now = clock();
      await insertKeysIfNone(executor, [...(found.active ? [] : [await newPair(userId, 'active', '', now)]), ...(found.next ? [] : [await newPair(userId, 'next', '', now)])]);
      found = await find();
    }
    if (!found.active || !found.next) throw new Error(`no fairness pair in play for ${userId}`);
    return { active: found.active, next: found.next };
  }

  async function userKey(userId: string): Promise<UserKey> {
    const { active, next } = await livePairs(db, userId);
    const previous = await findLastRetiredKey(db, userId);
    return {
      userSeed: active.user_seed,
      publicHash: active.public_hash,
      round: Number(active.round),
      nextPublicHash: next.public_hash,
      previous: previous ? revealed(previous, box.open(previous.secret), box.open(previous.salt)) : null,
    };
  }

  function rollRow(draw: Draw, kind: 'pair' | 'game', userId: string | null, purpose: DrawPurpose, now: number): NewRoll {
    return {
      id: draw.rollId,
      key_kind: kind,
      key_id: draw.keyId,
      round: draw.round,
      slot: draw.index,
      seed: draw.seed,
      user_id: userId,
      game: purpose.game,
      reference: purpose.reference,
      roll_point: draw.rollPoint,
      odds_id: purpose.odds.id,
      odds_hash: purpose.odds.hash,
      outcome: outcomeAt(purpose.odds, draw.entry),
      created_at: now,
    };
  }

  function seedView(row: GameSeedRow): GameSeedView {
    const open = row.revealed_at !== null;
    return {
      id: row.id,
      game: row.game,
      reference: row.reference,
      publicHash: row.public_hash,
      userSeeds: row.player_seeds === null ? null : (JSON.parse(row.player_seeds) as string[]),
      clientSeed: row.client_seed,
      closedAt: row.fixed_at === null ? null : Number(row.fixed_at),
      beacon: row.beacon === null ? null : (JSON.parse(row.beacon) as BeaconRound),
      secretHash: open ? box.open(row.secret) : null,
      secretSalt: open ? box.open(row.salt) : null,
    };
  }

  /**
   * The seeds whose SHA-256, joined by ":", is a game's client seed: the players' seeds, and the
   * beacon round's value when the game took one. Null for a game whose client seed its contract
   * names otherwise (a roll room, an exponent round): its own page checks it by its own rule.
   */
  async function hashedSeeds(row: GameSeedRow): Promise<string[] | null> {
    if (row.player_seeds === null || row.client_seed === null) return null;
    const players = JSON.parse(row.player_seeds) as string[];
    const seeds = row.beacon === null ? players : [...players, (JSON.parse(row.beacon) as BeaconRound).value];
    return (await clientSeedOf(seeds)) === row.client_seed ? seeds : null;
  }

  async function gameSeedRow(executor: Kysely<Database>, id: string): Promise<GameSeedRow> {
    const [row] = await findGameSeeds(executor, [id]);
    if (!row) throw new Error(`no game seed ${id}`);
    return row;
  }

  async function proof(rollId: string): Promise<RollProof> {
    const [roll] = await findRolls(db, [rollId]);
    if (!roll) throw new AppError('ROLL_NOT_FOUND');
    const base = {
      id: roll.id,
      kind: roll.key_kind,
      game: roll.game,
      reference: roll.reference,
      userId: roll.user_id,
      round: Number(roll.round),
      index: roll.slot,
      seed: roll.seed,
      rollPoint: roll.roll_point,
      oddsId: roll.odds_id,
      oddsHash: roll.odds_hash,
      outcome: roll.outcome,
      createdAt: Number(roll.created_at),
    };
    if (roll.key_kind === 'pair') {
      const [key] = await findKeys(db, [roll.key_id]);
      if (!key) throw new Error(`roll ${roll.id} names a missing pair`);
      const open = key.retired_at !== null;
      return { ...base, userSeeds: null, publicHash: key.public_hash, secretHash: open ? box.open(key.secret) : null, secretSalt: open ? box.open(key.salt) : null };
    }
    const seed = await gameSeedRow(db, roll.key_id);
    const open = seed.revealed_at !== null;
    return {
      ...base,
      userSeeds: await hashedSeeds(seed),
      publicHash: seed.public_hash,
      secretHash: open ? box.open(seed.secret) : null,
      secretSalt: open ? box.open(seed.salt) : null,
    };
  }

  return {
    userKey,
    /** The public hash chain every settled result is bound into. */
    chain,
    /** The beacon rounds games take once their entries close. */
    beacon: beaconRounds,

    /** The user's personal seed and public hash, shown with the member's profile (spec point 3). */
    async memberFields(userId: string): Promise<{ userSeed: string; publicHash: string }> {
      const { active } = await livePairs(db, userId);
      return { userSeed: active.user_seed, publicHash: active.public_hash };
    },

    /** Sets the seed of the pair in play; the first one comes from the member's device. */
    async updateUserSeed(userId: string, userSeed: string): Promise<UserKey> {
      if (!USER_SEED_PATTERN.test(userSeed)) throw new AppError('USER_SEED_INVALID');
      await livePairs(db, userId);
      await setUserSeed(db, userId, userSeed);
      return userKey(userId);
    },

    /**
     * Retires the pair in play, revealing its secret and salt, and puts the committed next pair in
     * play at round 0 with the seed the device sent (or the seed in use), committing a new next.
     */
    async resetUserKey(userId: string, userSeed?: string): Promise<ResetUserKey> {
      if (userSeed !== undefined && !USER_SEED_PATTERN.test(userSeed)) throw new AppError('USER_SEED_INVALID');
      await livePairs(db, userId);
      // A reset racing another reset finds the pair already retired; it then retires the new one.
      for (let attempt = 0; attempt < MAX_PAIR_ATTEMPTS; attempt += 1) {
        const answer = await deps.db.transaction(async (trx) => {
          const now = clock();
          const retired = await retireActiveKey(trx, userId, now);
          if (!retired) return null;
          const seed = userSeed ?? retired.user_seed;
          let active: { public_hash: string; user_seed: string } | undefined = await promoteNextKey(trx, userId, seed);
          if (!active) {
            // A member from before next pairs were committed: the new pair is committed now.
            active = await newPair(userId, 'active', seed, now);
            await insertKey(trx, active as NewFairnessKey);
          }
          const next = await newPair(userId, 'next', '', now);
          await insertKey(trx, next);
          return {
            secretHash: box.open(retired.secret),
            secretSalt: box.open(retired.salt),
            previousPublicHash: retired.public_hash,
            previousRound: Number(retired.round),
            publicHash: active.public_hash,
            userSeed: active.user_seed,
            round: 0,
            nextPublicHash: next.public_hash,
          };
        });
        if (answer) return answer;
        await livePairs(db, userId);
      }
      throw new AppError('UNKNOWN');
    },

    /**
     * Rolls `count` consecutive rounds of the member's pair inside the caller's transaction and
     * appends them to the round ledger, so the rounds are taken if and only if the play commits.
     * Every game that rolls on a member's pair goes through here: one counter per pair.
     */
    async drawOwnSeed(trx: Trx, userId: string, count: number, purpose: DrawPurpose): Promise<Draw[]> {
      // On PostgreSQL a reset that commits while this waits leaves it no pair; each such miss means
      // a reset went through, so taking the rounds again from the pair now in play makes progress.
      let taken = await takeRounds(trx, userId, count);
      for (let attempt = 0; !taken && attempt < MAX_PAIR_ATTEMPTS; attempt += 1) {
        await livePairs(trx, userId);
        taken = await takeRounds(trx, userId, count);
      }
      if (!taken) throw new Error(`no fairness pair in play for ${userId}`);
      if (taken.user_seed === '') throw new AppError('USER_SEED_REQUIRED');
      const secret = secretOf(taken);
      const first = Number(taken.round) - count;
      const now = clock();
      const draws = Array.from({ length: count }, (_, offset) => {
        const round = first + offset;
        const rollPoint = pairRollPoint(secret, taken.user_seed, round);
        return { rollId: orderedId(), keyId: taken.id, publicHash: taken.public_hash, seed: taken.user_seed, round, index: 0, rollPoint, entry: entryFor(purpose.odds, rollPoint) };
      });
      const rows = draws.map((draw) => rollRow(draw, 'pair', userId, purpose, now));
      appendRolls(trx, rows);
      await chain.append(trx, rows.map((row) => ({ kind: 'play', ref: row.id, body: pairRollRecord(row) })));
      return draws;
    },

    /** The seed of the member's pair in play, for a game's join order; the device must have sent one. */
    async userSeedIn(trx: Trx, userId: string): Promise<string> {
      // A battle's seat asks for its member's seed, and its filling for every seat's again.
      const known = unitOf(trx).state(SEEDS_IN_PLAY, () => new Map<string, string>());
      const remembered = known.get(userId);
      if (remembered !== undefined) return remembered;
      const { active } = await livePairs(trx, userId);
      if (active.user_seed === '') throw new AppError('USER_SEED_REQUIRED');
      known.set(userId, active.user_seed);
      return active.user_seed;
    },

    /** Commits a game seed (secret and salt, hidden) for a game with several players; answers its public hash. */
    async commitGameSeed(trx: Trx, game: string, reference: string): Promise<{ id: string; publicHash: string }> {
      const secret = secretText();
      const salt = saltText();
      const row = {
        id: orderedId(),
        game,
        reference,
        secret: box.seal(secret),
        salt: box.seal(salt),
        public_hash: await publicHash(secret, salt),
        player_seeds: null,
        client_seed: null,
        created_at: clock(),
        fixed_at: null,
        revealed_at: null,
        beacon_round: null,
        beacon: null,
      };
      await insertGameSeed(trx, row);
      return { id: row.id, publicHash: row.public_hash };
    },

    /**
     * Fixes a game's client seed from its players' seeds in join order, once, with the beacon
     * round it took appended when it took one; a game whose contract names its client seed
     * otherwise (a roll room, an exponent round) passes it.
     */
    async fixClientSeed(trx: Trx, seedId: string, userSeeds: readonly string[], options: { readonly named?: string; readonly beacon?: BeaconRound } = {}): Promise<string> {
      const clientSeed = options.named ?? (await clientSeedOf(options.beacon ? [...userSeeds, options.beacon.value] : userSeeds));
      const beacon = options.beacon ? { beacon_round: options.beacon.round, beacon: JSON.stringify(options.beacon) } : {};
      if (!(await fixGameSeed(trx, seedId, { player_seeds: JSON.stringify(userSeeds), client_seed: clientSeed, fixed_at: clock(), ...beacon }))) throw new Error(`the client seed of game seed ${seedId} is fixed already`);
      return clientSeed;
    },

    /** Keeps the players' seeds of a game whose client seed waits for its beacon round (a battle against robots). */
    async keepPlayerSeeds(trx: Trx, seedId: string, userSeeds: readonly string[]): Promise<void> {
      if (!(await keepPlayerSeeds(trx, seedId, JSON.stringify(userSeeds), clock()))) throw new Error(`the client seed of game seed ${seedId} is fixed already`);
    },

    /**
     * Rolls round `round` of a game seed at the given indexes (a seat, a prize) inside the
     * caller's transaction and appends them to the round ledger.
     */
    async drawGameSeed(trx: Trx, seedId: string, round: number, slots: readonly { readonly index: number; readonly userId: string | null }[], purpose: DrawPurpose): Promise<Draw[]> {
      const seed = await gameSeedRow(trx, seedId);
      if (seed.client_seed === null) throw new Error(`game seed ${seedId} has no client seed yet`);
      if (seed.revealed_at !== null) throw new Error(`game seed ${seedId} is revealed: it rolls no more`);
      const clientSeed = seed.client_seed;
      const secret = secretOf(seed);
      const now = clock();
      const draws = slots.map(({ index }) => {
        const rollPoint = gameRollPointNow(secret, clientSeed, round, index);
        return { rollId: orderedId(), keyId: seed.id, publicHash: seed.public_hash, seed: clientSeed, round, index, rollPoint, entry: entryFor(purpose.odds, rollPoint) };
      });
      appendRolls(
        trx,
        draws.map((draw, position) => rollRow(draw, 'game', slots[position]!.userId, purpose, now)),
      );
      return draws;
    },

    /** Reveals a game seed at settlement, once; its rolls can be checked from then on. Answers it revealed, for the game's chain record. */
    async revealGameSeed(trx: Trx, seedId: string): Promise<GameSeedView> {
      if (!(await revealGameSeed(trx, seedId, clock()))) throw new Error(`game seed ${seedId} is revealed already`);
      return seedView(await gameSeedRow(trx, seedId));
    },

    /** A game seed as anyone may see it: the secret and salt once revealed. */
    async gameSeed(seedId: string): Promise<GameSeedView> {
      const found = (await this.gameSeeds([seedId])).get(seedId);
      if (!found) throw new Error(`no game seed ${seedId}`);
      return found;
    },

    /** Game seeds by id, read at once (a page of battles); unknown ids are left out. */
    async gameSeeds(seedIds: readonly string[]): Promise<Map<string, GameSeedView>> {
      if (seedIds.length === 0) return new Map();
      const rows = await findGameSeeds(db, seedIds);
      return new Map(rows.map((row) => [row.id, seedView(row)]));
    },

    /** Rolls by id with their public hash, for histories. */
    async rolls(ids: readonly string[]): Promise<Map<string, RollView>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('fairness_rolls as r')
        .leftJoin('fairness_keys as k', (join) => join.onRef('k.id', '=', 'r.key_id').on('r.key_kind', '=', 'pair'))
        .leftJoin('fairness_game_seeds as g', (join) => join.onRef('g.id', '=', 'r.key_id').on('r.key_kind', '=', 'game'))
        .select(['r.id', 'r.seed', 'r.round', 'r.slot', 'r.roll_point', sql<string>`coalesce(k.public_hash, g.public_hash)`.as('public_hash')])
        .where('r.id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, { id: row.id, publicHash: row.public_hash, seed: row.seed, round: Number(row.round), index: row.slot, rollPoint: row.roll_point }]));
    },

    /** `/visitor/rollProof`: everything needed to check one roll of any game. */
    proof,

    /**
     * The full revealed record set, one JSON document per line: every chained record in order,
     * every retired pair's secret and salt (which check the plays rolled on it), then the head.
     */
    async *revealedRecords(): AsyncGenerator<string> {
      for await (const record of chain.records()) yield `${JSON.stringify({ type: 'record', ...record })}\n`;
      for (let after = ''; ; ) {
        const keys = await retiredKeysAfter(db, after, REVEAL_PAGE);
        for (const key of keys) yield `${JSON.stringify({ type: 'reveal', publicHash: key.public_hash, secretHash: box.open(key.secret), secretSalt: box.open(key.salt), userSeed: key.user_seed, rounds: Number(key.round) })}\n`;
        if (keys.length < REVEAL_PAGE) break;
        after = keys.at(-1)!.id;
      }
      yield `${JSON.stringify({ type: 'head', ...(await chain.head()) })}\n`;
    },

    /**
     * The fairness part of a member's data export: their pairs (the secret and salt of retired ones,
     * never of the pair in play or the next) and every roll made for them, each checkable by its id.
     */
    async exportFor(userId: string) {
      const [keys, rolls] = await Promise.all([allKeysOf(db, userId), allRollsOf(db, userId)]);
      return {
        pairs: keys.map((key) => {
          const open = key.retired_at !== null;
          return { publicHash: key.public_hash, userSeed: key.user_seed, round: Number(key.round), createdAt: key.created_at, retiredAt: key.retired_at, secretHash: open ? box.open(key.secret) : null, secretSalt: open ? box.open(key.salt) : null };
        }),
        rolls: rolls.map((roll) => ({ id: roll.id, game: roll.game, reference: roll.reference, seed: roll.seed, round: Number(roll.round), index: roll.slot, rollPoint: roll.roll_point, oddsHash: roll.odds_hash, outcome: roll.outcome, createdAt: roll.created_at })),
      };
    },

    /** Rolls on a fresh pair that is thrown away: the try-out, which nothing rides on. */
    async throwAwayRolls(count: number): Promise<ThrowAwayRolls> {
      const secret = secretText();
      const salt = saltText();
      const userSeed = randomBytes(8).toString('hex');
      const rolls = Array.from({ length: count }, (_, round) => ({ round, rollPoint: pairRollPoint(secret, userSeed, round) }));
      return { secretHash: secret, secretSalt: salt, publicHash: await publicHash(secret, salt), userSeed, rolls };
    },

    /**
     * `/member/checkRollPoint`: with a roll id, the roll's proof and, once revealed, the roll
     * recomputed from it; with values, a pair roll recomputed from them.
     */
    async checkRollPoint(input: { id?: string | undefined; secretHash?: string | undefined; userSeed?: string | undefined; round?: number | undefined; secretSalt?: string | undefined; publicHash?: string | undefined }): Promise<CheckRollPoint> {
      if (input.id !== undefined) {
        const found = await proof(input.id);
        if (found.secretHash === null || found.secretSalt === null) return { rollPoint: found.rollPoint, hashMatches: null, proof: found };
        const rollPoint = found.kind === 'pair' ? pairRollPoint(found.secretHash, found.seed, found.round) : gameRollPointNow(found.secretHash, found.seed, found.round, found.index);
        return { rollPoint, hashMatches: (await publicHash(found.secretHash, found.secretSalt)) === found.publicHash, proof: found };
      }
      if (input.secretHash === undefined || input.userSeed === undefined || input.round === undefined) throw new AppError('ROLL_CHECK_INCOMPLETE');
      const rollPoint = pairRollPoint(input.secretHash, input.userSeed, input.round);
      const hashMatches =
        input.secretSalt !== undefined && input.publicHash !== undefined ? (await publicHash(input.secretHash, input.secretSalt)) === input.publicHash.toLowerCase() : null;
      return { rollPoint, hashMatches };
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
