import type { Db } from '../../db/dialect';
import { rangesFromWeights, rangeWidth } from '@lootbay/shared/fairness/odds';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { CatalogService } from '../catalog/catalog.service';
import { DEFAULT_ROUND_LIMIT, withinOfferPolicy, type ExponentOffers } from './exponent.offers';
import { listOffers, roundLimit } from './exponent.repository';

/** The category of index boxes, kept out of the lists players browse. */
export const EXPONENT_CATEGORY_ID = 'exponent';
/** Weapon boxes that get an index box in the demo; the first six are on offer. */
const DEMO_WEAPON_BOXES = ['recoil', 'revolution', 'kilowatt', 'dreams', 'fracture', 'snakebite', 'awp', 'm4', 'pistols', 'starter'];
const DEMO_OFFERS = 6;
/** The purchase's return the demo aims at: the middle of the 85%–95% policy. */
const TARGET_RETURN = 0.9;

export function indexBoxId(boxId: string): string {
  return `${EXPONENT_CATEGORY_ID}-${boxId}`;
}

/**
 * The weapon box's own items, with their weights tilted towards the dear ones (weight × price^a)
 * until one open is worth twice the target return less a graffiti: a purchase then returns the
 * target, half by the index box and half by the graffiti of a miss.
 */
function tiltedPoints(items: readonly { readonly ornamentId: string; readonly points: number; readonly price: number }[], target: number): number[] {
  const valueAt = (tilt: number) => {
    const weights = items.map((item) => item.points * item.price ** tilt);
    const ranges = rangesFromWeights(weights);
    return { points: ranges.map(rangeWidth), value: ranges.reduce((sum, range, index) => sum + rangeWidth(range) * items[index]!.price, 0) / 100_000 };
  };
  let low = 0;
  let high = 4;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (valueAt(middle).value < target) low = middle;
    else high = middle;
  }
  return valueAt((low + high) / 2).points;
}

/**
 * Demo content: the `exponent` category, an index box for each of a few demo weapon boxes (their
 * own items, tilted), and the first six on offer with a limit of three a round. A catalogue
 * without those weapon boxes gets none; offers an operator saved are left alone.
 */
export function exponentDemo(catalog: CatalogService, offers: ExponentOffers) {
  return async (database: Db, now: number): Promise<void> => {
    if (!(await catalog.allCategories()).some((category) => category.id === EXPONENT_CATEGORY_ID)) {
      await catalog.addCategory({ id: EXPONENT_CATEGORY_ID, name_cn: '指数箱', name_br: 'Caixas de índice', name_en: 'Index boxes', sort: 0 });
    }
    const made: { boxId: string; indexBoxId: string }[] = [];
    for (const [position, boxId] of DEMO_WEAPON_BOXES.entries()) {
      const box = await catalog.boxRow(boxId);
      if (!box || box.kind !== BOX_KIND.paid) continue;
      const id = indexBoxId(boxId);
      const graffiti = await database.transaction((trx) => offers.graffitiPool(trx));
      if (!(await catalog.boxRow(id))) {
        const odds = await catalog.odds(boxId, box.odds_version);
        const graffitiMean = graffiti.count > 0 ? graffiti.total / graffiti.count : 0;
        const items = odds.entries.map((entry) => ({ ornamentId: entry.ornamentId, points: rangeWidth(entry.range), price: entry.price }));
        const points = tiltedPoints(items, 2 * TARGET_RETURN * Number(box.price) - graffitiMean);
        await catalog.createBox(
          { id, name: { cn: `指数箱·${box.name_cn}`, br: `Índice · ${box.name_br}`, en: `Index · ${box.name_en}` }, image: box.image, art: box.art, categoryId: EXPONENT_CATEGORY_ID, price: Number(box.price), currency: 'coin', kind: BOX_KIND.exponent, level: 0, sort: DEMO_WEAPON_BOXES.length - position },
          items.map((item, index) => ({ ornamentId: item.ornamentId, points: points[index]! })),
          now,
        );
      }
      const indexBox = await catalog.boxRow(id);
      if (!indexBox || !withinOfferPolicy(Number(box.price), Number(indexBox.expected_return), graffiti)) continue;
      made.push({ boxId, indexBoxId: id });
    }
    if ((await roundLimit(database.kysely)) !== undefined || (await listOffers(database.kysely)).length > 0 || made.length === 0) return;
    await database.transaction((trx) => offers.saveIn(trx, made.slice(0, DEMO_OFFERS), DEFAULT_ROUND_LIMIT, now));
  };
}
