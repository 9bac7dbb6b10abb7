import type { Currency } from '@lootbay/shared/constants';
import type { GameInvariantSource, GameRecord } from '../play/play.kit';
import { BOX_GAME } from './boxes.service';

/** Box opens as the invariant checker reads them: one game per `/member/openBox` call, over at once. */
export const boxesInvariants: GameInvariantSource = {
  game: BOX_GAME,
  async records(trx) {
    const opens = await trx.selectFrom('box_opens').selectAll().orderBy('batch_id').orderBy('position').execute();
    const games = new Map<string, { rolls: GameRecord['rolls'][number][]; items: GameRecord['items'][number][]; staked: Partial<Record<Currency, number>> }>();
    for (const open of opens) {
      const game = games.get(open.batch_id) ?? { rolls: [], items: [], staked: {} };
      game.rolls.push({ id: open.id, outcome: open.ornament_id, oddsHash: open.odds_hash });
      game.items.push({ id: open.backpack_item_id, ownerId: open.user_id, ornamentId: open.ornament_id, price: Number(open.item_price) });
      const currency = open.currency as Currency;
      game.staked[currency] = (game.staked[currency] ?? 0) + Number(open.price);
      games.set(open.batch_id, game);
    }
    return [...games].map(([gameRef, game]) => ({ gameRef, ...game, settled: true }));
  },
};
