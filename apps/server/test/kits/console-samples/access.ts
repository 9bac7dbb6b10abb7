import { randomUUID } from 'node:crypto';
import type { Operator } from '@lootbay/shared/schemas/console';
import type { CallSamples } from './call-samples';
import { consoleCall } from '../console';

const newAccount = (): string => `s-${randomUUID().slice(0, 12)}`;

export const accessSamples: CallSamples = {
  'operators/create': async () => ({ account: newAccount(), password: 'sample-password-1', role: 'support', reason: 'new support agent' }),
  'operators/change': async ({ t, owner }) => {
    const created = await consoleCall<Operator>(t, 'operators/create', { account: newAccount(), password: 'sample-password-1', role: 'support', reason: 'to change' }, owner.token);
    return { id: created.data.id, role: 'auditor', reason: 'moved to audit' };
  },
};
