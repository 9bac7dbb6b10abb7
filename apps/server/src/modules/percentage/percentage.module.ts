import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { percentageInvariants } from './percentage.invariants';
import { registerPercentageRoutes } from './percentage.routes';
import { createPercentageService, type PercentageDependencies, type PercentageService } from './percentage.service';

export function percentageModule(deps: PercentageDependencies & { readonly sessions: SessionResolver }): LootbayModule<PercentageService> {
  const service = createPercentageService(deps);
  return { name: 'percentage', service, routes: (api) => registerPercentageRoutes(api, deps.sessions, service), invariants: percentageInvariants };
}
