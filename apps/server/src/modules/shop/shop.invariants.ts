import type { GameInvariantSource, GameRecord } from '../play/play.kit';
import { EXCHANGE_CURRENCY, MALL_GAME } from './shop.service';

/**
 * The mall as the invariant checker reads it: each purchase staked its price into sales and gave
 * its items; each exchange used up the items it names, gave one item, and charged what the given
 * items fell short of the price (a surplus is a payout, not a stake).
 */
export const mallInvariants: GameInvariantSource = {
  game: MALL_GAME,
  async records(trx) {
    const [purchases, exchanges] = await Promise.all([trx.selectFrom('mall_purchases').selectAll().execute(), trx.selectFrom('mall_exchanges').selectAll().execute()]);
    return [
      ...purchases.map(
        (row): GameRecord => ({
          gameRef: row.id,
          rolls: [],
          items: row.item_ids.split(',').map((id) => ({ id, ownerId: row.user_id, ornamentId: row.ornament_id, price: Number(row.item_price) })),
          staked: { [row.currency]: Number(row.unit_price) * row.num },
          settled: true,
        }),
      ),
      ...exchanges.map(
        (row): GameRecord => ({
          gameRef: row.id,
          rolls: [],
          items: [{ id: row.item_id, ownerId: row.user_id, ornamentId: row.ornament_id, price: Number(row.item_price) }],
          consumed: (JSON.parse(row.given) as { id: string }[]).map((item) => item.id),
          staked: Number(row.difference) < 0 ? { [EXCHANGE_CURRENCY]: -Number(row.difference) } : {},
          settled: true,
        }),
      ),
    ];
  },
};
