import type { Kysely } from 'kysely';
import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { ExponentBoxList, ExponentOffer } from '@lootbay/shared/schemas/exponent';
import type { Database } from '../../db/database';
import { unitOf, type Trx } from '../../db/unit-of-work';
import { returnRateWithinPolicy } from '@lootbay/shared/fairness/return-policy';
import type { BoxRow, CatalogService } from '../catalog/catalog.service';
import type { ExponentOfferRow } from './exponent.table';
import { listOffers, replaceOffers, roundLimit, saveRoundLimit } from './exponent.repository';

/** How long purchases use the offers, limit and graffiti they read. */
const TERMS_CACHE_MS = 1_000;

/** Purchases a member may make per round until an operator sets another limit. */
export const DEFAULT_ROUND_LIMIT = 3;

/** The graffiti a miss may receive: how many, and their prices summed (the mean is their share). */
export interface GraffitiPool {
  readonly count: number;
  readonly total: number;
}

/**
 * A purchase's expected return in basis points of its price: a match (half the roll points) gives
 * the index box, a miss one of the graffiti, each as likely. Exact to the basis point, rounded down.
 */
export function offerReturnRate(price: number, indexReturn: number, graffiti: GraffitiPool): number {
  if (price <= 0) return 0;
  const graffitiMean = graffiti.count > 0 ? graffiti.total / graffiti.count : 0;
  return Math.floor(((indexReturn + graffitiMean) * 10_000) / (2 * price));
}

/** Whether a pairing keeps the house edge within the policy every paid box keeps (85%–95%). */
export function withinOfferPolicy(price: number, indexReturn: number, graffiti: GraffitiPool): boolean {
  // Over `count` purchases: half give the index box, half the graffiti (their total once per count).
  const count = Math.max(1, graffiti.count);
  return returnRateWithinPolicy(BigInt(indexReturn * count + (graffiti.count > 0 ? graffiti.total : 0)), 2n * BigInt(price) * BigInt(count));
}

function localized(row: BoxRow, locale: Locale): string {
  return row[`name_${locale}`];
}

/** A weapon box on offer with its index box, both as they are now. */
export interface PricedOffer {
  readonly box: BoxRow;
  readonly indexBox: BoxRow;
  readonly withinPolicy: boolean;
  readonly returnRate: number;
}

/**
 * The weapon boxes on offer and the per-round limit: what `/exponential/boxList` shows, what a
 * purchase is checked against, and what the console saves. A pairing outside the policy (an
 * index box's odds or a weapon box's price edited since) is kept out of the game until fixed.
 */
