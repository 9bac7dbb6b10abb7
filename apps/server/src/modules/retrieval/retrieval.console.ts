import { consoleRetrievalPageSchema, consoleRetrievalsBodySchema } from '@lootbay/shared/schemas/console-economy';
import type { RetrievalService } from './retrieval.service';
import { readCall, type ConsoleCall } from '../console/console.module';

/** The queue of retrievals to Steam, of items and keys, under way or finished. */
export function retrievalCalls(retrieval: Pick<RetrievalService, 'queue'>): ConsoleCall[] {
  return [
    readCall({
      path: 'economy/retrievals',
      access: 'money.read',
      summary: 'Retrievals to Steam newest first, under way or finished, of items or keys, of one player: statuses, market checks and outcome',
      body: consoleRetrievalsBodySchema,
      data: consoleRetrievalPageSchema,
      read: (body) => retrieval.queue({ state: body.state, kind: body.kind, userId: body.userId }, body.page, body.size),
    }),
  ];
}
