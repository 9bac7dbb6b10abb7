import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import type { FishingDependencies } from './fishing.context';
import { seedFishingTools } from './fishing.demo';
import { fishingInvariants } from './fishing.invariants';
import { registerFishingRoutes } from './fishing.routes';
import { createFishingService, type FishingService } from './fishing.service';
import { leisureSweep } from './fishing.tasks';
import { userAudience } from '@lootbay/shared/realtime-events';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';
import { fishingCalls } from './fishing.console';

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

declare module '../module' {
  interface ModuleServices {
    fishing: FishingService;
  }
}

export const fishingDefinition = defineModule({
  name: 'fishing',
  needs: GAME_NEEDS,
  build: (context) => {
    const { config, realtime, services } = context;
    const fishing = fishingModule({
      ...gameDependencies(context),
      catchMs: config.fishingCatchSeconds * 1000,
      nicknames: services.account.nicknames,
      demo: config.seedDemo,
      tellCatch: (userId, event) => void realtime.publish(userAudience(userId), { type: 'fishing_catch', data: event }),
    });
    return { ...fishing, consoleCalls: fishingCalls(fishing.service) };
  },
});
