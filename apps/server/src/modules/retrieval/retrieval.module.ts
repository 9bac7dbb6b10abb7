import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { RETRIEVAL_CHECK, type RetrievalDependencies } from './retrieval.context';
import { registerRetrievalRoutes } from './retrieval.routes';
import { createRetrievalService, type RetrievalService } from './retrieval.service';
import { retrievalSweep } from './retrieval.tasks';

export function retrievalModule(deps: RetrievalDependencies & { readonly sessions: SessionResolver }): LootbayModule<RetrievalService> {
  const service = createRetrievalService(deps);
  deps.jobs.registerHandler<{ id: string; check: number }>(RETRIEVAL_CHECK, ({ id, check }) => service.check(id, check));
  return {
    name: 'retrieval',
    service,
    routes: (api) => registerRetrievalRoutes(api, deps.sessions, service),
    tasks: [retrievalSweep(service)],
  };
}
