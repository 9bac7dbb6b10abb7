import type { Locale, LimitPeriod } from '@lootbay/shared/constants';
import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { AppError } from '@lootbay/shared/errors';
import type { Activity, ActivityInfo, BingoProgress, BingoRanking, BingoReward } from '@lootbay/shared/schemas/activity';
import type { ClaimState } from '@lootbay/shared/schemas/claim-state';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import { rollViewOf, withRolls, type Rolled } from '../play/play.kit';
import { ACTIVITY_GAME, type ActivityDependencies } from './activity.context';
import { claimedSteps, findBingoReward, insertBingoReward } from './activity.repository';
import type { BingoRewardRow } from './activity.table';

/** An activity board: steps reached by paid box opens within a calendar period; some steps pay a free box's roll. */
interface Board {
  readonly id: string;
  readonly name: Readonly<Record<Locale, string>>;
  readonly period: LimitPeriod;
  /** In order: the opens that reach each step (step 1 first), and the free box a pay step rolls. */
  readonly steps: readonly { readonly opens: number; readonly rewardBoxId: string | null }[];
}

/** The one board the site runs: it starts again every site week (from Monday, Asia/Shanghai). */
const WEEKLY_BINGO: Board = {
  id: 'weekly-bingo',
  name: { cn: '每周开箱宾果', br: 'Bingo semanal de caixas', en: 'Weekly box bingo' },
  period: 'week',
  steps: [
    { opens: 1, rewardBoxId: null },
    { opens: 3, rewardBoxId: 'free-1' },
    { opens: 5, rewardBoxId: null },
    { opens: 10, rewardBoxId: 'free-1' },
    { opens: 20, rewardBoxId: null },
    { opens: 30, rewardBoxId: 'free-5' },
    { opens: 50, rewardBoxId: null },
    { opens: 80, rewardBoxId: 'free-10' },
  ],
};

export const BOARDS: readonly Board[] = [WEEKLY_BINGO];
const RANKING_SIZE = 20;

/** How many steps a count of opens reaches. */
function stepOf(board: Board, opens: number): number {
  return board.steps.filter((step) => opens >= step.opens).length;
}

/**
 * Activity boards ("bingo"): a member's step is how many steps their paid box opens in the
 * board's current period reach; a pay step, once reached, gives one free roll of its box's
 * published odds on the member's pair, once per period.
 */
