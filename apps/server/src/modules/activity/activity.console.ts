import { FREE_BOX_COOLDOWN_MS } from '@lootbay/shared/constants';
import { BOX_KIND } from '@lootbay/shared/catalog';
import { consoleBody } from '@lootbay/shared/schemas/console';
import { freeBoxesOverviewSchema } from '@lootbay/shared/schemas/console-games';
import type { CatalogService } from '../catalog/catalog.service';
import type { ActivityService } from './activity.service';
import { readCall, type ConsoleCall } from '../console/console.module';

/** The free level boxes and the activities' settings, read-only. */
export function activityCalls(activity: Pick<ActivityService, 'settings'>, catalog: Pick<CatalogService, 'boxesOfKind'>): ConsoleCall[] {
  return [
    readCall({
      path: 'games/free-boxes',
      access: 'games.read',
      summary: "The free level boxes (hidden ones too) and the activities' settings, read-only",
      body: consoleBody({}),
      data: freeBoxesOverviewSchema,
      async read() {
        const boxes = await catalog.boxesOfKind(BOX_KIND.free);
        return {
          boxes: boxes.map((box) => ({
            id: box.id,
            name: { cn: box.name_cn, br: box.name_br, en: box.name_en },
            image: box.image,
            level: box.level,
            visible: box.visible === 1,
            oddsVersion: box.odds_version,
            expectedReturn: Number(box.expected_return),
          })),
          freeBoxCooldownMs: FREE_BOX_COOLDOWN_MS,
          ...activity.settings(),
        };
      },
    }),
  ];
}
