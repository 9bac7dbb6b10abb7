import type { Kysely } from 'kysely';
import { BOX_KIND, GAME_POOL_CATEGORY_IDS, LISTED_BOX_KINDS } from '@lootbay/shared/catalog';
import type { Database } from '../../db/database';
import { readPage, type Page } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { BoxCategoryRow, BoxOddsRow, BoxRow, NewOrnament, OrnamentRow } from './catalog.table';

type Executor = Kysely<Database>;

/** Inserts items, keeping any with the same id that is already there. */
export async function insertOrnaments(db: Executor, rows: readonly NewOrnament[]): Promise<void> {
  // Chunks keep each statement under the bound-parameter limits of both dialects.
  for (let at = 0; at < rows.length; at += 200) {
    await db
      .insertInto('ornaments')
      .values(rows.slice(at, at + 200))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

export async function listBoxIds(db: Executor): Promise<string[]> {
  return (await db.selectFrom('boxes').select('id').execute()).map((row) => row.id);
}

export function findOrnaments(db: Executor, ids: readonly string[]): Promise<OrnamentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('ornaments').selectAll().where('id', 'in', [...ids]).execute();
}

/** The weapon type of sealed graffiti: the percentage game's consolation prizes, never a target. */
export const GRAFFITI_TYPE = 'graffiti';

export interface OrnamentQuery {
  readonly keyword?: string | undefined;
  readonly sort?: 'price_asc' | 'price_desc' | undefined;
  /** Prices from and to, hundredths, both included. */
  readonly prices?: { readonly min: number; readonly max: number } | undefined;
}

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

function targetOrnaments(db: Executor, query: OrnamentQuery) {
  let select = db.selectFrom('ornaments').where('weapon_type', '!=', GRAFFITI_TYPE).where('price', '>', 0);
  if (query.prices) select = select.where('price', '>=', query.prices.min).where('price', '<=', query.prices.max);
  if (query.keyword) {
    const like = likePattern(query.keyword);
    const columns = ['weapon_cn', 'weapon_br', 'weapon_en', 'skin_cn', 'skin_br', 'skin_en'] as const;
    select = select.where((eb) => eb.or(columns.map((column) => eb(eb.fn('lower', [column]), 'like', like))));
  }
  return select;
}

/** Items a percentage play may aim at: every priced item but graffiti, searched and sorted by price. */
export function pageTargetOrnaments(db: Executor, query: OrnamentQuery, page: number, size: number): Promise<Page<OrnamentRow>> {
  const direction = query.sort === 'price_desc' ? 'desc' : 'asc';
  return readPage(targetOrnaments(db, query).selectAll().orderBy('price', direction).orderBy('id'), page, size);
}

export function listGraffiti(db: Executor): Promise<OrnamentRow[]> {
  return db.selectFrom('ornaments').selectAll().where('weapon_type', '=', GRAFFITI_TYPE).orderBy('id').execute();
}

export async function insertCategory(db: Executor, row: BoxCategoryRow): Promise<void> {
  await db.insertInto('box_categories').values(row).execute();
}

/** The categories players browse: every one but the games' item pools. */
export function listCategories(db: Executor): Promise<BoxCategoryRow[]> {
  return db.selectFrom('box_categories').selectAll().where('id', 'not in', [...GAME_POOL_CATEGORY_IDS]).orderBy('sort', 'desc').orderBy('id').execute();
}

export function listCategoryIds(db: Executor): Promise<string[]> {
  return db
    .selectFrom('box_categories')
    .select('id')
    .execute()
    .then((rows) => rows.map((row) => row.id));
}

/** Boxes players may see listed: visible paid and free boxes, not a game's item pool (games roll against those). */
function listedBoxes(db: Executor) {
  return db.selectFrom('boxes').where('visible', '=', 1).where('kind', 'in', [...LISTED_BOX_KINDS]);
}

export interface BoxFilter {
  readonly categoryId?: string | undefined;
  readonly kind?: number | undefined;
  readonly keyword?: string | undefined;
}

function filteredBoxes(db: Executor, filter: BoxFilter) {
  let query = listedBoxes(db);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.keyword) {
    const like = likePattern(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name_cn']), 'like', like), eb(eb.fn('lower', ['name_br']), 'like', like), eb(eb.fn('lower', ['name_en']), 'like', like)]),
    );
  }
  return query;
}

export function pageBoxes(db: Executor, filter: BoxFilter, page: number, size: number): Promise<Page<BoxRow>> {
  return readPage(filteredBoxes(db, filter).selectAll().orderBy('sort', 'desc').orderBy('id'), page, size);
}

/** Every box of a kind, listed or hidden, lowest level first (operators' overview). */
export function listBoxesOfKind(db: Executor, kind: number): Promise<BoxRow[]> {
  return db.selectFrom('boxes').selectAll().where('kind', '=', kind).orderBy('level').orderBy('sort', 'desc').orderBy('id').execute();
}

export function listVisibleBoxes(db: Executor): Promise<BoxRow[]> {
  return listedBoxes(db).selectAll().orderBy('sort', 'desc').orderBy('id').execute();
}

export function newestBoxes(db: Executor, limit: number): Promise<BoxRow[]> {
  return listedBoxes(db).selectAll().orderBy('created_at', 'desc').orderBy('sort', 'desc').orderBy('id').limit(limit).execute();
}

