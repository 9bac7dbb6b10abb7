import { breakEnd } from '@lootbay/shared/calendar';
import type { ExclusionPeriod } from '@lootbay/shared/constants';

/** Whether a break taken now would end after the one in force (ending at `until`, null when permanent). */
export function endsLater(period: ExclusionPeriod, until: number | null, at: number): boolean {
  const end = breakEnd(period, at);
  return until !== null && (end === null || end > until);
}
