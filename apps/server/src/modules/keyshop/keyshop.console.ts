import { z } from 'zod';
import { consoleBody } from '@lootbay/shared/schemas/console';
import { consoleKeyProductSaveBodySchema, consoleKeyProductSchema } from '@lootbay/shared/schemas/console-economy';
import type { KeyShopService } from './keyshop.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** The key shop: its keys, hidden ones too, with the box each opens, price, stock and order. */
export function keyShopCalls(keyShop: Pick<KeyShopService, 'oversight'>): ConsoleCall[] {
  return [
    readCall({
      path: 'economy/keys',
      access: 'catalog.read',
      summary: "The key shop's keys, hidden ones too",
      body: consoleBody({}),
      data: z.array(consoleKeyProductSchema),
      read: () => keyShop.oversight.products(),
    }),
    changeCall({
      path: 'economy/keys/save',
      access: 'catalog.write',
      summary: 'Create a key or change its names, the box it opens, price, stock, order or visibility',
      body: consoleKeyProductSaveBodySchema,
      data: consoleKeyProductSchema,
      async change(trx, body) {
        const { before, after } = await keyShop.oversight.saveProductIn(trx, { id: body.id, name: body.name, boxId: body.boxId, price: body.price, stock: body.stock, visible: body.visible, sort: body.sort });
        return { data: after, target: `key-product:${body.id}`, before, after };
      },
    }),
  ];
}
