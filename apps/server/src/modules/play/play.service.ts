import type { LedgerReason } from '@lootbay/shared/ledger-reasons';
import { createHash } from 'node:crypto';
import type { Currency } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { Db } from '../../db/dialect';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { BackpackService, GrantedItem } from '../backpack/backpack.service';
import type { OddsTable, RollOdds } from '@lootbay/shared/fairness/odds';
import type { Draw, DrawPurpose, FairnessService } from '../fairness/fairness.service';
import type { SystemAccount, WalletService } from '../wallet/wallet.service';
import type { PlayGate } from './play-gate';
import { appendPlayResults, claimPlay, findPlayByKey, memberResultsByPeriod, playTotalsByPeriod, sumPlayResults, topStakers } from './play.repository';
import type { PlayRow } from './play.table';

/** A coin (or other currency) stake: from the player into sales (the game is over at once) or escrow. */
export interface CoinStake {
  readonly currency: Currency;
  /** Hundredths; nothing is taken for 0 (a free play). */
  readonly amount: number;
  readonly into: Extract<SystemAccount, 'sales' | 'escrow'>;
  /** The ledger reason, e.g. `box_purchase`. */
  readonly reason: LedgerReason;
  /** The player accepted covering a coin or ingot shortfall with jade. */
  readonly useJade?: boolean;
}

export interface CoinPayout {
  readonly userId: string;
  readonly currency: Currency;
  readonly amount: number;
  /** Prizes the house pays, or stakes held for the game. */
  readonly from: Extract<SystemAccount, 'prizes' | 'escrow'>;
  readonly reason: LedgerReason;
}

/** What a game does in its play, in the play's transaction, through the engine only. */
export interface Round {
  readonly trx: Trx;
  readonly playId: string;
  /** The game this play belongs to; a play that is its own game is its play id. */
  readonly gameRef: string;
  readonly userId: string;
  readonly now: number;
  /** Takes a stake through the ledger; coins staked earn site experience (spec point 9). */
  stakeCoins(stake: CoinStake): Promise<void>;
  /**
   * Moves the player's items into the staked state (in battle) through the backpack's transitions;
   * answers each item's id, ornament and price. All or none, as `consumeItems`. Items pledged as
   * prizes (`refuseFavourites`) keep favourites out, as selling does.
   */
  stakeItems(itemIds: readonly string[], options?: { readonly refuseFavourites?: boolean }): Promise<{ readonly id: string; readonly ornamentId: string; readonly price: number }[]>;
  /**
   * Uses up the player's items in this play (status 3), refusing favourites; answers each item's
   * id, ornament and price, in id order. All or none: an item another request took first refuses the play.
   */
  consumeItems(itemIds: readonly string[]): Promise<{ readonly id: string; readonly ornamentId: string; readonly price: number }[]>;
  /** Settles staked items of a player: back to the backpack, or lost. */
  settleItems(ownerId: string, itemIds: readonly string[], outcome: 'returned' | 'lost'): Promise<void>;
  /** Rolls consecutive rounds of the player's own pair against odds. */
  drawOwnSeed(count: number, odds: OddsTable): Promise<Draw[]>;
  /** Rolls a round of a game seed at the given indexes against odds. */
  drawGameSeed(seedId: string, round: number, slots: readonly { readonly index: number; readonly userId: string | null }[], odds: RollOdds): Promise<Draw[]>;
  /**
   * Puts items opened in a game still in progress into their opener's backpack, in the staked
   * state (in battle) from the start: they count as won only when the game returns them.
   */
  grantStakedItems(items: readonly Omit<GrantedItem, 'reference'>[], ownerId: string): Promise<string[]>;
  /** The house takes a seat: its stake goes from the house account into escrow (a robot's). */
  houseStake(stake: { readonly currency: Currency; readonly amount: number; readonly reason: LedgerReason }): Promise<void>;
  /** Puts won items into a backpack (the player's unless another owner is named), with the play's appends: the play does not read them again. */
  grantItems(items: readonly Omit<GrantedItem, 'reference'>[], ownerId?: string): Promise<string[]>;
  payCoins(payout: CoinPayout): Promise<void>;
  /** The house's share of stakes held in escrow. */
  houseShare(share: { readonly currency: Currency; readonly amount: number; readonly reason: LedgerReason }): Promise<void>;
  /** Runs once the play has committed (announcements); it never fails the play. */
  afterCommit(hook: () => unknown): void;
}

