import { useState } from 'react';

/** The calendar day of a moment in a time zone, `YYYY-MM-DD`. */
export function dayIn(zone: string, ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

const DAY_MS = 86_400_000;

/**
 * A range of days for a report: by default the last `days` days up to today in the report's time
 * zone, until the operator picks others.
 */
export function useDayRange(days: number, zone: string) {
  const [picked, setPicked] = useState<{ from: string; to: string } | null>(null);
  const [now] = useState(() => Date.now());
  const range = picked ?? { from: dayIn(zone, now - (days - 1) * DAY_MS), to: dayIn(zone, now) };
  return { range, today: dayIn(zone, now), pick: setPicked };
}
