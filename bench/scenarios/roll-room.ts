import { PLAY_GOAL } from '../goals';
import { call, fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 160;
const ROOMS = 400;

/**
 * Members joining roll rooms: the room's row taken in turn for a gap-free join order, and the
 * participant's row, in one transaction; request n is member n mod 160 joining room n div 160, so
 * every join is a first one. Every join answered must be counted in its room.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 10_000);
  const rooms: string[] = [];
  for (let index = 0; index < ROOMS; index += 1) {
    const response = await fetch(`${baseUrl}/dev/roll-rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prizeIds: ['orn-366-bs'], endsInSeconds: 3600 }) });
    rooms.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  const measured = await runMemberLoad({
    baseUrl,
    authKey,
    seconds,
    path: '/api/member/joinRoom',
    members,
    supply: MEMBERS * ROOMS,
    body: (n) => ({ id: rooms[Math.floor(n / MEMBERS) % ROOMS] }),
  });
  let counted = 0;
  for (const id of rooms) counted += (await call<{ total: number }>(baseUrl, authKey, '/visitor/rollRoomPeople', { id, size: 1 })).total;
  // The ten requests in flight when the load stops may join without their answer being counted.
  if (counted < measured.done || counted > measured.done + 10) throw new Error(`${measured.done} joins answered, ${counted} counted in the rooms`);
  return { ...measured, extra: { joined: measured.done, refused: measured.refused, ranSeconds: measured.ranSeconds } };
}

export const rollRoomJoin: Scenario = { name: 'roll-room-join', goal: PLAY_GOAL, run };
