import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { exchangeDifference, type Exchange, type MallBuyAnswer, type MallCurrency, type MallItem } from '@lootbay/shared/schemas/shop';
import type { Trx } from '../../db/unit-of-work';
import type { CatalogService } from '../catalog/catalog.service';
import type { ServiceDependencies } from '../service-dependencies';
import type { PlayService } from '../play/play.service';
import { createMallOversight } from './shop.oversight';
import { appendExchange, appendPurchase, findExchange, findMallItem, findPurchase, pageExchanges, pageMallItems, takeStock, type MallQuery } from './shop.repository';
import type { MallExchangeRow, MallItemRow } from './shop.table';

/** Purchases and exchanges are plays of one game of the engine: every reference they write says `mall:<play>`. */
export const MALL_GAME = 'mall';
/** What the mall credits and charges the difference of an exchange in: the mall currency. */
export const EXCHANGE_CURRENCY = 'diamond';

export interface ShopDependencies extends ServiceDependencies {
  readonly play: Pick<PlayService, 'play'>;
  readonly catalog: Pick<CatalogService, 'ornaments' | 'ornamentsIn' | 'ornamentRowsIn'>;
}

export interface MallBuyRequest {
  readonly id: string;
  readonly num: number;
  readonly price?: number | undefined;
  readonly useJade?: boolean | undefined;
  readonly requestId?: string | undefined;
}

export interface ExchangeRequest {
  readonly ids: readonly string[];
  readonly targetId: string;
  readonly difference?: number | undefined;
  readonly requestId?: string | undefined;
}

interface GivenItem {
  readonly id: string;
  readonly ornamentId: string;
  readonly price: number;
}

/**
 * The shop and mall (decision 0068): items the operator prices in coins or diamonds, with real
 * stock. A purchase and an exchange are plays of the engine, so they pass the may-play gate,
 * charge once per request id and leave records the invariant checker reads: the stock is taken
 * with a conditional update in the play's transaction, so the last item goes to one buyer.
 */
