import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import type { RechargeDependencies } from './recharge.context';
import { registerRechargeRoutes } from './recharge.routes';
import { seedRecharge } from './recharge.seed';
import { createRechargeService, type RechargeService } from './recharge.service';
import { rechargeTasks } from './recharge.tasks';

export interface RechargeModuleDependencies extends RechargeDependencies {
  readonly sessions: SessionResolver;
  /** Payment callbacks accepted per minute from one address (the provider's); beyond, they answer "rate limited". */
  readonly callbackPerMinute: number;
}

export function rechargeModule(deps: RechargeModuleDependencies): LootbayModule<RechargeService> {
  const service = createRechargeService(deps);
  return {
    name: 'recharge',
    service,
    routes: (api) => registerRechargeRoutes(api, { sessions: deps.sessions, callbackPerMinute: deps.callbackPerMinute }, service),
    tasks: rechargeTasks(service),
    seed: seedRecharge,
  };
}
