import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { FishPurchase, FishTool, FishingToolKind } from '@lootbay/shared/schemas/fishing';
import { FISHING_GAME, FISHING_TOOL_REASON, type FishingDependencies } from './fishing.context';
import { addBait, bagOf, baitHeld, findPurchase, findTool, insertPurchase, insertRod, listTools } from './fishing.repository';
import type { FishingPurchaseRow, FishingToolRow } from './fishing.table';

export interface BuyRequest {
  readonly id: string;
  readonly num: number;
  readonly price?: number | undefined;
  readonly requestId?: string | undefined;
}

export function toolName(row: Pick<FishingToolRow, 'name_cn' | 'name_br' | 'name_en'>, locale: Locale): string {
  return row[`name_${locale}`];
}

/**
 * The fishing shop: rods and bait packs for coins. A purchase is a play of the engine: the
 * may-play gate and loss limits, the coins staked into sales with site experience, the request id
 * charging once; the tool lands in the bag in the same transaction.
 */
export function createFishingShop(deps: FishingDependencies) {
  const { play } = deps;
  const db = deps.db.kysely;

  async function purchaseView(row: FishingPurchaseRow): Promise<FishPurchase> {
    return {
      id: row.id,
      toolId: row.tool_id,
      num: row.num,
      spent: Number(row.unit_price) * row.num,
      baitHeld: await baitHeld(db, row.user_id, row.tool_id),
      createdAt: Number(row.created_at),
    };
  }

  return {
    /** `mallFishToolList`: the tools on sale; a member also sees the rods they own and the bait they hold. */
    async tools(viewer: string | null, locale: Locale): Promise<FishTool[]> {
      const [rows, bag] = await Promise.all([listTools(db, { enabledOnly: true }), viewer ? bagOf(db, viewer) : Promise.resolve(null)]);
      const held = new Map((bag ?? []).map((entry) => [entry.tool_id, entry]));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as FishingToolKind,
        level: row.level,
        bait: row.bait,
        price: Number(row.price),
        name: toolName(row, locale),
        owned: bag === null ? null : row.kind === 'rod' ? (held.has(row.id) ? 1 : 0) : (held.get(row.id)?.bait ?? 0),
      }));
    },

    /** `mallBuyFishTool`: `num` packs of bait, or one rod the member does not own yet. */
    buy(userId: string, request: BuyRequest): Promise<FishPurchase> {
      return play.play({
        game: FISHING_GAME,
        userId,
        requestId: request.requestId,
        content: { toolId: request.id, num: request.num, price: request.price },
        play: async (round) => {
          const { trx } = round;
          const tool = await findTool(trx, request.id);
          if (!tool || tool.enabled !== 1) throw new AppError('FISHING_TOOL_NOT_FOUND');
          const price = Number(tool.price);
          if (request.price !== undefined && request.price !== price) throw new AppError('FISHING_TOOL_PRICE_CHANGED', { price });
          if (tool.kind === 'rod' && request.num !== 1) throw new AppError('FISHING_BUY_NUM');
          await round.stakeCoins({ currency: 'coin', amount: price * request.num, into: 'sales', reason: FISHING_TOOL_REASON });
          const bait = tool.kind === 'rod' ? 0 : tool.bait * request.num;
          if (tool.kind === 'rod') {
            if (!(await insertRod(trx, userId, tool.id, round.now))) throw new AppError('FISHING_ROD_OWNED');
          } else {
            await addBait(trx, userId, tool.id, bait, round.now);
          }
          const row: FishingPurchaseRow = { id: round.playId, user_id: userId, tool_id: tool.id, num: request.num, unit_price: price, bait, created_at: round.now };
          await insertPurchase(trx, row);
          return row;
        },
        load: async (first) => (await findPurchase(db, first.game_ref))!,
        answer: purchaseView,
      });
    },
  };
}