export function createShopService(deps: ShopDependencies) {
  const db = deps.db.kysely;
  const { play, catalog } = deps;
  const oversight = createMallOversight(deps);

  async function mallItem(trx: Trx, id: string): Promise<MallItemRow> {
    const row = await findMallItem(trx, id);
    if (!row || row.visible !== 1) throw new AppError('MALL_ITEM_NOT_FOUND');
    return row;
  }

  async function ornamentIn(trx: Trx, ornamentId: string): Promise<Ornament> {
    const ornament = (await catalog.ornamentsIn(trx, [ornamentId], 'en')).get(ornamentId);
    if (!ornament) throw new Error(`mall item names unknown ornament ${ornamentId}`);
    return ornament;
  }

  /** Takes `num` of a listed item, at `price` when the buyer saw one; when it cannot, reads the item to say why. */
  async function take(trx: Trx, id: string, num: number, now: number, price?: number): Promise<MallItemRow> {
    const taken = await takeStock(trx, id, num, now, price);
    if (taken) return taken;
    const row = await mallItem(trx, id);
    if (price !== undefined && Number(row.price) !== price) throw new AppError('MALL_PRICE_CHANGED', { price: Number(row.price) });
    throw new AppError('MALL_OUT_OF_STOCK', { stock: Number(row.stock) });
  }

  async function presentExchanges(rows: readonly MallExchangeRow[], locale: Locale): Promise<Exchange[]> {
    const given = new Map(rows.map((row) => [row.id, JSON.parse(row.given) as GivenItem[]]));
    const ornaments = await catalog.ornaments([...rows.map((row) => row.ornament_id), ...[...given.values()].flat().map((item) => item.ornamentId)], locale);
    return rows.map((row) => ({
      id: row.id,
      given: given.get(row.id)!.map((item) => ({ id: item.id, price: item.price, ornament: ornaments.get(item.ornamentId)! })),
      target: { mallItemId: row.mall_item_id, price: Number(row.target_price), currency: row.currency as MallCurrency, ornament: ornaments.get(row.ornament_id)! },
      itemId: row.item_id,
      givenValue: Number(row.given_value),
      difference: Number(row.difference),
      createdAt: Number(row.created_at),
    }));
  }

  return {
    oversight,

    /** `/visitor/mallInventory`: visible items, in stock unless asked otherwise, filtered, sorted and paged. */
    async inventory(query: Omit<MallQuery, 'visibleOnly'>, sort: 'price' | 'time', order: 'asc' | 'desc', page: number, size: number, locale: Locale) {
      const { list: rows, total } = await pageMallItems(db, { ...query, visibleOnly: true }, sort, order, page, size);
      const ornaments = await catalog.ornaments(
        rows.map((row) => row.ornament_id),
        locale,
      );
      const list: MallItem[] = rows.map((row) => ({ id: row.id, price: Number(row.price), currency: row.currency as MallCurrency, stock: row.stock, ornament: ornaments.get(row.ornament_id)! }));
      return { list, total, page, size };
    },

    /** `/member/mallBuy`: `num` of a mall item for its price; short of coins, the wallet's jade offer applies. */
    buy(userId: string, request: MallBuyRequest): Promise<MallBuyAnswer> {
      return play.play({
        game: MALL_GAME,
        userId,
        requestId: request.requestId,
        content: { buy: request.id, num: request.num, price: request.price, useJade: request.useJade },
        play: async (round) => {
          const { trx } = round;
          const row = await take(trx, request.id, request.num, round.now, request.price);
          const price = Number(row.price);
          const currency = row.currency as MallCurrency;
          await round.stakeCoins({ currency, amount: price * request.num, into: 'sales', reason: 'mall_purchase', ...(request.useJade === undefined ? {} : { useJade: request.useJade }) });
          const ornament = await ornamentIn(trx, row.ornament_id);
          const granted = { ornamentId: ornament.id, price: ornament.price, sourceType: SOURCE_TYPE.shopExchange, origin: ITEM_ORIGIN.box };
          const itemIds = await round.grantItems(Array.from({ length: request.num }, () => granted));
          const purchase = { id: round.playId, user_id: userId, mall_item_id: row.id, ornament_id: ornament.id, num: request.num, unit_price: price, currency, item_price: ornament.price, item_ids: itemIds.join(','), created_at: round.now };
          appendPurchase(trx, purchase);
          return purchase;
        },
        load: async (first) => (await findPurchase(db, first.game_ref))!,
        answer: async (purchase) => ({ list: purchase.item_ids.split(','), spent: Number(purchase.unit_price) * purchase.num, currency: purchase.currency as MallCurrency }),
      });
    },

    /**
     * `/ornament/exchange`: backpack items given up (favourites refused) for one mall item; what
     * they are worth above its price is credited in diamonds, what they fall short is charged.
     */
    exchange(userId: string, request: ExchangeRequest, locale: Locale): Promise<Exchange> {
      const ids = [...new Set(request.ids)].sort();
      return play.play({
        game: MALL_GAME,
        userId,
        requestId: request.requestId,
        content: { exchange: ids, targetId: request.targetId, difference: request.difference },
        play: async (round) => {
          const { trx } = round;
          const row = await mallItem(trx, request.targetId);
          const given = await round.consumeItems(ids);
          const givenValue = given.reduce((sum, item) => sum + item.price, 0);
          const difference = exchangeDifference(givenValue, Number(row.price));
          if (request.difference !== undefined && request.difference !== difference) throw new AppError('EXCHANGE_VALUE_CHANGED', { difference });
          await take(trx, row.id, 1, round.now);
          if (difference > 0) await round.payCoins({ userId, currency: EXCHANGE_CURRENCY, amount: difference, from: 'prizes', reason: 'exchange_change' });
          if (difference < 0) await chargeDifference(() => round.stakeCoins({ currency: EXCHANGE_CURRENCY, amount: -difference, into: 'sales', reason: 'exchange_topup' }), difference);
          const ornament = await ornamentIn(trx, row.ornament_id);
          const [itemId] = await round.grantItems([{ ornamentId: ornament.id, price: ornament.price, sourceType: SOURCE_TYPE.shopExchange, origin: ITEM_ORIGIN.box }]);
          const exchange: MallExchangeRow = {
            id: round.playId,
            user_id: userId,
            mall_item_id: row.id,
            ornament_id: ornament.id,
            target_price: Number(row.price),
            currency: row.currency,
            given: JSON.stringify(given),
            given_value: givenValue,
            difference,
            item_id: itemId!,
            item_price: ornament.price,
            created_at: round.now,
          };
          appendExchange(trx, exchange);
          return exchange;
        },
        load: async (first) => (await findExchange(db, first.game_ref))!,
        answer: async (exchange) => (await presentExchanges([exchange], locale))[0]!,
      });
    },

    /** `/ornament/exchange/list`: the member's exchanges, newest first. */
    async exchanges(userId: string, page: number, size: number, locale: Locale) {
      const { list: rows, total } = await pageExchanges(db, userId, page, size);
      return { list: await presentExchanges(rows, locale), total, page, size };
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;

/** Diamonds cannot be recharged, so a shortfall is refused in words that say how to go on, not as a bare low balance. */
async function chargeDifference(charge: () => Promise<void>, difference: number): Promise<void> {
  try {
    await charge();
  } catch (error) {
    if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE') throw new AppError('EXCHANGE_SHORT_OF_DIAMONDS', { difference });
    throw error;
  }
}
