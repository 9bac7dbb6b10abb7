import type { BeaconRound } from '@lootbay/shared/fairness/beacon';
import { sha256Hex } from '@lootbay/shared/fairness/roll';
import type { RollRule } from '@lootbay/shared/fairness/odds';
import { rollRoomClientSeed, rollRoomPick, ROLL_ROOM_ROUND, stillInTheRunning } from '@lootbay/shared/fairness/roll-room';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { Round } from '../play/play.service';
import { HOUSE, ROLL_DRAW, ROLL_GAME, type RollDependencies } from './roll.context';
import { drawRecord } from './roll.chain-record';
import { finishRoom, findRoom, insertWins, peopleOf, prizesOf, recordClientSeed } from './roll.repository';
import type { RollRoomRow, RollRoomWinRow } from './roll.table';

/**
 * The rule a prize's roll is read by: the ((point − 1) mod m)-th of the m participants still in
 * the running, in join order. Its hash covers the prize and that list, so the roll ledger records
 * exactly whom the roll chose among.
 */
export async function prizeRule(roomId: string, position: number, running: readonly string[]): Promise<RollRule> {
  const id = `roll:${roomId}:${position}`;
  return { id, hash: await sha256Hex(`${id}\n${running.join('\n')}`), outcomes: running, pick: (point) => rollRoomPick(point, running.length) };
}

/**
 * A room's draw at its end time: one play of the engine under the room's one settle key, so two
 * instances and a retried job draw it once. The client seed is fixed from the participants in
 * join order; each prize's roll picks its winner; members' prizes go to their backpacks (a
 * member's own prizes are given away from theirs), a robot's back to the house; a room nobody
 * joined hands a member's prizes back. The secret is revealed with the result.
 */
export function createRollDraw(deps: RollDependencies) {
  const { play, fairness } = deps;
  const db = deps.db.kysely;

  async function drawIn(round: Round, room: RollRoomRow, beacon: BeaconRound): Promise<string[]> {
    const { trx } = round;
    // Closing the room first holds its row: a join still committing is in the list read next, a later one is refused.
    if (!(await finishRoom(trx, room.id, round.now))) throw new Error(`roll room ${room.id} was drawn under its own draw`);
    const people = await peopleOf(trx, room.id);
    const prizes = await prizesOf(trx, [room.id]);
    const participants = people.map((person) => person.user_id ?? person.robot_id!);
    const clientSeed = participants.length > 0 ? rollRoomClientSeed(participants, beacon.value) : null;
    const pledged = prizes.flatMap((prize) => (prize.source_item_id ? [prize.source_item_id] : []));
    if (clientSeed === null) {
      if (room.creator_id && pledged.length > 0) await round.settleItems(room.creator_id, pledged, 'returned');
      await fairness.revealGameSeed(trx, room.game_seed_id);
      return [];
    }
    await fairness.fixClientSeed(trx, room.game_seed_id, participants, { named: clientSeed, beacon });
    await recordClientSeed(trx, room.id, clientSeed);
    if (room.creator_id && pledged.length > 0) await round.settleItems(room.creator_id, pledged, 'lost');
    const winners: string[] = [];
    const wins: RollRoomWinRow[] = [];
    for (const prize of prizes) {
      const running = stillInTheRunning(participants, winners);
      const [draw] = await round.drawGameSeed(room.game_seed_id, ROLL_ROOM_ROUND, [{ index: prize.position, userId: null }], await prizeRule(room.id, prize.position, running));
      const winner = running[draw!.entry]!;
      winners.push(winner);
      const member = people.find((person) => person.user_id === winner)?.user_id ?? null;
      const [itemId] = member ? await round.grantItems([{ ornamentId: prize.ornament_id, price: Number(prize.price), sourceType: SOURCE_TYPE.activityGift, origin: ITEM_ORIGIN.box }], member) : [];
      wins.push({ room_id: room.id, position: prize.position, participant_id: winner, user_id: member, roll_id: draw!.rollId, roll_point: draw!.rollPoint, backpack_item_id: itemId ?? null });
    }
    await insertWins(trx, wins);
    const revealed = await fairness.revealGameSeed(trx, room.game_seed_id);
    await fairness.chain.append(trx, [{ kind: 'draw', ref: room.id, body: drawRecord(room, participants, prizes, wins, revealed, round.now) }]);
    const items = await deps.catalog.ornamentsIn(trx, prizes.map((prize) => prize.ornament_id), 'en');
    for (const win of wins) {
      if (!win.user_id) continue;
      const item = items.get(prizes.find((prize) => prize.position === win.position)!.ornament_id);
      await deps.messages.send(trx, { userId: win.user_id, key: `roll:${room.id}:${win.position}`, template: 'prize_won', params: { prize: item ? `${item.name} (${item.wearName})` : '' } });
    }
    const prizesWon = new Map<string, typeof prizes>();
    wins.forEach((win) => {
      if (win.user_id) prizesWon.set(win.user_id, [...(prizesWon.get(win.user_id) ?? []), prizes.find((prize) => prize.position === win.position)!]);
    });
    round.afterCommit(() => {
      for (const [userId, won] of prizesWon) deps.tellWinner(userId, { roomId: room.id, title: room.title, prizes: won.map((prize) => ({ ornamentId: prize.ornament_id, price: Number(prize.price) })) });
    });
    return winners;
  }

  return {
    /**
     * The draw job: draws a room once it is due and the first beacon round after its end is out
     * (until then the job comes back for it); anything drawn already is left alone.
     */
    async draw(roomId: string): Promise<void> {
      const room = await findRoom(db, roomId);
      if (!room || room.status !== 'open') return;
      if (room.ends_at > deps.clock()) return;
      const beacon = await fairness.beacon.after(Number(room.ends_at));
      if ('retryAt' in beacon) {
        await deps.jobs.enqueue({ kind: ROLL_DRAW, runAt: beacon.retryAt, payload: { roomId }, dedupeKey: `${ROLL_DRAW}:${roomId}:${beacon.retryAt}` });
        return;
      }
      await play.play({
        game: ROLL_GAME,
        userId: room.creator_id ?? HOUSE,
        requestId: `${room.id}-draw`,
        content: { roomId },
        gameRef: room.id,
        ungated: true,
        play: (round) => drawIn(round, room, beacon.round),
        load: async () => [],
        answer: async () => undefined,
      });
      deps.announce({ id: room.id, change: 'drawn', status: 'finished', peopleCount: room.people_count, at: deps.clock() });
    },
  };
}
