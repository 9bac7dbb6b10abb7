import type { RecurringTask } from '../../scheduler/scheduler';
import type { RetrievalService } from './retrieval.service';

/** Every minute: re-arms the checks of retrievals whose job died or gave up. */
export function retrievalSweep(retrieval: Pick<RetrievalService, 'sweep'>): RecurringTask {
  return { id: 'retrieval.sweep', schedule: '* * * * *', run: async () => void (await retrieval.sweep()) };
}
