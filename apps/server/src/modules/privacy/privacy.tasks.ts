import type { RecurringTask } from '../../scheduler/scheduler';
import type { PrivacyService } from './privacy.service';

/** Daily at 04:40: export archives past their 7 days are deleted (as of the occurrence being run). */
export function privacyTasks(privacy: PrivacyService): RecurringTask[] {
  return [{ id: 'privacy-expire-exports', schedule: '40 4 * * *', run: async (job) => void (await privacy.exports.expire(job.runAt)) }];
}
