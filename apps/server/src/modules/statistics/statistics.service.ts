import { calendarDays, dayOf, periodAt } from '@lootbay/shared/calendar';
import type { Locale } from '@lootbay/shared/constants';
import { maskNickname } from '@lootbay/shared/masked-name';
import {
  DAILY_RANKING_PLACES,
  STATISTICS_DAYS,
  TOP_DROPS_WINDOW_DAYS,
  type DailyRanking,
  type MemberStatistics,
  type PublicDrop,
  type SiteCounters,
  type TopDrops,
} from '@lootbay/shared/schemas/statistics';
import { ttlCache } from '../../ttl-cache';
import type { AccountService } from '../account/account.service';
import type { ArenaService } from '../arena/arena.service';
import type { BoxesService, OpenedDrop } from '../boxes/boxes.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { PlayService } from '../play/play.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { ServiceDependencies } from '../service-dependencies';
import { createTransparency } from './statistics.transparency';

/**
 * Public numbers are read by every visitor of the home page; a few seconds old is fine, and it
 * keeps a busy home page from counting the whole site on every view.
 */
const PUBLIC_CACHE_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StatisticsDependencies extends ServiceDependencies {
  readonly timeZone: string;
  readonly accounts: Pick<AccountService, 'people' | 'nicknames'>;
  readonly boxes: Pick<BoxesService, 'siteOpenTotals' | 'memberOpens' | 'memberOpensByPeriod' | 'bestDrops' | 'openReturnsByBox'>;
  readonly arena: Pick<ArenaService, 'finishedBattles'>;
  readonly play: Pick<PlayService, 'results' | 'memberResultsByPeriod' | 'topStakers'>;
  readonly catalog: Pick<CatalogService, 'ornaments' | 'boxesByIds'>;
  readonly fairness: Pick<FairnessService, 'chain'>;
}

/** The `STATISTICS_DAYS` site days ending with the one holding `now`, oldest first. */
function lastDays(timeZone: string, now: number) {
  const today = dayOf(timeZone, now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1, day - (STATISTICS_DAYS - 1))).toISOString().slice(0, 10);
  return calendarDays(timeZone, first, today);
}

/**
 * The site's statistics, read from the records every game already writes: the play engine's
 * results (stakes and winnings of every game), box opens, finished battles and accounts. It keeps
 * no tables of its own, so its numbers cannot drift from what happened.
 */
export function createStatisticsService(deps: StatisticsDependencies) {
  const { accounts, boxes, arena, play, catalog } = deps;
  const counters = ttlCache<SiteCounters>(PUBLIC_CACHE_MS, deps.clock);
  const topDropLists = ttlCache<TopDrops>(PUBLIC_CACHE_MS, deps.clock);
  const rankings = ttlCache<DailyRanking>(PUBLIC_CACHE_MS, deps.clock);

  /** Drops with their item, box and masked opener, in the caller's language. */
  async function publicDrops(drops: readonly OpenedDrop[], locale: Locale): Promise<PublicDrop[]> {
    const [ornaments, boxNames, names] = await Promise.all([
      catalog.ornaments(
        drops.map((drop) => drop.ornamentId),
        locale,
      ),
      catalog.boxesByIds([...new Set(drops.map((drop) => drop.boxId))], locale),
      accounts.nicknames(drops.map((drop) => drop.userId)),
    ]);
    return drops.map((drop) => ({
      openId: drop.openId,
      boxId: drop.boxId,
      boxName: boxNames.get(drop.boxId)?.name ?? drop.boxId,
      nickname: maskNickname(names.get(drop.userId) ?? ''),
      ornament: { ...ornaments.get(drop.ornamentId)!, price: drop.itemPrice },
      createdAt: drop.createdAt,
    }));
  }

  async function loadCounters(): Promise<SiteCounters> {
    const [players, opened, battles] = await Promise.all([accounts.people(), boxes.siteOpenTotals(), arena.finishedBattles()]);
    return { players, opens: opened.opens, battles, dropped: opened.dropped };
  }

  async function loadRanking(day: 'today' | 'yesterday', locale: Locale): Promise<DailyRanking> {
    const now = deps.clock();
    const period = periodAt('day', deps.timeZone, day === 'today' ? now : periodAt('day', deps.timeZone, now).start - 1);
    const [stakers, drops] = await Promise.all([play.topStakers(period.start, period.end, DAILY_RANKING_PLACES), boxes.bestDrops({ from: period.start, to: period.end }, DAILY_RANKING_PLACES)]);
    const [names, shown] = await Promise.all([accounts.nicknames(stakers.map((row) => row.userId)), publicDrops(drops, locale)]);
    return {
      day: dayOf(deps.timeZone, period.start),
      spenders: stakers.map((row, index) => ({ rank: index + 1, nickname: maskNickname(names.get(row.userId) ?? ''), spent: row.staked })),
      drops: shown.map((drop, index) => ({ ...drop, rank: index + 1 })),
    };
  }

  return {
    /** `/visitor/transparency`: the chain's head and records per game, and every box's measured return. */
    transparency: createTransparency(deps),

    /** `/visitor/index/count`: players, boxes opened, battles fought and value dropped. */
    async siteCounters(): Promise<SiteCounters> {
      return (await counters.many(['site'], async () => [['site', await loadCounters()]])).get('site')!;
    },

    /** `/visitor/listHose`: the most valuable drops of the last days, most valuable first. */
    async topDrops(size: number, locale: Locale): Promise<TopDrops> {
      const key = `${locale}:${size}`;
      const found = await topDropLists.many([key], async () => {
        const since = deps.clock() - TOP_DROPS_WINDOW_DAYS * DAY_MS;
        return [[key, { since, list: await publicDrops(await boxes.bestDrops({ from: since }, size), locale) }]];
      });
      return found.get(key)!;
    },

    /** `/visitor/statistical/ranking`: a site day's biggest spenders and best drops. */
    async dailyRanking(day: 'today' | 'yesterday', locale: Locale): Promise<DailyRanking> {
      const key = `${day}:${locale}`;
      return (await rankings.many([key], async () => [[key, await loadRanking(day, locale)]])).get(key)!;
    },

    /** `/mybox/statistical/info`: the member's own totals, best drop, and the last 30 site days. */
    async member(userId: string, locale: Locale): Promise<MemberStatistics> {
      const days = lastDays(deps.timeZone, deps.clock());
      const bounds = [...days.map((day) => day.start), days[days.length - 1]!.end];
      const [opens, totals, [best], opensByDay, resultsByDay] = await Promise.all([
        boxes.memberOpens(userId),
        play.results(deps.db.kysely, [userId], 0),
        boxes.bestDrops({ userId }, 1),
        boxes.memberOpensByPeriod(userId, bounds),
        play.memberResultsByPeriod(userId, bounds),
      ]);
      const bestDrop = best ? (await publicDrops([best], locale))[0]! : null;
      return {
        opens,
        spent: totals.staked,
        won: totals.won,
        bestDrop: bestDrop && { openId: bestDrop.openId, boxId: bestDrop.boxId, boxName: bestDrop.boxName, ornament: bestDrop.ornament, createdAt: bestDrop.createdAt },
        days: days.map((day, period) => {
          const results = resultsByDay.find((row) => row.period === period);
          return { day: day.day, opens: opensByDay.find((row) => row.period === period)?.opens ?? 0, spent: results?.staked ?? 0, won: results?.won ?? 0 };
        }),
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
