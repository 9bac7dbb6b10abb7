import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { forgeInvariants } from './forge.invariants';
import { registerForgeRoutes } from './forge.routes';
import { createForgeService, type ForgeDependencies, type ForgeService } from './forge.service';
import { GAME_NEEDS, gameDependencies } from '../play/play.kit';
import { everyPage } from '../privacy/privacy.service';

export function forgeModule(deps: ForgeDependencies & { readonly sessions: SessionResolver }): LootbayModule<ForgeService> {
  const service = createForgeService(deps);
  return { name: 'forge', service, routes: (api) => registerForgeRoutes(api, deps.sessions, service), invariants: forgeInvariants };
}

declare module '../module' {
  interface ModuleServices {
    forge: ForgeService;
  }
}

export const forgeDefinition = defineModule({
  name: 'forge',
  needs: GAME_NEEDS,
  build: (context) => {
    const forge = forgeModule(gameDependencies(context));
    return { ...forge, exportParts: { forgePlays: everyPage((userId, page, size, locale) => forge.service.history(userId, page, size, locale)) } };
  },
});
