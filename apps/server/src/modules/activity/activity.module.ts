import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import type { ActivityDependencies } from './activity.context';
import { activityInvariants } from './activity.invariants';
import { registerActivityRoutes } from './activity.routes';
import { createActivityService, type ActivityService } from './activity.service';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';
import { activityCalls } from './activity.console';

export function activityModule(deps: ActivityDependencies & { readonly sessions: SessionResolver }): LootbayModule<ActivityService> {
  const service = createActivityService(deps);
  return { name: 'activity', service, routes: (api) => registerActivityRoutes(api, deps.sessions, service), invariants: activityInvariants };
}

declare module '../module' {
  interface ModuleServices {
    activity: ActivityService;
  }
}

export const activityDefinition = defineModule({
  name: 'activity',
  needs: [...GAME_NEEDS, 'wallet', 'boxes', 'recharge'],
  build: (context) => {
    const { config, services } = context;
    const activity = activityModule({
      ...gameDependencies(context),
      wallet: services.wallet,
      boxes: services.boxes,
      paidRecharges: services.recharge.paidSince,
      nicknames: services.account.nicknames,
      timeZone: config.timeZone,
    });
    return { ...activity, consoleCalls: activityCalls(activity.service, services.catalog) };
  },
});
