import { describe, expect, it } from 'vitest';
import { breakEnd, calendarDays, periodAt } from './calendar';
import { SITE_TIME_ZONE } from './constants';

const ZONE = SITE_TIME_ZONE;
/** A wall-clock time in Beijing (UTC+8), as epoch ms. */
const beijing = (text: string) => Date.parse(`${text}+08:00`);

describe('limit periods in the site time zone', () => {
  it('runs a day from midnight to midnight in Beijing, not in UTC', () => {
    expect(periodAt('day', ZONE, beijing('2026-11-30T23:59:59'))).toEqual({ start: beijing('2026-11-30T00:00:00'), end: beijing('2026-12-01T00:00:00') });
    expect(periodAt('day', ZONE, beijing('2026-12-01T00:00:00'))).toEqual({ start: beijing('2026-12-01T00:00:00'), end: beijing('2026-12-02T00:00:00') });
    // 07:30 in Beijing is still the previous day in UTC.
    expect(periodAt('day', ZONE, beijing('2026-12-01T07:30:00')).start).toBe(beijing('2026-12-01T00:00:00'));
  });

  it('starts a week on Monday and a month on the 1st, across month and year ends', () => {
    // 2026-12-31 is a Thursday; its week began on Monday the 28th and ends in the next year.
    expect(periodAt('week', ZONE, beijing('2026-12-31T12:00:00'))).toEqual({ start: beijing('2026-12-28T00:00:00'), end: beijing('2027-01-04T00:00:00') });
    expect(periodAt('week', ZONE, beijing('2026-11-23T00:00:00')).start).toBe(beijing('2026-11-23T00:00:00'));
    expect(periodAt('week', ZONE, beijing('2026-11-22T23:59:59')).start).toBe(beijing('2026-11-16T00:00:00'));
    expect(periodAt('month', ZONE, beijing('2026-12-31T23:59:59'))).toEqual({ start: beijing('2026-12-01T00:00:00'), end: beijing('2027-01-01T00:00:00') });
    expect(periodAt('month', ZONE, beijing('2027-02-10T10:00:00'))).toEqual({ start: beijing('2027-02-01T00:00:00'), end: beijing('2027-03-01T00:00:00') });
  });

  it('keeps a zone with daylight saving right on the day the clocks change', () => {
    // New York moved from UTC−4 to UTC−5 on 2026-11-01.
    const { start, end } = periodAt('day', 'America/New_York', Date.parse('2026-11-01T12:00:00-05:00'));
    expect(start).toBe(Date.parse('2026-11-01T00:00:00-04:00'));
    expect(end).toBe(Date.parse('2026-11-02T00:00:00-05:00'));
  });

  it('names the days of a range with their bounds, across a month end and a clock change', () => {
    expect(calendarDays(ZONE, '2026-11-30', '2026-12-01')).toEqual([
      { day: '2026-11-30', start: beijing('2026-11-30T00:00:00'), end: beijing('2026-12-01T00:00:00') },
      { day: '2026-12-01', start: beijing('2026-12-01T00:00:00'), end: beijing('2026-12-02T00:00:00') },
    ]);
    const [longDay] = calendarDays('America/New_York', '2026-11-01', '2026-11-01');
    expect(longDay!.end - longDay!.start).toBe(25 * 60 * 60 * 1000);
    expect(calendarDays(ZONE, '2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('ends breaks after their length, months and years by the calendar, and never for a permanent one', () => {
    const at = Date.parse('2026-08-31T10:00:00Z');
    expect(breakEnd('24h', at)).toBe(at + 86_400_000);
    expect(breakEnd('7d', at)).toBe(at + 7 * 86_400_000);
    expect(breakEnd('30d', at)).toBe(at + 30 * 86_400_000);
    expect(breakEnd('6m', at)).toBe(Date.parse('2027-03-03T10:00:00Z'));
    expect(breakEnd('1y', at)).toBe(Date.parse('2027-08-31T10:00:00Z'));
    expect(breakEnd('permanent', at)).toBeNull();
  });
});
