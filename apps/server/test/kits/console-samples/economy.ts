import { randomUUID } from 'node:crypto';
import type { CallSamples } from './call-samples';

export const economySamples: CallSamples = {
  'economy/mall/save': async ({ t }) => {
    const [ornament] = (await t.database.db.kysely.selectFrom('ornaments').select('id').where('weapon_type', '=', 'rifle').limit(1).execute())!;
    return { ornamentId: ornament!.id, price: 2_500, currency: 'coin', stock: 40, visible: true, sort: 5, reason: 'a restock for the weekend' };
  },
  'economy/keys/save': async () => ({
    id: `key-${randomUUID().slice(0, 8)}`,
    name: { cn: '反冲武器箱钥匙', br: 'Chave da Caixa Recoil', en: 'Recoil Case Key' },
    boxId: 'recoil',
    price: 1_650,
    stock: 100,
    visible: true,
    sort: 1,
    reason: 'a cheaper second seller',
  }),
};
