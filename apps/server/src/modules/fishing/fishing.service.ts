import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { FishCatch, FishPlace, FishToolBag, FishingStatus, FishingToolKind } from '@lootbay/shared/schemas/fishing';
import { createFishingCatches } from './fishing.catches';
import type { FishingDependencies } from './fishing.context';
import { activeSession, bagOf, countUnopened, findCatch, latestSession, pageCatches, recentCatches, unopenedCatches } from './fishing.repository';
import { createFishingSessions, type StartRequest } from './fishing.sessions';
import { createFishingOversight } from './fishing.oversight';
import { createFishingShop, toolName } from './fishing.shop';
import { FISHING_SPOTS } from './fishing.spots';
import { catchViews, RECENT_CATCHES, statusView } from './fishing.views';

/** The dearest items each spot shows on the map. */
const TOP_ITEMS = 3;
/** Catch boxes the bag lists at once. */
const BAG_BOXES = 50;

/**
 * Fishing: 15 spots whose catches roll on published catalogue pools, a shop of rods and bait,
 * sessions in two modes, and catch boxes opened with provable rolls (docs/decisions/0065-fishing.md).
 */
export function createFishingService(deps: FishingDependencies) {
  const { catalog, fairness } = deps;
  const db = deps.db.kysely;
  const catches = createFishingCatches(deps);
  const sessions = createFishingSessions(deps, catches);
  const shop = createFishingShop(deps);

  async function catchView(id: string, locale: Locale): Promise<FishCatch> {
    const row = await findCatch(db, id);
    if (!row) throw new AppError('FISHING_CATCH_NOT_FOUND');
    return (await catchViews([row], catalog, fairness, locale))[0]!;
  }

  /** The member's session as it is now: due leisure catches are landed first (reading is what moves it on). */
  async function status(userId: string, locale: Locale): Promise<FishingStatus> {
    const session = (await catches.settleMember(userId)) ?? (await latestSession(db, userId));
    const [recent, unopened] = await Promise.all([session ? recentCatches(db, session.id, RECENT_CATCHES) : Promise.resolve([]), countUnopened(db, userId)]);
    return statusView(session, await catchViews(recent, catalog, fairness, locale), unopened, deps.clock(), deps.catchMs);
  }

  return {
    status,
    catchView,
    sweep: catches.sweep,
    landDue: catches.landDue,
    tools: shop.tools,
    buy: shop.buy,
    /** The operator console's reads and changes. */
    oversight: createFishingOversight(deps),

    /** `getFishPlace`: the 15 spots with the pool each rolls on; a spot whose pool is missing or hidden is closed. */
    async places(locale: Locale): Promise<FishPlace[]> {
      const pools = new Map((await catalog.boxesOfKind(BOX_KIND.fishing)).map((row) => [row.id, row]));
      return Promise.all(
        FISHING_SPOTS.map(async (spot): Promise<FishPlace> => {
          const pool = pools.get(spot.boxId);
          const detail = pool ? await catalog.boxInfo(spot.boxId, locale) : null;
          const topItems = detail ? [...detail.ornaments].sort((a, b) => b.price - a.price).slice(0, TOP_ITEMS) : [];
          return {
            id: spot.id,
            ground: spot.ground,
            level: spot.level,
            boxId: spot.boxId,
            name: detail?.name ?? spot.boxId,
            rodLevel: spot.rodLevel,
            castPrice: detail?.price ?? 0,
            expectedReturn: detail?.expectedReturn ?? 0,
            oddsVersion: detail?.oddsVersion ?? 0,
            oddsHash: detail?.oddsHash ?? '',
            open: pool !== undefined && pool.visible === 1,
            topItems,
          };
        }),
      );
    },

    /** `fishToolBag`: the member's rods and bait (with what the active session holds), and catch boxes still to open. */
    async bag(userId: string, locale: Locale): Promise<FishToolBag> {
      const [entries, active, boxes] = await Promise.all([bagOf(db, userId), activeSession(db, userId), unopenedCatches(db, userId, BAG_BOXES)]);
      const inUse = active ? { toolId: active.tool_id, bait: active.bait - active.catches } : null;
      const tools = entries.map((entry) => ({ toolId: entry.tool_id, kind: entry.kind as FishingToolKind, level: entry.level, name: toolName(entry, locale), bait: entry.bait, inUse: inUse?.toolId === entry.tool_id ? inUse.bait : 0 }));
      return { tools, boxes: await catchViews(boxes, catalog, fairness, locale) };
    },

    async start(userId: string, request: StartRequest, locale: Locale): Promise<FishingStatus> {
      await sessions.start(userId, request);
      return status(userId, locale);
    },

    async end(userId: string, locale: Locale): Promise<FishingStatus> {
      await sessions.end(userId);
      return status(userId, locale);
    },

    async cast(userId: string, requestId: string | undefined, locale: Locale) {
      const id = await catches.cast(userId, requestId);
      const after = await status(userId, locale);
      // The new box is the session's latest catch, unless more casts came since.
      return { box: after.recent.find((box) => box.id === id) ?? (await catchView(id, locale)), status: after };
    },

    async open(userId: string, catchId: string, locale: Locale): Promise<FishCatch> {
      const { id, opened } = await catches.open(userId, catchId);
      if (!opened) return catchView(id, locale);
      return (await catchViews([opened.row], catalog, fairness, locale, new Map([[opened.roll.id, opened.roll]])))[0]!;
    },

    /** `activityFishHistory`: the member's catches, newest first. */
    async history(userId: string, page: number, size: number, locale: Locale) {
      await catches.settleMember(userId);
      const { list: rows, total } = await pageCatches(db, userId, page, size);
      return { list: await catchViews(rows, catalog, fairness, locale), total, page, size };
    },
  };
}

export type FishingService = ReturnType<typeof createFishingService>;
