import { randomUUID } from 'node:crypto';
import type { CallSamples } from './call-samples';

export const promotionSamples: CallSamples = {
  'promotions/red-packets/create': async () => ({ code: `RP${randomUUID().replaceAll('-', '').slice(0, 8)}`, count: 5, amount: 1_000, reason: 'weekend red packets' }),
};
