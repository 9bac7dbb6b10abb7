import type { GameInvariantSource } from '../play/play.kit';
import { ARENA_GAME, boxesOf } from './arena.context';
import { tieOdds } from './tie-odds';

/**
 * Battles as the invariant checker reads them: every roll (seat rolls and a tie-break), every item
 * opened into a member's backpack and every item given to a winner, the members' seats as their
 * stake, and over once finished or cancelled.
 */
export const arenaInvariants: GameInvariantSource = {
  game: ARENA_GAME,
  async records(trx) {
    const [battles, seats, drops, awards] = await Promise.all([
      trx.selectFrom('arena_battles').selectAll().execute(),
      trx.selectFrom('arena_seats').selectAll().execute(),
      trx.selectFrom('arena_drops').selectAll().execute(),
      trx.selectFrom('arena_awards').selectAll().execute(),
    ]);
    return Promise.all(battles.map(async (battle) => {
      const own = <T extends { battle_id: string }>(rows: readonly T[]) => rows.filter((row) => row.battle_id === battle.id);
      const members = own(seats).filter((seat) => seat.user_id !== null);
      const seatOwner = new Map(own(seats).map((seat) => [seat.seat, seat.user_id]));
      return {
        gameRef: battle.id,
        rolls: [
          ...own(drops).map((drop) => ({ id: drop.roll_id, outcome: drop.ornament_id, oddsHash: boxesOf(battle)[drop.round]!.hash })),
          ...(battle.tie_roll_id && battle.tie_teams ? [{ id: battle.tie_roll_id, outcome: `team:${battle.winner_team}`, oddsHash: (await tieOdds(battle.id, JSON.parse(battle.tie_teams) as number[])).hash }] : []),
        ],
        items: [
          ...own(drops).flatMap((drop) => (drop.backpack_item_id ? [{ id: drop.backpack_item_id, ownerId: seatOwner.get(drop.seat)!, ornamentId: drop.ornament_id, price: Number(drop.price) }] : [])),
          ...own(awards).map((award) => ({ id: award.backpack_item_id, ownerId: award.user_id, ornamentId: award.ornament_id, price: Number(award.price) })),
        ],
        staked: { [battle.currency]: Number(battle.price) * members.length },
        settled: battle.status === 'finished' || battle.status === 'cancelled',
      };
    }));
  },
};
