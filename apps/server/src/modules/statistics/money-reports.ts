import { calendarDays } from '@lootbay/shared/calendar';
import type { Locale } from '@lootbay/shared/constants';
import type { BoxReturn, GameTotals, MoneyDaily, MoneyReturns, MoneyTotals } from '@lootbay/shared/schemas/console-money';
import type { BoxesService } from '../boxes/boxes.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { PlayService } from '../play/play.service';
import type { RechargeService } from '../recharge/recharge.service';

/** Where the money reports read, each through its own module. */
export interface MoneyReportSources {
  readonly recharge: Pick<RechargeService, 'paidByPeriod'>;
  readonly play: Pick<PlayService, 'totalsByPeriod'>;
  readonly boxes: Pick<BoxesService, 'opensByPeriod' | 'paidOpenTotals'>;
  readonly catalog: Pick<CatalogService, 'boxesByIds' | 'oddsVersions'>;
  /** The site's time zone: days run from its midnight to the next. */
  readonly timeZone: string;
}

/** a / b in basis points, rounded; 0 when nothing was spent. */
function basisPoints(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 10_000) / whole);
}

/**
 * The days from `from` to `to` and the bounds that split them (each day's start, then the last
 * day's end); the schema has already checked the range.
 */
function daysOf(timeZone: string, from: string, to: string) {
  const days = calendarDays(timeZone, from, to);
  const last = days[days.length - 1];
  if (!last) throw new Error(`no days from ${from} to ${to}`);
  return { days, bounds: [...days.map((day) => day.start), last.end] };
}

type Orders = Awaited<ReturnType<RechargeService['paidByPeriod']>>;
type Plays = Awaited<ReturnType<PlayService['totalsByPeriod']>>;
type Opens = Awaited<ReturnType<BoxesService['opensByPeriod']>>;

function totalsOf(period: number, orders: Orders, plays: Plays, opens: Opens): MoneyTotals {
  const paid = orders.find((row) => row.period === period);
  const opened = opens.find((row) => row.period === period);
  const games: GameTotals[] = plays.games
    .filter((row) => row.period === period)
    .map((row) => ({ game: row.game, plays: row.plays, players: row.players, staked: row.staked, paidOut: row.won, ggr: row.staked - row.won }))
    .sort((a, b) => b.staked - a.staked || (a.game < b.game ? -1 : 1));
  const staked = games.reduce((sum, game) => sum + game.staked, 0);
  const paidOut = games.reduce((sum, game) => sum + game.paidOut, 0);
  return {
    rechargeOrders: paid?.orders ?? 0,
    payers: paid?.payers ?? 0,
    rechargePaid: paid?.paid ?? 0,
    recharged: paid?.received ?? 0,
    staked,
    paidOut,
    ggr: staked - paidOut,
    activePlayers: plays.players.find((row) => row.period === period)?.players ?? 0,
    opens: opened?.opens ?? 0,
    freeOpens: opened?.freeOpens ?? 0,
    games,
  };
}

/**
 * Each day's money and the range's. "Spent" and "paid out" come from the play engine's results,
 * not from the wallet ledger: every game settles through the engine, which records per play its
 * game, what each member staked (coins, and items staked or used up at their price) and what they
 * won (items at their price, coins paid back), in the play's own transaction. The ledger sees only
 * coin transfers, so it misses item stakes (forge inputs, percentage items, battle items) and item
 * winnings, which are most of what games pay out. Recharges are the paid orders, on the day they
 * were paid. Each source is one grouped query over the range, then one more for the range's totals,
 * where members are counted once however many days they played.
 */
export async function dailyMoney(sources: MoneyReportSources, from: string, to: string): Promise<MoneyDaily> {
  const { days, bounds } = daysOf(sources.timeZone, from, to);
  const whole = [bounds[0]!, bounds[bounds.length - 1]!];
  const [orders, plays, opens, allOrders, allPlays, allOpens] = await Promise.all([
    sources.recharge.paidByPeriod(bounds),
    sources.play.totalsByPeriod(bounds),
    sources.boxes.opensByPeriod(bounds),
    sources.recharge.paidByPeriod(whole),
    sources.play.totalsByPeriod(whole),
    sources.boxes.opensByPeriod(whole),
  ]);
  return {
    timeZone: sources.timeZone,
    days: days.map((day, index) => ({ day: day.day, start: day.start, end: day.end, ...totalsOf(index, orders, plays, opens) })),
    totals: totalsOf(0, allOrders, allPlays, allOpens),
  };
}

interface Tally {
  opens: number;
  spent: number;
  paidOut: number;
  expectedPaidOut: number;
}

function figures(tally: Tally) {
  const measuredReturnBp = basisPoints(tally.paidOut, tally.spent);
  const publishedReturnBp = basisPoints(tally.expectedPaidOut, tally.spent);
  return { ...tally, measuredReturnBp, publishedReturnBp, differenceBp: measuredReturnBp - publishedReturnBp };
}

/**
 * Per paid box opened in the range: what its opens returned (item value won / spent) against what
 * its published odds expected. Each open is held against the odds version it was rolled on, so a
 * box revised mid-range compares with the mix of versions actually opened.
 */
export async function boxReturns(sources: MoneyReportSources, from: string, to: string, locale: Locale): Promise<MoneyReturns> {
  const { bounds } = daysOf(sources.timeZone, from, to);
  const start = bounds[0]!;
  const end = bounds[bounds.length - 1]!;
  const rows = await sources.boxes.paidOpenTotals(start, end);
  const boxIds = [...new Set(rows.map((row) => row.boxId))];
  const [names, versionLists] = await Promise.all([sources.catalog.boxesByIds(boxIds, locale), Promise.all(boxIds.map((id) => sources.catalog.oddsVersions(id)))]);
  const published = new Map(boxIds.map((id, index) => [id, new Map(versionLists[index]!.map((version) => [version.version, version]))]));

  const boxes = new Map<string, { boxId: string; currency: string; total: Tally; versions: (Tally & { version: number; price: number; expectedReturn: number })[] }>();
  for (const row of rows) {
    const version = published.get(row.boxId)?.get(row.oddsVersion);
    if (!version) throw new Error(`box ${row.boxId} was opened on odds version ${row.oddsVersion}, which the catalogue does not have`);
    const key = `${row.boxId}\u0000${row.currency}`;
    const box = boxes.get(key) ?? { boxId: row.boxId, currency: row.currency, total: { opens: 0, spent: 0, paidOut: 0, expectedPaidOut: 0 }, versions: [] };
    boxes.set(key, box);
    const tally = { opens: row.opens, spent: row.spent, paidOut: row.paidOut, expectedPaidOut: version.expectedReturn * row.opens };
    box.versions.push({ version: row.oddsVersion, price: version.price, expectedReturn: version.expectedReturn, ...tally });
    for (const field of ['opens', 'spent', 'paidOut', 'expectedPaidOut'] as const) box.total[field] += tally[field];
  }

  const list: BoxReturn[] = [...boxes.values()].map((box) => ({
    boxId: box.boxId,
    boxName: names.get(box.boxId)?.name ?? box.boxId,
    currency: box.currency,
    ...figures(box.total),
    versions: box.versions.sort((a, b) => b.version - a.version).map(({ version, price, expectedReturn, ...tally }) => ({ version, price, expectedReturn, ...figures(tally) })),
  }));
  list.sort((a, b) => b.spent - a.spent || (a.boxId < b.boxId ? -1 : 1));
  return { timeZone: sources.timeZone, from, to, start, end, boxes: list };
}
