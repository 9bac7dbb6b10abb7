import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { percentageInvariants } from './percentage.invariants';
import { registerPercentageRoutes } from './percentage.routes';
import { createPercentageService, type PercentageDependencies, type PercentageService } from './percentage.service';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';
import { everyPage } from '../privacy/privacy.service';

export function percentageModule(deps: PercentageDependencies & { readonly sessions: SessionResolver }): LootbayModule<PercentageService> {
  const service = createPercentageService(deps);
  return { name: 'percentage', service, routes: (api) => registerPercentageRoutes(api, deps.sessions, service), invariants: percentageInvariants };
}

declare module '../module' {
  interface ModuleServices {
    percentage: PercentageService;
  }
}

export const percentageDefinition = defineModule({
  name: 'percentage',
  needs: GAME_NEEDS,
  build: (context) => {
    const percentage = percentageModule(gameDependencies(context));
    return { ...percentage, exportParts: { percentagePlays: everyPage((userId, page, size, locale) => percentage.service.history(userId, page, size, locale)) } };
  },
});
