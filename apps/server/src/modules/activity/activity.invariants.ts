import { PRAY_NOTHING } from '@lootbay/shared/fairness/pray';
import type { GameInvariantSource } from '../play/play.kit';
import { ACTIVITY_GAME } from './activity.context';

/** Daily wishes and board rewards as the invariant checker reads them: one game per draw, over at once, nothing staked. */
export const activityInvariants: GameInvariantSource = {
  game: ACTIVITY_GAME,
  async records(trx) {
    const [draws, rewards] = await Promise.all([trx.selectFrom('pray_draws').selectAll().execute(), trx.selectFrom('bingo_rewards').selectAll().execute()]);
    return [
      ...draws.map((draw) => ({
        gameRef: draw.id,
        rolls: [{ id: draw.roll_id, outcome: draw.win === 1 ? draw.ornament_id : PRAY_NOTHING, oddsHash: draw.odds_hash }],
        items: draw.backpack_item_id === null ? [] : [{ id: draw.backpack_item_id, ownerId: draw.user_id, ornamentId: draw.ornament_id, price: Number(draw.item_price) }],
        staked: {},
        settled: true,
      })),
      ...rewards.map((reward) => ({
        gameRef: reward.id,
        rolls: [{ id: reward.roll_id, outcome: reward.ornament_id, oddsHash: reward.odds_hash }],
        items: [{ id: reward.backpack_item_id, ownerId: reward.user_id, ornamentId: reward.ornament_id, price: Number(reward.item_price) }],
        staked: {},
        settled: true,
      })),
    ];
  },
};
