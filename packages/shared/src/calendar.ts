import type { ExclusionPeriod, LimitPeriod } from './constants';

/**
 * The calendar of responsible play, in one place for the server that enforces it and the browser
 * that shows it: limit periods in the site's time zone, and when a break ends.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far a zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetAt(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(at / 1000) * 1000;
}

/** The moment a calendar date begins in a zone (days and months past their end roll over). */
function midnight(timeZone: string, year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
}

/**
 * The calendar period holding a moment in the site's zone: a day, a week from Monday, or a month,
 * as [start, end) in epoch ms. Limits count from the start and reset at the end.
 */
export function periodAt(period: LimitPeriod, timeZone: string, at: number): { readonly start: number; readonly end: number } {
  const local = new Date(at + offsetAt(timeZone, at));
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  if (period === 'day') return { start: midnight(timeZone, year, month, day), end: midnight(timeZone, year, month, day + 1) };
  if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    return { start: midnight(timeZone, year, month, day - sinceMonday), end: midnight(timeZone, year, month, day - sinceMonday + 7) };
  }
  return { start: midnight(timeZone, year, month, 1), end: midnight(timeZone, year, month + 1, 1) };
}

/** The calendar day holding a moment in a zone, `YYYY-MM-DD` (daily ranks are named by it). */
export function dayOf(timeZone: string, at: number): string {
  return new Date(at + offsetAt(timeZone, at)).toISOString().slice(0, 10);
}

/** A calendar day in a zone: its name `YYYY-MM-DD` and when it runs, [start, end) in epoch ms. */
export interface CalendarDay {
  readonly day: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The days from `from` to `to` (`YYYY-MM-DD`, both included) in a zone, in order; none when `from`
 * is after `to`. A day runs from its midnight to the next, so it may last 23 or 25 hours.
 */
export function calendarDays(timeZone: string, from: string, to: string): CalendarDay[] {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const days: CalendarDay[] = [];
  for (let offset = 0; ; offset += 1) {
    const name = new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
    if (name > to) return days;
    days.push({ day: name, start: midnight(timeZone, year, month, day + offset), end: midnight(timeZone, year, month, day + offset + 1) });
  }
}

/** When a break taken at a moment ends: null for a permanent self-exclusion. */
export function breakEnd(period: ExclusionPeriod, at: number): number | null {
  const date = new Date(at);
  switch (period) {
    case '24h':
      return at + DAY_MS;
    case '7d':
      return at + 7 * DAY_MS;
    case '30d':
      return at + 30 * DAY_MS;
    case '6m':
      return date.setUTCMonth(date.getUTCMonth() + 6);
    case '1y':
      return date.setUTCFullYear(date.getUTCFullYear() + 1);
    case 'permanent':
      return null;
  }
}
