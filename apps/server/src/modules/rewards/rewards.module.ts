import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { registerDevRedPacketsRoute } from './dev-red-packets.routes';
import type { RewardsDependencies } from './rewards.context';
import { registerRewardsRoutes } from './rewards.routes';
import { createRewardsService, type RewardsService } from './rewards.service';

export function rewardsModule(deps: RewardsDependencies & { readonly sessions: SessionResolver; readonly production: boolean }): LootbayModule<RewardsService> {
  const service = createRewardsService(deps);
  return {
    name: 'rewards',
    service,
    routes: (api) => registerRewardsRoutes(api, deps.sessions, service),
    // The console makes red packets in production; this shortcut exists only outside it.
    ...(deps.production ? {} : { otherRoutes: (app) => registerDevRedPacketsRoute(app, service) }),
  };
}
