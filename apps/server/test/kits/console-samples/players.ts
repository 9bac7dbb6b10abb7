import { CORRECTION_APPROVAL_THRESHOLD } from '@lootbay/shared/console';
import type { Correction } from '@lootbay/shared/schemas/console-players';
import { registerMember } from '../../helpers/members';
import type { CallSamples, SampleKit } from './call-samples';
import { consoleCall, signedInOperator, type TestOperator } from '../console';

/** A correction above the threshold, left pending, asked for by the given operator. */
async function pendingCorrection({ t }: SampleKit, requester: TestOperator): Promise<string> {
  const player = await registerMember(t);
  const asked = await consoleCall<Correction>(t, 'corrections/create', { userId: player.userId, currency: 'coin', amount: CORRECTION_APPROVAL_THRESHOLD + 1, reason: 'lost prize' }, requester.token);
  if (asked.code !== 100 || asked.data.status !== 'pending') throw new Error(`pending correction: ${asked.msg}`);
  return asked.data.id;
}

export const playerSamples: CallSamples = {
  'players/sessions/revoke': async ({ t }) => ({ userId: (await registerMember(t)).userId, reason: 'lost phone' }),
  'players/freeze': async ({ t }) => ({ userId: (await registerMember(t)).userId, frozen: true, reason: 'chargeback' }),
  'corrections/create': async ({ t }) => ({ userId: (await registerMember(t)).userId, currency: 'coin', amount: 500, reason: 'missed bonus' }),
  // Approved by the owner, so asked for by someone else.
  'corrections/approve': async (kit) => ({ id: await pendingCorrection(kit, await signedInOperator(kit.t, 'operator')), reason: 'checked the payment' }),
  'corrections/reject': async (kit) => ({ id: await pendingCorrection(kit, kit.owner), reason: 'not owed' }),
};
