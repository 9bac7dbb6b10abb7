import { FREE_BOX_COOLDOWN_MS, type Currency, type Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import type { FreeBox, FreeBoxDetail, FreeBoxList, OpenFreeBoxAnswer } from '@lootbay/shared/schemas/activity';
import type { OpenBoxAnswer, OpenRecord, TryOpenAnswer } from '@lootbay/shared/schemas/boxes';
import type { Box, Ornament } from '@lootbay/shared/schemas/catalog';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { RealtimeEvents } from '@lootbay/shared/realtime-events';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/dialect';
import type { BoxOdds, BoxRow, CatalogService } from '../catalog/catalog.service';
import type { FairnessService, RollView } from '../fairness/fairness.service';
import type { PlayService, Round } from '../play/play.service';
import type { WalletService } from '../wallet/wallet.service';
import {
  appendOpens,
  bestOpens,
  claimFreeBox,
  claimGuidedOpen,
  countMemberOpens,
  countPaidOpens,
  findBatch,
  findOpen,
  freeBoxClaims,
  memberOpensByPeriod,
  mostOpened,
  type OpenFilter,
  openReturnsByBox,
  opensByPeriod,
  pageOpens,
  paidOpenTotals,
  recentOpens,
  siteOpenTotals,
  topPaidOpeners,
} from './boxes.repository';
import type { BoxOpenRow } from './boxes.table';

/** The game kind of box opens in the play engine: the prefix of their references. */
export const BOX_GAME = 'box_open';
/** The box the guided first open shows when the caller names none. */
export const GUIDED_BOX_ID = 'starter';
/** `/mybox/box/box_list_often` looks at opens of the last week. */
const OFTEN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const OFTEN_LIMIT = 10;
/** More free boxes than any catalogue has: `/activity/recharge/activityBox` lists them all. */
const FREE_BOX_LIMIT = 100;

export type BoxDrop = RealtimeEvents['box_drop'];

/** One open as the site's statistics see it: who, which box, which item and what it is worth (hundredths). */
export interface OpenedDrop {
  readonly openId: string;
  readonly userId: string;
  readonly boxId: string;
  readonly ornamentId: string;
  readonly itemPrice: number;
  readonly createdAt: number;
}

/** An open with the roll that decided it. */
interface RolledOpen {
  readonly row: BoxOpenRow;
  readonly roll: RollView;
}

/** What every view of an open shows: the box, the roll that decided it with its proof, and the item. */
function rolledFields({ row, roll }: RolledOpen, ornaments: ReadonlyMap<string, Ornament>) {
  return {
    openId: row.id,
    boxId: row.box_id,
    rollPoint: roll.rollPoint,
    round: roll.round,
    publicHash: roll.publicHash,
    userSeed: roll.seed,
    oddsVersion: row.odds_version,
    oddsHash: row.odds_hash,
    ornament: { ...ornaments.get(row.ornament_id)!, price: row.item_price },
  };
}

export interface OpenRequest {
  readonly boxId: string;
  readonly num: number;
  readonly useJade?: boolean | undefined;
  readonly requestId?: string | undefined;
  /** The odds version and unit price the player was shown; an open against others is refused. */
  readonly oddsVersion?: number | undefined;
  readonly price?: number | undefined;
}

export interface BoxesDependencies {
  readonly db: Db;
  readonly catalog: CatalogService;
  readonly fairness: Pick<FairnessService, 'throwAwayRolls' | 'rolls' | 'proof'>;
  readonly play: PlayService;
  /** Site levels, which unlock free boxes. */
  readonly wallet: Pick<WalletService, 'level' | 'levelIn'>;
  /** Members' public names for histories and the live ticker: the account module's lookup. */
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Announces a drop on the live ticker, after the open committed; never fails the open. */
  readonly publishDrop: (drop: BoxDrop) => Promise<void>;
  readonly log: { warn(object: object, message: string): void };
  readonly clock?: () => number;
}

export function createBoxesService(deps: BoxesDependencies) {
  const { catalog, fairness, play } = deps;
  const db = deps.db.kysely;
  const clock = deps.clock ?? Date.now;

  async function withRolls(rows: readonly BoxOpenRow[]): Promise<RolledOpen[]> {
    const rolls = await fairness.rolls(rows.map((row) => row.id));
    return rows.map((row) => {
      const roll = rolls.get(row.id);
      if (!roll) throw new Error(`open ${row.id} has no roll in the round ledger`);
      return { row, roll };
    });
  }

  async function records(opens: readonly RolledOpen[], locale: Locale): Promise<OpenRecord[]> {
    const [ornaments, boxes, names] = await Promise.all([
      catalog.ornaments(
        opens.map(({ row }) => row.ornament_id),
        locale,
      ),
      catalog.boxesByIds([...new Set(opens.map(({ row }) => row.box_id))], locale),
      deps.nicknames(opens.map(({ row }) => row.user_id)),
    ]);
    return opens.map(({ row, roll }) => ({
      boxName: boxes.get(row.box_id)?.name ?? row.box_id,
      userId: row.user_id,
      nickname: names.get(row.user_id) ?? '',
      price: row.price,
      currency: row.currency,
      ...rolledFields({ row, roll }, ornaments),
      createdAt: row.created_at,
    }));
  }

  /** What `/member/openBox` answers: the same for the first open and for every replay of its request id. */
  async function openAnswer(opens: readonly RolledOpen[], locale: Locale): Promise<OpenBoxAnswer> {
    const ornaments = await catalog.ornaments(
      opens.map(({ row }) => row.ornament_id),
      locale,
    );
    const first = opens[0]!.row;
    return {
      list: opens.map((open) => ({ ...rolledFields(open, ornaments), backpackItemId: open.row.backpack_item_id })),
      price: first.price * opens.length,
      currency: first.currency,
    };
  }

  async function announce(userId: string, rows: readonly BoxOpenRow[]): Promise<void> {
    const ids = rows.map((row) => row.ornament_id);
    const [names, cn, br, en] = await Promise.all([deps.nicknames([userId]), catalog.ornaments(ids, 'cn'), catalog.ornaments(ids, 'br'), catalog.ornaments(ids, 'en')]);
    for (const row of rows) {
      const ornament = en.get(row.ornament_id)!;
      await deps.publishDrop({
        openId: row.id,
        boxId: row.box_id,
        nickname: names.get(userId) ?? '',
        ornamentId: row.ornament_id,
        name: { cn: cn.get(row.ornament_id)!.name, br: br.get(row.ornament_id)!.name, en: ornament.name },
        image: ornament.image,
        grade: ornament.grade,
        gradeColor: ornament.gradeColor,
        price: row.item_price,
        at: row.created_at,
      });
    }
  }

  /**
   * Rolls `num` consecutive rounds of the player's pair against a box's odds, puts the items in
   * the backpack, records the opens at the unit price charged (0 for a free box) and announces
   * them once committed: every open, paid or free.
   */
  async function rollOpens(round: Round, box: BoxRow, odds: BoxOdds, num: number, price: number): Promise<RolledOpen[]> {
    const draws = await round.drawOwnSeed(num, odds.table);
    const won = draws.map((draw) => odds.entries[draw.entry]!);
    const itemIds = await round.grantItems(won.map((entry) => ({ ornamentId: entry.ornamentId, price: entry.price, sourceType: SOURCE_TYPE.boxOpening, origin: ITEM_ORIGIN.box })));
    const opens = draws.map((draw, position) => ({
      row: {
        id: draw.rollId,
        batch_id: round.playId,
        position,
        user_id: round.userId,
        box_id: box.id,
        odds_version: odds.version,
        odds_hash: odds.hash,
        price,
        currency: box.currency,
        ornament_id: won[position]!.ornamentId,
        item_price: won[position]!.price,
        backpack_item_id: itemIds[position]!,
        created_at: round.now,
      },
      roll: { id: draw.rollId, publicHash: draw.publicHash, seed: draw.seed, round: draw.round, index: draw.index, rollPoint: draw.rollPoint },
    }));
    const rows = opens.map((open) => open.row);
    appendOpens(round.trx, rows);
    // The open is committed by then: a ticker that misses it must not turn it into a failure.
    round.afterCommit(() => announce(round.userId, rows).catch((error: unknown) => deps.log.warn({ err: error, playId: round.playId }, 'box drop not announced')));
    return opens;
  }

  /** A signed-in member's level and free box countdowns; a visitor sees every box locked. */
  async function memberStatus(userId: string | null) {
    const [level, claims] = userId === null ? [null, new Map<string, number>()] : await Promise.all([deps.wallet.level(userId).then((reached) => reached.level), freeBoxClaims(db, userId)]);
    const now = clock();
    return {
      level,
      of(box: Pick<Box, 'id' | 'level'>): Pick<FreeBox, 'locked' | 'nextAt'> {
        const openedAt = claims.get(box.id);
        const nextAt = openedAt === undefined ? null : openedAt + FREE_BOX_COOLDOWN_MS;
        return { locked: level === null || level < box.level, nextAt: nextAt !== null && nextAt > now ? nextAt : null };
      },
    };
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
     * `/member/openBox`, the reference game of the play engine: pay `num` boxes at the odds and
     * price the player saw, roll `num` rounds of the player's pair, put the items in the
     * backpack and record each open. Either all of it happens or none (I9); a retry with the same
     * request id answers the first result.
     */
    open(userId: string, request: OpenRequest, locale: Locale): Promise<OpenBoxAnswer> {
      const { boxId, num } = request;
      return play.play({
        game: BOX_GAME,
        userId,
        requestId: request.requestId,
        content: { boxId, num, oddsVersion: request.oddsVersion, price: request.price, useJade: request.useJade },
        play: async (round) => {
          const box = await catalog.boxIn(round.trx, boxId);
          if (box.kind !== BOX_KIND.paid) throw new AppError('BOX_NOT_FOR_SALE');
          if (request.oddsVersion !== undefined && request.oddsVersion !== box.odds_version) throw new AppError('BOX_ODDS_CHANGED', { oddsVersion: box.odds_version });
          const odds = await catalog.oddsIn(round.trx, box.id, box.odds_version);
          if (request.price !== undefined && request.price !== odds.price) throw new AppError('BOX_PRICE_CHANGED', { price: odds.price });
          await round.stakeCoins({ currency: box.currency as Currency, amount: odds.price * num, into: 'sales', reason: 'box_purchase', useJade: request.useJade });
          return rollOpens(round, box, odds, num, odds.price);
        },
        load: async (first) => withRolls(await findBatch(db, first.id)),
        answer: (opens) => openAnswer(opens, locale),
      });
    },

    /**
     * `/activity/recharge/openActivityBox`: a free level box, opened like any box but staking
     * nothing (so it earns no experience). Refused below the box's level, and while its 24-hour
     * countdown runs: the claim row is taken in the play's transaction, so racing opens open once.
     */
    openFree(userId: string, request: { readonly boxId: string; readonly requestId?: string | undefined }, locale: Locale): Promise<OpenFreeBoxAnswer> {
      return play.play({
        game: BOX_GAME,
        userId,
        requestId: request.requestId,
        content: { boxId: request.boxId, free: true },
        play: async (round) => {
          const box = await catalog.boxIn(round.trx, request.boxId);
          if (box.kind !== BOX_KIND.free) throw new AppError('FREE_BOX_NOT_FOUND');
          const { level } = await deps.wallet.levelIn(round.trx, userId);
          if (level < box.level) throw new AppError('CLAIM_CONDITION_NOT_MET', { level: box.level, memberLevel: level });
          if (!(await claimFreeBox(round.trx, userId, box.id, round.now, FREE_BOX_COOLDOWN_MS))) {
            const openedAt = (await freeBoxClaims(round.trx, userId)).get(box.id) ?? round.now;
            throw new AppError('FREE_BOX_COOLDOWN', { nextAt: openedAt + FREE_BOX_COOLDOWN_MS });
          }
          return rollOpens(round, box, await catalog.oddsIn(round.trx, box.id, box.odds_version), 1, 0);
        },
        load: async (first) => withRolls(await findBatch(db, first.id)),
        answer: async (opens) => ({ ...(await openAnswer(opens, locale)), nextAt: opens[0]!.row.created_at + FREE_BOX_COOLDOWN_MS }),
      });
    },

    /** `/activity/recharge/activityBox`: every free box, lowest level first, with a signed-in member's locks and countdowns. */
    async freeBoxes(userId: string | null, locale: Locale): Promise<FreeBoxList> {
      const [boxes, status] = await Promise.all([catalog.listBoxes({ kind: BOX_KIND.free }, 1, FREE_BOX_LIMIT, locale), memberStatus(userId)]);
      const list = boxes.list.sort((a, b) => a.level - b.level).map((box): FreeBox => ({ ...box, ...status.of(box) }));
      return { memberLevel: status.level, list };
    },

    /** `/activity/recharge/getFreeBoxInfo`: a free box with its published odds and the member's lock and countdown. */
    async freeBoxInfo(boxId: string, userId: string | null, locale: Locale): Promise<FreeBoxDetail> {
      const [detail, status] = await Promise.all([catalog.boxInfo(boxId, locale), memberStatus(userId)]);
      if (detail.kind !== BOX_KIND.free) throw new AppError('FREE_BOX_NOT_FOUND');
      return { ...detail, ...status.of(detail), memberLevel: status.level };
    },

    /** A member's paid opens in [from, to), read in the caller's transaction when given one (activity steps). */
    paidOpens: (userId: string, from: number, to: number, executor: Kysely<Database> = db): Promise<number> => countPaidOpens(executor, userId, from, to),

    /** Boxes opened per period, paid and free (bounds as `periodIndex` takes them), for the daily totals. */
    opensByPeriod: (bounds: readonly number[]) => opensByPeriod(db, bounds),

    /** Paid opens in [from, to) per box and odds version: count, spent, item value won (the measured return). */
    paidOpenTotals: (from: number, to: number) => paidOpenTotals(db, from, to),

    /** Boxes opened on the site, and the value of the items they gave (statistics). */
    siteOpenTotals: () => siteOpenTotals(db),

    /** Every paid box's opens and the spread of their returns: the transparency page's measured return. */
    openReturnsByBox: () => openReturnsByBox(db),

    /** A member's opens in all, and per period (bounds as `periodIndex` takes them). */
    memberOpens: (userId: string) => countMemberOpens(db, userId),
    memberOpensByPeriod: (userId: string, bounds: readonly number[]) => memberOpensByPeriod(db, userId, bounds),

    /** The opens that gave the most valuable items, in [from, to) and of one member when named. */
    async bestDrops(filter: { readonly from?: number; readonly to?: number; readonly userId?: string }, limit: number): Promise<OpenedDrop[]> {
      const rows = await bestOpens(db, filter, limit);
      return rows.map((row) => ({ openId: row.id, userId: row.user_id, boxId: row.box_id, ornamentId: row.ornament_id, itemPrice: Number(row.item_price), createdAt: Number(row.created_at) }));
    },

    /** The members with the most paid opens in [from, to) (activity rankings). */
    topPaidOpeners: (from: number, to: number, limit: number) => topPaidOpeners(db, from, to, limit),

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
      const { list: rows, total } = await pageOpens(db, filter, page, size);
      return { list: await records(await withRolls(rows), locale), total, page, size };
    },

    /** A player's opens, newest first, each with the backpack item it gave and its play: the operator console's view. */
    async opensOf(userId: string, page: number, size: number, locale: Locale) {
      const { list: rows, total } = await pageOpens(db, { userId }, page, size);
      const list = await records(await withRolls(rows), locale);
      return { list: list.map((open, index) => ({ ...open, backpackItemId: rows[index]!.backpack_item_id, playId: rows[index]!.batch_id })), total, page, size };
    },

    /** One open with everything needed to verify it; the secret once the pair is retired. */
    async proof(openId: string, locale: Locale) {
      const row = await findOpen(db, openId);
      if (!row) throw new AppError('NOT_FOUND');
      const [[record], roll, odds] = await Promise.all([withRolls([row]).then((opens) => records(opens, locale)), fairness.proof(row.id), catalog.odds(row.box_id, row.odds_version)]);
      const entry = catalog.drawFor(odds, roll.rollPoint);
      return { ...record!, secretHash: roll.secretHash, secretSalt: roll.secretSalt, rollFrom: entry.range.from, rollTo: entry.range.to };
    },

    /** The newest drops on the site, for the live ticker's first screen. */
    async recentDrops(size: number, locale: Locale, minGrade?: number): Promise<OpenRecord[]> {
      // Ask for more than needed when filtering by grade, which is known only after the lookup.
      const rows = await recentOpens(db, minGrade ? size * 5 : size);
      const all = await records(await withRolls(rows), locale);
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
