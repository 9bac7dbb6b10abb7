import { randomUUID } from 'node:crypto';
import type { CallSamples } from './call-samples';

export const siteSamples: CallSamples = {
  'site/notices/save': async () => ({
    title: { cn: '维护通知', br: 'Aviso de manutenção', en: 'Maintenance notice' },
    body: { cn: '今晚维护一小时。', br: 'Manutenção de uma hora hoje à noite.', en: 'One hour of maintenance tonight.' },
    visible: false,
    sort: 0,
    reason: 'planned maintenance',
  }),
  'site/settings/save': async () => ({ code: 'customer_service', value: `support-${randomUUID().slice(0, 6)}@lootbay.example`, reason: 'new support address' }),
};
