import { stillInTheRunning } from '@lootbay/shared/fairness/roll-room';
import type { GameInvariantSource } from '../play/play.kit';
import { ROLL_GAME } from './roll.context';
import { prizeRule } from './roll.draw';

/**
 * Roll rooms as the invariant checker reads them: a room is a game once a play touched it (a
 * member's room from its creation, the house's from its draw); each prize's roll names the winner
 * among those still in the running, and a member's win is a new backpack item. No coins move.
 */
export const rollInvariants: GameInvariantSource = {
  game: ROLL_GAME,
  async records(trx) {
    const [rooms, people, wins, prizes] = await Promise.all([
      trx.selectFrom('roll_rooms').selectAll().where((eb) => eb.or([eb('creator_id', 'is not', null), eb('status', '=', 'finished')])).execute(),
      trx.selectFrom('roll_room_people').selectAll().orderBy('seq').execute(),
      trx.selectFrom('roll_room_wins').selectAll().orderBy('position').execute(),
      trx.selectFrom('roll_room_prizes').selectAll().execute(),
    ]);
    return Promise.all(
      rooms.map(async (room) => {
        const participants = people.filter((person) => person.room_id === room.id).map((person) => person.user_id ?? person.robot_id!);
        const own = wins.filter((win) => win.room_id === room.id);
        const rolls = [];
        for (const [index, win] of own.entries()) {
          const running = stillInTheRunning(
            participants,
            own.slice(0, index).map((earlier) => earlier.participant_id),
          );
          rolls.push({ id: win.roll_id, outcome: win.participant_id, oddsHash: (await prizeRule(room.id, win.position, running)).hash });
        }
        return {
          gameRef: room.id,
          rolls,
          items: own.flatMap((win) => {
            const prize = prizes.find((entry) => entry.room_id === room.id && entry.position === win.position)!;
            return win.user_id && win.backpack_item_id ? [{ id: win.backpack_item_id, ownerId: win.user_id, ornamentId: prize.ornament_id, price: Number(prize.price) }] : [];
          }),
          staked: {},
          settled: room.status === 'finished',
        };
      }),
    );
  },
};