export interface PlayRequest<Records, Answer> {
  /** The game kind, e.g. `box_open`: the prefix of every reference the play writes. */
  readonly game: string;
  readonly userId: string;
  /** The client's idempotency key: a retry with it answers the first result and charges nothing more. */
  readonly requestId?: string | undefined;
  /** What the request asks for; the same request id with other content is refused. */
  readonly content: unknown;
  /** The game this play belongs to, when it is one step of a longer game (joining a battle). */
  readonly gameRef?: string;
  /**
   * A play that takes no new stake from the member: a battle's round, its settlement, its
   * cancellation with refunds. The may-play gate is not asked: it was when the stakes were taken,
   * and a member who has since started a break still gets their battle played out or refunded.
   */
  readonly ungated?: boolean;
  /** Whether this play closes its game, settling every stake of it (default true). */
  readonly settles?: boolean;
  /** The play: stakes, draws, payouts and the game's own records, all in one transaction. */
  readonly play: (round: Round) => Promise<Records>;
  /** A replay reads the records of the first play back. */
  readonly load: (play: PlayRow) => Promise<Records>;
  /** The answer, made the same way for the first play and every replay. */
  readonly answer: (records: Records) => Promise<Answer>;
}

export interface PlayDependencies {
  readonly db: Db;
  readonly fairness: Pick<FairnessService, 'drawOwnSeed' | 'drawGameSeed'>;
  readonly wallet: Pick<WalletService, 'transferMany' | 'debitWithAutoConversion' | 'addExperience'>;
  readonly backpack: Pick<BackpackService, 'grant' | 'grantThen' | 'transition'>;
  readonly gate: PlayGate;
  readonly clock?: () => number;
}

/** JSON with object keys in order, so equal content always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A play's transfer keys hold its own new id (`<game>:<play id>:<step>:<n>`): never used before. */
const FRESH = { fresh: true } as const;

function jadeCoverable(currency: Currency): currency is 'coin' | 'ingot' {
  return currency === 'coin' || currency === 'ingot';
}

/**
 * The play engine: every game stakes, rolls, pays out and records through `play`, in one
 * transaction under one idempotency key. The references it writes are `<game>:<gameRef>` on
 * every transfer, granted item and roll, so the invariant checker can tie them together.
 */
