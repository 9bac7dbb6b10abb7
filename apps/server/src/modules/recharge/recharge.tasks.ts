import type { RecurringTask } from '../../scheduler/scheduler';
import type { RechargeService } from './recharge.service';

/**
 * Every minute: awaiting orders past their time (as of the occurrence being run) become
 * `timeout`, and the providers are asked about unpaid orders whose notification never came.
 */
export function rechargeTasks(recharge: RechargeService): RecurringTask[] {
  return [
    { id: 'recharge-expire-orders', schedule: '* * * * *', run: async (job) => void (await recharge.expireStaleOrders(job.runAt)) },
    { id: 'recharge-reconcile', schedule: '* * * * *', run: async () => void (await recharge.reconcileDue()) },
  ];
}
