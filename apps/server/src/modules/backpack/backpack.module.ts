import type { SessionResolver } from '../../http/session';
import { defineModule, type LootbayModule } from '../module';
import { backpackCalls } from './backpack.console';
import { registerBackpackRoutes } from './backpack.routes';
import { createBackpackService, type BackpackDependencies, type BackpackService } from './backpack.service';

export function backpackModule(deps: BackpackDependencies & { readonly sessions: SessionResolver }): LootbayModule<BackpackService> {
  const service = createBackpackService(deps);
  return { name: 'backpack', service, routes: (api) => registerBackpackRoutes(api, deps.sessions, service) };
}

declare module '../module' {
  interface ModuleServices {
    backpack: BackpackService;
  }
}

export const backpackDefinition = defineModule({
  name: 'backpack',
  needs: ['account', 'catalog', 'wallet'],
  build: ({ base, services: { account, catalog, wallet } }) => {
    const backpack = backpackModule({ ...base, sessions: account.sessions.resolver, catalog, wallet });
    return { ...backpack, consoleCalls: backpackCalls(backpack.service, account), exportParts: { backpack: (userId, locale) => backpack.service.exportFor(userId, locale) } };
  },
});
