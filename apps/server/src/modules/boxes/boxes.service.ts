import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Currency, Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { OpenBoxAnswer, OpenRecord, TryOpenAnswer } from '@lootbay/shared/schemas/boxes';
import { BOX_KIND, type Box, type Ornament } from '@lootbay/shared/schemas/catalog';
import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import type { Database } from '../../db/database';
import type { BackpackService } from '../backpack/backpack.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { WalletService } from '../wallet/wallet.service';
import { claimGuidedOpen, findOpen, insertOpens, mostOpened, pageOpens, recentOpens, type OpenFilter } from './boxes.repository';
import type { BoxOpenRow } from './boxes.table';

/** The box the guided first open shows when the caller names none. */
export const GUIDED_BOX_ID = 'starter';
/** `/mybox/box/box_list_often` looks at opens of the last week. */
const OFTEN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const OFTEN_LIMIT = 10;

export type BoxDrop = RealtimeEvents['box_drop'];

export interface BoxesDependencies {
  readonly db: Kysely<Database>;
  readonly catalog: CatalogService;
  readonly fairness: FairnessService;
  readonly backpack: Pick<BackpackService, 'grant'>;
  readonly wallet: Pick<WalletService, 'transaction' | 'debitWithAutoConversion' | 'transferMany' | 'addExperience'>;
  /** Refuses members who may not play (under 18, not verified, disabled): the account module's check. */
  readonly assertAdult: (userId: string) => Promise<void>;
  /** A member's public name for histories and the live ticker: the account module's lookup. */
  readonly findUser: (userId: string) => Promise<{ readonly nickname: string } | undefined>;
  /** Announces a drop on the live ticker, after the open committed; never fails the open. */
  readonly publishDrop: (drop: BoxDrop) => Promise<void>;
  readonly log: { warn(object: object, message: string): void };
  readonly clock?: () => number;
}

/** The debit currency of a box when the wallet's jade offer applies to it. */
function jadeCoverable(currency: string): currency is 'coin' | 'ingot' {
  return currency === 'coin' || currency === 'ingot';
}

