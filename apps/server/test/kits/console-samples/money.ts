import { randomUUID } from 'node:crypto';
import type { CallSamples } from './call-samples';

export const moneySamples: CallSamples = {
  'money/codes/create': async () => ({ code: `S${randomUUID().slice(0, 8)}`, currency: 'coin', amount: 1_000, maxUses: 10, reason: 'weekend promotion' }),
};
