import type { SessionResolver } from '../../http/session';
import type { BeaconProvider } from '../../providers/beacon/beacon.provider';
import { defineModule, type LootbayModule, type ServiceDependencies } from '../module';
import { registerFairnessRoutes, registerRecordDownload } from './fairness.routes';
import { createFairnessService, type FairnessService } from './fairness.service';

export function fairnessModule(deps: ServiceDependencies & { readonly sessions: SessionResolver; readonly secretKey: string; readonly beacon: BeaconProvider }): LootbayModule<FairnessService> {
  const service = createFairnessService(deps);
  // The beacon's timing, learnt once, lets a battle's countdown end when its round is out.
  service.beacon.info().catch((error: unknown) => deps.log.warn({ err: error }, 'the beacon could not be reached; games that take its rounds wait for it'));
  return {
    name: 'fairness',
    service,
    routes: (api) => registerFairnessRoutes(api, deps.sessions, service),
    otherRoutes: (app) => registerRecordDownload(app, service),
    // Links what an instance stopped before linking, and publishes a head at least daily.
    tasks: [{ id: 'fairness.chain', schedule: '*/5 * * * *', run: () => service.chain.maintain() }],
  };
}

declare module '../module' {
  interface ModuleServices {
    fairness: FairnessService;
  }
}

export const fairnessDefinition = defineModule({
  name: 'fairness',
  needs: ['account'],
  build: ({ base, config, providers, services: { account } }) => {
    const fairness = fairnessModule({ ...base, sessions: account.sessions.resolver, secretKey: config.fairnessKey, beacon: providers.beacon });
    return { ...fairness, memberFields: [fairness.service.memberFields], exportParts: { fairness: (userId) => fairness.service.exportFor(userId) } };
  },
});
