import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { ExponentDirection } from '@lootbay/shared/fairness/exponent';
import { ITEM_ORIGIN } from '@lootbay/shared/schemas/backpack';
import type { ExponentBagPage, ExponentCurrentUser, ExponentHistory, ExponentList, ExponentOpen, ExponentPurchase } from '@lootbay/shared/schemas/exponent';
import { createBoughtAnnouncer } from './exponent.announce';
import { EXPONENT_GAME, EXPONENT_SOURCE_TYPE, type ExponentDependencies } from './exponent.context';
import { createExponentOffers } from './exponent.offers';
import { createExponentOversight } from './exponent.oversight';
import {
  appendPurchase,
  bagByIds,
  countHeld,
  countPurchases,
  findOpen,
  findPurchase,
  findRound,
  holdOpenRound,
  insertOpen,
  memberPurchasesIn,
  openBag,
  pageBag,
  pageMemberPurchases,
  pageOpens,
  pastRounds,
  purchasesOf,
  roundAt,
  upcomingRounds,
} from './exponent.repository';
import { createExponentRounds } from './exponent.rounds';
import type { ExponentPurchaseRow, ExponentRoundRow } from './exponent.table';
import { createExponentViews } from './exponent.views';

/** Rounds committed ahead that `/exponential/list` shows with their public hashes. */
const UPCOMING_SHOWN = 3;

export interface ChoiceRequest {
  readonly boxId: string;
  readonly direction: ExponentDirection;
  /** The round the member saw; a purchase landing in another is refused. */
  readonly issue?: string | undefined;
  readonly requestId?: string | undefined;
}

