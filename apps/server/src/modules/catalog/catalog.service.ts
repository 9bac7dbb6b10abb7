import type { Kysely } from 'kysely';
import type { Currency, Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { expectedReturn, expectedReturnTimes100000, isExactPartition, rangeIndexFor, rangeWidth, type OddsTable, type RollRange } from '@lootbay/shared/fairness/odds';
import { boxOddsId, oddsHash } from '@lootbay/shared/fairness/odds-hash';
import { withinReturnPolicy } from '@lootbay/shared/fairness/return-policy';
import { itemPicture } from '@lootbay/shared/item-art';
import type { Box, BoxCategory, BoxDetail, BoxOrnament, OddsVersion, Ornament } from '@lootbay/shared/schemas/catalog';
import { BOX_KIND, GRADE_COLORS, RARITY_INFO, WEAR_LABELS, type Grade, type Rarity, type Wear } from '@lootbay/shared/catalog';
import type { Database } from '../../db/database';
import type { Db } from '../../db/dialect';
import { unitOf, type Trx } from '../../db/unit-of-work';
import { ttlCache } from '../../ttl-cache';
import {
  advanceBoxVersion,
  findBox,
  findBoxes,
  findOddsVersion,
  findOrnaments,
  insertBox,
  insertCategory,
  insertOddsVersion,
  listBoxesOfKind,
  listCategories,
  listForgePools,
  listGraffiti,
  listOdds,
  listOddsVersions,
  findCategory,
  listAllCategories,
  listBoxImages,
  listCategoryIds,
  listVisibleBoxes,
  newestBoxes,
  pageBoxes,
  pageCatalogueOrnaments,
  pageConsoleBoxes,
  pageTargetOrnaments,
  saveCategory,
  updateBox,
  updateOrnament,
  type BoxFilter,
  type CatalogueQuery,
  type ConsoleBoxFilter,
  type OrnamentQuery,
} from './catalog.repository';
import { boxImagePath } from './catalog.images';
import type { BoxCategoryRow, BoxRow, OrnamentRow } from './catalog.table';

// The rows and queries other modules read through this service, named here so they never reach into catalog's tables.
export type { BoxCategoryRow, BoxRow, OrnamentRow } from './catalog.table';
export type { OrnamentQuery } from './catalog.repository';

/** One item of a box's odds as the opening machinery needs it. */
export interface OddsEntry {
  readonly ornamentId: string;
  readonly range: RollRange;
  /** The item's price when the odds version was published, hundredths. */
  readonly price: number;
}

/** A box's odds at one version: immutable once published, so they are cached freely. */
export interface BoxOdds {
  readonly boxId: string;
  readonly version: number;
  readonly price: number;
  readonly expectedReturn: number;
  /** SHA-256 of the version's canonical text (`@lootbay/shared/fairness/odds-hash`). */
  readonly hash: string;
  readonly publishedAt: number;
  readonly entries: readonly OddsEntry[];
  /** The same odds as the play engine rolls against them: each range selects an item id. */
  readonly table: OddsTable;
}

/** The fingerprint of odds rows as published: what every roll against them records. */
function hashOf(boxId: string, version: number, price: number, entries: readonly OddsEntry[]): Promise<string> {
  return oddsHash({
    id: boxOddsId(boxId, version),
    price,
    entries: entries.map((entry) => ({ from: entry.range.from, to: entry.range.to, itemId: entry.ornamentId, price: entry.price })),
  });
}

export interface NewBox {
  readonly id: string;
  readonly name: Readonly<Record<Locale, string>>;
  readonly image: string;
  /** The CS2 art's full address, shown before `image` where reachable. */
  readonly art?: string | null;
  readonly categoryId: string;
  readonly price: number;
  readonly currency: Currency;
  readonly kind: number;
  readonly level: number;
  readonly sort: number;
}

/** What the console may change on a box besides its odds. */
export interface BoxChange {
  readonly name?: Readonly<Record<Locale, string>> | undefined;
  readonly categoryId?: string | undefined;
  readonly image?: string | undefined;
  readonly sort?: number | undefined;
  readonly visible?: boolean | undefined;
}

export interface OddsItem {
  readonly ornamentId: string;
  /** How many of the 100000 roll points the item owns. */
  readonly points: number;
}

function localizedName(row: { name_cn: string; name_br: string; name_en: string }, locale: Locale): string {
  return row[`name_${locale}`];
}

export function toOrnament(row: OrnamentRow, locale: Locale): Ornament {
  const rarity = row.rarity as Rarity;
  const wear = row.wear as Wear;
  const weapon = row[`weapon_${locale}`];
  const skin = row[`skin_${locale}`];
  const info = RARITY_INFO[rarity];
  return {
    id: row.id,
    name: skin ? `${weapon} | ${skin}` : weapon,
    weapon,
    skin,
    weaponType: row.weapon_type,
    grade: row.grade,
    gradeColor: GRADE_COLORS[row.grade as Grade],
    rarity,
    rarityName: info.label[locale],
    cardStyle: info.cardStyle,
    wear,
    wearName: WEAR_LABELS[wear][locale],
    wearValue: row.wear_value,
    price: row.price,
    image: itemPicture(row.art, row.image),
  };
}

export function toBox(row: BoxRow, locale: Locale): Box {
  return {
    id: row.id,
    name: localizedName(row, locale),
    image: itemPicture(row.art, row.image),
    categoryId: row.category_id,
    price: row.price,
    currency: row.currency,
    kind: row.kind,
    level: row.level,
    oddsVersion: row.odds_version,
    expectedReturn: row.expected_return,
  };
}

function toCategory(row: BoxCategoryRow, locale: Locale): BoxCategory {
  return { id: row.id, name: localizedName(row, locale), sort: row.sort };
}

/** A probability of `points` out of 100000 as a percentage with three decimals, exactly. */
export function probabilityText(points: number): string {
  // points / 100000 as a percentage is points / 1000, printed with its three decimals.
  return `${Math.trunc(points / 1000)}.${String(points % 1000).padStart(3, '0')}%`;
}

function rangesFromPoints(items: readonly OddsItem[]): RollRange[] {
  let from = 1;
  return items.map((item) => {
    const range = { from, to: from + item.points - 1 };
    from += item.points;
    return range;
  });
}

/** Item names and pictures change rarely (an operator's edit); other instances see an edit within this. */
const ORNAMENT_CACHE_MS = 60_000;
/**
 * A box's price and odds version, as opens read them, and its name and picture beside what was
 * played with it. An edit on this instance drops its entry at once; another instance plays the
 * previous published version for at most this long (which is still a version the player may
 * have seen, and every open records the one it used).
 */
const BOX_CACHE_MS = 1_000;

export interface CatalogDependencies {
  readonly db: Db;
  readonly clock?: () => number;
}

export function createCatalogService(deps: CatalogDependencies) {
  const db = deps.db.kysely;
  const clock = deps.clock ?? Date.now;
  const oddsCache = new Map<string, BoxOdds>();
  const ornamentCache = ttlCache<OrnamentRow>(ORNAMENT_CACHE_MS, clock);
  const boxCache = ttlCache<BoxRow>(BOX_CACHE_MS, clock);
  // Apart from the opens' entries, so a box shown does not make an open's price older than it would be.
  const shownBoxCache = ttlCache<BoxRow>(BOX_CACHE_MS, clock);

  /** A box's odds at a version, hashed and checked; `fresh` reads and hashes them from the database even when they are in memory. */
  async function loadOdds(executor: Kysely<Database>, boxId: string, version: number, fresh = false): Promise<BoxOdds> {
    const key = `${boxId}@${version}`;
    const cached = fresh ? undefined : oddsCache.get(key);
    if (cached) return cached;
    const [head, rows] = await Promise.all([findOddsVersion(executor, boxId, version), listOdds(executor, boxId, version)]);
    if (!head || rows.length === 0) throw new AppError('BOX_NOT_FOUND');
    const entries = rows.map((row) => ({ ornamentId: row.ornament_id, range: { from: row.roll_from, to: row.roll_to }, price: row.price }));
    // Versions never change (the database refuses it); one that no longer matches its hash is not played.
    if ((await hashOf(boxId, version, head.price, entries)) !== head.hash) throw new AppError('ODDS_INTEGRITY_FAILED');
    const table = { id: boxOddsId(boxId, version), hash: head.hash, entries: entries.map((entry) => ({ range: entry.range, outcome: entry.ornamentId })) };
    const odds: BoxOdds = { boxId, version, price: head.price, expectedReturn: head.expected_return, hash: head.hash, publishedAt: head.created_at, entries, table };
    oddsCache.set(key, odds);
    return odds;
  }

  /** Box rows by id, hidden ones too, from memory when fresh. */
  function boxRows(cache: typeof boxCache, executor: Kysely<Database>, ids: readonly string[]): Promise<Map<string, BoxRow>> {
    return cache.many(ids, async (missing) => (await findBoxes(executor, missing)).map((row) => [row.id, row] as const));
  }

  function forgetBox(id: string): void {
    boxCache.forget(id);
    shownBoxCache.forget(id);
  }

  /** Item rows by id, from memory when fresh. */
  function ornamentRows(executor: Kysely<Database>, ids: readonly string[]): Promise<Map<string, OrnamentRow>> {
    return ornamentCache.many(ids, async (missing) => (await findOrnaments(executor, missing)).map((row) => [row.id, row] as const));
  }

  /**
   * Checks one odds version: the ranges partition 1..100000, every item exists, and a paid box's
   * expected return keeps to the house edge policy. Answers the rows to store and the return.
   */
  async function checkVersion(trx: Trx, boxId: string, version: number, kind: number, price: number, items: readonly OddsItem[]) {
    const ranges = rangesFromPoints(items);
    if (!items.every((item) => Number.isInteger(item.points) && item.points > 0) || !isExactPartition(ranges)) throw new AppError('ODDS_NOT_PARTITION');
    const ornaments = new Map((await findOrnaments(trx, [...new Set(items.map((item) => item.ornamentId))])).map((row) => [row.id, row]));
    const odds = items.map((item, index) => {
      const ornament = ornaments.get(item.ornamentId);
      if (!ornament) throw new AppError('ORNAMENT_NOT_FOUND');
      const range = ranges[index]!;
      return { box_id: boxId, version, position: index, ornament_id: item.ornamentId, roll_from: range.from, roll_to: range.to, price: ornament.price };
    });
    const priced = odds.map((row) => ({ price: row.price, range: { from: row.roll_from, to: row.roll_to } }));
    if (kind === BOX_KIND.paid && !withinReturnPolicy(expectedReturnTimes100000(priced), price)) throw new AppError('ODDS_OUTSIDE_POLICY');
    const hash = await hashOf(
      boxId,
      version,
      price,
      odds.map((row) => ({ ornamentId: row.ornament_id, range: { from: row.roll_from, to: row.roll_to }, price: row.price })),
    );
    return { odds, expected: expectedReturn(priced), hash };
  }

  async function createBoxIn(trx: Trx, box: NewBox, items: readonly OddsItem[], now = clock()): Promise<void> {
    if (await findBox(trx, box.id)) throw new AppError('BOX_ID_TAKEN');
    if (!(await findCategory(trx, box.categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
    const { odds, expected, hash } = await checkVersion(trx, box.id, 1, box.kind, box.price, items);
    await insertBox(trx, {
      id: box.id,
      name_cn: box.name.cn,
      name_br: box.name.br,
      name_en: box.name.en,
      image: box.image,
      art: box.art ?? null,
      category_id: box.categoryId,
      price: box.price,
      currency: box.currency,
      kind: box.kind,
      level: box.level,
      odds_version: 1,
      expected_return: expected,
      sort: box.sort,
      visible: 1,
      created_at: now,
      updated_at: now,
    });
    await insertOddsVersion(trx, { box_id: box.id, version: 1, price: box.price, expected_return: expected, hash, created_at: now }, odds);
  }

  async function reviseOddsIn(trx: Trx, boxId: string, basedOn: number, items: readonly OddsItem[], price?: number, now = clock()): Promise<number> {
    const row = await findBox(trx, boxId);
    if (!row) throw new AppError('BOX_NOT_FOUND');
    if (row.odds_version !== basedOn) throw new AppError('ODDS_VERSION_CONFLICT');
    const version = basedOn + 1;
    const newPrice = price ?? row.price;
    const { odds, expected, hash } = await checkVersion(trx, boxId, version, row.kind, newPrice, items);
    // The conditional update goes first: it locks the box row, so a racing edit waits and then fails.
    if (!(await advanceBoxVersion(trx, boxId, basedOn, { odds_version: version, price: newPrice, expected_return: expected, updated_at: now }))) {
      throw new AppError('ODDS_VERSION_CONFLICT');
    }
    await insertOddsVersion(trx, { box_id: boxId, version, price: newPrice, expected_return: expected, hash, created_at: now }, odds);
    unitOf(trx).afterCommit(() => forgetBox(boxId));
    return version;
  }

  return {
    async categories(locale: Locale): Promise<BoxCategory[]> {
      return (await listCategories(db)).map((row) => toCategory(row, locale));
    },

    async categoriesWithBoxes(locale: Locale) {
      const [categories, boxes] = await Promise.all([listCategories(db), listVisibleBoxes(db)]);
      return categories.map((category) => ({
        ...toCategory(category, locale),
        boxes: boxes.filter((box) => box.category_id === category.id).map((box) => toBox(box, locale)),
      }));
    },

    async listBoxes(filter: BoxFilter, page: number, size: number, locale: Locale) {
      const { list, total } = await pageBoxes(db, filter, page, size);
      return { list: list.map((row) => toBox(row, locale)), total, page, size };
    },

    /** Every listed box, in listing order. */
    async listedBoxes(locale: Locale): Promise<Box[]> {
      return (await listVisibleBoxes(db)).map((row) => toBox(row, locale));
    },

    async newestBoxes(limit: number, locale: Locale): Promise<Box[]> {
      return (await newestBoxes(db, limit)).map((row) => toBox(row, locale));
    },

    /** Boxes by id, hidden ones too, as shown beside what was played with them (from memory when fresh). */
    async boxesByIds(ids: readonly string[], locale: Locale): Promise<Map<string, Box>> {
      return new Map([...(await boxRows(shownBoxCache, db, ids)).values()].map((row) => [row.id, toBox(row, locale)]));
    },

    /** Every box of a kind, hidden ones too, with its names in every language (operators' overview). */
    boxesOfKind: (kind: number): Promise<BoxRow[]> => listBoxesOfKind(db, kind),

    /** A listed box as it is offered now. */
    async box(id: string, locale: Locale): Promise<Box> {
      const row = await findBox(db, id);
      if (!row || row.visible !== 1) throw new AppError('BOX_NOT_FOUND');
      return toBox(row, locale);
    },

    /** A listed box as it is offered now (its price and odds version), read in the caller's transaction when not in memory. */
    async boxIn(trx: Trx, id: string): Promise<BoxRow> {
      const row = (await boxRows(boxCache, trx, [id])).get(id);
      if (!row || row.visible !== 1) throw new AppError('BOX_NOT_FOUND');
      return row;
    },

    /** Box details with the odds table; a past version shows the odds an old roll used. */
    async boxInfo(id: string, locale: Locale, version?: number): Promise<BoxDetail> {
      const row = await findBox(db, id);
      if (!row) throw new AppError('BOX_NOT_FOUND');
      // A past version is asked by a proof: it is read and hashed from the database, so an edit there shows at once.
      const odds = await loadOdds(db, id, version ?? row.odds_version, version !== undefined);
      const ornaments = await this.ornaments(
        odds.entries.map((entry) => entry.ornamentId),
        locale,
      );
      const items: BoxOrnament[] = odds.entries.map((entry) => ({
        ...ornaments.get(entry.ornamentId)!,
        price: entry.price,
        rollFrom: entry.range.from,
        rollTo: entry.range.to,
        probability: probabilityText(rangeWidth(entry.range)),
      }));
      return {
        ...toBox(row, locale),
        price: odds.price,
        oddsVersion: odds.version,
        expectedReturn: odds.expectedReturn,
        oddsHash: odds.hash,
        oddsPublishedAt: odds.publishedAt,
        ornaments: items,
      };
    },

    /** `/visitor/boxOddsVersions`: the dated, public log of every odds version a box has had, newest first. */
    async oddsVersions(boxId: string): Promise<OddsVersion[]> {
      const rows = await listOddsVersions(db, boxId);
      if (rows.length === 0) throw new AppError('BOX_NOT_FOUND');
      return rows.map((row) => ({ version: row.version, price: row.price, expectedReturn: row.expected_return, hash: row.hash, publishedAt: row.created_at }));
    },

    async ornaments(ids: readonly string[], locale: Locale): Promise<Map<string, Ornament>> {
      return new Map([...(await ornamentRows(db, ids)).values()].map((row) => [row.id, toOrnament(row, locale)]));
    },

    /** Items' stored rows (every language's names) by id, inside the caller's transaction: for a module that keeps an item's fixed facts. */
    ornamentRowsIn: (trx: Trx, ids: readonly string[]): Promise<Map<string, OrnamentRow>> => ornamentRows(trx, ids),

    /** Items by id inside the caller's transaction (from memory when fresh). */
    async ornamentsIn(trx: Trx, ids: readonly string[], locale: Locale): Promise<Map<string, Ornament>> {
      return new Map([...(await ornamentRows(trx, ids)).values()].map((row) => [row.id, toOrnament(row, locale)]));
    },

    /** `/mybox/open/on_open_draw`: the items a percentage play may aim at. */
    async targets(query: OrnamentQuery, page: number, size: number, locale: Locale) {
      const { list, total } = await pageTargetOrnaments(db, query, page, size);
      return { list: list.map((row) => toOrnament(row, locale)), total, page, size };
    },

    /** The percentage game's consolation prizes (sealed graffiti), in id order, read in the caller's transaction. */
    consolationItemsIn: (trx: Trx): Promise<OrnamentRow[]> => listGraffiti(trx),

    /** The forge's pools with the odds version in force, cheapest band first. */
    forgePools: (trx: Trx | Kysely<Database> = db): Promise<BoxRow[]> => listForgePools(trx),

    /** A published odds version, checked against its hash. */
    odds: (boxId: string, version: number): Promise<BoxOdds> => loadOdds(db, boxId, version),

    /** The same inside the caller's transaction (from memory once loaded). */
    oddsIn: (trx: Trx, boxId: string, version: number): Promise<BoxOdds> => loadOdds(trx, boxId, version),

    /** The item a roll point selects under some odds. */
    drawFor(odds: BoxOdds, rollPoint: number): OddsEntry {
      const index = rangeIndexFor(
        odds.entries.map((entry) => entry.range),
        rollPoint,
      );
      const entry = odds.entries[index];
      if (!entry) throw new RangeError(`roll point ${rollPoint} is outside the odds of ${odds.boxId}@${odds.version}`);
      return entry;
    },

    async addCategory(category: BoxCategoryRow): Promise<void> {
      await insertCategory(db, category);
    },

    /** Publishes a new box with its first odds version. */
    createBox(box: NewBox, items: readonly OddsItem[], now = clock()): Promise<void> {
      return deps.db.transaction((trx) => createBoxIn(trx, box, items, now));
    },

    /** The same inside the caller's transaction (the console's, which audits it). */
    createBoxIn,

    /**
     * Edits a box's odds (and optionally its price) by publishing a new version; the old one
     * stays for verification. `basedOn` is the version the editor saw, so two edits cannot both
     * win.
     */
    reviseOdds(boxId: string, basedOn: number, items: readonly OddsItem[], price?: number, now = clock()): Promise<number> {
      return deps.db.transaction((trx) => reviseOddsIn(trx, boxId, basedOn, items, price, now));
    },

    reviseOddsIn,

    /** Every item for the console: searched, filtered by weapon type and rarity, sorted. */
    async catalogueOrnaments(query: CatalogueQuery, page: number, size: number) {
      const { list, total } = await pageCatalogueOrnaments(db, query, page, size);
      return { rows: list, total, page, size };
    },

    /** Changes an item's price or picture. Published odds keep the price they were published with. */
    async updateOrnamentIn(trx: Trx, id: string, change: { readonly price?: number | undefined; readonly image?: string | undefined }) {
      const [before] = await findOrnaments(trx, [id]);
      if (!before) throw new AppError('ORNAMENT_NOT_FOUND');
      await updateOrnament(trx, id, { ...(change.price === undefined ? {} : { price: change.price }), ...(change.image === undefined ? {} : { image: change.image, art: null }) });
      const [after] = await findOrnaments(trx, [id]);
      unitOf(trx).afterCommit(() => ornamentCache.forget(id));
      return { before, after: after! };
    },

    /** Every box and forge pool, hidden ones too. */
    async consoleBoxes(filter: ConsoleBoxFilter, page: number, size: number) {
      const { list, total } = await pageConsoleBoxes(db, filter, page, size);
      return { rows: list, total, page, size };
    },

    boxRow: (id: string): Promise<BoxRow | undefined> => findBox(db, id),

    /** A box, listed or not, read in the caller's transaction. */
    async boxRowIn(trx: Trx, id: string): Promise<BoxRow> {
      const row = await findBox(trx, id);
      if (!row) throw new AppError('BOX_NOT_FOUND');
      return row;
    },

    /** Renames, recategorises, lists or hides a box; its odds change only through a new version. */
    async updateBoxIn(trx: Trx, id: string, change: BoxChange, now = clock()) {
      const before = await findBox(trx, id);
      if (!before) throw new AppError('BOX_NOT_FOUND');
      if (change.categoryId !== undefined && !(await findCategory(trx, change.categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
      await updateBox(trx, id, {
        ...(change.name ? { name_cn: change.name.cn, name_br: change.name.br, name_en: change.name.en } : {}),
        ...(change.categoryId === undefined ? {} : { category_id: change.categoryId }),
        // A picture the operator chose replaces the CS2 art.
        ...(change.image === undefined ? {} : { image: change.image, art: null }),
        ...(change.sort === undefined ? {} : { sort: change.sort }),
        ...(change.visible === undefined ? {} : { visible: change.visible ? 1 : 0 }),
        updated_at: now,
      });
      unitOf(trx).afterCommit(() => forgetBox(id));
      return { before, after: (await findBox(trx, id))! };
    },

    allCategories: (): Promise<BoxCategoryRow[]> => listAllCategories(db),

    async saveCategoryIn(trx: Trx, row: BoxCategoryRow) {
      const before = await findCategory(trx, row.id);
      await saveCategory(trx, row);
      return { before: before ?? null, after: row };
    },

    /** The box pictures an operator may choose: one per category, and every one in use. */
    async boxImages(): Promise<string[]> {
      const [categories, used] = await Promise.all([listCategoryIds(db), listBoxImages(db)]);
      return [...new Set([...categories.map(boxImagePath), ...used])].sort();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
