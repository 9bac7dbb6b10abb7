import type { SessionResolver } from '../../http/session';
import type { LootbayModule } from '../module';
import type { FishingDependencies } from './fishing.context';
import { seedFishingTools } from './fishing.demo';
import { fishingInvariants } from './fishing.invariants';
import { registerFishingRoutes } from './fishing.routes';
import { createFishingService, type FishingService } from './fishing.service';
import { leisureSweep } from './fishing.tasks';

export function fishingModule(deps: FishingDependencies & { readonly sessions: SessionResolver; readonly demo: boolean }): LootbayModule<FishingService> {
  const service = createFishingService(deps);
  return {
    name: 'fishing',
    service,
    routes: (api) => registerFishingRoutes(api, deps.sessions, service),
    tasks: [leisureSweep(service)],
    ...(deps.demo ? { seed: seedFishingTools } : {}),
    invariants: fishingInvariants,
  };
}
