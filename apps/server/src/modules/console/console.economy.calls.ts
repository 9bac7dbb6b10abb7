import { z } from 'zod';
import {
  consoleKeyProductSaveBodySchema,
  consoleKeyProductSchema,
  consoleMallItemPageSchema,
  consoleMallItemSaveBodySchema,
  consoleMallItemSchema,
  consoleMallItemsBodySchema,
  consoleRetrievalPageSchema,
  consoleRetrievalsBodySchema,
} from '@lootbay/shared/schemas/console-economy';
import { consoleBody } from '@lootbay/shared/schemas/console';
import type { KeyShopService } from '../keyshop/keyshop.service';
import type { RetrievalService } from '../retrieval/retrieval.service';
import type { ShopService } from '../shop/shop.service';
import { changeCall, readCall, type ConsoleCall } from './console.calls';

export interface EconomyDependencies {
  readonly shop: Pick<ShopService, 'oversight'>;
  readonly keyShop: Pick<KeyShopService, 'oversight'>;
  readonly retrieval: Pick<RetrievalService, 'queue'>;
}

/** The item economy: the mall's items and stock, the key shop's keys, and the queue of retrievals to Steam. */
export function economyCalls(deps: EconomyDependencies): ConsoleCall[] {
  return [
    readCall({
      path: 'economy/mall',
      access: 'catalog.read',
      summary: "The mall's items, hidden and sold out ones too, newest first, by name",
      body: consoleMallItemsBodySchema,
      data: consoleMallItemPageSchema,
      read: (body) => deps.shop.oversight.items(body.name, body.page, body.size),
    }),
    changeCall({
      path: 'economy/mall/save',
      access: 'catalog.write',
      summary: 'Put a catalogue item on sale in the mall, or change its price, currency, stock, order or visibility',
      body: consoleMallItemSaveBodySchema,
      data: consoleMallItemSchema,
      async change(trx, body) {
        const { before, after } = await deps.shop.oversight.saveItemIn(trx, { id: body.id, ornamentId: body.ornamentId, price: body.price, currency: body.currency, stock: body.stock, visible: body.visible, sort: body.sort });
        return { data: after, target: `mall-item:${after.id}`, before, after };
      },
    }),
    readCall({
      path: 'economy/keys',
      access: 'catalog.read',
      summary: "The key shop's keys, hidden ones too",
      body: consoleBody({}),
      data: z.array(consoleKeyProductSchema),
      read: () => deps.keyShop.oversight.products(),
    }),
    changeCall({
      path: 'economy/keys/save',
      access: 'catalog.write',
      summary: 'Create a key or change its names, the box it opens, price, stock, order or visibility',
      body: consoleKeyProductSaveBodySchema,
      data: consoleKeyProductSchema,
      async change(trx, body) {
        const { before, after } = await deps.keyShop.oversight.saveProductIn(trx, { id: body.id, name: body.name, boxId: body.boxId, price: body.price, stock: body.stock, visible: body.visible, sort: body.sort });
        return { data: after, target: `key-product:${body.id}`, before, after };
      },
    }),
    readCall({
      path: 'economy/retrievals',
      access: 'money.read',
      summary: 'Retrievals to Steam newest first, under way or finished, of items or keys, of one player: statuses, market checks and outcome',
      body: consoleRetrievalsBodySchema,
      data: consoleRetrievalPageSchema,
      read: (body) => deps.retrieval.queue({ state: body.state, kind: body.kind, userId: body.userId }, body.page, body.size),
    }),
  ];
}
