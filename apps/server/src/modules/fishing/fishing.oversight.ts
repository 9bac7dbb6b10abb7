import { AppError } from '@lootbay/shared/errors';
import { BOX_KIND } from '@lootbay/shared/catalog';
import type { ConsoleFishPool, ConsoleFishSession, ConsoleFishTool } from '@lootbay/shared/schemas/console-fishing';
import type { FishingEndReason, FishingMode, FishingToolKind } from '@lootbay/shared/schemas/fishing';
import type { Trx } from '../../db/unit-of-work';
import type { FishingDependencies } from './fishing.context';
import { findTool, listTools, pageSessions, saveTool } from './fishing.repository';
import { FISHING_SPOTS } from './fishing.spots';
import type { FishingToolRow } from './fishing.table';
import { nextCatchAt } from './fishing.views';

export type ToolChange = Omit<ConsoleFishTool, 'updatedAt'>;

function toolView(row: FishingToolRow): ConsoleFishTool {
  return {
    id: row.id,
    kind: row.kind as FishingToolKind,
    level: row.level,
    bait: row.bait,
    price: Number(row.price),
    enabled: row.enabled === 1,
    sort: row.sort,
    name: { cn: row.name_cn, br: row.name_br, en: row.name_en },
    updatedAt: Number(row.updated_at),
  };
}

/** What the operator console reads and changes of fishing: the pools, the shop's tools, the sessions. */
export function createFishingOversight(deps: FishingDependencies) {
  const db = deps.db.kysely;

  return {
    /** The 15 spots with their pools as the catalogue holds them, and each pool's return on the bait a cast there costs now. */
    async pools(): Promise<ConsoleFishPool[]> {
      const [boxes, tools] = await Promise.all([deps.catalog.boxesOfKind(BOX_KIND.fishing), listTools(db, { enabledOnly: true })]);
      return FISHING_SPOTS.map((spot) => {
        const box = boxes.find((row) => row.id === spot.boxId);
        const bait = tools.filter((tool) => tool.kind === 'bait' && tool.level === spot.level && tool.bait > 0).map((tool) => Number(tool.price) / tool.bait);
        const baitCost = bait.length > 0 ? Math.min(...bait) : null;
        return {
          placeId: spot.id,
          ground: spot.ground,
          level: spot.level,
          boxId: spot.boxId,
          exists: box !== undefined,
          name: box ? { cn: box.name_cn, br: box.name_br, en: box.name_en } : null,
          visible: box?.visible === 1,
          rodLevel: spot.rodLevel,
          castPrice: Number(box?.price ?? 0),
          oddsVersion: box?.odds_version ?? 0,
          expectedReturn: Number(box?.expected_return ?? 0),
          returnOfBaitBp: box && baitCost ? Math.round((Number(box.expected_return) * 10_000) / baitCost) : null,
        };
      });
    },

    /** Every tool, on sale or not. */
    async tools(): Promise<ConsoleFishTool[]> {
      return (await listTools(db, { enabledOnly: false })).map(toolView);
    },

    /** Creates or changes a tool; a bait pack holds bait, a rod none, and neither changes kind or level once made. */
    async saveToolIn(trx: Trx, change: ToolChange): Promise<{ before: ConsoleFishTool | null; after: ConsoleFishTool }> {
      if ((change.kind === 'bait') !== change.bait > 0) throw new AppError('FISHING_TOOL_INVALID');
      const before = await findTool(trx, change.id);
      if (before && (before.kind !== change.kind || before.level !== change.level)) throw new AppError('FISHING_TOOL_KIND_FIXED');
      const row: FishingToolRow = {
        id: change.id,
        kind: change.kind,
        level: change.level,
        bait: change.bait,
        price: change.price,
        enabled: change.enabled ? 1 : 0,
        sort: change.sort,
        name_cn: change.name.cn,
        name_br: change.name.br,
        name_en: change.name.en,
        updated_at: deps.clock(),
      };
      await saveTool(trx, row);
      return { before: before ? toolView(before) : null, after: toolView(row) };
    },

    /** Sessions newest first: the live ones, the ended ones, or all. */
    async sessions(filter: { readonly active?: boolean | undefined }, page: number, size: number) {
      const { list: rows, total } = await pageSessions(db, filter, page, size);
      const names = await deps.nicknames([...new Set(rows.map((row) => row.user_id))]);
      const list = rows.map(
        (row): ConsoleFishSession => ({
          id: row.id,
          userId: row.user_id,
          nickname: names.get(row.user_id) ?? '',
          placeId: row.place_id,
          mode: row.mode as FishingMode,
          toolId: row.tool_id,
          bait: row.bait,
          catches: row.catches,
          baitReturned: row.bait_returned,
          nextCatchAt: nextCatchAt(row),
          startedAt: Number(row.started_at),
          endedAt: row.ended_at === null ? null : Number(row.ended_at),
          endReason: row.end_reason as FishingEndReason | null,
        }),
      );
      return { list, total, page, size };
    },
  };
}

export type FishingOversight = ReturnType<typeof createFishingOversight>;
