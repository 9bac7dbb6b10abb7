import { randomUUID } from 'node:crypto';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { TestApp } from '../../helpers/app';
import type { RegisteredMember } from '../../helpers/members';
import { readyPlayer } from '../../helpers/players';
import { arenaBoxes } from '../arena';
import { PRIZES } from '../roll';
import type { CallSamples } from './call-samples';

/** A waiting battle one member created and another reported: answers its id, the report's id and the member who reported it. */
export async function reportedBattle(t: TestApp, reason = 'the other seat looked like a bot'): Promise<{ battleId: string; reportId: string; member: RegisteredMember }> {
  const [box] = await arenaBoxes(t);
  const member = await readyPlayer(t, box!.price);
  const created = await t.call<ArenaBattle>('/member/arenaAdd', { boxIds: [box!.id], mode: '2p', requestId: randomUUID() }, { token: member.token });
  if (created.code !== 100) throw new Error(`arenaAdd: ${created.msg}`);
  // Another member reports it: nobody reports a battle of their own making.
  const reporter = await readyPlayer(t, 0);
  const reported = await t.call('/member/arenaReport', { id: created.data.id, reason }, { token: reporter.token });
  if (reported.code !== 100) throw new Error(`arenaReport: ${reported.msg}`);
  return { battleId: created.data.id, reportId: `${created.data.id}:${reporter.userId}`, member: reporter };
}

export const gameSamples: CallSamples = {
  'games/robots/update': async () => ({ id: 'robot-8', nickname: `Bot ${randomUUID().slice(0, 6)}`, reason: 'seasonal names' }),
  'games/reports/review': async ({ t }) => ({ id: (await reportedBattle(t)).reportId, outcome: 'dismissed', reason: 'fair battle' }),
  'games/roll-rooms/create': async () => ({ title: 'Weekend roll', prizeIds: PRIZES, endsAt: Date.now() + 60 * 60 * 1000, robots: 1, reason: 'weekend event' }),
};
