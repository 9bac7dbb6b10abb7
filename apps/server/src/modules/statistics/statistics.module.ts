import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { registerStatisticsRoutes } from './statistics.routes';
import { createStatisticsService, type StatisticsDependencies, type StatisticsService } from './statistics.service';

/** Site counters, members' own statistics, top drops and the daily ranking: read-only, no tables. */
export function statisticsModule(deps: StatisticsDependencies & { readonly sessions: SessionResolver }): LootbayModule<StatisticsService> {
  const service = createStatisticsService(deps);
  return { name: 'statistics', service, routes: (api) => registerStatisticsRoutes(api, deps.sessions, service) };
}
