import { PERCENTAGE_RTP, type Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { OddsTable } from '@lootbay/shared/fairness/odds';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { PERCENT_CHANCE_RANGE, PERCENT_STAKE_RANGE, percentageChance, percentageOdds, percentageOddsId, playableTargetPrices, type PricedItem } from '@lootbay/shared/fairness/percentage';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { PercentOdds, PercentPlay, PercentTargets } from '@lootbay/shared/schemas/percentage';
import type { Db } from '../../db/dialect';
import type { CatalogService, OrnamentQuery } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { PlayService } from '../play/play.service';
import { gameRecords, pricedItemsOf, pricedItemsText, rollViewOf, totalPrice, withRolls, type Rolled } from '../play/play.kit';
import type { PercentagePlayRow } from './percentage.table';

/** The game kind of percentage plays in the play engine: the prefix of their references. */
export const PERCENTAGE_GAME = 'percentage';

const plays = gameRecords('percentage_plays');

export interface PercentRequest {
  readonly targetId: string;
  /** Hundredths of a coin. */
  readonly coins: number;
  readonly ids: readonly string[];
  readonly requestId?: string | undefined;
  /** The chance the player was shown; a play at another one is refused. */
  readonly chance?: number | undefined;
}

export interface PercentageDependencies {
  readonly db: Db;
  readonly catalog: CatalogService;
  readonly fairness: Pick<FairnessService, 'rolls'>;
  readonly play: PlayService;
  readonly clock?: () => number;
}

/** The odds a play rolls against, as the engine takes them: the target first, then the graffiti. */
async function oddsTableOf(odds: ReturnType<typeof percentageOdds>): Promise<OddsTable> {
  return { id: odds.id, hash: await oddsHash(odds), entries: odds.entries.map((entry) => ({ range: { from: entry.from, to: entry.to }, outcome: entry.itemId })) };
}

function oddsOf(row: PercentagePlayRow): ReturnType<typeof percentageOdds> {
  return percentageOdds(row.id, Number(row.stake_value), row.chance, { id: row.target_id, price: Number(row.target_price) }, pricedItemsOf(row.consolation));
}

export function createPercentageService(deps: PercentageDependencies) {
  const { catalog, fairness, play } = deps;
  const db = deps.db.kysely;

  async function present(plays: readonly Rolled<PercentagePlayRow>[], locale: Locale): Promise<PercentPlay[]> {
    const ornaments = await catalog.ornaments(
      plays.flatMap(({ row }) => [row.target_id, row.ornament_id]),
      locale,
    );
    return plays.map(({ row, roll }) => ({
      playId: row.id,
      win: row.win === 1,
      chance: row.chance,
      rtp: row.rtp,
      rollPoint: roll.rollPoint,
      round: roll.round,
      rollId: row.roll_id,
      publicHash: roll.publicHash,
      userSeed: roll.seed,
      oddsId: percentageOddsId(row.id),
      oddsHash: row.odds_hash,
      coins: Number(row.coins),
      ids: pricedItemsOf(row.staked_items).map((item) => item.id),
      stakeValue: Number(row.stake_value),
      target: { ...ornaments.get(row.target_id)!, price: Number(row.target_price) },
      item: { ...ornaments.get(row.ornament_id)!, price: Number(row.item_price), backpackItemId: row.backpack_item_id },
      createdAt: Number(row.created_at),
    }));
  }

  return {
    /** `/mybox/open/on_open_draw`: the items a play can reach within the stake and chance ranges, and the published return. */
    async targets(query: OrnamentQuery, page: number, size: number, locale: Locale): Promise<PercentTargets> {
      return { ...(await catalog.targets({ ...query, prices: playableTargetPrices(PERCENTAGE_RTP) }, page, size, locale)), rtp: PERCENTAGE_RTP };
    },

    /**
     * `/member/percentBox`: stake coins and/or backpack items on a target. The chance is the stake
     * value × the return to player ÷ the target's price; one roll of the player's pair decides:
     * at most chance × 10 wins the target, anything else gives the graffiti whose range holds it.
     * The staked items are used up either way. One transaction; a retry answers the first play.
     */
    play(userId: string, request: PercentRequest, locale: Locale): Promise<PercentPlay> {
      const ids = [...new Set(request.ids)].sort();
      return play.play({
        game: PERCENTAGE_GAME,
        userId,
        requestId: request.requestId,
        content: { targetId: request.targetId, coins: request.coins, ids, chance: request.chance },
        play: async (round) => {
          const target = (await catalog.ornamentsIn(round.trx, [request.targetId], locale)).get(request.targetId);
          if (!target) throw new AppError('ORNAMENT_NOT_FOUND');
          if (target.weaponType === 'graffiti' || target.price <= 0) throw new AppError('PERCENT_TARGET_INVALID');
          const staked: PricedItem[] = ids.length > 0 ? await round.consumeItems(ids) : [];
          const stakeValue = request.coins + totalPrice(staked);
          if (stakeValue < PERCENT_STAKE_RANGE.min || stakeValue > PERCENT_STAKE_RANGE.max) throw new AppError('PERCENT_STAKE_OUT_OF_RANGE', { stakeValue });
          const chance = percentageChance(stakeValue, target.price, PERCENTAGE_RTP);
          if (chance < PERCENT_CHANCE_RANGE.min || chance > PERCENT_CHANCE_RANGE.max) throw new AppError('PERCENT_CHANCE_OUT_OF_RANGE', { chance });
          if (request.chance !== undefined && request.chance !== chance) throw new AppError('PERCENT_CHANCE_CHANGED', { chance });
          await round.stakeCoins({ currency: 'coin', amount: request.coins, into: 'sales', reason: 'percentage_stake' });
          const consolation = (await catalog.consolationItemsIn(round.trx)).map((row) => ({ id: row.id, price: Number(row.price) }));
          const odds = percentageOdds(round.playId, stakeValue, chance, { id: target.id, price: target.price }, consolation);
          const table = await oddsTableOf(odds);
          const [draw] = await round.drawOwnSeed(1, table);
          const entry = odds.entries[draw!.entry]!;
          const [backpackItemId] = await round.grantItems([{ ornamentId: entry.itemId, price: entry.price, sourceType: SOURCE_TYPE.boxOpening, origin: ITEM_ORIGIN.percentage }]);
          const row: PercentagePlayRow = {
            id: round.playId,
            user_id: userId,
            target_id: target.id,
            target_price: target.price,
            coins: request.coins,
            staked_items: pricedItemsText(staked),
            stake_value: stakeValue,
            rtp: PERCENTAGE_RTP,
            chance,
            consolation: pricedItemsText(consolation),
            odds_hash: table.hash,
            roll_id: draw!.rollId,
            win: draw!.entry === 0 ? 1 : 0,
            ornament_id: entry.itemId,
            item_price: entry.price,
            backpack_item_id: backpackItemId!,
            created_at: round.now,
          };
          plays.append(round.trx, row);
          return { row, roll: rollViewOf(draw!) };
        },
        load: async (first) => {
          const row = await plays.find(db, first.id);
          if (!row) throw new Error(`percentage play ${first.id} left no record`);
          return (await withRolls(fairness.rolls, [row]))[0]!;
        },
        answer: async (rolled) => (await present([rolled], locale))[0]!,
      });
    },

    /** `/mybox/box/box_open_list`: the member's plays, newest first. */
    async history(userId: string, page: number, size: number, locale: Locale) {
      const { list: rows, total } = await plays.page(db, userId, page, size);
      return { list: await present(await withRolls(fairness.rolls, rows), locale), total, page, size };
    },

    /** `/visitor/percentOdds`: the odds table a play rolled against, for anyone to hash and check. */
    async odds(playId: string): Promise<PercentOdds> {
      const row = await plays.find(db, playId);
      if (!row) throw new AppError('PERCENT_PLAY_NOT_FOUND');
      const odds = oddsOf(row);
      return { id: odds.id, price: odds.price, chance: row.chance, entries: [...odds.entries] };
    },
  };
}

export type PercentageService = ReturnType<typeof createPercentageService>;