export function createExponentOffers(deps: { readonly catalog: CatalogService; readonly db: Kysely<Database>; readonly clock: () => number }) {
  const { catalog } = deps;
  let terms: { readonly offers: readonly ExponentOfferRow[]; readonly roundLimit: number; readonly graffiti: GraffitiPool; readonly until: number } | null = null;

  /**
   * The offers, the limit and the graffiti as purchases read them: from memory for a second. A save
   * on this instance forgets them at once; another instance sells the previous terms for at most
   * that second, as a box's price is cached (the purchase records what it was sold with).
   */
  async function termsIn(trx: Trx) {
    const now = deps.clock();
    if (terms && terms.until > now) return terms;
    terms = { offers: await listOffers(trx), roundLimit: (await roundLimit(trx)) ?? DEFAULT_ROUND_LIMIT, graffiti: await graffitiPool(trx), until: now + TERMS_CACHE_MS };
    return terms;
  }

  async function graffitiPool(executor: Trx): Promise<GraffitiPool> {
    const rows = await catalog.consolationItemsIn(executor);
    return { count: rows.length, total: rows.reduce((sum, row) => sum + Number(row.price), 0) };
  }

  async function priced(executor: Trx, offers: readonly { readonly box_id: string; readonly index_box_id: string }[], graffiti: GraffitiPool): Promise<PricedOffer[]> {
    const priced: PricedOffer[] = [];
    for (const offer of offers) {
      const box = await catalog.boxRowIn(executor, offer.box_id).catch(() => undefined);
      const indexBox = await catalog.boxRowIn(executor, offer.index_box_id).catch(() => undefined);
      if (!box || !indexBox) continue;
      const price = Number(box.price);
      const indexReturn = Number(indexBox.expected_return);
      priced.push({ box, indexBox, withinPolicy: withinOfferPolicy(price, indexReturn, graffiti), returnRate: offerReturnRate(price, indexReturn, graffiti) });
    }
    return priced;
  }

  return {
    graffitiPool,

    /** Every offer as it stands, outside the policy too (operators' view). */
    async all(trx: Trx): Promise<{ offers: PricedOffer[]; roundLimit: number; graffiti: GraffitiPool }> {
      const graffiti = await graffitiPool(trx);
      return { offers: await priced(trx, await listOffers(trx), graffiti), roundLimit: (await roundLimit(trx)) ?? DEFAULT_ROUND_LIMIT, graffiti };
    },

    /**
     * The offer of one weapon box, if it is on sale (both boxes listed, within the policy), and the
     * purchases a member may make per round, read in the purchase's transaction.
     */
    async offerIn(trx: Trx, boxId: string): Promise<{ readonly offer: PricedOffer | undefined; readonly roundLimit: number }> {
      const { offers, roundLimit: limit, graffiti } = await termsIn(trx);
      const offer = offers.find((entry) => entry.box_id === boxId);
      if (!offer) return { offer: undefined, roundLimit: limit };
      // Listed boxes as opens read them (hidden ones are refused), from memory for a second.
      const box = await catalog.boxIn(trx, offer.box_id).catch(() => undefined);
      const indexBox = await catalog.boxIn(trx, offer.index_box_id).catch(() => undefined);
      if (!box || !indexBox) return { offer: undefined, roundLimit: limit };
      const withinPolicy = withinOfferPolicy(Number(box.price), Number(indexBox.expected_return), graffiti);
      return { offer: withinPolicy ? { box, indexBox, withinPolicy, returnRate: offerReturnRate(Number(box.price), Number(indexBox.expected_return), graffiti) } : undefined, roundLimit: limit };
    },

    roundLimit: async (): Promise<number> => (await roundLimit(deps.db)) ?? DEFAULT_ROUND_LIMIT,

    /** `/exponential/boxList`: the offers players may buy, in page order. */
    async boxList(locale: Locale): Promise<ExponentBoxList> {
      // Reads outside a transaction, through the pool, with the functions made for one.
      const db = deps.db as Trx;
      const graffiti = await graffitiPool(db);
      const offers = (await priced(db, await listOffers(db), graffiti)).filter((offer) => offer.withinPolicy && offer.box.visible === 1 && offer.indexBox.visible === 1);
      return {
        list: offers.map(
          (offer): ExponentOffer => ({
            boxId: offer.box.id,
            name: localized(offer.box, locale),
            image: offer.box.image,
            price: Number(offer.box.price),
            currency: offer.box.currency,
            indexBox: { id: offer.indexBox.id, name: localized(offer.indexBox, locale), image: offer.indexBox.image, oddsVersion: offer.indexBox.odds_version, expectedReturn: Number(offer.indexBox.expected_return) },
            returnRate: offer.returnRate,
          }),
        ),
        roundLimit: (await roundLimit(db)) ?? DEFAULT_ROUND_LIMIT,
        graffitiValue: graffiti.count > 0 ? Math.round(graffiti.total / graffiti.count) : 0,
      };
    },

    /**
     * Puts these pairings on offer, in this order, with a per-round limit, in the caller's
     * transaction: each weapon box a paid box, each index box an exponent box, each pairing within
     * the policy. Purchases already made keep the index box and odds they were bought with.
     */
    async saveIn(trx: Trx, offers: readonly { readonly boxId: string; readonly indexBoxId: string }[], limit: number, now: number) {
      if (!Number.isInteger(limit) || limit < 1 || limit > 20) throw new AppError('EXPONENT_LIMIT_INVALID');
      const graffiti = await graffitiPool(trx);
      if (new Set(offers.map((offer) => offer.boxId)).size !== offers.length) throw new AppError('EXPONENT_OFFER_INVALID');
      for (const offer of offers) {
        const box = await catalog.boxRowIn(trx, offer.boxId).catch(() => undefined);
        const indexBox = await catalog.boxRowIn(trx, offer.indexBoxId).catch(() => undefined);
        if (!box || !indexBox || box.kind !== BOX_KIND.paid || box.currency !== 'coin' || indexBox.kind !== BOX_KIND.exponent) throw new AppError('EXPONENT_OFFER_INVALID', { boxId: offer.boxId });
        if (!withinOfferPolicy(Number(box.price), Number(indexBox.expected_return), graffiti)) throw new AppError('EXPONENT_OFFER_OUTSIDE_POLICY', { boxId: offer.boxId, returnRate: offerReturnRate(Number(box.price), Number(indexBox.expected_return), graffiti) });
      }
      const before = { offers: (await listOffers(trx)).map((row) => ({ boxId: row.box_id, indexBoxId: row.index_box_id })), roundLimit: (await roundLimit(trx)) ?? DEFAULT_ROUND_LIMIT };
      await replaceOffers(
        trx,
        offers.map((offer, position) => ({ box_id: offer.boxId, index_box_id: offer.indexBoxId, position })),
      );
      await saveRoundLimit(trx, limit, now);
      unitOf(trx).afterCommit(() => {
        terms = null;
      });
      return { before, after: { offers: offers.map(({ boxId, indexBoxId }) => ({ boxId, indexBoxId })), roundLimit: limit } };
    },
  };
}

export type ExponentOffers = ReturnType<typeof createExponentOffers>;
