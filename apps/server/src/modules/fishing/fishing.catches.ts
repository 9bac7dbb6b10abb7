import { AppError } from '@lootbay/shared/errors';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { BeaconRound } from '@lootbay/shared/fairness/beacon';
import type { Trx } from '../../db/unit-of-work';
import type { RollView } from '../fairness/fairness.service';
import { rollViewOf } from '../play/play.kit';
import type { Round } from '../play/play.service';
import { catchRecord } from './fishing.chain-record';
import { FISHING_GAME, type FishingDependencies } from './fishing.context';
import { activeSession, appendCatch, castOne, findCatch, type CatchWithSession, findSession, landCatch, latestSession, recordOpen, sessionsWithCatchesDue } from './fishing.repository';
import type { FishingCatchRow, FishingSessionRow } from './fishing.table';

/** Sessions the sweep lands catches for in one run. */
const SWEEP_BATCH = 200;

/** The member's seed kept at a session's start and the beacon round after it: a leisure session's client seed. */
interface SeedFix {
  readonly userSeeds: readonly string[];
  readonly beacon: BeaconRound;
}

/** A leisure catch that is not (or no longer) due: another caller landed it, or the session ended before it. */
class CatchNotDue extends Error {
  override name = 'CatchNotDue';
}

/** How many leisure catches a session may have landed by `now`: one per interval since its start, within the bait it may use. */
export function catchesDue(session: FishingSessionRow, now: number): number {
  if (session.ended_at !== null) return session.bait - session.bait_returned;
  const elapsed = Math.floor((now - Number(session.started_at)) / Number(session.catch_ms));
  return Math.max(0, Math.min(session.bait, elapsed));
}

/**
 * Catch boxes: a cast spends one bait and gives a box; opening it rolls the member's pair on the
 * session's pool odds into the backpack. Leisure catches are landed, cast and opened at once, by
 * whoever finds them due first (a read, the sweep, the end): each is one play under the key
 * `<session>-catch-<k>`, so however many instances and restarts try, catch k happens once.
 */
