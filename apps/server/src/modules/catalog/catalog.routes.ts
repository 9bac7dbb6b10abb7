import type { FastifyInstance } from 'fastify';
import { boxCategoryListSchema, boxCategoryWithBoxesListSchema, boxDetailSchema, boxIdBody, boxInfoBody, boxOrnamentListSchema, boxPageSchema, listBoxBody, oddsVersionListSchema } from '@lootbay/shared/schemas/catalog';
import { RARITIES, type Rarity } from '@lootbay/shared/catalog';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { visitorCall } from '../../http/call';
import { IMAGE_ROUTE_PREFIX, WEAPON_TYPES, boxSvg, ornamentSvg, type WeaponType } from './catalog.images';
import type { CatalogService } from './catalog.service';

const IMAGE_CACHE = 'public, max-age=604800, immutable';

export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  visitorCall(
    app,
    { path: '/visitor/list/box', body: listBoxBody, data: boxPageSchema, summary: 'Boxes on offer, by category or kind, paged', tag: 'boxes' },
    ({ body, locale }) => catalog.listBoxes({ categoryId: body.categoryId, kind: body.kind, keyword: body.keyword }, body.page, body.size, locale),
  );
  visitorCall(
    app,
    { path: '/visitor/box/cate/list', body: emptyBodySchema, data: boxCategoryListSchema, summary: 'Box categories', tag: 'boxes' },
    ({ locale }) => catalog.categories(locale),
  );
  visitorCall(
    app,
    { path: '/mybox/box/box_category_list', body: emptyBodySchema, data: boxCategoryWithBoxesListSchema, summary: 'Box categories, each with its boxes (home page)', tag: 'boxes' },
    ({ locale }) => catalog.categoriesWithBoxes(locale),
  );
  visitorCall(
    app,
    { path: '/visitor/getBoxInfo', body: boxInfoBody, data: boxDetailSchema, summary: 'A box with its odds table (a past version when `version` is given)', tag: 'boxes' },
    ({ body, locale }) => catalog.boxInfo(body.id, locale, body.version),
  );
  visitorCall(
    app,
    { path: '/visitor/list/boxOrnament', body: boxIdBody, data: boxOrnamentListSchema, summary: "A box's items with their roll point ranges and probabilities", tag: 'boxes' },
    async ({ body, locale }) => (await catalog.boxInfo(body.id, locale)).ornaments,
  );
  visitorCall(
    app,
    { path: '/visitor/boxOddsVersions', body: boxIdBody, data: oddsVersionListSchema, summary: 'The dated public log of every odds version of a box, with its hash', tag: 'boxes' },
    ({ body }) => catalog.oddsVersions(body.id),
  );
}

/**
 * Pictures drawn locally, so the catalogue renders without the internet. They live outside
 * `/api` because they are images, not enveloped calls.
 */
export function registerCatalogImages(app: FastifyInstance): void {
  app.get<{ Params: { weaponType: string; rarity: string } }>(`${IMAGE_ROUTE_PREFIX}/ornaments/:weaponType/:rarity.svg`, { schema: { hide: true } }, async (request, reply) => {
    const { weaponType, rarity } = request.params;
    if (!(WEAPON_TYPES as readonly string[]).includes(weaponType) || !(RARITIES as readonly string[]).includes(rarity)) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(ornamentSvg(weaponType as WeaponType, rarity as Rarity));
  });
  app.get<{ Params: { categoryId: string } }>(`${IMAGE_ROUTE_PREFIX}/boxes/:categoryId.svg`, { schema: { hide: true } }, async (request, reply) => {
    const { categoryId } = request.params;
    if (!/^[\w-]{1,64}$/.test(categoryId)) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(boxSvg(categoryId));
  });
}
