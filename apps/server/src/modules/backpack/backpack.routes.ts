import type { FastifyInstance } from 'fastify';
import { ITEM_STATUS, bagInfoSchema, backpackItemDetailSchema, backpackItemSchema, collectBody, inventoryBody, inventoryPageSchema, itemIdBody, sellAnswerSchema, sellBody } from '@lootbay/shared/schemas/backpack';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { BackpackService } from './backpack.service';

/** The backpack shows the items the player holds unless a status filter says otherwise. */
const IN_BACKPACK = [ITEM_STATUS.normal];

export function registerBackpackRoutes(app: FastifyInstance, sessions: SessionResolver, backpack: BackpackService): void {
  for (const path of ['/member/getMyInventory', '/user/ornament/list']) {
    memberCall(
      app,
      sessions,
      { path, body: inventoryBody, data: inventoryPageSchema, summary: 'Items in your backpack, filtered, sorted and paged, with their total value', tag: 'backpack' },
      ({ body, member, locale }) => backpack.inventory(member.userId, body, locale, IN_BACKPACK),
    );
  }
  memberCall(
    app,
    sessions,
    { path: '/member/getInventoryRecords', body: inventoryBody, data: inventoryPageSchema, summary: 'Every item you won, in any status, filtered, sorted and paged', tag: 'backpack' },
    ({ body, member, locale }) => backpack.inventory(member.userId, body, locale),
  );
  // The bag header's counts: the spec names the call twice, once per client.
  for (const path of ['/mybox/user/bag/info', '/member/getUserOrnamentTitle']) {
    memberCall(
      app,
      sessions,
      { path, body: emptyBodySchema, data: bagInfoSchema, summary: 'Backpack totals: items held, their value, favourites, counts and values by status (retrieving, retrieved, sold…)', tag: 'backpack' },
      ({ member }) => backpack.bagInfo(member.userId),
    );
  }
  memberCall(
    app,
    sessions,
    { path: '/member/getUserOrnamentInfo', body: itemIdBody, data: backpackItemDetailSchema, summary: 'One of your items with its history', tag: 'backpack' },
    ({ body, member, locale }) => backpack.itemDetail(member.userId, body.id, locale),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/discount', body: sellBody, data: sellAnswerSchema, summary: 'Sell (decompose) items for their price in coins', tag: 'backpack', perMinute: 120 },
    ({ body, member }) => backpack.sell(member.userId, body.ids),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/discountAll', body: emptyBodySchema, data: sellAnswerSchema, summary: 'Sell every item in the backpack that is not favourited', tag: 'backpack', perMinute: 30 },
    ({ member }) => backpack.sellAll(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/collectOrnament', body: collectBody, data: backpackItemSchema, summary: 'Favourite an item (it can then be neither decomposed nor retrieved), or take the favourite off', tag: 'backpack' },
    ({ body, member, locale }) => backpack.collect(member.userId, body.id, body.collect, locale),
  );
}
