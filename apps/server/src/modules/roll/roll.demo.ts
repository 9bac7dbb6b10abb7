import { ROLL_DEMO_ROOM_MIN_VALUE } from '@lootbay/shared/constants';
import { demoRoomTitle } from '@lootbay/shared/roll-titles';
import type { RecurringTask } from '../../scheduler/scheduler';
import type { CatalogService } from '../catalog/catalog.service';
import { countOpenOfficial } from './roll.repository';
import type { RollService } from './roll.service';

/** The demo site keeps this many official rooms open, so a new site is alive. */
const OPEN_DEMO_ROOMS = 3;
const HOUR_MS = 60 * 60 * 1000;
/** Prizes a demo room is made of: items worth a coin to fifteen each, so a few make a pool worth playing for. */
const PRIZE_PRICES = { min: 100, max: 1_500 };

/** Items from `candidates`, from the `offset`th on, until the pool is worth at least `value` (and at least `count` items). */
function prizePool(candidates: readonly { readonly id: string; readonly price: number }[], offset: number, count: number, value: number): string[] {
  const picked: string[] = [];
  let worth = 0;
  for (let index = 0; index < candidates.length && (worth < value || picked.length < count); index += 1) {
    const item = candidates[(offset + index) % candidates.length]!;
    picked.push(item.id);
    worth += item.price;
  }
  return picked;
}

/**
 * Demo rooms: one for everyone with two robots, one for players only that asks for a week's
 * spending, one for members registered a day; each worth at least ten coins of catalogue items,
 * drawn an hour (and a bit, so they do not all end together) after it opens. Their titles are
 * keys every caller reads in their own language.
 */
export function demoRooms(rooms: RollService, catalog: CatalogService, db: Parameters<typeof countOpenOfficial>[0], clock: () => number) {
  const plans = [
    { title: demoRoomTitle('daily'), robots: 2, conditions: { registeredDays: 0, spend: null } },
    { title: demoRoomTitle('playersOnly'), robots: 0, conditions: { registeredDays: 0, spend: { period: 'week' as const, amount: 1_000 } } },
    { title: demoRoomTitle('regulars'), robots: 0, conditions: { registeredDays: 1, spend: null } },
  ];
  async function keepOpen(): Promise<void> {
    const missing = OPEN_DEMO_ROOMS - (await countOpenOfficial(db));
    if (missing <= 0) return;
    const candidates = (await catalog.targets({ sort: 'price_asc', prices: PRIZE_PRICES }, 1, 60, 'en')).list;
    const now = clock();
    for (const [index, plan] of plans.slice(0, missing).entries()) {
      const prizeIds = prizePool(candidates, index * 7, 3 + index, ROLL_DEMO_ROOM_MIN_VALUE);
      await rooms.createHouseRoom({ ...plan, prizeIds, startsAt: now, endsAt: now + HOUR_MS + index * 10 * 60 * 1000 });
    }
  }
  const task: RecurringTask = { id: 'roll-demo-rooms', schedule: '*/5 * * * *', run: keepOpen };
  return { keepOpen, task };
}
