import { periodAt } from '@lootbay/shared/calendar';
import { DEMO_PLAYER_NAMES } from '@lootbay/shared/demo';
import { idNumberCheckCharacter } from '@lootbay/shared/schemas/account';
import type { ModuleServices } from '../module';
import type { SeedClock } from '../seed-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Days of history: the day before yesterday, yesterday and today so far. */
const DAYS = 3;
const OPENS_PER_DAY = 20;
const BATTLES_PER_DAY = 8;
/** The redemption code the house issues its demo players, once each: their coins enter through promotions. */
const DEMO_CODE = 'DEMOHISTORY';
const DEMO_COINS = 300_000;

export interface DemoHistoryDependencies {
  readonly services: Pick<ModuleServices, 'account' | 'fairness' | 'recharge' | 'boxes' | 'arena'>;
  readonly seedClock: SeedClock;
  readonly timeZone: string;
}

/** An adult's id number (born 1990) for the `index`th demo player, valid under its checksum. */
function demoIdNumber(index: number): string {
  const first17 = `110101199001${String((index % 28) + 1).padStart(2, '0')}${String(900 + index).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

/** `count` moments spread evenly through [start, end). */
function spread(start: number, end: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.floor(start + ((end - start) * (index + 0.5)) / count));
}

/**
 * A few days of a development site's life, played by demo players through the games' own
 * services at past moments (the seed clock): box opens, battles fought to the end between two
 * demo players, and so the live drops, the rankings of each day (a past day's prizes paid at its
 * next 10:00, as the ranking task would) and the counters. Only into a site nobody has joined yet.
 */
export function createDemoHistory(deps: DemoHistoryDependencies) {
  const { account, fairness, recharge, boxes, arena } = deps.services;
  const at = deps.seedClock.at;

  async function players(since: number): Promise<string[]> {
    await at(since, () => recharge.createCode({ code: DEMO_CODE, currency: 'coin', amount: DEMO_COINS, maxUses: DEMO_PLAYER_NAMES.length }));
    const ids: string[] = [];
    for (const [index, name] of DEMO_PLAYER_NAMES.entries()) {
      const moment = since + index * MINUTE_MS;
      const id = await at(moment, () => account.demoPlayers.create(name, { realName: '演示玩家', idNumber: demoIdNumber(index) }));
      await at(moment, () => fairness.updateUserSeed(id, `demo${name.toLowerCase()}${index}`));
      await at(moment, () => recharge.redeemCode(id, DEMO_CODE));
      ids.push(id);
    }
    return ids;
  }

  async function day(ids: readonly string[], start: number, end: number, dayIndex: number, boxIds: readonly string[]): Promise<void> {
    const moments = spread(start, end, OPENS_PER_DAY + BATTLES_PER_DAY);
    for (const [index, moment] of moments.entries()) {
      const turn = dayIndex * moments.length + index;
      const player = ids[turn % ids.length]!;
      // The day's battles spread evenly among its opens.
      const battle = Math.floor(((index + 1) * BATTLES_PER_DAY) / moments.length) > Math.floor((index * BATTLES_PER_DAY) / moments.length);
      if (!battle) {
        await at(moment, () => boxes.open(player, { boxId: boxIds[turn % boxIds.length]!, num: 1 }, 'cn'));
        continue;
      }
      const rival = ids[(turn + 1 + (turn % (ids.length - 1))) % ids.length]!;
      const battleBoxes = [boxIds[turn % boxIds.length]!, boxIds[(turn + 1) % boxIds.length]!];
      // Two steps a second apart within the moment's minute: created, joined, each box opened, settled.
      const { id } = await at(moment, () => arena.create(player, { boxIds: battleBoxes, mode: '2p' }, 'cn'));
      await at(moment + 1_000, () => arena.join(rival, { id }, 'cn'));
      for (let step = 0; step <= battleBoxes.length; step += 1) await at(moment + 2_000 + step * 1_000, () => arena.rounds.step(id, step));
    }
  }

  return {
    async seed(): Promise<void> {
      if ((await account.people()) > 0) return;
      const now = deps.seedClock.real();
      const today = periodAt('day', deps.timeZone, now).start;
      const first = today - (DAYS - 1) * DAY_MS;
      const ids = await players(first);
      const boxIds = (await arena.boxes('cn')).sort((a, b) => a.price - b.price).slice(0, 4).map((box) => box.id);
      // Today's moments stay in its past, however early in the day it is.
      const todayMargin = Math.min(30 * MINUTE_MS, (now - today) / 4);
      for (let index = 0; index < DAYS; index += 1) {
        const dayStart = first + index * DAY_MS;
        const isToday = index === DAYS - 1;
        const start = dayStart + (isToday ? todayMargin : 30 * MINUTE_MS);
        const end = isToday ? now - todayMargin : dayStart + DAY_MS - 30 * MINUTE_MS;
        await day(ids, start, end, index, boxIds);
        const payout = first + (index + 1) * DAY_MS + 10 * 60 * MINUTE_MS;
        if (payout < now) await at(payout, () => arena.ranking.payDay(arena.ranking.dayLabel('today', start)));
      }
    },
  };
}
