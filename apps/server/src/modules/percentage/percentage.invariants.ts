import { pricedItemsOf, type GameInvariantSource } from '../play/play.kit';
import { PERCENTAGE_GAME } from './percentage.service';

/** Percentage plays as the invariant checker reads them: one game per play, over at once. */
export const percentageInvariants: GameInvariantSource = {
  game: PERCENTAGE_GAME,
  async records(trx) {
    const plays = await trx.selectFrom('percentage_plays').selectAll().execute();
    return plays.map((play) => ({
      gameRef: play.id,
      rolls: [{ id: play.roll_id, outcome: play.ornament_id, oddsHash: play.odds_hash }],
      items: [{ id: play.backpack_item_id, ownerId: play.user_id, ornamentId: play.ornament_id, price: Number(play.item_price) }],
      consumed: pricedItemsOf(play.staked_items).map((item) => item.id),
      staked: { coin: Number(play.coins) },
      settled: true,
    }));
  },
};