export function createExponentService(deps: ExponentDependencies) {
  const { play, fairness, catalog } = deps;
  const db = deps.db.kysely;
  const offers = createExponentOffers({ catalog, db, clock: deps.clock });
  const rounds = createExponentRounds(deps);
  const views = createExponentViews(deps);
  const announceBought = createBoughtAnnouncer(deps, views);

  /** Purchases as lists show them, with what their rounds gave once settled. */
  async function purchaseViews(rows: readonly ExponentPurchaseRow[], locale: Locale): Promise<ExponentPurchase[]> {
    const issues = [...new Set(rows.map((row) => row.issue))];
    const found = await Promise.all(issues.map((issue) => findRound(db, issue)));
    const settled = new Map(found.flatMap((round): [string, ExponentRoundRow][] => (round?.status === 'settled' ? [[round.issue, round]] : [])));
    return views.purchases(rows, settled, locale);
  }

  async function roundOrCurrent(issue: string | undefined): Promise<ExponentRoundRow | undefined> {
    if (issue === undefined) return roundAt(db, deps.clock());
    const round = await findRound(db, issue);
    if (!round) throw new AppError('EXPONENT_ROUND_NOT_FOUND');
    return round;
  }

  return {
    rounds,
    offers,
    views,
    /** The operator console's reads. */
    oversight: createExponentOversight(deps, offers, views),

    /** `/exponential/boxList`: the weapon boxes on offer with their index boxes, and the per-round limit. */
    boxList: (locale: Locale) => offers.boxList(locale),

    /**
     * `/exponential/choiceBox`: rise or fall for a weapon box in the round in play, paid at its
     * price into escrow until the round settles. Final once paid: one per member, box and round,
     * and at most the per-round limit, counted after the debit, which holds the member's balance
     * row, so a member's racing purchases count each other while other members' go on beside them.
     */
    async choose(userId: string, request: ChoiceRequest, locale: Locale): Promise<ExponentPurchase> {
      const current = await roundAt(db, deps.clock());
      if (!current || (request.issue !== undefined && request.issue !== current.issue)) throw new AppError('EXPONENT_ROUND_CLOSED');
      return play.play({
        game: EXPONENT_GAME,
        userId,
        requestId: request.requestId,
        content: { boxId: request.boxId, direction: request.direction, issue: request.issue ?? null },
        gameRef: current.issue,
        settles: false,
        play: async (round) => {
          const { offer, roundLimit } = await offers.offerIn(round.trx, request.boxId);
          if (!offer) throw new AppError('EXPONENT_BOX_NOT_OFFERED');
          if (!(await holdOpenRound(round.trx, deps.db.dialect, current.issue, round.now))) throw new AppError('EXPONENT_ROUND_CLOSED');
          const userSeed = await fairness.userSeedIn(round.trx, userId);
          const price = Number(offer.box.price);
          // The debit holds the member's balance row until commit: the member's racing purchases take turns from here and count each other.
          await round.stakeCoins({ currency: 'coin', amount: price, into: 'escrow', reason: 'exponent_purchase' });
          const mine = await memberPurchasesIn(round.trx, current.issue, userId);
          if (mine.some((purchase) => purchase.box_id === request.boxId)) throw new AppError('EXPONENT_PURCHASE_FINAL');
          if (mine.length >= roundLimit) throw new AppError('EXPONENT_LIMIT_REACHED');
          const row: ExponentPurchaseRow = {
            id: round.playId,
            issue: current.issue,
            user_id: userId,
            user_seed: userSeed,
            box_id: request.boxId,
            direction: request.direction,
            price,
            index_box_id: offer.indexBox.id,
            index_odds_version: offer.indexBox.odds_version,
            created_at: round.now,
          };
          appendPurchase(round.trx, row);
          round.afterCommit(() => announceBought(current.issue, Number(current.ends_at)));
          return { row, inPlay: true };
        },
        load: async (first) => {
          const row = await findPurchase(db, first.id);
          if (!row) throw new Error(`exponent purchase ${first.id} left no record`);
          return { row, inPlay: false };
        },
        // A purchase just made is in a round that had not settled: its settlement waited for it.
        answer: async ({ row, inPlay }) => (inPlay ? await views.purchases([row], new Map(), locale) : await purchaseViews([row], locale))[0]!,
      });
    },

    /**
     * `/exponential/openKeyBox`: opens an index box of the member's bag, once: one roll of the
     * member's pair on the box's odds at the version it was bought with, the item into the backpack.
     */
    openKeyBox(userId: string, request: { readonly id: string; readonly requestId?: string | undefined }, locale: Locale): Promise<ExponentOpen> {
      return play.play({
        game: EXPONENT_GAME,
        userId,
        requestId: request.requestId,
        content: { id: request.id },
        play: async (round) => {
          const { trx } = round;
          if (!(await openBag(trx, request.id, userId, round.now))) {
            const [held] = await bagByIds(trx, [request.id]);
            throw new AppError(held?.user_id === userId ? 'EXPONENT_BOX_OPENED' : 'EXPONENT_BOX_NOT_FOUND');
          }
          const [bag] = await bagByIds(trx, [request.id]);
          const odds = await catalog.oddsIn(trx, bag!.box_id, bag!.odds_version);
          const [draw] = await round.drawOwnSeed(1, odds.table);
          const won = odds.entries[draw!.entry]!;
          const [backpackItemId] = await round.grantItems([{ ornamentId: won.ornamentId, price: won.price, sourceType: EXPONENT_SOURCE_TYPE, origin: ITEM_ORIGIN.box }]);
          const row = {
            id: round.playId,
            bag_id: bag!.id,
            user_id: userId,
            box_id: bag!.box_id,
            odds_version: odds.version,
            odds_hash: odds.hash,
            roll_id: draw!.rollId,
            ornament_id: won.ornamentId,
            item_price: won.price,
            backpack_item_id: backpackItemId!,
            created_at: round.now,
          };
          await insertOpen(trx, row);
          return row;
        },
        load: async (first) => {
          const row = await findOpen(db, first.id);
          if (!row) throw new Error(`exponent open ${first.id} left no record`);
          return row;
        },
        answer: async (row) => (await views.opens([row], locale))[0]!,
      });
    },

    /** `/exponential/list`: the round in play, the next rounds' commitments, and past rounds newest first (or the one named). */
    async list(request: { readonly page: number; readonly size: number; readonly issue?: string | undefined }): Promise<ExponentList> {
      const now = deps.clock();
      const [current, upcoming] = await Promise.all([roundAt(db, now), upcomingRounds(db, now, UPCOMING_SHOWN)]);
      const named = request.issue === undefined ? undefined : await roundOrCurrent(request.issue);
      const past = named ? { list: [named], total: 1 } : await pastRounds(db, now, request.page, request.size);
      const [list, currentView] = await Promise.all([views.rounds(past.list), current ? views.rounds([current]) : Promise.resolve([])]);
      return {
        list,
        total: past.total,
        page: request.page,
        size: request.size,
        current: currentView[0] ?? null,
        upcoming: upcoming.map((row) => ({ issue: row.issue, startsAt: Number(row.starts_at), endsAt: Number(row.ends_at), publicHash: row.public_hash ?? '' })),
        serverTime: now,
      };
    },

    /** `/exponential/userList`: who bought into a round (the one in play unless named), in purchase order. */
    async userList(request: { readonly page: number; readonly size: number; readonly issue?: string | undefined }, locale: Locale) {
      const round = await roundOrCurrent(request.issue);
      if (!round) return { list: [], total: 0, page: request.page, size: request.size };
      const [rows, total] = await Promise.all([purchasesOf(db, round.issue, request), countPurchases(db, round.issue)]);
      return { list: await purchaseViews(rows, locale), total, page: request.page, size: request.size };
    },

    /** `/exponential/currentUser`: the round in play and, for a member, their purchases in it and their bag. */
    async currentUser(viewer: string | null, locale: Locale): Promise<ExponentCurrentUser> {
      const now = deps.clock();
      const current = await roundAt(db, now);
      const [round, purchases, held, roundLimit] = await Promise.all([
        current ? views.rounds([current]).then((list) => list[0]!) : Promise.resolve(null),
        current && viewer ? memberPurchasesIn(db, current.issue, viewer).then((rows) => purchaseViews(rows, locale)) : Promise.resolve([]),
        viewer ? countHeld(db, viewer) : Promise.resolve(0),
        offers.roundLimit(),
      ]);
      return { round, serverTime: now, roundLimit, purchases, held };
    },

    /** `/exponential/openHistory`: the member's index box opens, or their purchases and what each gave. */
    async history(userId: string, request: { readonly kind: 'open' | 'purchase'; readonly page: number; readonly size: number }, locale: Locale): Promise<ExponentHistory> {
      if (request.kind === 'purchase') {
        const { list: rows, total } = await pageMemberPurchases(db, userId, request.page, request.size);
        return { kind: 'purchase', list: await purchaseViews(rows, locale), total, page: request.page, size: request.size };
      }
      const { list: rows, total } = await pageOpens(db, userId, request.page, request.size);
      return { kind: 'open', list: await views.opens(rows, locale), total, page: request.page, size: request.size };
    },

    /** `/exponential/userBag`: the member's index boxes, held ones first. */
    async bag(userId: string, request: { readonly status?: 'held' | 'opened' | undefined; readonly page: number; readonly size: number }, locale: Locale): Promise<ExponentBagPage> {
      const [{ list: rows, total }, held] = await Promise.all([pageBag(db, userId, request.status, request.page, request.size), countHeld(db, userId)]);
      return { list: await views.bagItems(rows, locale), total, page: request.page, size: request.size, held };
    },
  };
}

export type ExponentService = ReturnType<typeof createExponentService>;
