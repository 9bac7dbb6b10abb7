import type { GameInvariantSource, GameRecord } from '../play/play.kit';
import { FISHING_GAME } from './fishing.context';

/**
 * Fishing as the invariant checker reads it: each shop purchase staked its coins into sales; a
 * session start and a cast stake nothing (the bait was bought); opening a catch box (at once for a
 * leisure catch) rolled once and gave one item.
 */
export const fishingInvariants: GameInvariantSource = {
  game: FISHING_GAME,
  async records(trx) {
    const [purchases, sessions, catches] = await Promise.all([
      trx.selectFrom('fishing_purchases').selectAll().execute(),
      trx.selectFrom('fishing_sessions').select('id').execute(),
      trx.selectFrom('fishing_catches').selectAll().execute(),
    ]);
    const nothing = { rolls: [], items: [], staked: {}, settled: true };
    return [
      ...purchases.map((purchase): GameRecord => ({ ...nothing, gameRef: purchase.id, staked: { coin: Number(purchase.unit_price) * purchase.num } })),
      ...sessions.map((session): GameRecord => ({ ...nothing, gameRef: session.id })),
      ...catches.flatMap((row): GameRecord[] => {
        const opened: GameRecord | null =
          row.open_ref === null
            ? null
            : {
                gameRef: row.open_ref,
                rolls: [{ id: row.roll_id!, outcome: row.ornament_id!, oddsHash: row.odds_hash }],
                items: [{ id: row.backpack_item_id!, ownerId: row.user_id, ornamentId: row.ornament_id!, price: Number(row.item_price) }],
                staked: {},
                settled: true,
              };
        // A leisure catch is cast and opened in one play; a cast box is a game of its own, its opening another.
        if (opened && row.open_ref === row.id) return [opened];
        return [{ ...nothing, gameRef: row.id }, ...(opened ? [opened] : [])];
      }),
    ];
  },
};
