import { z } from 'zod';
import { consoleBody } from '@lootbay/shared/schemas/console';
import {
  consoleFishPoolSchema,
  consoleFishSessionPageSchema,
  consoleFishSessionsBodySchema,
  consoleFishToolSaveBodySchema,
  consoleFishToolSchema,
} from '@lootbay/shared/schemas/console-fishing';
import type { FishingService } from './fishing.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** Fishing: the 15 pools (their odds are edited as any box, in `boxes/odds`), the shop's tools, and the sessions. */
export function fishingCalls(fishing: Pick<FishingService, 'oversight'>): ConsoleCall[] {
  const { oversight } = fishing;
  return [
    readCall({
      path: 'games/fishing/pools',
      access: 'games.read',
      summary: "The 15 fishing spots' pools: ground, level, rod needed, box, odds version and expected return against the bait's cost",
      body: consoleBody({}),
      data: z.array(consoleFishPoolSchema),
      read: () => oversight.pools(),
    }),
    readCall({
      path: 'games/fishing/tools',
      access: 'games.read',
      summary: "The fishing shop's rods and bait packs, on sale or not",
      body: consoleBody({}),
      data: z.array(consoleFishToolSchema),
      read: () => oversight.tools(),
    }),
    changeCall({
      path: 'games/fishing/tools/save',
      access: 'games.write',
      summary: 'Create a rod or bait pack, or change its price, bait count, names, order or sale',
      body: consoleFishToolSaveBodySchema,
      data: consoleFishToolSchema,
      async change(trx, body) {
        const { before, after } = await oversight.saveToolIn(trx, { id: body.id, kind: body.kind, level: body.level, bait: body.bait, price: body.price, enabled: body.enabled, sort: body.sort, name: body.name });
        return { data: after, target: `fishing-tool:${body.id}`, before, after };
      },
    }),
    readCall({
      path: 'games/fishing/sessions',
      access: 'games.read',
      summary: 'Fishing sessions newest first: live ones, ended ones, or all',
      body: consoleFishSessionsBodySchema,
      data: consoleFishSessionPageSchema,
      read: (body) => oversight.sessions({ active: body.active }, body.page, body.size),
    }),
  ];
}
