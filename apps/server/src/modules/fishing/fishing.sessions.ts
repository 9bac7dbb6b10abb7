import { AppError } from '@lootbay/shared/errors';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { FishingMode } from '@lootbay/shared/schemas/fishing';
import type { Trx } from '../../db/unit-of-work';
import { catchesDue, type FishingCatches } from './fishing.catches';
import { FISHING_GAME, type FishingDependencies } from './fishing.context';
import { activeSession, addBait, baitHeld, claimEnd, findTool, insertSession, recordEnd, rodLevelOf, takeBait } from './fishing.repository';
import { spotOf } from './fishing.spots';
import type { FishingSessionRow } from './fishing.table';

export interface StartRequest {
  readonly placeId: number;
  readonly mode: FishingMode;
  readonly toolId: string;
  readonly bait?: number | undefined;
  readonly requestId?: string | undefined;
}

/** The refusal for a member who is fishing already: the same mode is one session at a time; another mode waits for the end. */
function busy(active: Pick<FishingSessionRow, 'mode'> | undefined, mode: FishingMode): AppError {
  return new AppError(active && active.mode !== mode ? 'FISHING_MODE_LOCKED' : 'FISHING_ALREADY_ACTIVE');
}

/**
 * Fishing sessions: a start takes bait from the bag for one spot and mode, as a play of the engine
 * (the may-play gate, the request id); an end gives back the bait not used and lands what was due.
 */
export function createFishingSessions(deps: FishingDependencies, catches: FishingCatches) {
  const { catalog, fairness, play } = deps;
  const db = deps.db.kysely;

  /** The pool a spot rolls on, as it is now: a missing or hidden box closes the spot. */
  async function poolIn(trx: Trx, boxId: string) {
    const box = await catalog.boxRowIn(trx, boxId).catch((error: unknown) => {
      if (error instanceof AppError && error.key === 'BOX_NOT_FOUND') return undefined;
      throw error;
    });
    if (!box || box.visible !== 1 || box.kind !== BOX_KIND.fishing) throw new AppError('FISHING_PLACE_CLOSED');
    // Checked against its hash now, so a session never starts on odds that would not roll.
    await catalog.oddsIn(trx, box.id, box.odds_version);
    return box;
  }

  /**
   * A leisure session's game seed, committed now with the member's seed kept: its client seed
   * also takes the first beacon round published after this moment, so neither the house (which
   * lands catches when it finds them due) nor anyone else knows any catch's roll at the start.
   */
  async function commitSessionSeed(trx: Trx, sessionId: string, userSeed: string): Promise<string> {
    const seed = await fairness.commitGameSeed(trx, FISHING_GAME, `${FISHING_GAME}:${sessionId}`);
    await fairness.keepPlayerSeeds(trx, seed.id, [userSeed]);
    return seed.id;
  }

  return {
    /** `startFishing`: answers the new session's id (the first one's, for a replay of the request). */
    async start(userId: string, request: StartRequest): Promise<string> {
      const spot = spotOf(request.placeId);
      if (!spot) throw new AppError('FISHING_PLACE_NOT_FOUND');
      // A leisure session whose bait ran out while the member was away ends here, before the check.
      await catches.settleMember(userId);
      return play.play({
        game: FISHING_GAME,
        userId,
        requestId: request.requestId,
        content: { placeId: request.placeId, mode: request.mode, toolId: request.toolId, bait: request.bait },
        play: async (round) => {
          const { trx } = round;
          const active = await activeSession(trx, userId);
          if (active) throw busy(active, request.mode);
          const tool = await findTool(trx, request.toolId);
          if (!tool) throw new AppError('FISHING_TOOL_NOT_FOUND');
          if (tool.kind !== 'bait') throw new AppError('FISHING_NOT_BAIT');
          if (tool.level !== spot.level) throw new AppError('FISHING_BAIT_WRONG_LEVEL', { level: tool.level });
          if (spot.rodLevel > 0 && (await rodLevelOf(trx, userId)) < spot.rodLevel) throw new AppError('FISHING_ROD_REQUIRED', { rodLevel: spot.rodLevel });
          const box = await poolIn(trx, spot.boxId);
          // Catches roll on the member's seed (leisure: with the session's own game seed): refuse now rather than at the first catch.
          const userSeed = await fairness.userSeedIn(trx, userId);
          const bait = request.bait ?? (await baitHeld(trx, userId, tool.id));
          if (bait < 1 || !(await takeBait(trx, userId, tool.id, bait, round.now))) throw new AppError('FISHING_NO_BAIT', { held: await baitHeld(trx, userId, tool.id) });
          const seed = request.mode === 'leisure' ? await commitSessionSeed(trx, round.playId, userSeed) : null;
          const opened = await insertSession(trx, {
            id: round.playId,
            game_seed_id: seed,
            user_id: userId,
            place_id: spot.id,
            box_id: box.id,
            odds_version: box.odds_version,
            mode: request.mode,
            tool_id: tool.id,
            bait,
            catches: 0,
            catch_ms: deps.catchMs,
            started_at: round.now,
            ended_at: null,
            end_reason: null,
            bait_returned: 0,
          });
          // A start racing this one opened its session first (the partial unique index).
          if (!opened) throw busy(await activeSession(trx, userId), request.mode);
          return round.playId;
        },
        load: async (first) => first.game_ref,
        answer: async (sessionId) => sessionId,
      });
    },

    /**
     * `endFishing`: ends the member's session now. A leisure session keeps the catches due by now
     * (landed here, or by anyone later) and gives the rest of its bait back; an entertainment one
     * gives back what was not cast. Answers the session's id.
     */
    async end(userId: string): Promise<string> {
      const session = await activeSession(db, userId);
      if (!session) throw new AppError('FISHING_NOT_ACTIVE');
      await deps.db.transaction(async (trx) => {
        const now = deps.clock();
        const claimed = await claimEnd(trx, session.id, now);
        // Ended meanwhile (its last bait, another end): nothing left to settle here.
        if (!claimed) return;
        const used = claimed.mode === 'leisure' ? Math.max(claimed.catches, catchesDue({ ...claimed, ended_at: null }, now)) : claimed.catches;
        const lastDue = Number(claimed.started_at) + used * Number(claimed.catch_ms);
        const exhausted = used >= claimed.bait;
        await recordEnd(trx, claimed.id, {
          // A leisure session whose bait all fell due ended with its last catch, not now.
          endedAt: claimed.mode === 'leisure' && (exhausted || lastDue > now) ? lastDue : now,
          reason: exhausted ? 'exhausted' : 'ended',
          baitReturned: claimed.bait - used,
        });
        if (claimed.bait > used) await addBait(trx, userId, claimed.tool_id, claimed.bait - used, now);
        // Every catch the session will have has landed: its seed rolls no more.
        if (claimed.game_seed_id && claimed.catches >= used) await fairness.revealGameSeed(trx, claimed.game_seed_id);
      });
      await catches.landDue(session.id);
      return session.id;
    },
  };
}
