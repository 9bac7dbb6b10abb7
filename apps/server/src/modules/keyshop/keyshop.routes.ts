import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import {
  keyBoxInfoBody,
  keyBoxListBody,
  keyBoxListSchema,
  keyCartAddBody,
  keyCartDeleteBody,
  keyCartEditBody,
  keyCartSchema,
  keyIndexSchema,
  keyOrderAddBody,
  keyOrderCheckBody,
  keyOrderConfirmBody,
  keyOrderConfirmSchema,
  keyOrderListBody,
  keyOrderListSchema,
  keyOrderPayBody,
  keyOrderSchema,
  keyProductSchema,
  keyRechargeConfigSchema,
  keySteamAddBody,
  keySteamListSchema,
  keySteamUpdateBody,
  keyUserUpdateBody,
} from '@lootbay/shared/schemas/key-shop';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { KeyShopDependencies } from './keyshop.context';
import type { KeyShopService } from './keyshop.service';

const tag = 'key shop';
const path = (name: string) => `/app/key/${name}`;

export function registerKeyShopRoutes(app: FastifyInstance, sessions: SessionResolver, keys: KeyShopService, deps: Pick<KeyShopDependencies, 'wallet' | 'recharge'>): void {
  viewerCall(app, sessions, { path: path('index'), body: emptyBodySchema, data: keyIndexSchema, summary: "The key shop's front page: the cheapest keys; a member also sees their cart and Steam accounts", tag }, ({ viewer, locale }) =>
    keys.index(viewer?.userId ?? null, locale),
  );
  memberCall(app, sessions, { path: path('user/update'), body: keyUserUpdateBody, data: keySteamListSchema, summary: 'Choose the Steam account key orders go to by default', tag }, async ({ body, member }) => ({
    list: await keys.setDefaultSteamAccount(member.userId, body.defaultSteamAccountId),
  }));
  visitorCall(app, { path: path('box/list'), body: keyBoxListBody, data: keyBoxListSchema, summary: 'The keys on sale (each opens a case), by price, paged', tag }, ({ body, locale }) => keys.products(body.name, body.order, body.page, body.size, locale));
  visitorCall(app, { path: path('box/info'), body: keyBoxInfoBody, data: keyProductSchema, summary: 'One key: its price, stock and the box it opens', tag }, ({ body, locale }) => keys.product(body.id, locale));

  memberCall(app, sessions, { path: path('cart/add'), body: keyCartAddBody, data: keyCartSchema, summary: 'Add keys to the cart (at most 20 of a kind)', tag, perMinute: 120 }, ({ body, member, locale }) =>
    keys.addToCart(member.userId, body.productId, body.num, locale),
  );
  memberCall(app, sessions, { path: path('cart/edit'), body: keyCartEditBody, data: keyCartSchema, summary: 'Set how many keys of a kind the cart holds', tag, perMinute: 120 }, ({ body, member, locale }) =>
    keys.editCart(member.userId, body.productId, body.num, locale),
  );
  memberCall(app, sessions, { path: path('cart/delete'), body: keyCartDeleteBody, data: keyCartSchema, summary: 'Take keys out of the cart', tag, perMinute: 120 }, ({ body, member, locale }) => keys.removeFromCart(member.userId, body.productIds, locale));
  memberCall(app, sessions, { path: path('cart/list'), body: emptyBodySchema, data: keyCartSchema, summary: 'The cart with its total', tag }, ({ member, locale }) => keys.cart(member.userId, locale));

  memberCall(app, sessions, { path: path('order/confirm'), body: keyOrderConfirmBody, data: keyOrderConfirmSchema, summary: 'What ordering the cart costs, where it goes, and whether your coins cover it', tag }, async ({ body, member, locale }) =>
    keys.orders.confirm(member.userId, body.steamAccountId, await keys.cart(member.userId, locale)),
  );
  memberCall(app, sessions, { path: path('order/add'), body: keyOrderAddBody, data: keyOrderSchema, summary: 'Order the cart for a Steam account; the keys are held 15 minutes for payment', tag, perMinute: 30 }, ({ body, member, locale }) =>
    keys.orders.add(member.userId, { steamAccountId: body.steamAccountId, requestId: body.requestId }, locale),
  );
  memberCall(app, sessions, { path: path('order/list'), body: keyOrderListBody, data: keyOrderListSchema, summary: 'Your key orders, newest first, with each key’s delivery', tag }, ({ body, member, locale }) =>
    keys.orders.list(member.userId, body.status, body.page, body.size, locale),
  );
  memberCall(app, sessions, { path: path('recharge/config'), body: emptyBodySchema, data: keyRechargeConfigSchema, summary: 'How to pay a key order: your coins, and the recharge packages that top them up', tag }, async ({ member }) => ({
    balance: await deps.wallet.balance(member.userId, 'coin'),
    packages: await deps.recharge.packages(),
  }));
  memberCall(app, sessions, { path: path('order/recharge'), body: keyOrderPayBody, data: keyOrderSchema, summary: 'Pay a key order with coins (jade may cover a shortfall); its keys go to Steam', tag, perMinute: 30 }, ({ body, member, locale }) =>
    keys.orders.pay(member.userId, body.orderNo, body.useJade, locale),
  );
  memberCall(app, sessions, { path: path('order/check'), body: keyOrderCheckBody, data: keyOrderSchema, summary: 'A key order with its payment and each key’s delivery', tag }, ({ body, member, locale }) => keys.orders.check(member.userId, body.orderNo, locale));

  memberCall(app, sessions, { path: path('steam/add'), body: keySteamAddBody, data: keySteamListSchema, summary: 'Add a Steam account (trade link, public inventory) for key deliveries; at most 5', tag, perMinute: 30 }, async ({ body, member }) => ({
    list: await keys.addSteamAccount(member.userId, body.name, body.tradeUrl),
  }));
  memberCall(app, sessions, { path: path('steam/update'), body: keySteamUpdateBody, data: keySteamListSchema, summary: 'Rename a Steam account, change its trade link or make it the default', tag, perMinute: 30 }, async ({ body, member }) => ({
    list: await keys.updateSteamAccount(member.userId, { id: body.id, name: body.name, tradeUrl: body.tradeUrl, isDefault: body.isDefault }),
  }));
  memberCall(app, sessions, { path: path('steam/list'), body: emptyBodySchema, data: keySteamListSchema, summary: 'Your Steam accounts for key deliveries', tag }, async ({ member }) => ({ list: await keys.steamAccounts(member.userId) }));
}
