import type { RecurringTask } from '../../scheduler/scheduler';
import type { CatalogService } from '../catalog/catalog.service';
import { countOpenOfficial } from './roll.repository';
import type { RollService } from './roll.service';

/** The demo site keeps this many official rooms open, so a new site is alive. */
const OPEN_DEMO_ROOMS = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Demo rooms: one for everyone with two robots, one for players only that asks for a week's
 * spending, one for members registered a day; each of cheap catalogue items, drawn an hour (and a
 * bit, so they do not all end together) after it opens.
 */
export function demoRooms(rooms: RollService, catalog: CatalogService, db: Parameters<typeof countOpenOfficial>[0], clock: () => number) {
  const plans = [
    { title: 'Lootbay daily roll', robots: 2, conditions: { registeredDays: 0, spend: null } },
    { title: 'Players only', robots: 0, conditions: { registeredDays: 0, spend: { period: 'week' as const, amount: 1_000 } } },
    { title: 'Regulars', robots: 0, conditions: { registeredDays: 1, spend: null } },
  ];
  async function keepOpen(): Promise<void> {
    const missing = OPEN_DEMO_ROOMS - (await countOpenOfficial(db));
    if (missing <= 0) return;
    const targets = (await catalog.targets({ sort: 'price_asc' }, 1, 40, 'en')).list;
    const now = clock();
    for (const [index, plan] of plans.slice(0, missing).entries()) {
      const prizeIds = targets.slice(index * 3, index * 3 + 3 + index).map((item) => item.id);
      await rooms.createHouseRoom({ ...plan, prizeIds, startsAt: now, endsAt: now + HOUR_MS + index * 10 * 60 * 1000 });
    }
  }
  const task: RecurringTask = { id: 'roll-demo-rooms', schedule: '*/5 * * * *', run: keepOpen };
  return { keepOpen, task };
}
