import { SITE_TIME_ZONE } from '@lootbay/shared/constants';

/*
 * Days, weeks and months of the limits, and the ends of breaks, are counted in the site's time
 * zone whatever the member's own (docs/api/responsible.md), so they are shown in it too.
 */

// Made on first use, not when a page importing this loads: a time zone's format is slow to make.
let siteClock: Intl.DateTimeFormat | undefined;

/** Epoch milliseconds as `YYYY-MM-DD HH:mm` on the site's clock; the texts around it say which clock. */
export function formatSiteTime(at: number): string {
  siteClock ??= new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  const parts = siteClock.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
