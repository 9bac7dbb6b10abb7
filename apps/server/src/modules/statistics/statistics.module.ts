import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { statisticsCalls } from './statistics.console';
import { registerStatisticsRoutes } from './statistics.routes';
import { createStatisticsService, type StatisticsDependencies, type StatisticsService } from './statistics.service';

/** Site counters, members' own statistics, top drops, the daily ranking and the operators' money reports: read-only, no tables. */
export function statisticsModule(deps: StatisticsDependencies & { readonly sessions: SessionResolver }): LootbayModule<StatisticsService> {
  const service = createStatisticsService(deps);
  return { name: 'statistics', service, routes: (api) => registerStatisticsRoutes(api, deps.sessions, service) };
}

declare module '../module' {
  interface ModuleServices {
    statistics: StatisticsService;
  }
}

export const statisticsDefinition = defineModule({
  name: 'statistics',
  needs: ['account', 'boxes', 'arena', 'play', 'catalog', 'fairness', 'recharge'],
  build: ({ base, config, services: { account, boxes, arena, play, catalog, fairness, recharge } }) => {
    const statistics = statisticsModule({ ...base, sessions: account.sessions.resolver, timeZone: config.timeZone, accounts: account, boxes, arena, play, catalog, fairness });
    return { ...statistics, consoleCalls: statisticsCalls({ recharge, play, boxes, catalog, timeZone: config.timeZone }) };
  },
});