export function createBingo(deps: ActivityDependencies) {
  const { catalog, play, boxes } = deps;
  const db = deps.db.kysely;

  function boardOf(id: string): Board {
    const board = BOARDS.find((candidate) => candidate.id === id);
    if (!board) throw new AppError('ACTIVITY_NOT_FOUND');
    return board;
  }

  /** The board's period holding a moment, and its key: the site day it starts. */
  function periodOf(board: Board, at: number) {
    const { start, end } = periodAt(board.period, deps.timeZone, at);
    return { start, end, key: dayOf(deps.timeZone, start) };
  }

  function activity(board: Board, locale: Locale): Activity {
    const { start, end } = periodOf(board, deps.clock());
    return { id: board.id, name: board.name[locale], kind: 'bingo', startsAt: start, endsAt: end };
  }

  async function steps(board: Board, locale: Locale) {
    const rewardBoxes = await catalog.boxesByIds(
      board.steps.flatMap((step) => (step.rewardBoxId ? [step.rewardBoxId] : [])),
      locale,
    );
    return board.steps.map((step, index) => {
      const box = step.rewardBoxId ? rewardBoxes.get(step.rewardBoxId) : undefined;
      return { step: index + 1, opens: step.opens, reward: box ? { boxId: box.id, name: box.name, image: box.image, oddsVersion: box.oddsVersion, expectedReturn: box.expectedReturn } : null };
    });
  }

  async function present({ row, roll }: Rolled<BingoRewardRow>, locale: Locale): Promise<BingoReward> {
    const ornament = (await catalog.ornaments([row.ornament_id], locale)).get(row.ornament_id)!;
    return {
      rewardId: row.id,
      activityId: row.activity_id,
      step: row.step,
      boxId: row.box_id,
      oddsVersion: row.odds_version,
      oddsHash: row.odds_hash,
      rollId: row.roll_id,
      rollPoint: roll.rollPoint,
      round: roll.round,
      publicHash: roll.publicHash,
      userSeed: roll.seed,
      item: { ...ornament, price: Number(row.item_price), backpackItemId: row.backpack_item_id },
      createdAt: Number(row.created_at),
    };
  }

  return {
    /** `/mybox/activity/list`: the activities running now. */
    list: (locale: Locale): Activity[] => BOARDS.map((board) => activity(board, locale)),

    /** `/mybox/activity/info`: a board's steps and what each pays; a signed-in member's opens and step. */
    async info(id: string, userId: string | null, locale: Locale): Promise<ActivityInfo> {
      const board = boardOf(id);
      const { start, end } = periodOf(board, deps.clock());
      const opens = userId === null ? null : await boxes.paidOpens(userId, start, end);
      return { ...activity(board, locale), steps: await steps(board, locale), opens, step: opens === null ? null : stepOf(board, opens) };
    },

    /** `/mybox/activity/bingo/step/info`: the member's opens, step and each step's claim state. */
    async progress(id: string, userId: string, locale: Locale): Promise<BingoProgress> {
      const board = boardOf(id);
      const { start, end, key } = periodOf(board, deps.clock());
      const [opens, claimed, all] = await Promise.all([boxes.paidOpens(userId, start, end), claimedSteps(db, userId, board.id, key), steps(board, locale)]);
      const step = stepOf(board, opens);
      return {
        id: board.id,
        startsAt: start,
        endsAt: end,
        opens,
        step,
        steps: all.map((entry) => {
          const state: ClaimState = claimed.has(entry.step) ? 'claimed' : entry.step <= step ? 'completed' : 'not_completed';
          return { ...entry, state };
        }),
      };
    },

    /**
     * `/mybox/activity/open`: the reward of a reached pay step, once per period: one roll of the
     * member's pair against the step's free box odds in force; the item goes to the backpack as
     * an activity gift. A retry with the same request id answers the first reward.
     */
    async open(userId: string, request: { readonly id: string; readonly step: number; readonly requestId?: string | undefined }, locale: Locale): Promise<BingoReward> {
      const board = boardOf(request.id);
      const definition = board.steps[request.step - 1];
      if (!definition?.rewardBoxId) throw new AppError('ACTIVITY_STEP_NO_REWARD');
      const rewardBoxId = definition.rewardBoxId;
      const period = periodOf(board, deps.clock());
      return play.play({
        game: ACTIVITY_GAME,
        userId,
        requestId: request.requestId,
        content: { board: board.id, period: period.key, step: request.step },
        play: async (round) => {
          const opens = await boxes.paidOpens(userId, period.start, period.end, round.trx);
          if (opens < definition.opens) throw new AppError('CLAIM_CONDITION_NOT_MET', { opens, needed: definition.opens });
          const box = await catalog.boxIn(round.trx, rewardBoxId);
          const odds = await catalog.oddsIn(round.trx, box.id, box.odds_version);
          const [draw] = await round.drawOwnSeed(1, odds.table);
          const entry = odds.entries[draw!.entry]!;
          const [backpackItemId] = await round.grantItems([{ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.activityGift, origin: ITEM_ORIGIN.box }]);
          const row: BingoRewardRow = {
            id: round.playId,
            activity_id: board.id,
            period: period.key,
            step: request.step,
            user_id: userId,
            box_id: box.id,
            odds_version: odds.version,
            odds_hash: odds.hash,
            roll_id: draw!.rollId,
            ornament_id: entry.ornamentId,
            item_price: entry.price,
            backpack_item_id: backpackItemId!,
            created_at: round.now,
          };
          // Racing claims meet on the reward's key; the later one is refused whole.
          if (!(await insertBingoReward(round.trx, row))) throw new AppError('ACTIVITY_STEP_CLAIMED');
          return { row, roll: rollViewOf(draw!) };
        },
        load: async (first) => {
          const row = await findBingoReward(db, first.id);
          if (!row) throw new Error(`board reward ${first.id} left no record`);
          return (await withRolls(deps.fairness.rolls, [row]))[0]!;
        },
        answer: (rolled) => present(rolled, locale),
      });
    },

    /** `/mybox/activity/bingo/ranking`: the members furthest on the board this period. */
    async ranking(id: string): Promise<BingoRanking> {
      const board = boardOf(id);
      const { start, end } = periodOf(board, deps.clock());
      const top = await boxes.topPaidOpeners(start, end, RANKING_SIZE);
      const names = await deps.nicknames(top.map((entry) => entry.userId));
      return {
        id: board.id,
        startsAt: start,
        endsAt: end,
        list: top.map((entry, index) => ({ rank: index + 1, userId: entry.userId, nickname: names.get(entry.userId) ?? '', opens: entry.opens, step: stepOf(board, entry.opens) })),
      };
    },
  };
}
