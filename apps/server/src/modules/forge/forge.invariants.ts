import { pricedItemsOf, type GameInvariantSource } from '../play/play.kit';
import { FORGE_GAME } from './forge.service';

/** Forges as the invariant checker reads them: one game per forge, over at once, no money staked. */
export const forgeInvariants: GameInvariantSource = {
  game: FORGE_GAME,
  async records(trx) {
    const forges = await trx.selectFrom('forge_plays').selectAll().execute();
    return forges.map((forge) => ({
      gameRef: forge.id,
      rolls: [{ id: forge.roll_id, outcome: forge.ornament_id, oddsHash: forge.odds_hash }],
      items: [{ id: forge.backpack_item_id, ownerId: forge.user_id, ornamentId: forge.ornament_id, price: Number(forge.item_price) }],
      consumed: pricedItemsOf(forge.inputs).map((item) => item.id),
      staked: {},
      settled: true,
    }));
  },
};
