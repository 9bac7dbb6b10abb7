import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { forgeBandFor } from '@lootbay/shared/fairness/forge';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { ForgePool, ForgeRecord } from '@lootbay/shared/schemas/forge';
import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import type { BoxRow, CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import { gameRecords, pricedItemsOf, pricedItemsText, rollViewOf, totalPrice, withRolls, type Rolled } from '../play/play.kit';
import type { PlayService } from '../play/play.service';
import type { ForgePlayRow } from './forge.table';

/** The game kind of forges in the play engine: the prefix of their references. */
export const FORGE_GAME = 'forge';

const plays = gameRecords('forge_plays');

export interface ForgeRequest {
  readonly ids: readonly string[];
  readonly requestId?: string | undefined;
}

export interface ForgeDependencies {
  readonly db: Db;
  readonly catalog: CatalogService;
  readonly fairness: Pick<FairnessService, 'rolls'>;
  readonly play: PlayService;
}

/** Each pool's band starts at its price (its input value) and runs to the next pool's. */
function bandsOf(pools: readonly BoxRow[]) {
  return pools.map((pool, index) => ({ pool, minValue: Number(pool.price), maxValue: index + 1 < pools.length ? Number(pools[index + 1]!.price) : null }));
}

export function createForgeService(deps: ForgeDependencies) {
  const { catalog, fairness, play } = deps;
  const db = deps.db.kysely;

  async function present(forges: readonly Rolled<ForgePlayRow>[], locale: Locale): Promise<ForgeRecord[]> {
    const ornaments = await catalog.ornaments(
      forges.map(({ row }) => row.ornament_id),
      locale,
    );
    return forges.map(({ row, roll }) => ({
      playId: row.id,
      boxId: row.box_id,
      oddsVersion: row.odds_version,
      oddsHash: row.odds_hash,
      rollId: row.roll_id,
      rollPoint: roll.rollPoint,
      round: roll.round,
      publicHash: roll.publicHash,
      userSeed: roll.seed,
      ids: pricedItemsOf(row.inputs).map((item) => item.id),
      inputValue: Number(row.input_value),
      item: { ...ornaments.get(row.ornament_id)!, price: Number(row.item_price), backpackItemId: row.backpack_item_id },
      createdAt: Number(row.created_at),
    }));
  }

  async function poolFor(trx: Trx, inputValue: number): Promise<BoxRow> {
    const bands = bandsOf(await catalog.forgePools(trx));
    const band = forgeBandFor(inputValue, bands);
    if (!band) throw new AppError('FORGE_VALUE_TOO_LOW', { minValue: bands[0]?.minValue ?? null });
    return band.pool;
  }

  return {
    /** `/visitor/forgePools`: every band with its pool's published odds version, cheapest first. */
    async pools(locale: Locale): Promise<ForgePool[]> {
      const bands = bandsOf(await catalog.forgePools());
      const names = await catalog.boxesByIds(
        bands.map(({ pool }) => pool.id),
        locale,
      );
      return Promise.all(
        bands.map(async ({ pool, minValue, maxValue }) => {
          const odds = await catalog.odds(pool.id, pool.odds_version);
          return {
            boxId: pool.id,
            name: names.get(pool.id)?.name ?? pool.id,
            minValue,
            maxValue,
            expectedReturn: odds.expectedReturn,
            oddsVersion: odds.version,
            oddsHash: odds.hash,
            topPrice: Math.max(...odds.entries.map((entry) => entry.price)),
          };
        }),
      );
    },

    /**
     * `/member/compound`: uses up 2–10 backpack items and rolls the player's pair once against the
     * published odds of the pool their total value falls in; the item goes to the backpack. One
     * transaction; a retry with the same request id answers the first forge.
     */
    compound(userId: string, request: ForgeRequest, locale: Locale): Promise<ForgeRecord> {
      const ids = [...new Set(request.ids)].sort();
      return play.play({
        game: FORGE_GAME,
        userId,
        requestId: request.requestId,
        content: { ids },
        play: async (round) => {
          const inputs = await round.consumeItems(ids);
          const inputValue = totalPrice(inputs);
          const pool = await poolFor(round.trx, inputValue);
          const odds = await catalog.oddsIn(round.trx, pool.id, pool.odds_version);
          const [draw] = await round.drawOwnSeed(1, odds.table);
          const entry = odds.entries[draw!.entry]!;
          const [backpackItemId] = await round.grantItems([{ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.boxOpening, origin: ITEM_ORIGIN.box }]);
          const row: ForgePlayRow = {
            id: round.playId,
            user_id: userId,
            inputs: pricedItemsText(inputs),
            input_value: inputValue,
            box_id: pool.id,
            odds_version: odds.version,
            odds_hash: odds.hash,
            roll_id: draw!.rollId,
            ornament_id: entry.ornamentId,
            item_price: entry.price,
            backpack_item_id: backpackItemId!,
            created_at: round.now,
          };
          plays.append(round.trx, row);
          return { row, roll: rollViewOf(draw!) };
        },
        load: async (first) => {
          const row = await plays.find(db, first.id);
          if (!row) throw new Error(`forge ${first.id} left no record`);
          return (await withRolls(fairness.rolls, [row]))[0]!;
        },
        answer: async (rolled) => (await present([rolled], locale))[0]!,
      });
    },

    /** `/member/compoundHistory`: the member's forges, newest first. */
    async history(userId: string, page: number, size: number, locale: Locale) {
      const { list: rows, total } = await plays.page(db, userId, page, size);
      return { list: await present(await withRolls(fairness.rolls, rows), locale), total, page, size };
    },
  };
}

export type ForgeService = ReturnType<typeof createForgeService>;