export function createFishingCatches(deps: FishingDependencies) {
  const { catalog, fairness, play } = deps;
  const db = deps.db.kysely;

  /** Rolls a catch box open in the play's transaction: the item goes to the backpack (an activity gift). */
  async function rollOpen(round: Round, row: Pick<FishingCatchRow, 'box_id' | 'odds_version'>) {
    const odds = await catalog.oddsIn(round.trx, row.box_id, row.odds_version);
    const [draw] = await round.drawOwnSeed(1, odds.table);
    const entry = odds.entries[draw!.entry]!;
    const [itemId] = await round.grantItems([{ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.activityGift, origin: ITEM_ORIGIN.box }]);
    return { openedAt: round.now, rollId: draw!.rollId, rollPoint: draw!.rollPoint, publicHash: draw!.publicHash, seed: draw!.seed, ornamentId: entry.ornamentId, price: entry.price, backpackItemId: itemId!, oddsHash: odds.hash, roll: rollViewOf(draw!) };
  }

  /** A leisure catch's roll: catch k rolls round k − 1 of the session's game seed, on the pool's odds of the session's start. */
  async function rollLeisure(round: Round, session: FishingSessionRow, seq: number, fix: SeedFix | null) {
    const seedId = session.game_seed_id!;
    const odds = await catalog.oddsIn(round.trx, session.box_id, session.odds_version);
    if (fix) await fairness.fixClientSeed(round.trx, seedId, fix.userSeeds, { beacon: fix.beacon });
    const [draw] = await round.drawGameSeed(seedId, seq - 1, [{ index: 0, userId: session.user_id }], odds.table);
    const entry = odds.entries[draw!.entry]!;
    const [itemId] = await round.grantItems([{ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.activityGift, origin: ITEM_ORIGIN.box }]);
    return { openedAt: round.now, rollId: draw!.rollId, rollPoint: draw!.rollPoint, publicHash: draw!.publicHash, seed: draw!.seed, ornamentId: entry.ornamentId, price: entry.price, backpackItemId: itemId!, oddsHash: odds.hash };
  }

  /** What a leisure session's first catch fixes its client seed with; null once fixed, or for a session from before session seeds. */
  async function seedFixFor(session: FishingSessionRow): Promise<SeedFix | null | 'not yet'> {
    if (!session.game_seed_id) return null;
    const seed = await fairness.gameSeed(session.game_seed_id);
    if (seed.clientSeed !== null) return null;
    const answer = await fairness.beacon.after(seed.closedAt ?? Number(session.started_at));
    return 'retryAt' in answer ? 'not yet' : { userSeeds: seed.userSeeds ?? [], beacon: answer.round };
  }

  async function landOne(session: FishingSessionRow, seq: number): Promise<void> {
    const dueAt = Number(session.started_at) + seq * Number(session.catch_ms);
    const fix = await seedFixFor(session);
    if (fix === 'not yet') throw new CatchNotDue();
    await play.play({
      game: FISHING_GAME,
      userId: session.user_id,
      requestId: `${session.id}-catch-${seq}`,
      content: { sessionId: session.id, seq },
      // The bait was bought and the session started through the gate; its catches land whatever comes after.
      ungated: true,
      play: async (round) => {
        if (!(await landCatch(round.trx, session.id, seq, dueAt, seq === session.bait))) throw new CatchNotDue();
        const opened = session.game_seed_id ? await rollLeisure(round, session, seq, fix) : await rollOpen(round, session);
        const row = {
          id: round.playId,
          session_id: session.id,
          user_id: session.user_id,
          seq,
          caught_at: dueAt,
          box_id: session.box_id,
          odds_version: session.odds_version,
          odds_hash: opened.oddsHash,
          opened_at: opened.openedAt,
          open_ref: round.playId,
          roll_id: opened.rollId,
          ornament_id: opened.ornamentId,
          item_price: opened.price,
          backpack_item_id: opened.backpackItemId,
        };
        appendCatch(round.trx, row);
        await fairness.chain.append(round.trx, [{ kind: 'catch', ref: row.id, body: catchRecord(row, opened) }]);
        const after = await findSession(round.trx, session.id);
        const last = after !== undefined && after.ended_at !== null && seq >= after.bait - after.bait_returned;
        // The session's last catch: its seed rolls no more, and is revealed.
        if (last && session.game_seed_id) await fairness.revealGameSeed(round.trx, session.game_seed_id);
        const ended = seq >= session.bait - session.bait_returned;
        round.afterCommit(() =>
          deps.tellCatch(session.user_id, { sessionId: session.id, seq, ornamentId: opened.ornamentId, price: opened.price, baitLeft: session.ended_at === null ? session.bait - seq : 0, ended, at: dueAt }),
        );
      },
      load: async () => undefined,
      answer: async () => undefined,
    });
  }

  /** Lands every leisure catch of a session that is due by now, in order; answers the session as it is after. */
  async function landDue(sessionId: string): Promise<FishingSessionRow | undefined> {
    const session = await findSession(db, sessionId);
    if (!session || session.mode !== 'leisure') return session;
    const due = catchesDue(session, deps.clock());
    for (let seq = session.catches + 1; seq <= due; seq += 1) {
      try {
        await landOne(session, seq);
      } catch (error) {
        // The session ended before this catch fell due: nothing more to land.
        if (error instanceof CatchNotDue) break;
        throw error;
      }
    }
    return due > session.catches ? findSession(db, sessionId) : session;
  }

  /** Why a member could not cast: no running session (its bait ran out, or none), or one of leisure. */
  async function whyNoCast(trx: Trx, userId: string): Promise<AppError> {
    const running = await activeSession(trx, userId);
    if (running && running.mode !== 'entertainment') return new AppError('FISHING_MODE_LOCKED');
    const last = running ?? (await latestSession(trx, userId));
    return new AppError(last?.end_reason === 'exhausted' ? 'FISHING_BAIT_EXHAUSTED' : 'FISHING_NOT_ACTIVE');
  }

  return {
    landDue,

    /**
     * Lands the due catches of a member's running leisure session (a read, a start); an ended one
     * needs nothing. Answers the member's running session as it is after, if any.
     */
    async settleMember(userId: string): Promise<FishingSessionRow | undefined> {
      const session = await activeSession(db, userId);
      if (session?.mode !== 'leisure') return session;
      const after = await landDue(session.id);
      return after?.ended_at === null ? after : undefined;
    },

    /** The sweep for members who are away: lands every due catch of every leisure session; one failing session does not stop the others. */
    async sweep(): Promise<number> {
      const sessions = await sessionsWithCatchesDue(db, deps.clock(), SWEEP_BATCH);
      for (const session of sessions) {
        try {
          await landDue(session.id);
        } catch (error) {
          deps.log.warn({ err: error, sessionId: session.id }, 'leisure catches not landed');
        }
      }
      return sessions.length;
    },

    /** `fishingBox`: one cast of the member's entertainment session; answers the new catch box's id. */
    cast(userId: string, requestId: string | undefined): Promise<string> {
      return play.play({
        game: FISHING_GAME,
        userId,
        requestId,
        content: { cast: true },
        play: async (round) => {
          const { trx } = round;
          const session = await castOne(trx, userId, round.now);
          if (!session) throw await whyNoCast(trx, userId);
          const odds = await catalog.oddsIn(trx, session.box_id, session.odds_version);
          appendCatch(trx, {
            id: round.playId,
            session_id: session.id,
            user_id: userId,
            seq: session.catches,
            caught_at: round.now,
            box_id: session.box_id,
            odds_version: session.odds_version,
            odds_hash: odds.hash,
            opened_at: null,
            open_ref: null,
            roll_id: null,
            ornament_id: null,
            item_price: null,
            backpack_item_id: null,
          });
          return round.playId;
        },
        load: async (first) => first.game_ref,
        answer: async (catchId) => catchId,
      });
    },

    /**
     * `fishOpenBox`: opens one of the member's catch boxes, once; opening an open box answers it
     * again. The opening answers the catch as it left it, with its roll.
     */
    async open(userId: string, catchId: string): Promise<{ readonly id: string; readonly opened?: { readonly row: CatchWithSession; readonly roll: RollView } }> {
      const row = await findCatch(db, catchId);
      if (!row || row.user_id !== userId) throw new AppError('FISHING_CATCH_NOT_FOUND');
      if (row.opened_at !== null) return { id: row.id };
      return play.play({
        game: FISHING_GAME,
        userId,
        requestId: `${catchId}-open`,
        content: { catchId },
        play: async (round) => {
          const opened = await rollOpen(round, row);
          if (!(await recordOpen(round.trx, catchId, round.playId, opened))) throw new Error(`catch ${catchId} was opened under its own key`);
          await fairness.chain.append(round.trx, [{ kind: 'catch', ref: catchId, body: catchRecord({ ...row, caught_at: Number(row.caught_at) }, opened) }]);
          const after = { ...row, opened_at: opened.openedAt, open_ref: round.playId, roll_id: opened.rollId, ornament_id: opened.ornamentId, item_price: opened.price, backpack_item_id: opened.backpackItemId };
          return { id: catchId, opened: { row: after, roll: opened.roll } };
        },
        load: async () => ({ id: catchId }),
        answer: async (answered) => answered,
      });
    },
  };
}

export type FishingCatches = ReturnType<typeof createFishingCatches>;
