import { consoleMallItemPageSchema, consoleMallItemSaveBodySchema, consoleMallItemSchema, consoleMallItemsBodySchema } from '@lootbay/shared/schemas/console-economy';
import type { ShopService } from './shop.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** The mall: its items, hidden and sold out ones too, and their prices, stock and order. */
export function shopCalls(shop: Pick<ShopService, 'oversight'>): ConsoleCall[] {
  return [
    readCall({
      path: 'economy/mall',
      access: 'catalog.read',
      summary: "The mall's items, hidden and sold out ones too, newest first, by name",
      body: consoleMallItemsBodySchema,
      data: consoleMallItemPageSchema,
      read: (body) => shop.oversight.items(body.name, body.page, body.size),
    }),
    changeCall({
      path: 'economy/mall/save',
      access: 'catalog.write',
      summary: 'Put a catalogue item on sale in the mall, or change its price, currency, stock, order or visibility',
      body: consoleMallItemSaveBodySchema,
      data: consoleMallItemSchema,
      async change(trx, body) {
        const { before, after } = await shop.oversight.saveItemIn(trx, { id: body.id, ornamentId: body.ornamentId, price: body.price, currency: body.currency, stock: body.stock, visible: body.visible, sort: body.sort });
        return { data: after, target: `mall-item:${after.id}`, before, after };
      },
    }),
  ];
}