export function findBox(db: Executor, id: string): Promise<BoxRow | undefined> {
  return db.selectFrom('boxes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBoxes(db: Executor, ids: readonly string[]): Promise<BoxRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('boxes').selectAll().where('id', 'in', [...ids]).execute();
}

/** The forge's pools with the odds version in force, cheapest band first. */
export function listForgePools(db: Executor): Promise<BoxRow[]> {
  return db.selectFrom('boxes').selectAll().where('kind', '=', BOX_KIND.forge).where('visible', '=', 1).orderBy('price').orderBy('id').execute();
}

export async function insertBox(db: Executor, row: BoxRow): Promise<void> {
  await db.insertInto('boxes').values(row).execute();
}

/** Moves a box to a new odds version, only if it is still at the version the edit was based on. */
export async function advanceBoxVersion(
  db: Trx,
  boxId: string,
  fromVersion: number,
  change: { odds_version: number; price: number; expected_return: number; updated_at: number },
): Promise<boolean> {
  const result = await db.updateTable('boxes').set(change).where('id', '=', boxId).where('odds_version', '=', fromVersion).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOddsVersion(
  db: Executor,
  version: { box_id: string; version: number; price: number; expected_return: number; hash: string; created_at: number },
  odds: readonly BoxOddsRow[],
): Promise<void> {
  await db.insertInto('box_odds_versions').values(version).execute();
  await db.insertInto('box_odds').values([...odds]).execute();
}

export function listOdds(db: Executor, boxId: string, version: number): Promise<BoxOddsRow[]> {
  return db.selectFrom('box_odds').selectAll().where('box_id', '=', boxId).where('version', '=', version).orderBy('position').execute();
}

export function findOddsVersion(db: Executor, boxId: string, version: number) {
  return db.selectFrom('box_odds_versions').selectAll().where('box_id', '=', boxId).where('version', '=', version).executeTakeFirst();
}

/** Every published version of a box's odds, newest first. */
export function listOddsVersions(db: Executor, boxId: string) {
  return db.selectFrom('box_odds_versions').selectAll().where('box_id', '=', boxId).orderBy('version', 'desc').execute();
}

/** What the console searches the whole catalogue by: every item, graffiti included. */
export interface CatalogueQuery extends OrnamentQuery {
  readonly weaponType?: string | undefined;
  readonly rarity?: string | undefined;
  readonly sortBy?: 'price_asc' | 'price_desc' | 'name' | undefined;
}

function catalogueOrnaments(db: Executor, query: CatalogueQuery) {
  let select = db.selectFrom('ornaments');
  if (query.weaponType) select = select.where('weapon_type', '=', query.weaponType);
  if (query.rarity) select = select.where('rarity', '=', query.rarity);
  if (query.prices) select = select.where('price', '>=', query.prices.min).where('price', '<=', query.prices.max);
  if (query.keyword) {
    const like = likePattern(query.keyword);
    const columns = ['id', 'weapon_cn', 'weapon_br', 'weapon_en', 'skin_cn', 'skin_br', 'skin_en'] as const;
    select = select.where((eb) => eb.or(columns.map((column) => eb(eb.fn('lower', [column]), 'like', like))));
  }
  return select;
}

export function pageCatalogueOrnaments(db: Executor, query: CatalogueQuery, page: number, size: number): Promise<Page<OrnamentRow>> {
  let ordered = catalogueOrnaments(db, query).selectAll();
  ordered = query.sortBy === 'name' ? ordered.orderBy('weapon_en').orderBy('skin_en') : ordered.orderBy('price', query.sortBy === 'price_asc' ? 'asc' : 'desc');
  return readPage(ordered.orderBy('id'), page, size);
}

export async function updateOrnament(db: Trx, id: string, change: { price?: number; image?: string; art?: null }): Promise<void> {
  await db.updateTable('ornaments').set(change).where('id', '=', id).execute();
}

/** Every box and forge pool, hidden ones too, for the console. */
export interface ConsoleBoxFilter extends BoxFilter {
  readonly visible?: number | undefined;
}

function consoleBoxes(db: Executor, filter: ConsoleBoxFilter) {
  let query = db.selectFrom('boxes');
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.visible !== undefined) query = query.where('visible', '=', filter.visible);
  if (filter.keyword) {
    const like = likePattern(filter.keyword);
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['id']), 'like', like), eb(eb.fn('lower', ['name_cn']), 'like', like), eb(eb.fn('lower', ['name_br']), 'like', like), eb(eb.fn('lower', ['name_en']), 'like', like)]));
  }
  return query;
}

export function pageConsoleBoxes(db: Executor, filter: ConsoleBoxFilter, page: number, size: number): Promise<Page<BoxRow>> {
  return readPage(consoleBoxes(db, filter).selectAll().orderBy('sort', 'desc').orderBy('id'), page, size);
}

export async function updateBox(db: Trx, id: string, change: Partial<Pick<BoxRow, 'name_cn' | 'name_br' | 'name_en' | 'category_id' | 'image' | 'art' | 'sort' | 'visible' | 'updated_at'>>): Promise<void> {
  await db.updateTable('boxes').set(change).where('id', '=', id).execute();
}

/** Every category, the forge's included (the console edits them all). */
export function listAllCategories(db: Executor): Promise<BoxCategoryRow[]> {
  return db.selectFrom('box_categories').selectAll().orderBy('sort', 'desc').orderBy('id').execute();
}

export async function saveCategory(db: Trx, row: BoxCategoryRow): Promise<void> {
  await db
    .insertInto('box_categories')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ name_cn: row.name_cn, name_br: row.name_br, name_en: row.name_en, sort: row.sort }))
    .execute();
}

export function findCategory(db: Executor, id: string): Promise<BoxCategoryRow | undefined> {
  return db.selectFrom('box_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listBoxImages(db: Executor): Promise<string[]> {
  return (await db.selectFrom('boxes').select('image').distinct().orderBy('image').execute()).map((row) => row.image);
}
