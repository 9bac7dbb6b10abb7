import { itemPicture } from '@lootbay/shared/item-art';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { ConsoleExponentBoxes, ConsoleExponentOffers, ConsoleExponentRound } from '@lootbay/shared/schemas/console-exponent';
import type { ExponentDirection } from '@lootbay/shared/fairness/exponent';
import type { Trx } from '../../db/unit-of-work';
import type { BoxRow } from '../catalog/catalog.service';
import type { ExponentDependencies } from './exponent.context';
import type { ExponentOffers } from './exponent.offers';
import { graffitiByPurchases, pageStartedRounds, purchasesOfRounds } from './exponent.repository';
import type { ExponentViews } from './exponent.views';

function indexBoxOf(row: BoxRow) {
  return { id: row.id, name: { cn: row.name_cn, br: row.name_br, en: row.name_en }, image: itemPicture(row.art, row.image), visible: row.visible === 1, oddsVersion: row.odds_version, expectedReturn: Number(row.expected_return) };
}

/** What operators see of the game: the offers as they stand, and recent rounds with their money. */
export function createExponentOversight(deps: Pick<ExponentDependencies, 'db' | 'clock' | 'catalog'>, offers: ExponentOffers, views: ExponentViews) {
  const db = deps.db.kysely;

  /** Every offer as it stands, outside the policy too, read in the caller's transaction (or the pool's). */
  async function offersIn(trx: Trx): Promise<ConsoleExponentOffers> {
    const { offers: all, roundLimit, graffiti } = await offers.all(trx);
    return {
      offers: all.map((offer) => ({
        boxId: offer.box.id,
        name: { cn: offer.box.name_cn, br: offer.box.name_br, en: offer.box.name_en },
        price: Number(offer.box.price),
        visible: offer.box.visible === 1,
        indexBox: indexBoxOf(offer.indexBox),
        returnRate: offer.returnRate,
        withinPolicy: offer.withinPolicy,
        onSale: offer.withinPolicy && offer.box.visible === 1 && offer.indexBox.visible === 1,
      })),
      roundLimit,
      graffitiValue: graffiti.count > 0 ? Math.round(graffiti.total / graffiti.count) : 0,
    };
  }

  return {
    offersIn,

    /** Every offer, outside the policy too, and every index box there is to pair a weapon box with. */
    async boxes(): Promise<ConsoleExponentBoxes> {
      const [shown, indexBoxes] = await Promise.all([offersIn(db as Trx), deps.catalog.boxesOfKind(BOX_KIND.exponent)]);
      return { ...shown, indexBoxes: indexBoxes.map(indexBoxOf) };
    },

    /** Rounds that have started, newest first: buyers, stakes, and what matches and misses were given. */
    async rounds(filter: { readonly bought?: boolean | undefined }, page: number, size: number) {
      const { list: rows, total } = await pageStartedRounds(db, deps.clock(), filter.bought, page, size);
      const [shown, purchases] = await Promise.all([views.rounds(rows), purchasesOfRounds(db, rows.map((row) => row.issue))]);
      const graffiti = await graffitiByPurchases(
        db,
        purchases.map((purchase) => purchase.id),
      );
      const odds = new Map<string, number>();
      for (const purchase of purchases) {
        const key = `${purchase.index_box_id}@${purchase.index_odds_version}`;
        if (!odds.has(key)) odds.set(key, (await deps.catalog.odds(purchase.index_box_id, purchase.index_odds_version)).expectedReturn);
      }
      const list = shown.map((round): ConsoleExponentRound => {
        const own = purchases.filter((purchase) => purchase.issue === round.issue);
        const matched = round.result ? own.filter((purchase) => purchase.direction === round.result) : [];
        const given = graffiti.filter((row) => row.issue === round.issue);
        return {
          issue: round.issue,
          startsAt: round.startsAt,
          endsAt: round.endsAt,
          status: round.status,
          result: round.result as ExponentDirection | null,
          index: round.index,
          buyers: round.buyers,
          staked: own.reduce((sum, purchase) => sum + Number(purchase.price), 0),
          matched: matched.length,
          missed: round.result ? own.length - matched.length : 0,
          indexBoxValue: matched.reduce((sum, purchase) => sum + odds.get(`${purchase.index_box_id}@${purchase.index_odds_version}`)!, 0),
          graffitiValue: given.reduce((sum, row) => sum + Number(row.price), 0),
          settledAt: round.settledAt,
        };
      });
      return { list, total, page, size };
    },
  };
}
