import { randomUUID } from 'node:crypto';
import { registerMember } from '../../helpers/members';
import type { CallSamples } from './call-samples';

export const messageSamples: CallSamples = {
  'messages/official/send': async () => ({ title: 'Weekend event', body: 'Double drops this weekend.', requestId: randomUUID(), reason: 'weekend event' }),
  'support/answer': async ({ t }) => {
    const member = await registerMember(t);
    const opened = await t.call<{ conversationId: string }>('/hx/userToken', {}, { token: member.token });
    return { conversationId: opened.data.conversationId, text: 'How can we help?', reason: 'answer' };
  },
};
