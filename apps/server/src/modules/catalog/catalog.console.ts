import { z } from 'zod';
import { itemPicture } from '@lootbay/shared/item-art';
import { rangeWidth } from '@lootbay/shared/fairness/odds';
import { returnRateBp } from '@lootbay/shared/fairness/return-policy';
import { BOX_KIND } from '@lootbay/shared/catalog';
import { consoleBody } from '@lootbay/shared/schemas/console';
import {
  consoleBoxCreateAnswerSchema,
  consoleBoxCreateBodySchema,
  consoleBoxDetailBodySchema,
  consoleBoxDetailSchema,
  consoleBoxesBodySchema,
  consoleBoxesPageSchema,
  consoleBoxSchema,
  consoleBoxUpdateBodySchema,
  consoleCategorySaveBodySchema,
  consoleCategorySchema,
  consoleItemsBodySchema,
  consoleItemsPageSchema,
  consoleItemUpdateBodySchema,
  consoleOddsAnswerSchema,
  consoleOddsBodySchema,
  type ConsoleBox,
  type ConsoleCategory,
} from '@lootbay/shared/schemas/console-catalog';
import { ornamentSchema } from '@lootbay/shared/schemas/catalog';
import { AppError } from '@lootbay/shared/errors';
import { boxImagePath } from './catalog.images';
import { toOrnament, type CatalogService } from './catalog.service';
import type { BoxCategoryRow, BoxRow } from './catalog.table';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

