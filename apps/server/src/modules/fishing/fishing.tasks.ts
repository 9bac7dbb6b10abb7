import type { RecurringTask } from '../../scheduler/scheduler';
import type { FishingService } from './fishing.service';

/**
 * Lands the leisure catches of members who are away (offline fishing). A catch's time is fixed by
 * its session's start, so a sweep that runs late lands it with its own time, never a second one.
 */
export function leisureSweep(fishing: FishingService): RecurringTask {
  return {
    id: 'fishing.leisure-catches',
    schedule: '*/30 * * * * *',
    async run() {
      await fishing.sweep();
    },
  };
}
