import type { SessionResolver } from '../../http/session';
import type { LootbayModule, ServiceDependencies } from '../module';
import { registerFairnessRoutes } from './fairness.routes';
import { createFairnessService, type FairnessService } from './fairness.service';

export function fairnessModule(deps: ServiceDependencies & { readonly sessions: SessionResolver; readonly secretKey: string }): LootbayModule<FairnessService> {
  const service = createFairnessService(deps);
  return { name: 'fairness', service, routes: (api) => registerFairnessRoutes(api, deps.sessions, service) };
}
