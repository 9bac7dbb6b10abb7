import { randomUUID } from 'node:crypto';
import type { ConsoleBoxDetail } from '@lootbay/shared/schemas/console-catalog';
import type { CallSamples, SampleKit } from './call-samples';
import { consoleCall } from '../console';

/** The odds of a demo box as it stands, to publish again or copy into a new box. */
async function demoOdds({ t, owner }: SampleKit, boxId = 'fracture'): Promise<ConsoleBoxDetail> {
  return (await consoleCall<ConsoleBoxDetail>(t, 'boxes/detail', { boxId }, owner.token)).data;
}

const asOdds = (detail: ConsoleBoxDetail) => detail.items.map((item) => ({ ornamentId: item.id, probability: item.probability }));

export const catalogSamples: CallSamples = {
  'items/update': async (kit) => ({ ornamentId: (await demoOdds(kit)).items[0]!.id, price: 1234, reason: 'market price moved' }),
  'categories/save': async () => ({ id: `cat-${randomUUID().slice(0, 8)}`, name: { cn: '新品', br: 'Novidades', en: 'New' }, sort: 5, reason: 'new shelf' }),
  'boxes/odds': async (kit) => {
    const detail = await demoOdds(kit);
    return { boxId: detail.box.id, price: detail.box.price, items: asOdds(detail), reason: 'republish' };
  },
  'boxes/create': async (kit) => {
    const detail = await demoOdds(kit);
    return { id: `box-${randomUUID().slice(0, 8)}`, name: { cn: '样品箱', br: 'Caixa amostra', en: 'Sample box' }, categoryId: detail.box.categoryId, price: detail.version.price, items: asOdds(detail), reason: 'new box' };
  },
  'boxes/update': async () => ({ boxId: 'dreams', sort: 7, reason: 'feature it' }),
};
