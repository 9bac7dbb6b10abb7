import type { SessionResolver } from '../../http/session';
import type { BeaconProvider } from '../../providers/beacon/beacon.provider';
import type { LootbayModule, ServiceDependencies } from '../module';
import { registerFairnessRoutes } from './fairness.routes';
import { createFairnessService, type FairnessService } from './fairness.service';

export function fairnessModule(deps: ServiceDependencies & { readonly sessions: SessionResolver; readonly secretKey: string; readonly beacon: BeaconProvider }): LootbayModule<FairnessService> {
  const service = createFairnessService(deps);
  return {
    name: 'fairness',
    service,
    routes: (api) => registerFairnessRoutes(api, deps.sessions, service),
    // Links what an instance stopped before linking, and publishes a head at least daily.
    tasks: [{ id: 'fairness.chain', schedule: '* * * * *', run: () => service.chain.maintain() }],
  };
}
