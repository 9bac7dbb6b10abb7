import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import { registerRechargeRoutes } from './recharge.routes';
import { seedRecharge } from './recharge.seed';
import { createRechargeService, type RechargeDependencies, type RechargeService } from './recharge.service';
import { rechargeTasks } from './recharge.tasks';

export function rechargeModule(deps: RechargeDependencies & { readonly sessions: SessionResolver }): LootbayModule<RechargeService> {
  const service = createRechargeService(deps);
  return { name: 'recharge', service, routes: (api) => registerRechargeRoutes(api, deps.sessions, service), tasks: rechargeTasks(service), seed: seedRecharge };
}
