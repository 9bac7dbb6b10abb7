import { registerMember } from '../../helpers/members';
import type { CallSamples } from './call-samples';

export const inviteSamples: CallSamples = {
  'invites/levels/save': async () => ({ level: 2, rates: [800, 300, 150], reason: 'spring promotion' }),
  'invites/promoters/save': async ({ t }) => ({ userId: (await registerMember(t)).userId, level: 3, reason: 'streamer partnership' }),
};
