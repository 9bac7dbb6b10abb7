import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import type { RechargeDependencies } from './recharge.context';
import { registerNotifyRoutes } from './notify.routes';
import { registerRechargeRoutes } from './recharge.routes';
import { seedRecharge } from './recharge.seed';
import { createRechargeService, type RechargeService } from './recharge.service';
import { rechargeTasks } from './recharge.tasks';

export interface RechargeModuleDependencies extends RechargeDependencies {
  readonly sessions: SessionResolver;
  /** Payment notifications accepted per minute from one address (the provider's); beyond, they answer "rate limited". */
  readonly callbackPerMinute: number;
  /** This site's public origin for the providers' notify and return addresses; the request's own when null. */
  readonly publicUrl: string | null;
}

export function rechargeModule(deps: RechargeModuleDependencies): LootbayModule<RechargeService> {
  const service = createRechargeService(deps);
  return {
    name: 'recharge',
    service,
    routes: (api) => registerRechargeRoutes(api, { sessions: deps.sessions, publicUrl: deps.publicUrl }, service),
    otherRoutes: (app) => registerNotifyRoutes(app, { perMinute: deps.callbackPerMinute, providers: deps.payments, stores: Object.values(deps.stores) }, service),
    tasks: rechargeTasks(service),
    seed: seedRecharge,
  };
}
