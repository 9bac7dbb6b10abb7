import { randomUUID } from 'node:crypto';
import type { CallSamples } from './call-samples';

export const fishingSamples: CallSamples = {
  'games/fishing/tools/save': async () => ({
    id: `bait-${randomUUID().slice(0, 8)}`,
    kind: 'bait',
    level: 1,
    bait: 20,
    price: 1_800,
    enabled: true,
    sort: 15,
    name: { cn: '红虫鱼饵（20 份）', br: 'Larvas (20 iscas)', en: 'Bloodworms (20 bait)' },
    reason: 'a bigger pack for regulars',
  }),
};