export function createBoxesService(deps: BoxesDependencies) {
  const { db, catalog, fairness, backpack, wallet } = deps;
  const clock = deps.clock ?? Date.now;

  async function nicknames(userIds: readonly string[]): Promise<Map<string, string>> {
    const users = await Promise.all(userIds.map(async (userId) => [userId, (await deps.findUser(userId))?.nickname ?? ''] as const));
    return new Map(users);
  }

  async function records(rows: readonly BoxOpenRow[], locale: Locale): Promise<OpenRecord[]> {
    const [ornaments, boxes, names] = await Promise.all([
      catalog.ornaments(
        rows.map((row) => row.ornament_id),
        locale,
      ),
      catalog.boxesByIds(
        [...new Set(rows.map((row) => row.box_id))],
        locale,
      ),
      nicknames([...new Set(rows.map((row) => row.user_id))]),
    ]);
    return rows.map((row) => ({
      openId: row.id,
      boxId: row.box_id,
      boxName: boxes.get(row.box_id)?.name ?? row.box_id,
      userId: row.user_id,
      nickname: names.get(row.user_id) ?? '',
      price: row.price,
      currency: row.currency,
      rollPoint: row.roll_point,
      round: row.round,
      publicHash: row.public_hash,
      userSeed: row.user_seed,
      oddsVersion: row.odds_version,
      ornament: { ...ornaments.get(row.ornament_id)!, price: row.item_price },
      createdAt: row.created_at,
    }));
  }

  async function announce(userId: string, rows: readonly BoxOpenRow[]): Promise<void> {
    const [names, cn, br, en] = await Promise.all([
      nicknames([userId]),
      ...(['cn', 'br', 'en'] as const).map((locale) =>
        catalog.ornaments(
          rows.map((row) => row.ornament_id),
          locale,
        ),
      ),
    ]);
    for (const row of rows) {
      const ornament = en!.get(row.ornament_id)!;
      await deps.publishDrop({
        openId: row.id,
        boxId: row.box_id,
        nickname: names.get(userId) ?? '',
        ornamentId: row.ornament_id,
        name: { cn: cn!.get(row.ornament_id)!.name, br: br!.get(row.ornament_id)!.name, en: ornament.name },
        image: ornament.image,
        grade: ornament.grade,
        gradeColor: ornament.gradeColor,
        price: row.item_price,
        at: row.created_at,
      });
    }
  }

  async function rollsOnThrowAwayPair(box: Box, num: number, locale: Locale): Promise<TryOpenAnswer> {
    const odds = await catalog.odds(box.id, box.oddsVersion);
    const pair = await fairness.throwAwayRolls(num);
    const entries = pair.rolls.map((roll) => catalog.drawFor(odds, roll.rollPoint));
    const ornaments = await catalog.ornaments(
      entries.map((entry) => entry.ornamentId),
      locale,
    );
    return {
      list: pair.rolls.map((roll, index) => ({ rollPoint: roll.rollPoint, round: roll.round, ornament: { ...ornaments.get(entries[index]!.ornamentId)!, price: entries[index]!.price } })),
      secretHash: pair.secretHash,
      secretSalt: pair.secretSalt,
      publicHash: pair.publicHash,
      userSeed: pair.userSeed,
      oddsVersion: odds.version,
    };
  }

  return {
    /**
     * `/member/openBox`: in one transaction, debits the price of `num` boxes, rolls `num`
     * consecutive rounds of the member's seed, puts the won items into the backpack, records
     * each open with its proof and adds site experience. Either all of it happens or none (I9).
     */
    async open(userId: string, boxId: string, num: number, locale: Locale, useJade = false): Promise<OpenBoxAnswer> {
      await deps.assertAdult(userId);
      const batchId = randomUUID();
      const rows = await wallet.transaction(async (trx) => {
        const box = await catalog.box(boxId, locale, trx);
        if (box.kind !== BOX_KIND.paid) throw new AppError('BOX_NOT_FOR_SALE');
        const odds = await catalog.odds(box.id, box.oddsVersion, trx);
        const total = odds.price * num;
        const reference = `box_open:${batchId}`;
        if (total > 0) {
          const debit = { id: `box_open:${batchId}`, reason: 'box_purchase', reference, amount: total };
          if (jadeCoverable(box.currency)) {
            await wallet.debitWithAutoConversion(trx, { ...debit, userId, currency: box.currency, to: 'sales', useJade });
          } else {
            await wallet.transferMany(trx, [{ ...debit, from: { user: userId }, to: { system: 'sales' }, currency: box.currency as Currency }]);
          }
        }
        const rolls = await fairness.roll(trx, userId, num);
        const now = clock();
        const opens = rolls.map((roll) => ({ roll, entry: catalog.drawFor(odds, roll.rollPoint), openId: randomUUID() }));
        const itemIds = await backpack.grant(
          trx,
          userId,
          opens.map(({ entry, openId }) => ({ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.boxOpening, origin: ITEM_ORIGIN.box, reference: `box_open:${openId}` })),
        );
        const openRows: BoxOpenRow[] = opens.map(({ roll, entry, openId }, index) => ({
          id: openId,
          batch_id: batchId,
          user_id: userId,
          box_id: box.id,
          odds_version: odds.version,
          price: odds.price,
          currency: box.currency,
          fairness_key_id: roll.keyId,
          public_hash: roll.publicHash,
          user_seed: roll.userSeed,
          round: roll.round,
          roll_point: roll.rollPoint,
          ornament_id: entry.ornamentId,
          item_price: entry.price,
          backpack_item_id: itemIds[index]!,
          created_at: now,
        }));
        await insertOpens(trx, openRows);
        if (box.currency === 'coin') await wallet.addExperience(trx, userId, total);
        return openRows;
      });
      // The open is committed: a ticker that misses it must not turn it into a failure.
      await announce(userId, rows).catch((error: unknown) => deps.log.warn({ err: error, batchId }, 'box drop not announced'));
      const ornaments = await catalog.ornaments(
        rows.map((row) => row.ornament_id),
        locale,
      );
      const first = rows[0]!;
      return {
        list: rows.map((row) => ({
          openId: row.id,
          boxId: row.box_id,
          rollPoint: row.roll_point,
          round: row.round,
          publicHash: row.public_hash,
          userSeed: row.user_seed,
          oddsVersion: row.odds_version,
          ornament: { ...(ornaments.get(row.ornament_id) as Ornament), price: row.item_price },
          backpackItemId: row.backpack_item_id,
        })),
        price: first.price * rows.length,
        currency: first.currency,
      };
    },

    /** `/mybox/open/on_open_try`: the same roll machinery on a throw-away pair; no charge, no item. */
    async tryOpen(boxId: string, num: number, locale: Locale): Promise<TryOpenAnswer> {
      return rollsOnThrowAwayPair(await catalog.box(boxId, locale), num, locale);
    },

    /** `/mybox/open/on_open_guild`: a first-time tutorial open, once per member; no charge, no item. */
    async guidedOpen(userId: string, boxId: string | undefined, locale: Locale): Promise<TryOpenAnswer> {
      const box = await catalog.box(boxId ?? GUIDED_BOX_ID, locale);
      if (!(await claimGuidedOpen(db, userId, box.id, clock()))) throw new AppError('GUIDE_ALREADY_DONE');
      return rollsOnThrowAwayPair(box, 1, locale);
    },

    async history(filter: OpenFilter, page: number, size: number, locale: Locale) {
      const { rows, total } = await pageOpens(db, filter, page, size);
      return { list: await records(rows, locale), total, page, size };
    },

    /** One open with everything needed to verify it; the secret once the pair is retired. */
    async proof(openId: string, locale: Locale) {
      const row = await findOpen(db, openId);
      if (!row) throw new AppError('NOT_FOUND');
      const [[record], secret, odds] = await Promise.all([records([row], locale), fairness.revealedSecret(row.fairness_key_id), catalog.odds(row.box_id, row.odds_version)]);
      const entry = catalog.drawFor(odds, row.roll_point);
      return { ...record!, secretHash: secret?.secretHash ?? null, secretSalt: secret?.secretSalt ?? null, rollFrom: entry.range.from, rollTo: entry.range.to };
    },

    /** The newest drops on the site, for the live ticker's first screen. */
    async recentDrops(size: number, locale: Locale, minGrade?: number): Promise<OpenRecord[]> {
      // Ask for more than needed when filtering by grade, which is known only after the lookup.
      const rows = await recentOpens(db, minGrade ? size * 5 : size);
      const all = await records(rows, locale);
      return (minGrade ? all.filter((record) => record.ornament.grade >= minGrade) : all).slice(0, size);
    },

    /** Boxes opened most in the last week, topped up with the catalogue's own order. */
    async oftenOpened(locale: Locale): Promise<Box[]> {
      const counted = await mostOpened(db, clock() - OFTEN_WINDOW_MS, OFTEN_LIMIT);
      const listed = (await catalog.listBoxes({ kind: BOX_KIND.paid }, 1, OFTEN_LIMIT, locale)).list;
      const byId = await catalog.boxesByIds(
        counted.map((row) => row.box_id),
        locale,
      );
      const ordered = counted.map((row) => byId.get(row.box_id)).filter((box): box is Box => box !== undefined);
      for (const box of listed) if (ordered.length < OFTEN_LIMIT && !ordered.some((known) => known.id === box.id)) ordered.push(box);
      return ordered;
    },

    /** The newest boxes in the catalogue. */
    newestBoxes: (locale: Locale): Promise<Box[]> => catalog.newestBoxes(OFTEN_LIMIT, locale),
  };
}

export type BoxesService = ReturnType<typeof createBoxesService>;
