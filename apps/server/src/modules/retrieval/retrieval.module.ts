import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { retrievalCalls } from './retrieval.console';
import { RETRIEVAL_CHECK, type RetrievalDependencies } from './retrieval.context';
import { registerRetrievalRoutes } from './retrieval.routes';
import { createRetrievalService, type RetrievalService } from './retrieval.service';
import { retrievalSweep } from './retrieval.tasks';
import { userAudience } from '@lootbay/shared/realtime-events';
import { registerDevMarketRoute } from '../../providers/trading/dev-market.routes';

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

declare module '../module' {
  interface ModuleServices {
    retrieval: RetrievalService;
  }
}

export const retrievalDefinition = defineModule({
  name: 'retrieval',
  needs: ['account', 'messages', 'backpack', 'catalog'],
  build: ({ base, config, providers, jobs, realtime, services: { account, messages, backpack, catalog } }) => {
    const retrieval = retrievalModule({
      ...base,
      sessions: account.sessions.resolver,
      messages,
      backpack,
      catalog,
      accounts: account,
      steam: providers.steam,
      market: providers.market,
      jobs,
      pollMs: config.retrievalPollMs,
      tell: (userId, event) => void realtime.publish(userAudience(userId), { type: 'retrieval', data: event }),
    });
    const sandboxMarket = providers.sandboxMarket;
    return {
      ...retrieval,
      consoleCalls: retrievalCalls(retrieval.service),
      erasers: [retrieval.service.eraseOf],
      exportParts: { retrievals: (userId, locale) => retrieval.service.exportFor(userId, locale) },
      otherRoutes: sandboxMarket ? (app) => registerDevMarketRoute(app, sandboxMarket, retrieval.service) : undefined,
    };
  },
});