function toConsoleBox(row: BoxRow): ConsoleBox {
  const price = Number(row.price);
  const expected = Number(row.expected_return);
  return {
    id: row.id,
    name: { cn: row.name_cn, br: row.name_br, en: row.name_en },
    image: itemPicture(row.art, row.image),
    categoryId: row.category_id,
    price,
    currency: row.currency,
    kind: row.kind,
    level: row.level,
    oddsVersion: row.odds_version,
    expectedReturn: expected,
    returnBp: row.kind === BOX_KIND.free ? null : returnRateBp(expected, price),
    visible: row.visible === 1,
    sort: row.sort,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

const toCategory = (row: BoxCategoryRow): ConsoleCategory => ({ id: row.id, name: { cn: row.name_cn, br: row.name_br, en: row.name_en }, sort: row.sort });
/** Odds as the catalogue stores them: roll points per item, in the order given. */
const pointsOf = (items: readonly { readonly ornamentId: string; readonly probability: number }[]) => items.map((item) => ({ ornamentId: item.ornamentId, points: item.probability }));

/** Items and prices, boxes with their odds versions, categories and pictures. */
export function catalogCalls(catalog: CatalogService): ConsoleCall[] {
  async function boxOrThrow(id: string): Promise<BoxRow> {
    const row = await catalog.boxRow(id);
    if (!row) throw new AppError('BOX_NOT_FOUND');
    return row;
  }

  return [
    readCall({
      path: 'items/list',
      access: 'catalog.read',
      summary: 'Every item of the catalogue, searched, filtered and sorted',
      body: consoleItemsBodySchema,
      data: consoleItemsPageSchema,
      async read(body, { locale }) {
        const prices = body.minPrice !== undefined || body.maxPrice !== undefined ? { min: body.minPrice ?? 0, max: body.maxPrice ?? Number.MAX_SAFE_INTEGER } : undefined;
        const page = await catalog.catalogueOrnaments({ keyword: body.keyword, weaponType: body.weaponType, rarity: body.rarity, prices, sortBy: body.sort }, body.page, body.size);
        return { list: page.rows.map((row) => toOrnament(row, locale)), total: page.total, page: page.page, size: page.size };
      },
    }),
    changeCall({
      path: 'items/update',
      access: 'catalog.write',
      summary: "Change an item's price or picture; published odds keep the prices they were published with",
      body: consoleItemUpdateBodySchema,
      data: ornamentSchema,
      async change(trx, body, { locale }) {
        const { before, after } = await catalog.updateOrnamentIn(trx, body.ornamentId, body);
        return { data: toOrnament(after, locale), target: `item:${body.ornamentId}`, before: { price: Number(before.price), image: before.image }, after: { price: Number(after.price), image: after.image } };
      },
    }),
    readCall({
      path: 'categories/list',
      access: 'catalog.read',
      summary: 'Every box category',
      body: consoleBody({}),
      data: z.array(consoleCategorySchema),
      read: async () => (await catalog.allCategories()).map(toCategory),
    }),
    changeCall({
      path: 'categories/save',
      access: 'catalog.write',
      summary: 'Create a category or rename and reorder one',
      body: consoleCategorySaveBodySchema,
      data: consoleCategorySchema,
      async change(trx, body) {
        const { before, after } = await catalog.saveCategoryIn(trx, { id: body.id, name_cn: body.name.cn, name_br: body.name.br, name_en: body.name.en, sort: body.sort });
        return { data: toCategory(after), target: `category:${body.id}`, before: before && toCategory(before), after: toCategory(after) };
      },
    }),
    readCall({
      path: 'images/list',
      access: 'catalog.read',
      summary: 'The box pictures an operator may choose',
      body: consoleBody({}),
      data: z.array(z.string()),
      read: () => catalog.boxImages(),
    }),
    readCall({
      path: 'boxes/list',
      access: 'catalog.read',
      summary: 'Every box and forge pool, hidden ones too, with price, odds version and return',
      body: consoleBoxesBodySchema,
      data: consoleBoxesPageSchema,
      async read(body) {
        const page = await catalog.consoleBoxes({ keyword: body.keyword, categoryId: body.categoryId, kind: body.kind, visible: body.visible === undefined ? undefined : body.visible ? 1 : 0 }, body.page, body.size);
        return { list: page.rows.map(toConsoleBox), total: page.total, page: page.page, size: page.size };
      },
    }),
    readCall({
      path: 'boxes/detail',
      access: 'catalog.read',
      summary: "A box with one odds version's items, probabilities and roll point ranges, and every version",
      body: consoleBoxDetailBodySchema,
      data: consoleBoxDetailSchema,
      async read(body, { locale }) {
        const row = await boxOrThrow(body.boxId);
        const [odds, versions] = await Promise.all([catalog.odds(row.id, body.version ?? row.odds_version), catalog.oddsVersions(row.id)]);
        const ornaments = await catalog.ornaments(
          odds.entries.map((entry) => entry.ornamentId),
          locale,
        );
        return {
          box: toConsoleBox(row),
          version: { version: odds.version, price: odds.price, expectedReturn: odds.expectedReturn, hash: odds.hash, publishedAt: odds.publishedAt },
          items: odds.entries.map((entry) => ({ ...ornaments.get(entry.ornamentId)!, price: entry.price, probability: rangeWidth(entry.range), rollFrom: entry.range.from, rollTo: entry.range.to })),
          versions,
        };
      },
    }),
    changeCall({
      path: 'boxes/odds',
      access: 'catalog.write',
      summary: 'Publish a new odds version (and price) of a box; published versions never change',
      body: consoleOddsBodySchema,
      data: consoleOddsAnswerSchema,
      async change(trx, body) {
        const row = await catalog.boxRowIn(trx, body.boxId);
        const basedOn = body.basedOn ?? row.odds_version;
        const version = await catalog.reviseOddsIn(trx, body.boxId, basedOn, pointsOf(body.items), body.price);
        const odds = await catalog.oddsIn(trx, body.boxId, version);
        return {
          data: { oddsVersion: version, expectedReturn: odds.expectedReturn, hash: odds.hash },
          target: `box:${body.boxId}`,
          before: { oddsVersion: row.odds_version, price: Number(row.price), expectedReturn: Number(row.expected_return) },
          after: { oddsVersion: version, price: odds.price, expectedReturn: odds.expectedReturn, hash: odds.hash, items: body.items },
        };
      },
    }),
    changeCall({
      path: 'boxes/create',
      access: 'catalog.write',
      summary: 'Create a paid box with its first odds version',
      body: consoleBoxCreateBodySchema,
      data: consoleBoxCreateAnswerSchema,
      async change(trx, body) {
        await catalog.createBoxIn(
          trx,
          { id: body.id, name: body.name, image: body.image ?? boxImagePath(body.categoryId), categoryId: body.categoryId, price: body.price, currency: 'coin', kind: BOX_KIND.paid, level: 0, sort: body.sort ?? 0 },
          pointsOf(body.items),
        );
        const odds = await catalog.oddsIn(trx, body.id, 1);
        return {
          data: { boxId: body.id, oddsVersion: 1, expectedReturn: odds.expectedReturn, hash: odds.hash },
          target: `box:${body.id}`,
          before: null,
          after: { name: body.name, categoryId: body.categoryId, price: body.price, oddsVersion: 1, expectedReturn: odds.expectedReturn, hash: odds.hash, items: body.items },
        };
      },
    }),
    changeCall({
      path: 'boxes/update',
      access: 'catalog.write',
      summary: 'Rename, recategorise, reorder, list or hide a box',
      body: consoleBoxUpdateBodySchema,
      data: consoleBoxSchema,
      async change(trx, body) {
        const { before, after } = await catalog.updateBoxIn(trx, body.boxId, body);
        return { data: toConsoleBox(after), target: `box:${body.boxId}`, before: toConsoleBox(before), after: toConsoleBox(after) };
      },
    }),
  ];
}