export function createPlayService(deps: PlayDependencies) {
  const { fairness, wallet, backpack } = deps;
  const clock = deps.clock ?? Date.now;

  /**
   * What a play staked and won per member, in hundredths of a coin (coins, and items at their
   * price): written with the play, for loss limits and reality checks.
   */
  function tally() {
    const results = new Map<string, { staked: number; won: number }>();
    const of = (userId: string) => {
      const found = results.get(userId);
      if (found) return found;
      const created = { staked: 0, won: 0 };
      results.set(userId, created);
      return created;
    };
    return {
      results,
      staked: (userId: string, value: number) => void (of(userId).staked += value),
      /** What the play has staked for a member so far, and would with `value` more. */
      stakedWith: (userId: string, value: number) => (results.get(userId)?.staked ?? 0) + value,
      won: (userId: string, value: number) => void (of(userId).won += value),
    };
  }

  function round(trx: Trx, game: string, playId: string, gameRef: string, userId: string, results: ReturnType<typeof tally>): Round {
    const reference = `${game}:${gameRef}`;
    let sequence = 0;
    const key = (step: string) => `${game}:${playId}:${step}:${(sequence += 1)}`;
    /** Items leaving the player's hands for the play count as staked, at their price; within the loss limits. */
    const stakedValue = async (items: readonly { readonly price: number }[]) => {
      const value = items.reduce((sum, item) => sum + Number(item.price), 0);
      await deps.gate.assertStake(trx, userId, results.stakedWith(userId, value));
      results.staked(userId, value);
    };
    const purpose = (odds: RollOdds): DrawPurpose => ({ game, reference, odds });
    return {
      trx,
      playId,
      gameRef,
      userId,
      now: clock(),
      async stakeCoins(stake) {
        if (stake.amount === 0) return;
        if (stake.currency === 'coin') await deps.gate.assertStake(trx, userId, results.stakedWith(userId, stake.amount));
        const id = key('stake');
        if (jadeCoverable(stake.currency)) {
          await wallet.debitWithAutoConversion(trx, { id, userId, currency: stake.currency, amount: stake.amount, to: stake.into, reason: stake.reason, reference, useJade: stake.useJade, ...FRESH });
        } else {
          await wallet.transferMany(trx, [{ id, from: { user: userId }, to: { system: stake.into }, currency: stake.currency, amount: stake.amount, reason: stake.reason, reference }], FRESH);
        }
        if (stake.currency === 'coin') {
          await wallet.addExperience(trx, userId, stake.amount);
          results.staked(userId, stake.amount);
        }
      },
      async stakeItems(itemIds, options) {
        const staked = await backpack.transition(trx, userId, itemIds, options?.refuseFavourites ? 'pledge' : 'stake', reference);
        await stakedValue(staked);
        return staked.map((item) => ({ id: item.id, ornamentId: item.ornament_id, price: Number(item.price) }));
      },
      async consumeItems(itemIds) {
        const consumed = await backpack.transition(trx, userId, itemIds, 'consume', reference);
        await stakedValue(consumed);
        return consumed.map((item) => ({ id: item.id, ornamentId: item.ornament_id, price: Number(item.price) })).sort((a, b) => (a.id < b.id ? -1 : 1));
      },
      async settleItems(ownerId, itemIds, outcome) {
        const settled = await backpack.transition(trx, ownerId, itemIds, outcome === 'returned' ? 'battleReturn' : 'battleLose', reference);
        if (outcome === 'returned') results.won(ownerId, settled.reduce((sum, item) => sum + Number(item.price), 0));
      },
      drawOwnSeed: (count, odds) => fairness.drawOwnSeed(trx, userId, count, purpose(odds)),
      drawGameSeed: (seedId, number, slots, odds) => fairness.drawGameSeed(trx, seedId, number, slots, purpose(odds)),
      grantStakedItems: (items, ownerId) =>
        backpack.grantThen(
          trx,
          ownerId,
          items.map((item) => ({ ...item, reference })),
          'stake',
          reference,
        ),
      async houseStake(stake) {
        if (stake.amount === 0) return;
        await wallet.transferMany(trx, [{ id: key('house-stake'), from: { system: 'house' }, to: { system: 'escrow' }, currency: stake.currency, amount: stake.amount, reason: stake.reason, reference }], FRESH);
      },
      grantItems(items, ownerId = userId) {
        results.won(
          ownerId,
          items.reduce((sum, item) => sum + item.price, 0),
        );
        return backpack.grant(
          trx,
          ownerId,
          items.map((item) => ({ ...item, reference })),
        );
      },
      async payCoins(payout) {
        if (payout.amount === 0) return;
        if (payout.currency === 'coin') results.won(payout.userId, payout.amount);
        await wallet.transferMany(trx, [{ id: key('payout'), from: { system: payout.from }, to: { user: payout.userId }, currency: payout.currency, amount: payout.amount, reason: payout.reason, reference }], FRESH);
      },
      async houseShare(share) {
        if (share.amount === 0) return;
        await wallet.transferMany(trx, [{ id: key('house'), from: { system: 'escrow' }, to: { system: 'house' }, currency: share.currency, amount: share.amount, reason: share.reason, reference }], FRESH);
      },
      afterCommit: (hook) => unitOf(trx).afterCommit(hook),
    };
  }

  return {
    /**
     * Plays one request: claims its key, passes the gate, runs the game's play and commits; a
     * replay of the key with the same content answers the first result and changes nothing.
     */
    async play<Records, Answer>(request: PlayRequest<Records, Answer>): Promise<Answer> {
      const requestKey = `${request.game}:${request.userId}:${request.requestId ?? orderedId()}`;
      const contentHash = createHash('sha256').update(stableJson({ game: request.game, userId: request.userId, content: request.content })).digest('hex');
      const outcome = await deps.db.transaction(async (trx): Promise<{ readonly replay: PlayRow } | { readonly records: Records }> => {
        const id = orderedId();
        const play: PlayRow = {
          id,
          request_key: requestKey,
          content_hash: contentHash,
          game: request.game,
          game_ref: request.gameRef ?? id,
          user_id: request.userId,
          settles: request.settles === false ? 0 : 1,
          created_at: clock(),
        };
        const gate = request.ungated ? undefined : deps.gate.carried(trx, request.userId);
        const claim = await claimPlay(trx, play, gate?.read);
        if (!claim.claimed) {
          const first = await findPlayByKey(trx, requestKey);
          // Not this key's play: another key already settled this game, which no game's rules allow.
          if (!first) throw new Error(`play ${requestKey} would settle game ${play.game} ${play.game_ref} a second time`);
          if (first.content_hash !== contentHash) throw new AppError('REQUEST_ID_REUSED');
          return { replay: first };
        }
        gate?.pass(claim.read);
        const results = tally();
        const records = await request.play(round(trx, request.game, id, play.game_ref, request.userId, results));
        appendPlayResults(
          trx,
          [...results.results].map(([userId, result]) => ({ play_id: id, user_id: userId, staked: result.staked, won: result.won, created_at: play.created_at })),
        );
        return { records };
      });
      return request.answer('replay' in outcome ? await request.load(outcome.replay) : outcome.records);
    },

    /** What some members' plays since a moment staked and won, in the caller's transaction (or the pool). */
    results: (db: Trx | Db['kysely'], userIds: readonly string[], since: number) => sumPlayResults(db, userIds, since),

    /** One member's stakes and winnings per period (bounds as `periodIndex` takes them), for their statistics. */
    memberResultsByPeriod: (userId: string, bounds: readonly number[]) => memberResultsByPeriod(deps.db.kysely, userId, bounds),

    /** The members who staked the most in [from, to) (the daily ranking). */
    topStakers: (from: number, to: number, limit: number) => topStakers(deps.db.kysely, from, to, limit),

    /** Every member's plays per period and game, and the members who played per period (bounds as `periodIndex` takes them). */
    totalsByPeriod: (bounds: readonly number[]) => playTotalsByPeriod(deps.db.kysely, bounds),
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
