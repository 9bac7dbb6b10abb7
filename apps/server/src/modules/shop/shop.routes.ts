import type { FastifyInstance } from 'fastify';
import { exchangeBody, exchangeListBody, exchangePageSchema, exchangeSchema, mallBuyAnswerSchema, mallBuyBody, mallInventoryBody, mallInventoryPageSchema } from '@lootbay/shared/schemas/shop';
import { memberCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { ShopService } from './shop.service';

const tag = 'shop';

export function registerShopRoutes(app: FastifyInstance, sessions: SessionResolver, shop: ShopService): void {
  visitorCall(
    app,
    { path: '/visitor/mallInventory', body: mallInventoryBody, data: mallInventoryPageSchema, summary: 'The mall: items with price, currency and stock, filtered by weapon type, rarity, price and name, sorted and paged', tag },
    ({ body, locale }) =>
      shop.inventory({ weaponType: body.weaponType, rarity: body.rarity, minPrice: body.minPrice, maxPrice: body.maxPrice, name: body.name, inStock: body.inStock === 1 }, body.sort, body.order, body.page, body.size, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/mallBuy', body: mallBuyBody, data: mallBuyAnswerSchema, summary: 'Buy mall items into the backpack with coins or diamonds as priced (charged once per request id)', tag, perMinute: 60 },
    ({ body, member }) => shop.buy(member.userId, { id: body.id, num: body.num, price: body.price, useJade: body.useJade, requestId: body.requestId }),
  );
  memberCall(
    app,
    sessions,
    { path: '/ornament/exchange', body: exchangeBody, data: exchangeSchema, summary: 'Give backpack items for a mall item; the difference is credited or charged in diamonds', tag, perMinute: 60 },
    ({ body, member, locale }) => shop.exchange(member.userId, { ids: body.ids, targetId: body.targetId, difference: body.difference, requestId: body.requestId }, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/ornament/exchange/list', body: exchangeListBody, data: exchangePageSchema, summary: 'Your exchanges: what you gave, what you got and the difference', tag },
    ({ body, member, locale }) => shop.exchanges(member.userId, body.page, body.size, locale),
  );
}
