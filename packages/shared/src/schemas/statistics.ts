import { z } from 'zod';
import { ornamentSchema } from './catalog';
import { chainHeadSchema } from './fairness';
import { callBody } from './common';

/** How many days the member's statistics chart covers, today included. */
export const STATISTICS_DAYS = 30;
/** How far back `/visitor/listHose` looks for the best drops. */
export const TOP_DROPS_WINDOW_DAYS = 7;
export const TOP_DROPS_MAX = 50;
/** How many places each list of the daily ranking shows. */
export const DAILY_RANKING_PLACES = 10;
export const DAILY_RANKING_DAYS = ['today', 'yesterday'] as const;

/** `/visitor/index/count`: the site's counters, counted from what really happened. */
export const siteCountersSchema = z.object({
  /** People with an account (main accounts; sub-accounts are their owner's). */
  players: z.int(),
  /** Boxes opened, paid and free. */
  opens: z.int(),
  /** Arena battles fought to the end. */
  battles: z.int(),
  /** The value of every item boxes gave, hundredths of a coin. */
  dropped: z.int(),
});
export type SiteCounters = z.infer<typeof siteCountersSchema>;

/** A drop as public lists show it: the item, its box and the member's masked name. */
export const publicDropSchema = z.object({
  openId: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  /** The opener's nickname, masked (e.g. `玩***6`). */
  nickname: z.string(),
  /** The item, priced as it was won (hundredths). */
  ornament: ornamentSchema,
  createdAt: z.int(),
});
export type PublicDrop = z.infer<typeof publicDropSchema>;

/** `/visitor/listHose`: the best drops of the last days, most valuable first. */
export const topDropsBody = callBody({ size: z.int().min(1).max(TOP_DROPS_MAX).default(10) });
export const topDropsSchema = z.object({ since: z.int(), list: z.array(publicDropSchema) });
export type TopDrops = z.infer<typeof topDropsSchema>;

/** One day of a member's chart, in the site's time zone; amounts in hundredths of a coin. */
export const statisticsDaySchema = z.object({
  /** `YYYY-MM-DD`. */
  day: z.string(),
  opens: z.int(),
  /** What the member staked in every game: coins, and items at their price. */
  spent: z.int(),
  /** What the member won in every game: items at their price, and coins. */
  won: z.int(),
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/** `/mybox/statistical/info`: the member's own totals, best drop and the last 30 days, oldest first. */
export const memberStatisticsSchema = z.object({
  opens: z.int(),
  spent: z.int(),
  won: z.int(),
  bestDrop: z.object({ openId: z.string(), boxId: z.string(), boxName: z.string(), ornament: ornamentSchema, createdAt: z.int() }).nullable(),
  days: z.array(statisticsDaySchema),
});
export type MemberStatistics = z.infer<typeof memberStatisticsSchema>;

/** `/visitor/statistical/ranking`: today's or yesterday's biggest spenders and best drops (the arena has its own ranking). */
export const dailyRankingBody = callBody({ day: z.enum(DAILY_RANKING_DAYS).default('today') });
export const dailyRankingSchema = z.object({
  /** The site day, `YYYY-MM-DD`. */
  day: z.string(),
  spenders: z.array(z.object({ rank: z.int(), nickname: z.string(), spent: z.int() })),
  drops: z.array(publicDropSchema.extend({ rank: z.int() })),
});
export type DailyRanking = z.infer<typeof dailyRankingSchema>;

/** One paid box on the transparency page: its published return beside the return measured over every open. */
export const transparencyBoxSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  opens: z.int(),
  /** Returns in basis points of the price (10000 = everything back): published by the odds in force, and measured with its 95% confidence interval. */
  published: z.int(),
  measured: z.int(),
  low: z.int(),
  high: z.int(),
});
export type TransparencyBox = z.infer<typeof transparencyBoxSchema>;

/** `/visitor/transparency`: the public hash chain's newest head, its records per game, and every box's measured return. */
export const transparencySchema = z.object({
  head: chainHeadSchema,
  counts: z.object({ play: z.int(), battle: z.int(), draw: z.int(), round: z.int(), catch: z.int() }),
  /** Results settled but not linked yet (linked within seconds). */
  waiting: z.int(),
  boxes: z.array(transparencyBoxSchema),
  /** Where the full revealed record set downloads from (NDJSON). */
  download: z.string(),
});
export type Transparency = z.infer<typeof transparencySchema>;
