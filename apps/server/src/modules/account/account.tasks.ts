import type { RecurringTask } from '../../scheduler/scheduler';
import type { AccountService } from './account.service';

/** Daily at 04:30: ended sessions and used codes are deleted 30 days after they ended. */
export function accountTasks(account: AccountService): RecurringTask[] {
  return [{ id: 'account-purge-ended', schedule: '30 4 * * *', run: async () => void (await account.purgeEnded()) }];
}
