import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import type { ActivityDependencies } from './activity.context';
import { activityInvariants } from './activity.invariants';
import { registerActivityRoutes } from './activity.routes';
import { createActivityService, type ActivityService } from './activity.service';

export function activityModule(deps: ActivityDependencies & { readonly sessions: SessionResolver }): LootbayModule<ActivityService> {
  const service = createActivityService(deps);
  return { name: 'activity', service, routes: (api) => registerActivityRoutes(api, deps.sessions, service), invariants: activityInvariants };
}
